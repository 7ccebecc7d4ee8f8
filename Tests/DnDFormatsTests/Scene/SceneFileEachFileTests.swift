import DnDEngine
import DnDFormats
import DnDSimulator
import Testing

/// A drop's `each_file` load mode (Docs/formats.md): file representations, one per listed type.
@Suite struct SceneFileEachFileTests {
  private let view = "s.scene.json: $.windows[0].views[0]"

  private func drop(_ load: String) -> String {
    #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"perform": {"load": \#(load)}}}"#
  }

  @Test func aPlainDropLoadsTheListedTypesAsFiles() throws {
    #expect(
      try readView(drop(#"{"each_file": ["public.png", "public.jpeg"]}"#)).drop?.perform.load
        == .eachFile([.png, .jpeg]))
  }

  @Test func theWriterKeepsIt() throws {
    let spec = try readScene(
      sceneText(views: drop(#"{"each_file": ["com.adobe.pdf", "public.rtf"]}"#), items: photoItem))
    let text = SceneFile.write(spec)
    #expect(text.contains(#""each_file": ["#))
    #expect(try readScene(text) == spec)
  }

  @Test func theListHasTypesWithoutRepeats() {
    #expect(
      viewError(drop(#"{"each_file": []}"#))
        == "\(view).drop.perform.load.each_file: error: expected at least one type")
    #expect(
      viewError(drop(#"{"each_file": ["public.png", "public.png"]}"#))
        == "\(view).drop.perform.load.each_file[1]: error: type \"public.png\" is already listed at $.windows[0].views[0].drop.perform.load.each_file[0]"
    )
    #expect(
      viewError(drop(#"{"each_file": "public.png"}"#))
        .hasPrefix("\(view).drop.perform.load.each_file: error: expected an array"))
  }

  @Test func onlyAPlainDropLoadsFiles() {
    let paste =
      #"{"name": "v", "frame": [0, 0, 1, 1], "paste": {"types": ["public.png"], "load": {"each_file": ["public.png"]}}}"#
    #expect(
      viewError(paste)
        == "\(view).paste.load.each_file: error: each_file is a plain view's drop load mode (perform.load)"
    )
  }
}
