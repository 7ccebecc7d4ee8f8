import DnDEngine

/// A gesture script as a reader found it, before the checks both forms share: each statement
/// with its place.
struct GestureScriptDraft {
  struct Header<Value> {
    var value: Value
    var place: ScriptPlace
  }

  struct Finger {
    var name: String
    var place: ScriptPlace
    var steps: [Step] = []
  }

  struct Step {
    enum Kind {
      case down(GesturePoint, at: Int64)
      case tap(GesturePoint, at: Int64, duration: Int64)
      case hold(Int64)
      case move([GesturePoint], over: Int64)
      case up
      case cancel

      /// The statement's keyword, for messages.
      var keyword: String {
        switch self {
        case .down: "down"
        case .tap: "tap"
        case .hold: "hold"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        }
      }
    }

    var kind: Kind
    var place: ScriptPlace
    /// Where its `at` time is (`down`, `tap`), for errors about that time.
    var timePlace: ScriptPlace?
  }

  var scene: Header<String>?
  var profile: Header<DeviceProfile.Kind>?
  var rate: Header<SampleClock>?
  var variants: Header<[String]>?
  var fingers: [Finger] = []
  var actions: [TimedAction] = []
}
