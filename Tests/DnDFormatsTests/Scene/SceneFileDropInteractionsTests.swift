import DnDFormats
import DnDSimulator
import Testing

/// A plain drop's `interactions` (Docs/formats.md): how many drop interactions the view has with
/// that behaviour (talk 213: "just add a few more drop interactions").
@Suite struct SceneFileDropInteractionsTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func drop(_ members: String) -> String {
    #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {\#(members)}}"#
  }

  @Test func oneInteractionUnlessTheFileSaysMore() throws {
    #expect(try readView(drop("")).drop?.interactionCount == 1)
    #expect(try readView(drop(#""interactions": 3"#)).drop?.interactionCount == 3)
    #expect(try readView(drop(#""interactions": 1"#)).drop == DropSpec())
  }

  @Test func theWriterKeepsTheCountAndLeavesOutTheDefault() throws {
    let spec = try readScene(sceneText(views: drop(#""interactions": 2"#)))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""interactions": 2"#))
    #expect(try readScene(text) == spec)
    let single = try readScene(sceneText(views: drop("")))
    #expect(!SceneFile.write(single).contains("interactions"))
  }

  @Test func aCountOutOfRangeOrNotAWholeNumberIsAnError() {
    #expect(
      viewError(drop(#""interactions": 0"#))
        == "\(view).drop.interactions: error: expected a number of drop interactions in 1…16, found 0"
    )
    #expect(
      viewError(drop(#""interactions": 17"#))
        == "\(view).drop.interactions: error: expected a number of drop interactions in 1…16, found 17"
    )
    #expect(
      viewError(drop(#""interactions": "2""#))
        == "\(view).drop.interactions: error: expected an integer, found a string \"2\"")
    #expect(
      viewError(drop(#""interactions": 2.0"#))
        == "\(view).drop.interactions: error: expected an integer, found a number 2.0")
  }
}
