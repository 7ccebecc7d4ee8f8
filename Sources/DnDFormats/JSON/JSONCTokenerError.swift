import CJSONC

/// Plain wording for json-c's tokener error codes.
///
/// json-c's own descriptions (`json_tokener_error_desc`) use its internal vocabulary ("quoted
/// object property name expected"); these say the same thing the way the rest of DnDFormats does.
/// They are used only when json-c rejects a document that the strict scanner accepted.
enum JSONCTokenerError {
  static func plainMessage(for error: json_tokener_error) -> String {
    switch error {
    case json_tokener_error_depth: "nesting too deep"
    case json_tokener_error_parse_eof: "unexpected end of input"
    case json_tokener_error_parse_unexpected: "unexpected character"
    case json_tokener_error_parse_null: "invalid literal; expected null"
    case json_tokener_error_parse_boolean: "invalid literal; expected true or false"
    case json_tokener_error_parse_number: "invalid number"
    case json_tokener_error_parse_array: "expected ',' or ']' after array element"
    case json_tokener_error_parse_object_key_name: "expected a string key"
    case json_tokener_error_parse_object_key_sep: "expected ':' after object key"
    case json_tokener_error_parse_object_value_sep: "expected ',' or '}' after object member"
    case json_tokener_error_parse_string: "invalid string"
    case json_tokener_error_parse_comment: "invalid comment"
    case json_tokener_error_parse_utf8_string: "invalid UTF-8"
    case json_tokener_error_size: "input is too large"
    default:
      "json-c could not parse the document (\(String(cString: json_tokener_error_desc(error))))"
    }
  }
}
