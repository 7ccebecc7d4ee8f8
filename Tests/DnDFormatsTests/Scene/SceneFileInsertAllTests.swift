import DnDEngine
import DnDFormats
import DnDSimulator
import Testing

/// A list drop's `insert_all`, `nil_destination` and `reload_sections` (Docs/formats.md): talk
/// 223's first demo.
@Suite struct SceneFileInsertAllTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func grid(_ drop: String) -> String {
    #"{"name": "v", "frame": [0, 0, 100, 100], "collection": {"sections": [["a"]], "drop": {\#(drop)}}}"#
  }

  private let firstDemo =
    #""perform": "insert_all", "nil_destination": [0, 0], "reload_sections": [0], "load": {"objects": "image"}"#

  @Test func readAndWritten() throws {
    let drop = try readView(grid(firstDemo)).list?.drop
    #expect(drop?.perform == .insertAll)
    #expect(drop?.nilDestination == ListIndexPath(item: 0, section: 0))
    #expect(drop?.reloadSections == [0])
    let plain = try readView(grid(#""load": {"objects": "image"}"#)).list?.drop
    #expect(plain?.nilDestination == nil && plain?.reloadSections == [])
    let spec = try readScene(sceneText(views: grid(firstDemo), items: photoItem))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""perform": "insert_all""#))
    #expect(try readScene(text) == spec)
  }

  @Test func itRefusesWhatItCannotMean() {
    #expect(
      viewError(grid(#""perform": "insert_all", "load": {"each_object": "image"}"#))
        == "\(view).collection.drop.perform: error: \"insert_all\" loads the session's objects with one loadObjects; expected \"load\": {\"objects\": class}"
    )
    #expect(
      viewError(grid(#""reload_sections": [0], "load": {"objects": "image"}"#))
        == "\(view).collection.drop.reload_sections: error: \"reload_sections\" is part of the batch \"insert_all\" makes; expected \"perform\": \"insert_all\" with it"
    )
    #expect(
      viewError(grid(#""nil_destination": [0]"#))
        == "\(view).collection.drop.nil_destination: error: expected an index path [section, item], found 1 numbers"
    )
    #expect(
      viewError(grid(#""nil_destination": [0, -1]"#))
        == "\(view).collection.drop.nil_destination[1]: error: expected an index 0…10000, found -1"
    )
    #expect(
      viewError(
        grid(#""perform": "insert_all", "reload_sections": [1.5], "load": {"objects": "image"}"#)
      ).hasPrefix("\(view).collection.drop.reload_sections[0]: error: expected an integer"))
  }
}
