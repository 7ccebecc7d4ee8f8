import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import DnDTestSupport
import Testing
import VirtualTime

/// One draggable view `a` and a copying drop target `b` in one app.
final class CopyScene: DnDScene {
  static let name = "copy"
  final class Source: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "hello"))]
    }
  }
  final class Target: DropInteractionDelegate {
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {}
    func concludeDrop(_ interaction: DropInteraction, session: DropSession) {}
  }

  init(system: DragDropSystem) throws {
    let app = App(name: "photos", team: "T1")
    let window = Window(app: app, frame: Rect(x: 0, y: 0, width: 500, height: 500))
    system.addWindow(window)
    let a = View(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let b = View(name: "b", frame: Rect(x: 200, y: 200, width: 100, height: 100))
    window.rootView.addSubview(a)
    window.rootView.addSubview(b)
    a.addInteraction(DragInteraction(delegate: Source()))
    b.addInteraction(DropInteraction(delegate: Target()))
  }
}

@MainActor
@Suite struct TraceReplayTests {
  static let lines = [
    #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"copy"}"#,
    #"{"t":0,"touches":[{"id":1,"phase":"began","x":50,"y":50}]}"#,
    #"{"t":400000,"touches":[{"id":1,"phase":"moved","x":150,"y":150}]}"#,
    #"{"t":450000,"touches":[{"id":1,"phase":"moved","x":250,"y":250}]}"#,
    #"{"t":700000,"touches":[{"id":1,"phase":"ended","x":250,"y":250}]}"#,
  ]

  @Test func aTraceFileReplaysThroughItsScene() throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", Self.lines.joined(separator: "\n") + "\n")
    let replay = try TraceReplay.run(path: path, catalog: SceneCatalog([CopyScene.self]))
    let names = replay.system.log.events.filter { $0.kind == .delegate }.map(\.name)
    #expect(names.first == "itemsForBeginning" && names.contains("performDrop"))
    let released = replay.system.log.events.first { $0.kind == .touch && $0.name == "ended" }
    #expect(released?.time == VirtualInstant.start + .milliseconds(700))
  }

  /// A Swift scene replays on the main actor, so its replays run one after another; runs on
  /// several threads at once are for file scenes (`DeterminismCheckTests`, `RunCommandTests`).
  @Test func theSameTraceGivesTheSameLogEveryTime() throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", Self.lines.joined(separator: "\n") + "\n")
    func lines() throws -> [String] {
      try TraceReplay.run(path: path, catalog: SceneCatalog([CopyScene.self])).system.log.lines
    }
    let first = try lines()
    for _ in 0..<8 { #expect(try lines() == first) }
  }

  /// Off the main thread, a Swift scene is not built: the replay throws, naming the scene and
  /// what to do, instead of running app code off the main actor.
  @Test func aSwiftSceneReplayedOffTheMainThreadIsRefused() async throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", Self.lines.joined(separator: "\n") + "\n")
    let catalog = SceneCatalog([CopyScene.self])
    let message = await Task.detached {
      do {
        _ = try TraceReplay.run(path: path, catalog: catalog)
        return "replayed"
      } catch {
        return "\(error)"
      }
    }.value
    #expect(message.contains("the Swift scene copy runs its app code on the main actor"))
  }

  @Test func aStreamedReplayKeepsNoEventsAndItsObserverSeesTheWholeLog() throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", Self.lines.joined(separator: "\n") + "\n")
    let retained = try TraceReplay.run(path: path, catalog: SceneCatalog([CopyScene.self]))
    var streamed: [String] = []
    let replay = try TraceReplay.run(path: path, catalog: SceneCatalog([CopyScene.self])) {
      system in
      #expect(system.windows.isEmpty, "prepare runs before the scene is built")
      system.log.retainsEvents = false
      system.log.addObserver { streamed.append($0.line) }
    }
    #expect(streamed == retained.system.log.lines)
    #expect(replay.system.log.events.isEmpty)
    #expect(replay.system.log.count == retained.system.log.events.count)
  }

  @Test func anUnknownSceneIsAnInputError() {
    let files = ScratchFiles()
    let path = files.write(
      "x.jsonl", #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"nope"}"# + "\n")
    #expect {
      try TraceReplay.run(path: path, name: "x.jsonl", catalog: SceneCatalog([CopyScene.self]))
    } throws: { error in
      "\(error)" == "x.jsonl:1: $.scene: error: unknown scene \"nope\"; expected one of \"copy\""
    }
  }
}

