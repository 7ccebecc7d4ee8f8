import DnDFormats
import DnDSimulator
import Testing

/// A view's `button` (Docs/formats.md): a button sending an action on a tap and, when
/// `spring_loaded`, when a drag hovers over it (talk 203).
@Suite struct SceneFileButtonTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func v(_ members: String) -> String {
    #"{"name": "v", "frame": [0, 0, 100, 100]\#(members)}"#
  }

  @Test func noneUnlessTheFileGivesOne() throws {
    #expect(try readView(v("")).button == nil)
    #expect(
      try readView(v(#", "button": {"action": "showFavorites"}"#)).button
        == ButtonSpec(action: "showFavorites", springLoaded: false))
    #expect(
      try readView(v(#", "button": {"action": "go", "spring_loaded": true}"#)).button
        == ButtonSpec(action: "go", springLoaded: true))
  }

  @Test func theWriterKeepsIt() throws {
    let spec = try readScene(
      sceneText(
        views: v(#", "button": {"action": "go", "spring_loaded": true}"#), items: photoItem))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""spring_loaded": true"#))
    #expect(try readScene(text) == spec)
  }

  @Test func itRefusesWhatItCannotMean() {
    #expect(
      viewError(v(#", "button": {}"#))
        == "\(view).button: error: missing required key \"action\"")
    #expect(
      viewError(v(#", "button": {"action": "go", "springLoaded": true}"#))
        .hasPrefix("\(view).button.springLoaded: error: unknown key \"springLoaded\""))
    #expect(
      viewError(v(#", "button": {"action": "go", "spring_loaded": 1}"#))
        .hasPrefix("\(view).button.spring_loaded: error: expected a boolean"))
    #expect(
      viewError(v(#", "spring": {}, "button": {"action": "go"}"#))
        == "\(view).button: error: a button's taps and spring loading send its action; expected no \"spring\" with it"
    )
    #expect(
      viewError(
        v(
          #", "tap": [{"view": "v", "set": "selected", "to": "true"}], "button": {"action": "go"}"#
        ))
        == "\(view).button: error: a button's taps and spring loading send its action; expected no \"tap\" with it"
    )
    #expect(
      viewError(v(#", "collection": {"sections": []}, "button": {"action": "go"}"#))
        == "\(view).button: error: a button's taps and spring loading send its action; expected no \"collection\" with it"
    )
  }
}
