import DnDFormats
import Testing

@Suite("JSON paths")
struct JSONPathTests {
  @Test func root() {
    #expect(JSONPath.root.description == "$")
    #expect(JSONPath.root.components.isEmpty)
  }

  @Test func keysAndIndices() {
    let path = JSONPath.root.appending(key: "frames").appending(index: 3)
      .appending(key: "touches").appending(index: 0).appending(key: "x")
    #expect(path.description == "$.frames[3].touches[0].x")
    #expect(
      path.components == [.key("frames"), .index(3), .key("touches"), .index(0), .key("x")])
  }

  @Test(
    "keys that are not identifiers are quoted",
    arguments: [
      ("two words", #"$["two words"]"#),
      ("3d", #"$["3d"]"#),
      ("", #"$[""]"#),
      ("a.b", #"$["a.b"]"#),
      (#"q"uote"#, #"$["q\"uote"]"#),
      ("tab\there", #"$["tab\there"]"#),
      ("é", #"$["é"]"#),
      ("_private9", "$._private9"),
    ])
  func quoting(key: String, rendered: String) {
    #expect(JSONPath.root.appending(key: key).description == rendered)
  }

  @Test func appendingDoesNotChangeTheOriginal() {
    let base = JSONPath.root.appending(key: "a")
    _ = base.appending(index: 1)
    #expect(base.description == "$.a")
  }
}