@MainActor
@Suite struct TraceToGoldenTests {
  /// Trace → replay → event log text: the golden a run would write.
  static func golden(_ path: String) throws -> String {
    let replay = try TraceReplay.run(
      path: path, name: "copy.jsonl", catalog: SceneCatalog([CopyScene.self]))
    let header = try LogHeader([
      (key: "trace", value: "copy.jsonl"), (key: "scene", value: "copy"),
      (key: "variant", value: "default"),
    ])
    return LogWriter.render(header: header, events: replay.system.log.events)
  }

  @Test func aReplayRendersToAGoldenThatParsesAndComparesEqualToItself() throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", TraceReplayTests.lines.joined(separator: "\n") + "\n")
    let text = try Self.golden(path)
    #expect(text.hasPrefix("# dndsim-log 1\n# trace: copy.jsonl\n"))
    #expect(text.hasSuffix("# end\n"))
    let parsed = try LogFile.parse(text, source: "copy.golden")
    #expect(parsed.render() == text)
    #expect(
      GoldenComparison.compare(
        expected: text, actual: try Self.golden(path), expectedName: "a", actualName: "b") == nil)
  }

  @Test func aChangedTraceShowsTheFirstDivergence() throws {
    let files = ScratchFiles()
    let path = files.write("copy.jsonl", TraceReplayTests.lines.joined(separator: "\n") + "\n")
    var changed = TraceReplayTests.lines
    // Released outside the target: a cancel instead of a drop.
    changed[3] = #"{"t":450000,"touches":[{"id":1,"phase":"moved","x":450,"y":450}]}"#
    changed[4] = #"{"t":500000,"touches":[{"id":1,"phase":"ended","x":450,"y":450}]}"#
    let other = files.write("changed.jsonl", changed.joined(separator: "\n") + "\n")
    let diff = GoldenComparison.compare(
      expected: try Self.golden(path), actual: try Self.golden(other), expectedName: "copy.golden",
      actualName: "actual")
    #expect(diff != nil)
    #expect(diff?.unifiedDiff.hasPrefix("--- copy.golden\n+++ actual\n@@") == true)
    #expect(diff?.firstDivergence.expected?.text.contains("0.450000") == true)
  }
}

@MainActor
@Suite struct TraceReplayRecordsTests {
  /// Playing records already in memory, one by one, gives the same events as replaying the file.
  @Test(arguments: CaseCorpus.cases.filter { $0.trace.contains("/Traces/") }.prefix(40))
  func recordsInMemoryReplayLikeTheFile(_ item: CaseCorpus.Case) throws {
    let fromFile = try TraceReplay.run(
      path: item.trace, scenes: SceneResolver(), faults: item.variant.plan)
    let reader = try TraceReader(path: item.trace)
    let scene = try SceneResolver().resolve(reader.header.scene, tracePath: item.trace)
    let replay = try Replayer(scene: scene, profile: .preset(for: reader.header.profile)) {
      item.variant.plan?.install(into: $0)
    }
    for record in try reader.readAll() { try TraceReplay.play(record, into: replay) }
    try replay.finish()
    #expect(replay.system.log.events == fromFile.system.log.events)
  }
}

@MainActor
@Suite struct ReplayMemoryTests {
  /// A replay that settled with every session retired leaves nothing alive: not its system, not
  /// its apps, windows and views. Two cycles used to keep them: a session and the drop-session
  /// facades its targets saw held each other (and the session holds the system), so every drop
  /// leaked its system; and each window held its app while the app held its windows, so every
  /// replay leaked its whole view tree with its interactions and delegates. (A session whose
  /// load hangs forever is never retired and keeps its system by design; hence no `hanging`.)
  @Test func aSettledReplayFreesItsSystemAndViews() throws {
    var checked = 0
    for item in CaseCorpus.cases where item.variant.name != "hanging" {
      weak var system: DragDropSystem?
      weak var window: Window?
      weak var app: App?
      weak var root: View?
      do {
        let replay = try TraceReplay.run(
          path: item.trace, scenes: SceneResolver(), faults: item.variant.plan)
        system = replay.system
        window = replay.system.windows.last
        app = window?.app
        root = window?.rootView
        #expect(app?.windows.contains { $0 === window } == true)
      }
      #expect(system == nil, "\(item.testDescription) kept its system alive")
      #expect(
        window == nil && app == nil && root == nil,
        "\(item.testDescription) kept its windows, apps or views alive")
      checked += 1
    }
    #expect(checked > 90)
  }
}
