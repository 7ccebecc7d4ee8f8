import DnDFormats
import Testing

@Suite("Reusing one tokenizer")
struct JSONTokenizerTests {
  @Test func parsesOneDocumentPerLineWithFileLineNumbers() {
    let file = """
      {"t": 0, "x": 1.5}
      {"t": 16, "x": 2}
      {"t": 32 "x": 3}
      [true, null]
      "done"
      """
    let bytes = Array(file.utf8)
    let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let tokenizer = JSONTokenizer()
    var results: [String] = []
    for (index, line) in lines.enumerated() {
      do {
        let value = try tokenizer.parse(line, source: "trace.jsonl", firstLine: index + 1)
        results.append("ok \(value)")
      } catch {
        results.append(error.description)
      }
    }
    #expect(
      results == [
        "ok \(JSONValue.object(["t": .integer(0), "x": .double(1.5)]))",
        "ok \(JSONValue.object(["t": .integer(16), "x": .integer(2)]))",
        #"trace.jsonl:3:10: error: expected ',' or '}' after object member, found '"'"#,
        "ok \(JSONValue.array([.bool(true), .null]))",
        "ok \(JSONValue.string("done"))",
      ])
  }

  @Test func stateDoesNotLeakBetweenDocuments() throws {
    let tokenizer = JSONTokenizer()
    // A truncated document must not leave json-c waiting for the rest.
    #expect(throws: JSONSyntaxError.self) { try tokenizer.parse(Array("[1, 2".utf8), source: "a") }
    #expect(try tokenizer.parse(Array("3]".utf8).dropLast(), source: "b") == .integer(3))
    #expect(throws: JSONSyntaxError.self) { try tokenizer.parse(Array("{\"a\"".utf8), source: "c") }
    #expect(try tokenizer.parse(Array("\"x\"".utf8), source: "d") == .string("x"))
  }

  @Test func acceptsSlicesAndRawBuffers() throws {
    let bytes = Array("xx[1]yy".utf8)
    let tokenizer = JSONTokenizer(maxDepth: 2)
    #expect(tokenizer.maxDepth == 2)
    #expect(try tokenizer.parse(bytes[2..<5], source: "s") == .array([.integer(1)]))
    let value = try bytes.withUnsafeBytes { raw in
      try tokenizer.parse(UnsafeRawBufferPointer(rebasing: raw[2..<5]), source: "s")
    }
    #expect(value == .array([.integer(1)]))
    #expect(try tokenizer.parse("  {} ".utf8, source: "s") == .object([:]))
  }

  @Test func manyDocumentsOfGrowingSize() throws {
    let tokenizer = JSONTokenizer()
    for count in [0, 1, 10, 1000, 3] {
      let text = "[" + (0..<count).map(String.init).joined(separator: ",") + "]"
      let value = try tokenizer.parse(text.utf8, source: "s")
      #expect(value == .array((0..<count).map { .integer(Int64($0)) }))
    }
  }
}
