import DnDFormats
import DnDSimulator
import Testing

/// A list rule's `full_size_preview` (Docs/formats.md): the drop proposal's
/// `prefersFullSizePreview`.
@Suite struct SceneFileListFullSizeTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func table(_ local: String) -> String {
    #"{"name": "v", "frame": [0, 0, 100, 100], "table": {"sections": [["a"]], "drag": {}, "drop": {"local": \#(local)}}}"#
  }

  @Test func offUnlessTheFileSetsIt() throws {
    #expect(try readView(table("{}")).list?.drop?.local.prefersFullSizePreview == false)
    #expect(
      try readView(table(#"{"full_size_preview": true}"#)).list?.drop?.local
        .prefersFullSizePreview == true)
    // The rule's other keys keep their defaults.
    #expect(
      try readView(table(#"{"full_size_preview": true}"#)).list?.drop?.local.operation == .move)
  }

  @Test func theWriterKeepsIt() throws {
    let spec = try readScene(sceneText(views: table(#"{"full_size_preview": true}"#)))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""full_size_preview": true"#))
    #expect(try readScene(text) == spec)
  }

  @Test func itMustBeABool() {
    #expect(
      viewError(table(#"{"full_size_preview": 1}"#))
        == "\(view).table.drop.local.full_size_preview: error: expected a boolean, found an integer 1"
    )
  }
}
