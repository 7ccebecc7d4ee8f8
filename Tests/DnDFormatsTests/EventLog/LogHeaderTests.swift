import DnDFormats
import Testing

@Suite struct LogHeaderTests {
  @Test func keepsTheCallersOrder() throws {
    let header = try LogHeader(["variant": "slow", "trace": "a.trace", "scene": "photos"])
    #expect(header.fields.map(\.key) == ["variant", "trace", "scene"])
    #expect(header["trace"] == "a.trace")
    #expect(header["missing"] == nil)
  }

  @Test func refusesValuesALogLineCannotHold() {
    let cases: [(String, String)] = [
      ("a\nb", "header value for 'k' contains a line feed"),
      ("a\rb", "header value for 'k' contains a carriage return"),
      ("a\tb", "header value for 'k' contains a tab"),
      ("a\u{1}", "header value for 'k' contains a control character"),
      ("a ", "header value for 'k' ends with a space"),
      ("", "header value for 'k' is empty"),
    ]
    for (value, message) in cases {
      #expect(throws: LogHeaderError(key: "k", message: message)) {
        try LogHeader([(key: "k", value: value)])
      }
    }
  }

  @Test func refusesBadAndDuplicateKeys() {
    for key in ["", "a b", "a:b", "é"] {
      #expect(throws: LogHeaderError.self) { try LogHeader([(key: key, value: "v")]) }
    }
    #expect(throws: LogHeaderError(key: "k", message: "duplicate header key 'k'")) {
      try LogHeader([(key: "k", value: "1"), (key: "k", value: "2")])
    }
    #expect((try? LogHeader([(key: "trace-sha256.v_2", value: "x")])) != nil)
  }
}
