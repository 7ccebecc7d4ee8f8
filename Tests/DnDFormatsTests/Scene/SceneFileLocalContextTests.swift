import DnDFormats
import DnDSimulator
import Testing

/// A drag's `local_context` (Docs/formats.md): text the app keeps in its drag session's
/// `localContext`.
@Suite struct SceneFileLocalContextTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func drag(_ members: String) -> String {
    #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": ["photo"]\#(members)}}"#
  }

  @Test func noneUnlessTheFileGivesOne() throws {
    #expect(try readView(drag("")).drag?.localContext == nil)
    #expect(
      try readView(drag(#", "local_context": "page 3""#)).drag?.localContext == "page 3")
  }

  @Test func theWriterKeepsIt() throws {
    let spec = try readScene(
      sceneText(views: drag(#", "local_context": "page 3""#), items: photoItem))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""local_context": "page 3""#))
    #expect(try readScene(text) == spec)
  }

  @Test func itMustBeText() {
    #expect(
      viewError(drag(#", "local_context": 3"#))
        == "\(view).drag.local_context: error: expected a string, found an integer 3")
    #expect(
      viewError(drag(#", "local_context": """#)).hasPrefix("\(view).drag.local_context: error:"))
  }
}
