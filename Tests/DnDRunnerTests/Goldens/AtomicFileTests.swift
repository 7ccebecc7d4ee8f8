import DnDRunner
import Foundation
import Testing

@Suite struct AtomicFileTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("dndsim-atomic-\(UUID().uuidString)").path

  func entries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func writesReplacesAndLeavesNoTemporaryFile() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/sub/x.golden.log"
    try AtomicFile.write("one\n", to: path)
    try AtomicFile.write("two\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder + "/sub") == ["x.golden.log"])
  }

  @Test func aFailedWriteLeavesTheTargetUntouched() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/x.golden.log"
    try AtomicFile.write("golden\n", to: path)
    // The rename cannot replace a folder: the write fails after the temporary file exists.
    try FileManager.default.createDirectory(
      atPath: folder + "/dir.log", withIntermediateDirectories: true)
    #expect(throws: AtomicFile.WriteError.self) {
      try AtomicFile.write("x", to: folder + "/dir.log")
    }
    #expect(entries() == ["dir.log", "x.golden.log"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "golden\n")
  }

  /// The new bytes go to a new file renamed over the target, never into the target itself: a
  /// hard link to the old golden (like a reader that has it open) still sees the old bytes, and
  /// the target is a new file. A write in place would change both names' bytes.
  @Test func theTargetIsReplacedNotRewrittenInPlace() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/x.golden.log"
    try AtomicFile.write("old golden\n", to: path)
    let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    try FileManager.default.linkItem(atPath: path, toPath: folder + "/link")
    try AtomicFile.write("new golden\n", to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new golden\n")
    #expect(try String(contentsOfFile: folder + "/link", encoding: .utf8) == "old golden\n")
    let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber]
    #expect(before as? UInt64 != nil && after as? UInt64 != before as? UInt64)
    #expect(entries() == ["link", "x.golden.log"])
  }

  @Test func removingAMissingFileIsNotAnError() throws {
    try AtomicFile.remove(folder + "/nothing-here")
  }
}
