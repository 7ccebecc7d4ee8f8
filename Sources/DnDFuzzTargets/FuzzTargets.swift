import DnDFormats
import DnDRecorder

/// Every fuzz target, in the order `Tools/fuzz` lists them. A new reader joins with one entry here and, if it needs one, a function in an extension below: a name, a
/// line of summary, the file name errors must carry, and how to feed it bytes.
public enum FuzzTargets {
  public static let all: [FuzzTarget] = [
    FuzzTarget(
      name: "trace", summary: "dndsim-trace JSON Lines → TraceReader, then a canonical round trip",
      files: [traceFile], read: trace),
    FuzzTarget(
      name: "scene", summary: "dndsim-scene JSON → SceneFile.parse, then write and read back",
      files: [sceneFile], read: scene),
    FuzzTarget(
      name: "faults", summary: "dndsim-faults JSON → FaultPlanFile.parse",
      files: [faultsFile],
      read: { (bytes) throws(InputError) in
        _ = try FaultPlanFile.parse(bytes, source: faultsFile)
        return .holds
      }),
    FuzzTarget(
      name: "log", summary: "dndsim-log text → LogFile.parse, engine events, render() round trip",
      files: [logFile], read: eventLog),
    FuzzTarget(
      name: "gesture",
      summary: "gesture script (text or JSON) → GestureScript, its trace read back",
      files: [gestureFile], read: gesture),
    FuzzTarget(
      name: "webdriver", summary: "WebDriver actions JSON → WebDriverActions, its trace read back",
      files: [webDriverFile], read: webDriver),
    FuzzTarget(
      name: "libinput",
      summary:
        "libinput record YAML → LibinputRecordReader, the evdev state machine, its trace read back",
      files: [libinputFile], read: libinput),
    FuzzTarget(
      name: "getevent",
      summary: "getevent -t/-lt log → GeteventReader, the evdev state machine, its trace read back",
      files: [geteventFile], read: getevent),
    FuzzTarget(
      name: "evemu",
      summary: "evemu-record file → EvemuReader, the evdev state machine, its trace read back",
      files: [evemuFile], read: evemu),
    FuzzTarget(
      name: "getevent-desc", summary: "getevent -p/-lp description → GeteventReader --desc",
      files: [GeteventDescriptionFile.path, geteventFile], read: geteventDescription),
  ]

  public static func named(_ name: String) -> FuzzTarget? {
    all.first { $0.name == name }
  }

  static let traceFile = "fuzz.trace.jsonl"
  static let sceneFile = "fuzz.scene.json"
  static let faultsFile = "fuzz.faults.json"
  static let logFile = "fuzz.golden.log"
  static let gestureFile = "fuzz.gesture"
  static let webDriverFile = "fuzz.webdriver.json"
  static let libinputFile = "fuzz.libinput.yml"
  static let geteventFile = "fuzz.getevent.txt"
  static let evemuFile = "fuzz.evemu"
}
