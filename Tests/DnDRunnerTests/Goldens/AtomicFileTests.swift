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

  @Test func removingAMissingFileIsNotAnError() throws {
    try AtomicFile.remove(folder + "/nothing-here")
  }
}
