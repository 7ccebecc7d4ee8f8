import CJSONC
import Testing

@testable import DnDFormats

/// json-c's own error is reported only when it rejects text the strict scanner accepts, so these
/// wordings are checked directly.
@Suite("Plain wording for json-c's tokener errors")
struct JSONCTokenerErrorTests {
  @Test(
    "each json-c error code has its own plain wording",
    arguments: [
      (json_tokener_error_depth, "nesting too deep"),
      (json_tokener_error_parse_eof, "unexpected end of input"),
      (json_tokener_error_parse_unexpected, "unexpected character"),
      (json_tokener_error_parse_null, "invalid literal; expected null"),
      (json_tokener_error_parse_boolean, "invalid literal; expected true or false"),
      (json_tokener_error_parse_number, "invalid number"),
      (json_tokener_error_parse_array, "expected ',' or ']' after array element"),
      (json_tokener_error_parse_object_key_name, "expected a string key"),
      (json_tokener_error_parse_object_key_sep, "expected ':' after object key"),
      (json_tokener_error_parse_object_value_sep, "expected ',' or '}' after object member"),
      (json_tokener_error_parse_string, "invalid string"),
      (json_tokener_error_parse_comment, "invalid comment"),
      (json_tokener_error_parse_utf8_string, "invalid UTF-8"),
      (json_tokener_error_size, "input is too large"),
    ])
  func wording(code: json_tokener_error, expected: String) {
    #expect(JSONCTokenerError.plainMessage(for: code) == expected)
  }

  @Test func unknownCodesQuoteJSONCsDescription() {
    let code = json_tokener_error(rawValue: 999)
    let description = String(cString: json_tokener_error_desc(code))
    #expect(
      JSONCTokenerError.plainMessage(for: code)
        == "json-c could not parse the document (\(description))")
  }
}
