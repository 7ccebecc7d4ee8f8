import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import DnDTestSupport
import Testing

@MainActor
@Suite struct SceneResolverTests {
  static let scene =
    #"{"format":"dndsim-scene","version":1,"name":"copy","apps":[{"name":"a","team":"T"}],"windows":[]}"#

  @Test func aSceneFileBesideTheTraceIsFound() throws {
    let files = ScratchFiles()
    files.write("copy.scene.json", Self.scene)
    let trace = files.write("t.trace.jsonl", "")
    let definition = try SceneResolver().resolve("copy", tracePath: trace)
    #expect(definition.origin.hasSuffix("/copy.scene.json"))
  }

  @Test func sceneFoldersAreSearchedInOrder() throws {
    let files = ScratchFiles()
    let trace = files.write("t.trace.jsonl", "")
    let folder = files.write("scenes/copy.scene.json", Self.scene)
    let resolver = SceneResolver(sceneFolders: [String(folder.dropLast("/copy.scene.json".count))])
    #expect(try resolver.resolve("copy", tracePath: trace).origin == folder)
  }

  @Test func aSwiftSceneIsFound() throws {
    let files = ScratchFiles()
    let trace = files.write("t.trace.jsonl", "")
    let resolver = SceneResolver(catalog: SceneCatalog([CopyScene.self]))
    #expect(try resolver.resolve("copy", tracePath: trace).origin == "Swift type CopyScene")
  }

  @Test func aNameDefinedTwiceIsAnError() throws {
    let files = ScratchFiles()
    let file = files.write("copy.scene.json", Self.scene)
    let trace = files.write("t.trace.jsonl", "")
    let resolver = SceneResolver(catalog: SceneCatalog([CopyScene.self]))
    #expect {
      try resolver.resolve("copy", tracePath: trace, traceName: "t.trace.jsonl")
    } throws: {
      "\($0)"
        == "t.trace.jsonl:1: $.scene: error: scene \"copy\" is defined twice: by \(file) and by Swift type CopyScene; expected one definition"
    }
  }

  @Test func anUnknownSceneSaysWhereItLooked() throws {
    let files = ScratchFiles()
    let trace = files.write("t.trace.jsonl", "")
    #expect {
      try SceneResolver().resolve("nope", tracePath: trace, traceName: "t.trace.jsonl")
    } throws: {
      let text = "\($0)"
      return text.hasPrefix("t.trace.jsonl:1: $.scene: error: unknown scene \"nope\"; looked for ")
        && text.hasSuffix("/nope.scene.json (no Swift scenes are linked)")
    }
  }

  @Test func aSceneFileMustCarryItsFileName() throws {
    let files = ScratchFiles()
    let file = files.write("other.scene.json", Self.scene)
    let trace = files.write("t.trace.jsonl", "")
    #expect {
      try SceneResolver().resolve("other", tracePath: trace)
    } throws: {
      "\($0)"
        == "\(file): $.name: error: the scene is named \"copy\"; expected \"other\", as its file name says"
    }
  }

  @Test func goldensAndPlansShareTheTracesStem() {
    #expect(CaseFiles(trace: "a/x.trace.jsonl").golden(variant: "default") == "a/x.golden.log")
    #expect(CaseFiles(trace: "a/x.jsonl").golden(variant: "slow") == "a/x.slow.golden.log")
    #expect(CaseFiles(trace: "a/x.txt").golden(variant: "slow") == "a/x.txt.slow.golden.log")
    #expect(CaseFiles(trace: "a/x.trace.jsonl").faultPlan == "a/x.faults.json")
  }
}
