import DnDFormats
import Testing

@Suite("Typed reading with paths")
struct JSONReaderTests {
  let trace = """
    {"version": 1, "frames": [
      {"t": 0, "touches": [{"x": 10, "y": 2.5}]},
      {"t": 16, "touches": [{"x": "abc", "y": null}], "note": "late"}
    ]}
    """

  func root() throws -> JSONReader {
    JSONReader(try JSONParser.parse(Array(trace.utf8), source: "trace.json"), source: "trace.json")
  }

  @Test func readsValuesAtPaths() throws {
    let document = try root().object()
    #expect(try document.requireInteger(key: "version") == 1)
    let frames = try document.requireArray(key: "frames")
    #expect(frames.map(\.path.description) == ["$.frames[0]", "$.frames[1]"])
    let touch = try frames[0].object().requireArray(key: "touches")[0].object()
    #expect(touch.path.description == "$.frames[0].touches[0]")
    #expect(try touch.requireInteger(key: "x") == 10)
    #expect(try touch.requireDouble(key: "y") == 2.5)
    #expect(try touch.requireDouble(key: "x") == 10)
    #expect(try frames[1].object().requireString(key: "note") == "late")
    #expect(try frames[0].object().optionalString(key: "note") == nil)
  }

  @Test func wrongTypeNamesPathExpectedAndFound() throws {
    let frames = try root().object().requireArray(key: "frames")
    let touch = try frames[1].object().requireArray(key: "touches")[0].object()
    #expect(
      readError { _ = try touch.requireInteger(key: "x") }
        == #"trace.json: $.frames[1].touches[0].x: error: expected an integer, found a string "abc""#
    )
    #expect(
      readError { _ = try touch.optionalDouble(key: "y") }
        == "trace.json: $.frames[1].touches[0].y: error: expected a number, found null")
    #expect(
      readError { _ = try frames[0].object().requireString(key: "t") }
        == "trace.json: $.frames[0].t: error: expected a string, found an integer 0")
    #expect(
      readError { _ = try frames[0].array() }
        == "trace.json: $.frames[0]: error: expected an array, found an object")
    #expect(
      readError { _ = try frames[0].object().requireObject(key: "touches") }
        == "trace.json: $.frames[0].touches: error: expected an object, found an array")
  }

  @Test func missingRequiredKeyIsReportedAtTheObject() throws {
    let frame = try root().object().requireArray(key: "frames")[0].object()
    #expect(
      readError { _ = try frame.requireInteger(key: "time") }
        == #"trace.json: $.frames[0]: error: missing required key "time""#)
  }

  @Test func optionalAccessorsOnlyTreatAbsenceAsNil() throws {
    let object = JSONObjectReader(["n": .null, "i": .integer(3)], source: "o.json")
    #expect(try object.optionalInteger(key: "absent") == nil)
    #expect(try object.optionalInteger(key: "i") == 3)
    #expect(
      readError { _ = try object.optionalInteger(key: "n") }
        == "o.json: $.n: error: expected an integer, found null")
    #expect(object.contains(key: "n"))
    #expect(!object.contains(key: "absent"))
  }

  @Test func integersAreNotReadFromDoubles() {
    let reader = JSONReader(.double(3.0), source: "d.json")
    #expect(
      readError { _ = try reader.integer() }
        == "d.json: $: error: expected an integer, found a number 3.0")
  }

  @Test func doublesOnlyFromExactIntegers() throws {
    #expect(try JSONReader(.integer(1 << 53), source: "d").double() == 9_007_199_254_740_992)
    #expect(
      readError { _ = try JSONReader(.integer((1 << 53) + 1), source: "d").double() }
        == "d: $: error: integer 9007199254740993 cannot be represented exactly as a double")
    #expect(
      readError { _ = try JSONReader(.bool(true), source: "d").double() }
        == "d: $: error: expected a number, found a boolean true")
  }

  @Test func booleans() throws {
    let object = JSONObjectReader(["on": .bool(true), "s": .string("yes")], source: "b")
    #expect(try object.requireBool(key: "on"))
    #expect(try object.optionalBool(key: "off") == nil)
    #expect(
      readError { _ = try object.requireBool(key: "s") }
        == #"b: $.s: error: expected a boolean, found a string "yes""#)
  }

  @Test func unknownKeysAreReportedInDocumentOrder() throws {
    let frame = try root().object().requireArray(key: "frames")[1].object()
    #expect(
      readError { try frame.rejectUnknownKeys(allowed: ["t", "touches"]) }
        == #"trace.json: $.frames[1].note: error: unknown key "note"; expected one of "t", "touches""#
    )
    #expect(readError { try frame.rejectUnknownKeys(allowed: ["touches", "note", "t"]) } == nil)
    let object = JSONObjectReader(["b": .null, "a": .null], source: "k")
    #expect(
      readError { try object.rejectUnknownKeys(allowed: []) }
        == #"k: $.b: error: unknown key "b"; this object takes no keys"#)
  }

  @Test func longStringsAreShortenedInMessages() {
    let reader = JSONReader(.string(String(repeating: "a", count: 50) + "\n"), source: "s")
    #expect(
      readError { _ = try reader.integer() }
        == "s: $: error: expected an integer, found a string \"\(String(repeating: "a", count: 40))\"…"
    )
    #expect(
      readError { _ = try JSONReader(.string("a\"b\n"), source: "s").bool() }
        == #"s: $: error: expected a boolean, found a string "a\"b\n""#)
  }

  @Test func formatReadersCanRaiseTheirOwnErrors() throws {
    let frame = try root().object().requireArray(key: "frames")[1].object()
    let t = try frame.require(key: "t")
    #expect(
      t.error("must be a multiple of 10").description
        == "trace.json: $.frames[1].t: error: must be a multiple of 10")
    #expect(frame.error("x").path.description == "$.frames[1]")
    #expect(try frame.optional(key: "note")?.string() == "late")
    #expect(!t.isNull)
  }
}
