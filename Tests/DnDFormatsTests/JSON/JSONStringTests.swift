import DnDFormats
import Testing

@Suite("Strings: UTF-8, escapes and control characters")
struct JSONStringTests {
  @Test(
    "invalid UTF-8 is rejected at the offending byte",
    arguments: [
      ([0xFF], "0xFF"),  // never valid
      ([0xC3, 0x28], "0xC3"),  // lead byte without continuation
      ([0xC0, 0xAF], "0xC0"),  // overlong '/', accepted by json-c's own UTF-8 check
      ([0xED, 0xA0, 0x80], "0xED"),  // encoded surrogate U+D800, also accepted by json-c
      ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // above U+10FFFF
      ([0x80], "0x80"),  // stray continuation byte
    ] as [([UInt8], String)])
  func invalidUTF8(bytes: [UInt8], shown: String) {
    let document = Array(#"{"k": "ab"#.utf8) + bytes + Array(#""}"#.utf8)
    #expect(
      syntaxError(bytes: document)
        == "test.json:1:10: error: invalid UTF-8 in string (byte \(shown))")
  }

  @Test func truncatedUTF8AtEndOfInput() {
    #expect(
      syntaxError(bytes: [0x22, 0xE2, 0x82])
        == "test.json:1:2: error: invalid UTF-8 in string (byte 0xE2)")
  }

  @Test func invalidUTF8InAKey() {
    #expect(
      syntaxError(bytes: Array(#"{"a"#.utf8) + [0xFE] + Array(#"": 1}"#.utf8))
        == "test.json:1:4: error: invalid UTF-8 in string (byte 0xFE)")
  }

  @Test func unescapedControlCharacters() {
    // json-c accepts these even with JSON_TOKENER_STRICT.
    #expect(
      syntaxError("\"a\tb\"")
        == "test.json:1:3: error: control character U+0009 must be escaped in a string")
    #expect(
      syntaxError("[\"line\nbreak\"]")
        == "test.json:1:7: error: control character U+000A must be escaped in a string "
        + "(a string cannot span lines)")
    #expect(
      syntaxError(bytes: [0x22, 0x61, 0x00, 0x22])
        == "test.json:1:3: error: control character U+0000 must be escaped in a string")
  }

  @Test func unpairedSurrogates() {
    // json-c silently replaces these with U+FFFD.
    #expect(
      syntaxError(#""\ud800""#)
        == #"test.json:1:2: error: unpaired UTF-16 surrogate '\uD800' in string"#)
    #expect(
      syntaxError(#""x\uDC00""#)
        == #"test.json:1:3: error: unpaired UTF-16 surrogate '\uDC00' in string"#)
    #expect(
      syntaxError(#""\ud800\u0041""#)
        == #"test.json:1:2: error: unpaired UTF-16 surrogate '\uD800' in string"#)
  }

  @Test func invalidEscapes() {
    #expect(
      syntaxError(#""\x""#) == #"test.json:1:2: error: invalid escape sequence '\x' in string"#)
    #expect(
      syntaxError(#""\U0041""#) == #"test.json:1:2: error: invalid escape sequence '\U' in string"#)
    #expect(
      syntaxError(#"["\u12G4"]"#)
        == #"test.json:1:3: error: invalid escape sequence: expected 4 hex digits after '\u'"#)
  }

  @Test func unterminatedString() {
    #expect(
      syntaxError(#"{"a": "abc"#)
        == #"test.json:1:7: error: unterminated string: no closing '"' before end of input"#)
    #expect(
      syntaxError(#""ab\"#) == #"test.json:1:4: error: unterminated escape sequence in string"#)
  }

  @Test func keyWithEscapedNulIsRejected() {
    // json-c keys are C strings: it would silently cut this key to "a".
    #expect(
      syntaxError(#"{"a\u0000b": 1}"#)
        == #"test.json:1:2: error: object key contains U+0000 (\u0000), which is not supported"#)
  }

  @Test func validUTF8IsAccepted() throws {
    let text: [UInt8] = [0x22, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98, 0x80, 0x22]
    #expect(try JSONParser.parse(text, source: "t") == .string("é€😀"))
  }
}
