import DnDEngine
import DnDFormats
import DnDSimulator
import DnDTestSupport
import Foundation
import Synchronization
import Testing

@testable import DnDRunner

/// A scene whose every build logs a different number: the one thing `--check-determinism` is
/// there to catch. (Nothing real behaves like this on purpose; a scene reading a global, the wall
/// clock or hash order would.)
final class RestlessCounterScene: DnDScene {
  static let name = "restless-counter"
  static let builds = Atomic<Int>(0)

  init(system: DragDropSystem) throws {
    let build = Self.builds.add(1, ordering: .relaxed).newValue
    system.addWindow(
      Window(app: App(name: "a", team: "T"), frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    system.log.record(.delegate, "counter", "built", [.init("build", "\(build)")])
  }
}

@MainActor
@Suite struct DeterminismCheckTests {
  /// `--check-determinism` replays every case a second time (Docs/cli.md) and compares the two
  /// logs: a scene that logs something else on every build is `nondeterministic` — not merely a
  /// `mismatch` with its golden, which is all a check reusing the first replay could say.
  @Test func aSecondReplayThatDiffersIsNondeterministic() throws {
    let files = ScratchFiles()
    let trace = files.write(
      "restless.trace.jsonl",
      """
      {"format":"dndsim-trace","version":1,"time_unit":"us","scene":"restless-counter"}
      {"t":0,"touches":[{"id":1,"phase":"began","x":10,"y":10}]}
      {"t":100000,"touches":[{"id":1,"phase":"ended","x":10,"y":10}]}

      """)
    let scenes = SceneResolver(catalog: SceneCatalog([RestlessCounterScene.self]))
    let corpus = try CorpusDiscovery.discover([trace])
    let record = RunSettings(scenes: scenes, record: .all, accept: true)
    _ = CorpusRun(corpus: corpus, settings: record).run()
    let settings = RunSettings(scenes: scenes, record: .never)
    let checked = CorpusRun(corpus: corpus, settings: settings, checkDeterminism: true).run()
    #expect(checked.results.map(\.status) == [.nondeterministic])
  }
}
