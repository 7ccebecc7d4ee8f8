import Foundation
import Testing

/// A user's own executable (`Examples/CustomScenes`) links a Swift scene into the same `dndsim`
/// interface: its traces replay through `replay` like scene-file traces.
@Suite struct CustomScenesTests {
  static let trace = """
    {"format":"dndsim-trace","version":1,"time_unit":"us","scene":"hello-world"}
    {"t":0,"touches":[{"id":1,"phase":"began","x":150,"y":70}]}
    {"t":400000,"touches":[{"id":1,"phase":"moved","x":300,"y":150}]}
    {"t":416000,"touches":[{"id":1,"phase":"moved","x":500,"y":200}]}
    {"t":600000,"touches":[{"id":1,"phase":"ended","x":500,"y":200}]}

    """

  func writeTrace() throws -> (folder: URL, path: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-custom-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("hello.trace.jsonl")
    try Data(Self.trace.utf8).write(to: url)
    return (folder, url.path)
  }

  @Test func aLinkedSwiftSceneReplaysThroughTheSameCommand() throws {
    let (folder, path) = try writeTrace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIRunner.run(
      ["replay", path], executable: CLIRunner.product("dndsim-custom-example"))
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.hasPrefix("# dndsim-log 1\n# trace: hello.trace.jsonl\n"))
    #expect(result.standardOutput.contains("# scene: hello-world\n"))
    #expect(result.standardOutput.contains(" app      notes show(text: Hello World)\n"))
  }

  @Test func theStockCommandDoesNotKnowTheScene() throws {
    let (folder, path) = try writeTrace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CLIRunner.run(["replay", path])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "\(path):1: $.scene: error: unknown scene \"hello-world\"; looked for \(folder.path)/hello-world.scene.json (no Swift scenes are linked)\n"
    )
  }
}
