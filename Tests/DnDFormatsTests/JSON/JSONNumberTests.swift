import DnDFormats
import Testing

@Suite("Numbers: range and non-finite values")
struct JSONNumberTests {
  @Test func nanIsRejected() {
    // json-c accepts NaN even with JSON_TOKENER_STRICT.
    #expect(
      syntaxError(#"{"x": NaN}"#)
        == "test.json:1:7: error: NaN is not allowed in JSON; numbers must be finite")
  }

  @Test func infinityIsRejected() {
    #expect(
      syntaxError("[Infinity]")
        == "test.json:1:2: error: Infinity is not allowed in JSON; numbers must be finite")
    #expect(
      syntaxError("[1, -Infinity]")
        == "test.json:1:5: error: -Infinity is not allowed in JSON; numbers must be finite")
  }

  @Test func positiveIntegerOverflow() {
    // json-c would store this as an unsigned value that reads back as Int64.max.
    #expect(
      syntaxError("9223372036854775808")
        == "test.json:1:1: error: number out of range: 9223372036854775808 "
        + "does not fit in a 64-bit signed integer")
    #expect(
      syntaxError("[0, 99999999999999999999999]")
        == "test.json:1:5: error: number out of range: 99999999999999999999999 "
        + "does not fit in a 64-bit signed integer")
  }

  @Test func negativeIntegerOverflow() {
    // json-c saturates this to Int64.min.
    #expect(
      syntaxError(#"{"t": -9223372036854775809}"#)
        == "test.json:1:7: error: number out of range: -9223372036854775809 "
        + "does not fit in a 64-bit signed integer")
  }

  @Test func doubleOverflow() {
    #expect(
      syntaxError("1e400")
        == "test.json:1:1: error: number out of range: 1e400 "
        + "is too large for a 64-bit floating-point number")
    #expect(
      syntaxError("[-1.8e308]")
        == "test.json:1:2: error: number out of range: -1.8e308 "
        + "is too large for a 64-bit floating-point number")
  }

  @Test func longLiteralsAreShortenedInMessages() {
    let digits = String(repeating: "9", count: 60)
    #expect(
      syntaxError(digits)
        == "test.json:1:1: error: number out of range: \(String(repeating: "9", count: 40))… "
        + "does not fit in a 64-bit signed integer")
  }

  @Test func malformedNumbers() {
    #expect(
      syntaxError("01") == "test.json:1:1: error: leading zeros are not allowed in numbers")
    #expect(
      syntaxError("[-01]") == "test.json:1:3: error: leading zeros are not allowed in numbers")
    #expect(
      syntaxError("1.")
        == "test.json:1:3: error: expected a digit after the decimal point, found end of input")
    #expect(
      syntaxError("1.e5")
        == "test.json:1:3: error: expected a digit after the decimal point, found 'e'")
    #expect(
      syntaxError("[1e]") == "test.json:1:4: error: expected a digit in the exponent, found ']'")
    #expect(
      syntaxError("-") == "test.json:1:2: error: expected a digit after '-', found end of input")
    #expect(syntaxError("-NaN") == "test.json:1:2: error: expected a digit after '-', found 'N'")
    #expect(syntaxError("+1") == "test.json:1:1: error: expected a JSON value, found '+'")
    #expect(syntaxError(".5") == "test.json:1:1: error: expected a JSON value, found '.'")
  }
}
