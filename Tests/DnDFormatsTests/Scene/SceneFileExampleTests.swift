import DnDEngine
import DnDFormats
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing

/// A type with its whole conformance graph, e.g. `b(a(public.data(public.item)))` — what
/// `TypeIdentifier`'s `==` (names only) does not compare.
func declaration(_ type: TypeIdentifier) -> String {
  type.parents.isEmpty
    ? type.rawValue : "\(type.rawValue)(\(type.parents.map(declaration).joined(separator: ", ")))"
}

@Suite struct SceneFileExampleTests {
  @Test func theExampleFileReadsIntoTheHandBuiltSpec() throws {
    let spec = try SceneFile.read(path: fixturePath("pinboard.scene.json"), name: "pinboard")
    #expect(spec == PinboardExample.spec)
    // Piece by piece, so that a difference is easy to find.
    #expect(spec.apps == PinboardExample.spec.apps)
    #expect(spec.items == PinboardExample.spec.items)
    for (read, expected) in zip(spec.windows, PinboardExample.spec.windows) {
      #expect(read.frame == expected.frame)
      for (view, expectedView) in zip(read.views, expected.views) {
        #expect(view.drag == expectedView.drag)
        #expect(view.drop == expectedView.drop)
        #expect(view.list == expectedView.list)
        #expect(view.children == expectedView.children)
      }
    }
  }

  @Test func theExampleBuildsIntoADeclarativeScene() throws {
    let spec = try SceneFile.read(path: fixturePath("pinboard.scene.json"))
    let replay = try Replayer(
      scene: SceneDefinition(spec: spec, origin: "pinboard.scene.json"), profile: .tablet)
    let scene = try #require(replay.scene as? DeclarativeScene)
    #expect(scene.rows(of: "albums") == [["Beach", "Family"], ["photo-1"]])
    #expect(scene.view(named: "drafts")?.isHidden == true)
  }

  @Test func customTypesKeepTheirDeclaredConformanceEverywhereTheFileUsesThem() throws {
    let spec = try SceneFile.read(path: fixturePath("pinboard.scene.json"))
    let pin = "com.example.pin(public.data(public.item), public.content)"
    let sticker =
      "com.example.sticker(\(pin), public.png(public.image(public.data(public.item), public.content)))"
    // A representation's type.
    let stickerType = spec.items[1].representations[0].type
    #expect(declaration(stickerType) == sticker)
    #expect(stickerType.conforms(to: .image))
    #expect(stickerType.conforms(to: .content))
    #expect(stickerType.conforms(to: PinboardExample.pin))
    #expect(declaration(spec.items[0].representations[2].type) == pin)
    // A flocking rule's type, a drop's accepted types and a forbid condition's type.
    let board = spec.windows[0].views[0]
    #expect(board.drag?.flocking.onlyType.map(declaration) == pin)
    #expect(
      board.drop?.accepts.map(declaration) == [
        "public.image(public.data(public.item), public.content)", pin,
      ])
    #expect(board.drop?.proposal.forbiddenWhen[2] == .has(PinboardExample.sticker))
    if case .has(let type) = board.drop?.proposal.forbiddenWhen[2] {
      #expect(declaration(type) == sticker)
    }
  }

  @Test func typesResolveToDeclaredThenBuiltInThenUndeclared() throws {
    let spec = try readScene(
      sceneText(
        views:
          #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"accepts": ["x.later", "public.png", "x.unknown"]}}"#,
        types:
          #"{"name": "x.early", "conforms_to": ["x.later", "public.text"]}, {"name": "x.later", "conforms_to": []}"#
      ))
    let accepts = spec.windows[0].views[0].drop?.accepts ?? []
    #expect(
      accepts.map(declaration) == [
        "x.later", "public.png(public.image(public.data(public.item), public.content))",
        "x.unknown(public.data(public.item))",
      ])
    // A declared type with no parents conforms to public.item only.
    #expect(accepts[0].conforms(to: .item))
    #expect(!accepts[0].conforms(to: .data))
    // An undeclared name conforms to public.data, as TypeIdentifier does for names it does not know.
    #expect(accepts[2].conforms(to: .data))
    #expect(!accepts[2].conforms(to: .image))
  }

  @Test func writingTheExampleGivesTheFileByteForByte() throws {
    let text = try String(contentsOfFile: fixturePath("pinboard.scene.json"), encoding: .utf8)
    let spec = try SceneFile.parse(text: text, name: "pinboard.scene.json")
    #expect(SceneFile.write(spec) == text)
  }

  @Test func readingWhatTheWriterWritesGivesTheSameSpec() throws {
    let text = SceneFile.write(PinboardExample.spec)
    let spec = try SceneFile.parse(text: text, name: "written")
    #expect(spec == PinboardExample.spec)
    #expect(
      declaration(spec.items[1].representations[0].type)
        == declaration(PinboardExample.sticker))
    #expect(SceneFile.write(spec) == text)
  }

  @Test func theWriterLeavesOutDefaultsAndDeclaresOnlyTypesThatNeedIt() throws {
    let spec = SceneSpec(
      name: "s", apps: [AppSpec(name: "a", team: "T")],
      windows: [
        WindowSpec(
          app: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10),
          views: [
            ViewSpec(
              name: "v", frame: Rect(x: 0.5, y: -0.25, width: 1e-3, height: 3),
              drop: DropSpec(accepts: ["x.undeclared", .png]))
          ])
      ])
    let text = SceneFile.write(spec)
    #expect(
      text == """
        {
          "format": "dndsim-scene",
          "version": 1,
          "name": "s",
          "apps": [{"name": "a", "team": "T"}],
          "windows": [
            {
              "app": "a",
              "frame": [0, 0, 10, 10],
              "views": [
                {
                  "name": "v",
                  "frame": [0.5, -0.25, 0.001, 3],
                  "drop": {"accepts": ["x.undeclared", "public.png"]}
                }
              ]
            }
          ]
        }

        """)
    #expect(try SceneFile.parse(text: text, name: "t") == spec)
  }

  @Test func readReportsAFileThatCannotBeOpened() {
    #expect(
      throws: InputError(
        file: "missing.scene.json", message: "cannot open the file (No such file or directory)")
    ) {
      try SceneFile.read(path: "/nonexistent/missing.scene.json", name: "missing.scene.json")
    }
    #expect(
      throws: InputError(
        file: "/nonexistent/x.json", message: "cannot open the file (No such file or directory)")
    ) {
      try SceneFile.read(path: "/nonexistent/x.json")
    }
  }

  @Test func readNamesTheFileByItsPathByDefault() {
    let files = ScratchFiles()
    let path = files.write("bad.scene.json", "{\"format\": \"x\"}")
    #expect(
      throws: InputError(
        file: path, path: "$.format", message: "expected \"dndsim-scene\", found \"x\"")
    ) {
      try SceneFile.read(path: path)
    }
  }
}
