import DnDEngine
import Foundation
import Testing

@testable import AppStylesLegacy
@testable import DnDUIKit

/// `Examples/AppStyles/Legacy/Clips/` — a 2017–2021 style app that drags video clips out as MPEG-4
/// file representations (`kUTTypeMPEG4`) and copies dropped movies into its folder with
/// `loadFileRepresentation(forTypeIdentifier:)` — driven as two copies of the app side by side.
@Suite struct ClipsTests {
  static let movie = Data("ftypmp42 a short clip".utf8)

  /// Two Clips apps on one screen: "clips" (left, with `Beach.mp4` in its folder) and
  /// "clips-2" (right, with an empty folder).
  final class World {
    let device = TestDevice()
    let folders: [URL]
    let left: ClipsViewController
    let right: ClipsViewController

    init() throws {
      let base = FileManager.default.temporaryDirectory
        .appendingPathComponent("dndsim-clips-\(UUID().uuidString)", isDirectory: true)
      folders = [base.appendingPathComponent("left"), base.appendingPathComponent("right")]
      for folder in folders {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      try ClipsTests.movie.write(to: folders[0].appendingPathComponent("Beach.mp4"))
      left = ClipsViewController(clipsFolder: folders[0])
      right = ClipsViewController(clipsFolder: folders[1])
      device.show(left, app: "clips", frame: CGRect(x: 0, y: 0, width: 400, height: 600))
      device.show(
        right, app: "clips-2", team: "T2", frame: CGRect(x: 400, y: 0, width: 400, height: 600))
      device.system.keepAlive(self)
    }

    deinit {
      try? FileManager.default.removeItem(at: folders[0].deletingLastPathComponent())
    }
  }

  @Test func aMovieDroppedFromAnotherAppIsCopiedIntoTheFolder() throws {
    let world = try World()
    #expect(world.left.clips.map(\.title) == ["Beach"])
    world.device.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 600, y: 300))
    world.device.settle()
    let copy = world.folders[1].appendingPathComponent("Beach.mp4")
    #expect(world.right.clips.map(\.title) == ["Beach"])
    #expect(try Data(contentsOf: copy) == ClipsTests.movie)
    #expect(world.right.failedImports == 0)
    // The system's temporary copy is gone; the source's file is untouched.
    #expect(
      !TemporaryLoadFiles.holds(folder: "P1-L1"))
    #expect(FileManager.default.fileExists(atPath: world.left.clips[0].fileURL.path))
    try GoldenLog.check(world.device.lines, named: "clips-drop-movie")
  }

  @Test func aClipDroppedOnItsOwnAppIsRefused() throws {
    let world = try World()
    world.device.drag(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 300, y: 400))
    world.device.settle()
    #expect(world.left.clips.map(\.title) == ["Beach"])
    #expect(!world.device.lines.contains { $0.contains("load L1 started") })
  }
}
