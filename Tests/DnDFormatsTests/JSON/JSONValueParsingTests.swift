import DnDFormats
import Testing

@Suite("Parsing valid JSON")
struct JSONValueParsingTests {
  @Test(
    "every kind of value",
    arguments: [
      ("null", JSONValue.null),
      ("true", .bool(true)),
      ("false", .bool(false)),
      ("42", .integer(42)),
      ("-7", .integer(-7)),
      ("0", .integer(0)),
      ("1.5", .double(1.5)),
      ("-2.5e3", .double(-2500)),
      ("1E2", .double(100)),
      ("\"hi\"", .string("hi")),
      ("[]", .array([])),
      ("[1, \"a\", null]", .array([.integer(1), .string("a"), .null])),
      ("{}", .object([:])),
      ("{\"k\": false}", .object(["k": .bool(false)])),
    ])
  func everyKind(text: String, expected: JSONValue) throws {
    #expect(try parse(text) == expected)
  }

  @Test func nestedDocument() throws {
    let value = try parse(
      """
      {"frames": [{"t": 0, "touches": [{"x": 1.25, "y": -3}]}, {"t": 16, "touches": []}],
       "name": "drag", "ok": true, "note": null}
      """)
    let expected: JSONValue = .object([
      "frames": .array([
        .object([
          "t": .integer(0),
          "touches": .array([.object(["x": .double(1.25), "y": .integer(-3)])]),
        ]),
        .object(["t": .integer(16), "touches": .array([])]),
      ]),
      "name": .string("drag"),
      "ok": .bool(true),
      "note": .null,
    ])
    #expect(value == expected)
  }

  @Test func keysKeepFileOrder() throws {
    let value = try parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4}"#)
    guard case .object(let object) = value else {
      Issue.record("expected an object, got \(value)")
      return
    }
    #expect(object.keys == ["zeta", "alpha", "mid", "beta"])
    #expect(object["mid"] == .integer(3))
    #expect(object["missing"] == nil)
  }

  @Test func largeObjectKeepsOrderAndLooksUpEveryKey() throws {
    let keys = (0..<40).map { "k\((($0 * 17) % 40))" }
    let text = "{" + keys.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
    guard case .object(let object) = try parse(text) else {
      Issue.record("expected an object")
      return
    }
    #expect(object.keys == keys)
    for (index, key) in keys.enumerated() {
      #expect(object[key] == .integer(Int64(index)))
    }
    #expect(object["k40"] == nil)
  }

  @Test func stringEscapesAreDecoded() throws {
    let value = try parse(#""a\"b\\c\/d\b\f\n\r\t\u00e9\u20AC\ud83d\ude00""#)
    #expect(value == .string("a\"b\\c/d\u{8}\u{C}\n\r\té€😀"))
  }

  @Test func escapedNulInsideAStringValueIsKept() throws {
    #expect(try parse(#""a\u0000b""#) == .string("a\u{0}b"))
  }

  @Test func rawUTF8IsKept() throws {
    #expect(try parse("[\"é€😀\"]") == .array([.string("é€😀")]))
  }

  @Test func int64LimitsAreExact() throws {
    #expect(try parse("9223372036854775807") == .integer(.max))
    #expect(try parse("-9223372036854775808") == .integer(.min))
  }

  @Test func negativeZero() throws {
    #expect(try parse("-0") == .integer(0))
    guard case .double(let value) = try parse("-0.0") else {
      Issue.record("expected a double")
      return
    }
    #expect(value == 0 && value.sign == .minus)
  }

  @Test func tinyDoublesUnderflowToZero() throws {
    #expect(try parse("1e-400") == .double(0))
  }

  @Test func largestFiniteDoubleIsAccepted() throws {
    #expect(try parse("1.7976931348623157e308") == .double(.greatestFiniteMagnitude))
  }

  @Test func surroundingWhitespaceIsAllowed() throws {
    #expect(try parse(" \t\r\n [ 1 ,\n2 ] \r\n") == .array([.integer(1), .integer(2)]))
  }

  @Test func emptyKeyIsAKey() throws {
    #expect(try parse(#"{"": 1}"#) == .object(["": .integer(1)]))
  }
}
