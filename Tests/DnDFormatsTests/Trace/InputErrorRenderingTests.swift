import DnDFormats
import Testing

/// An error is printed as the one line of a command's report, whatever a reader quoted into it.
@Suite struct InputErrorRenderingTests {
  @Test func controlCharactersFromTheInputAreWrittenAsEscapes() {
    let error = InputError(
      file: "d.yml", line: 3,
      message: "expected a touchscreen, found \"a\nb\tc\u{1B}[31m\u{7F}\u{85}\"")
    #expect(
      error.description
        == #"d.yml:3: error: expected a touchscreen, found "a\nb\tc\u001B[31m\u007F\u0085""#)
  }

  @Test func anErrorWithoutControlCharactersIsUnchanged() {
    let error = InputError(
      file: "t.jsonl", line: 2, path: "$.x", message: "expected a number, found \"é\\\"\"")
    #expect(error.description == #"t.jsonl:2: $.x: error: expected a number, found "é\"""#)
  }
}
