import DnDEngine
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder
@testable import DnDRunner

extension RecorderTests {
  /// Scripts recorded, written and replayed through the pinboard fixture scene: the whole path a
  /// `dndsim record` user takes.
  @Suite struct GestureScriptReplayTests {
    static let sceneFolder = Repository.fixture("cases/pinboard")

    /// The log of `script`'s trace, written to a scratch folder and replayed with the pinboard
    /// fixture's folder searched for the scene.
    static func replay(_ script: GestureScript) throws -> [String] {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("drag.trace.jsonl").path
      try TraceFileWriter.writeAtomically(try script.makeTrace(), to: path)
      return try TraceReplay.run(path: path, scenes: SceneResolver(sceneFolders: [sceneFolder]))
        .system.log.lines
    }

    @Test func aLongPressDragAlongAPathDropsOnTheBoard() throws {
      let lines = try Self.replay(
        textScript(
          """
          scene pinboard
          finger 1
            down (650,150) at 0s
            hold 0.4s
            move (550,200) (250,300) over 0.3s
            hold 50ms
            up
          """))
      #expect(lines.contains("t=0.325s gesture F1 longPressRecognized(interaction: photo.drag)"))
      #expect(lines.contains("t=0.750s touch F1 ended(at: (250,300))"))
      #expect(lines.contains("t=0.750s delegate board.drop performDrop(session: S1)"))
      #expect(
        lines.contains("t=1.050s delegate board inserted(objects: [PNG 64x48], at: (250,300))"))
    }

    @Test func theDocumentedExampleDropsAndItsTapIsASecondFinger() throws {
      let lines = try Self.replay(textScript(pinboardScript))
      #expect(lines.contains("t=0.700s touch F2 began(at: (100,100))"))
      #expect(lines.contains("t=0.900s delegate board.drop performDrop(session: S1)"))
      #expect(lines.contains("t=0.750s gesture F2 tapDelivered(view: board, at: (100,100))"))
      #expect(lines.contains("t=2.000s system user cancelProgressTapped"))
    }

    @Test func aCancelledTouchNeverDrops() throws {
      let lines = try Self.replay(
        textScript(
          """
          scene pinboard
          finger 1
            down (650,150) at 0s
            hold 0.4s
            move (250,300) over 0.2s
            cancel
          """))
      #expect(lines.contains("t=0.600s touch F1 cancelled(at: (250,300))"))
      #expect(!lines.contains { $0.contains("performDrop") })
    }
  }
}
