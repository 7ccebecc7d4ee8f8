import DnDFormats
import Testing

@Suite("Syntax errors: position and wording")
struct JSONSyntaxErrorTests {
  @Test func rendering() {
    let error = JSONSyntaxError(source: "trace.json", line: 3, column: 17, message: "boom")
    #expect(error.description == "trace.json:3:17: error: boom")
  }

  @Test func emptyInput() {
    #expect(syntaxError("") == "test.json:1:1: error: expected a JSON value, found end of input")
  }

  @Test func whitespaceOnly() {
    #expect(
      syntaxError("  \n ") == "test.json:2:2: error: expected a JSON value, found end of input")
  }

  @Test func truncatedObject() {
    #expect(
      syntaxError(#"{"a": 1"#)
        == "test.json:1:8: error: expected ',' or '}' after object member, found end of input")
    #expect(
      syntaxError(#"{"a":"#)
        == "test.json:1:6: error: expected a value after ':', found end of input")
    #expect(
      syntaxError(#"{"a""#)
        == "test.json:1:5: error: expected ':' after object key, found end of input")
    #expect(
      syntaxError("{") == "test.json:1:2: error: expected a string key or '}', found end of input")
  }

  @Test func truncatedArray() {
    #expect(
      syntaxError("[1, 2")
        == "test.json:1:6: error: expected ',' or ']' after array element, found end of input")
    #expect(
      syntaxError("[1,") == "test.json:1:4: error: expected a value after ',', found end of input")
  }

  @Test func missingCommaInObject() {
    #expect(
      syntaxError(#"{"a": 1 "b": 2}"#)
        == #"test.json:1:9: error: expected ',' or '}' after object member, found '"'"#)
  }

  @Test func missingCommaInArray() {
    #expect(
      syntaxError("[1 2]")
        == "test.json:1:4: error: expected ',' or ']' after array element, found '2'")
  }

  @Test func trailingGarbage() {
    #expect(
      syntaxError("[1, 2] x")
        == "test.json:1:8: error: expected end of input after the JSON document, found 'x'")
    #expect(
      syntaxError("{} {}")
        == "test.json:1:4: error: expected end of input after the JSON document, found '{'")
    #expect(
      syntaxError("0x10")
        == "test.json:1:2: error: expected end of input after the JSON document, found 'x'")
  }

  @Test func badLiterals() {
    #expect(
      syntaxError("[tru]")
        == "test.json:1:2: error: invalid literal 'tru'; expected true, false or null")
    #expect(
      syntaxError("NULL")
        == "test.json:1:1: error: invalid literal 'NULL'; expected true, false or null")
    #expect(
      syntaxError("True")
        == "test.json:1:1: error: invalid literal 'True'; expected true, false or null")
    #expect(
      syntaxError("nul")
        == "test.json:1:1: error: invalid literal 'nul'; expected true, false or null")
  }

  @Test func errorOnLineThree() {
    let text = """
      {
        "a": 1,
        "b" 2
      }
      """
    #expect(syntaxError(text) == "test.json:3:7: error: expected ':' after object key, found '2'")
  }

  @Test func crBeforeNewlineBelongsToItsLine() {
    #expect(
      syntaxError("[1,\r\n2,\r\n]")
        == "test.json:3:1: error: expected a value after ',', found ']' "
        + "(trailing commas are not allowed in JSON)")
  }

  @Test func columnsCountUTF8Bytes() {
    // '[' is byte 1, the string "é" bytes 2-5 ('é' is two bytes), ',' 6, ' ' 7, 'x' 8.
    #expect(
      syntaxError("[\"é\", x]")
        == "test.json:1:8: error: invalid literal 'x'; expected true, false or null")
    // A tab is one column.
    #expect(
      syntaxError("\t\t]") == "test.json:1:3: error: expected a JSON value, found ']'")
  }

  @Test func trailingCommas() {
    #expect(
      syntaxError("[1,]")
        == "test.json:1:4: error: expected a value after ',', found ']' "
        + "(trailing commas are not allowed in JSON)")
    #expect(
      syntaxError(#"{"a": 1,}"#)
        == "test.json:1:9: error: expected a string key after ',', found '}' "
        + "(trailing commas are not allowed in JSON)")
  }

  @Test func commentsAreRejected() {
    #expect(
      syntaxError("/* c */ 1")
        == "test.json:1:1: error: expected a JSON value, found '/' "
        + "(comments are not allowed in JSON)")
    #expect(
      syntaxError("[1] // c")
        == "test.json:1:5: error: expected end of input after the JSON document, found '/' "
        + "(comments are not allowed in JSON)")
  }

  @Test func singleQuotesAreRejected() {
    // json-c accepts single-quoted keys even in strict mode.
    #expect(
      syntaxError("{'a': 1}")
        == "test.json:1:2: error: expected a string key or '}', found \"'\" "
        + "(JSON strings and keys use double quotes)")
    #expect(
      syntaxError("['a']")
        == "test.json:1:2: error: expected a value or ']', found \"'\" "
        + "(JSON strings and keys use double quotes)")
  }

  @Test func unquotedKey() {
    #expect(
      syntaxError("{a: 1}") == "test.json:1:2: error: expected a string key or '}', found 'a'")
  }

  @Test func missingValue() {
    #expect(
      syntaxError(#"{"a": }"#) == "test.json:1:7: error: expected a value after ':', found '}'")
    #expect(syntaxError("[,1]") == "test.json:1:2: error: expected a value or ']', found ','")
  }

  @Test func byteOrderMarkIsRejected() {
    #expect(
      syntaxError(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        == "test.json:1:1: error: expected a JSON value, found byte 0xEF "
        + "(a UTF-8 byte-order mark is not allowed)")
  }

  @Test func nulByteOutsideAString() {
    // json-c stops at a NUL as if the input ended there.
    #expect(
      syntaxError(bytes: Array("[1,".utf8) + [0] + Array("2]".utf8))
        == "test.json:1:4: error: expected a value after ',', found a NUL byte")
  }

  @Test func firstProblemInTheTextIsReported() {
    // json-c would first complain about the missing comma; NaN comes earlier in the text.
    #expect(
      syntaxError("[NaN, 1 2]")
        == "test.json:1:2: error: NaN is not allowed in JSON; numbers must be finite")
  }
}
