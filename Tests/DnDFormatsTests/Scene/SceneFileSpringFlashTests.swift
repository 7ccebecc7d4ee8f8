import DnDFormats
import DnDSimulator
import Testing

/// A list's `spring_flash` (Docs/formats.md): rows whose spring loading flashes another view, set
/// by the delegate's `shouldSpringLoadRowAt` as its context's `targetView`.
@Suite struct SceneFileSpringFlashTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func table(_ members: String) -> String {
    #"{"name": "v", "frame": [0, 0, 100, 100], "table": {"sections": [["a", "b"]]\#(members)}}"#
  }

  @Test func noneUnlessTheFileGivesOne() throws {
    #expect(try readView(table(#", "spring_loaded": true"#)).list?.springFlash == [:])
    #expect(
      try readView(table(#", "spring_loaded": true, "spring_flash": {"b": "v"}"#)).list?
        .springFlash == ["b": "v"])
  }

  @Test func theWriterKeepsIt() throws {
    let spec = try readScene(
      sceneText(
        views: table(#", "spring_loaded": true, "spring_flash": {"b": "v", "a": "v"}"#),
        items: photoItem))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""spring_flash": {"a": "v", "b": "v"}"#))
    #expect(try readScene(text) == spec)
  }

  @Test func itRefusesWhatItCannotMean() {
    #expect(
      viewError(table(#", "spring_flash": {"a": "v"}"#))
        == "\(view).table.spring_flash: error: \"spring_flash\" changes the view a row's spring loading flashes; expected \"spring_loaded\": true with it"
    )
    #expect(
      viewError(table(#", "spring_loaded": true, "spring_flash": {"c": "v"}"#))
        == "\(view).table.spring_flash.c: error: unknown row \"c\"; expected a row of \"sections\"")
    #expect(
      viewError(table(#", "spring_loaded": true, "spring_flash": {"a": "nowhere"}"#))
        == "\(view).table.spring_flash.a: error: unknown view \"nowhere\"; expected the name of a view in this scene"
    )
    #expect(
      viewError(
        table(
          #", "spring_loaded": true, "spring_loaded_except": ["a"], "spring_flash": {"a": "v"}"#)
      )
        == "\(view).table.spring_flash.a: error: row \"a\" is in \"spring_loaded_except\": it never springs, so nothing flashes"
    )
    #expect(
      viewError(table(#", "spring_loaded": true, "spring_flash": ["a"]"#))
        .hasPrefix("\(view).table.spring_flash: error: expected an object"))
    #expect(
      viewError(
        table(
          #", "spring_loaded": true, "spring_flash": {"a": "v"}, "delegate": {"implements": ["didSelectRowAt"]}"#
        ))
        == "\(view).table.spring_flash: error: \"spring_flash\" configures \"shouldSpringLoadRowAt\", which \"implements\" does not list; list it there or leave \"spring_flash\" out"
    )
  }
}
