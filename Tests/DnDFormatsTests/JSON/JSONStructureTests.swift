import DnDFormats
import Testing

@Suite("Duplicate keys and nesting depth")
struct JSONStructureTests {
  @Test func duplicateKey() {
    // json-c keeps only the last value and reports success.
    #expect(
      syntaxError(#"{"a": 1, "a": 2}"#)
        == #"test.json:1:10: error: duplicate key "a"; first defined at line 1, column 2"#)
  }

  @Test func duplicateKeyWrittenWithAnEscape() {
    #expect(
      syntaxError(#"{"a": 1, "\u0061": 2}"#)
        == #"test.json:1:10: error: duplicate key "a"; first defined at line 1, column 2"#)
  }

  @Test func duplicateKeyInALaterNestedObject() {
    // The earlier objects are fine; the error must point into the right one.
    let text = """
      [{"a": 1}, {"b": {"c": 1}},
       {"d": {"e": 1, "f": 2}, "g": 3, "d": 4}]
      """
    #expect(
      syntaxError(text)
        == #"test.json:2:34: error: duplicate key "d"; first defined at line 2, column 3"#)
  }

  @Test func duplicateKeyInALargeObject() {
    let members = (0..<20).map { "\"k\($0)\": \($0)" } + ["\"k7\": 0"]
    let text = "{" + members.joined(separator: ",") + "}"
    let secondK7 = text.utf8.count - #""k7": 0}"#.utf8.count + 1
    #expect(
      syntaxError(text)
        == "test.json:1:\(secondK7): error: duplicate key \"k7\"; first defined at line 1, column 58"
    )
  }

  @Test func keysEqualOnlyUnderUnicodeNormalizationAreDuplicates() {
    // json-c sees two different byte strings; Swift's String sees one key.
    #expect(
      syntaxError(#"{"\u00e9": 1, "e\u0301": 2}"#)
        == #"test.json:1:15: error: duplicate key "é"; the key at line 1, column 2 "#
        + "is the same text in another Unicode normalization form")
  }

  @Test func sameNameInDifferentObjectsIsFine() throws {
    #expect(
      try parse(#"[{"a": 1}, {"a": 2}]"#)
        == .array([.object(["a": .integer(1)]), .object(["a": .integer(2)])]))
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    // json-c counts array elements as an extra level: on its own, depth 3 would reject [[[1]]].
    #expect(try parse("[[[1]]]", maxDepth: 3) == .array([.array([.array([.integer(1)])])]))
    #expect(
      try parse(#"{"a": [{"b": 1}]}"#, maxDepth: 3)
        == .object(["a": .array([.object(["b": .integer(1)])])]))
  }

  @Test func nestingBeyondTheLimitIsRejectedAtTheBracket() {
    #expect(
      syntaxError("[[[[1]]]]", maxDepth: 3)
        == "test.json:1:4: error: nesting too deep: more than 3 nested arrays and objects")
    #expect(
      syntaxError(#"{"a": [{"b": {}}]}"#, maxDepth: 3)
        == "test.json:1:14: error: nesting too deep: more than 3 nested arrays and objects")
  }

  @Test func defaultDepthLimit() throws {
    let deepest = JSONTokenizer.defaultMaxDepth
    let ok = String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)
    _ = try parse(ok)
    let tooDeep = "[" + ok + "]"
    #expect(
      syntaxError(tooDeep)
        == "test.json:1:\(deepest + 1): error: nesting too deep: "
        + "more than \(deepest) nested arrays and objects")
  }
}
