import DnDEngine
import DnDFormats
import Testing

@Suite struct LogFileParsingTests {
  /// A file that is valid except for `bodyLine` as its only body line.
  static func withBody(_ bodyLine: String) -> String {
    "# dndsim-log 1\n\(bodyLine)\n# end\n"
  }

  @Test func readsHeaderSectionsEventsAndComments() throws {
    let text = """
      # dndsim-log 1
      # trace: photos/reorder.trace
      # scene: photos
      ## t=0.000000 F1 began
          0.000000 touch    F1 began(at: (650,150))
          0.001000 touch    F1 moved(at: (1,2))
                   #        ... 1 sample of F1 (t=0.002000)
      10000.000000 progress S1 progressUIShown
      # end

      """
    let file = try LogFile.parse(text, source: "golden.log")
    #expect(file.header.fields.map(\.key) == ["trace", "scene"])
    #expect(file.header["scene"] == "photos")
    #expect(file.sections == [LogFile.Section(line: 4, microseconds: 0, text: "F1 began")])
    #expect(
      file.events == [
        LogFile.Event(line: 5, microseconds: 0, channel: .touch, text: "F1 began(at: (650,150))"),
        LogFile.Event(line: 6, microseconds: 1000, channel: .touch, text: "F1 moved(at: (1,2))"),
        LogFile.Event(
          line: 8, microseconds: 10_000_000_000, channel: .progress, text: "S1 progressUIShown"),
      ])
    #expect(file.comments == [LogFile.Comment(line: 7, text: "... 1 sample of F1 (t=0.002000)")])
    #expect(file.body.count == 5)
    #expect(file.render() == text)
  }

  @Test func roundTripsWhatTheWriterWrites() throws {
    let events =
      LogWriterTests.events + (0..<50).map { touch(3000 + Int64($0), "F\($0 / 10)", "moved") }
      + [
        event(ms(200_000_000), .system, "S1", "late"), event(0, .delegate, "a", "t", result: "x "),
      ]
    for foldMoves in [true, false] {
      let text = LogWriter.render(
        header: LogWriterTests.header, events: events,
        options: LogWriter.Options(foldMoves: foldMoves))
      let file = try LogFile.parse(text, source: "golden.log")
      #expect(file.render() == text)
      #expect(file.header == LogWriterTests.header)
    }
  }

  @Test func headerOnlyFileIsValid() throws {
    let file = try LogFile.parse("# dndsim-log 1\n# trace: t\n# end\n", source: "golden.log")
    #expect(file.body.isEmpty)
    #expect(file.header["trace"] == "t")
  }

  @Test func reportsEachErrorWithItsPlace() {
    let cases: [(String, String)] = [
      ("", "golden.log:1:1: error: empty file; expected '# dndsim-log 1' on line 1"),
      ("dndsim-log 1\n# end\n", "golden.log:1:1: error: expected '# dndsim-log 1' on line 1"),
      (
        "# dndsim-log 2\n# end\n",
        "golden.log:1:14: error: unknown dndsim-log version '2'; this reader understands version 1"
      ),
      (
        "# dndsim-log 1\n    0.000000 app      x\n# trace: a\n# end\n",
        "golden.log:3:1: error: header line after the first event or section; "
          + "'# key: value' lines come first"
      ),
      (
        Self.withBody("    0.00000x app      x"),
        "golden.log:2:5: error: bad time field '0.00000x'; expected seconds with exactly 6 decimals"
      ),
      (
        Self.withBody("   0.000000 app      x"),
        "golden.log:2:1: error: time field '0.000000' is not right-aligned in 12 columns"
      ),
      (
        Self.withBody("## t=0.5 S1 lift"),
        "golden.log:2:6: error: bad section time '0.5'; expected seconds with exactly 6 decimals"
      ),
      (
        Self.withBody("    0.000000 dlg      x"),
        "golden.log:2:14: error: unknown channel 'dlg'; expected one of touch, gesture, drag, "
          + "drop, app, anim, data, list, system, progress"
      ),
      (
        Self.withBody("    0.000000 app      a\tb"),
        "golden.log:2:24: error: tab character; logs use spaces only"
      ),
      (
        "# dndsim-log 1\r\n# end\r\n",
        "golden.log:1:15: error: carriage return; logs use LF line ends only"
      ),
      (
        Self.withBody("    0.000000 app      a\u{1B}"),
        "golden.log:2:24: error: control character U+001B; event text writes it as an escape"
      ),
      (
        Self.withBody("    0.000000 app      x  "),
        "golden.log:2:24: error: trailing space"
      ),
      (
        "# dndsim-log 1\n    0.000000 app      x\n",
        "golden.log:3:1: error: missing '# end' line; the file was truncated"
      ),
      (
        "# dndsim-log 1\n    0.000",
        "golden.log:2:10: error: file ends in the middle of a line without '# end'; it was truncated"
      ),
      ("# dndsim-log 1\n# end", "golden.log:2:6: error: missing line feed after '# end'"),
      ("# dndsim-log 1\n# end\nmore\n", "golden.log:3:1: error: text after '# end'"),
      ("# dndsim-log 1\n# end\n\n", "golden.log:3:1: error: text after '# end'"),
      (
        "# dndsim-log 1\n# trace a\n# end\n",
        "golden.log:2:3: error: bad header line; expected '# key: value' with a key of ASCII "
          + "letters, digits, '-', '_' or '.'"
      ),
      (
        "# dndsim-log 1\n# tr ace: a\n# end\n",
        "golden.log:2:5: error: bad header key; expected '# key: value' with a key of ASCII "
          + "letters, digits, '-', '_' or '.'"
      ),
      (
        "# dndsim-log 1\n# trace:a\n# end\n",
        "golden.log:2:9: error: expected ': ' and a non-empty value after the header key"
      ),
      (
        "# dndsim-log 1\n# trace: a\n# trace: b\n# end\n",
        "golden.log:3:3: error: duplicate header key 'trace' (first on line 2)"
      ),
      (
        "# dndsim-log 1\n\n# end\n",
        "golden.log:2:1: error: empty line; a log has no blank lines"
      ),
      (
        Self.withBody("hello"),
        "golden.log:2:1: error: unexpected line; expected an event line, a section '## t=...', "
          + "a fold comment or '# end'"
      ),
      (
        Self.withBody("    # folded"),
        "golden.log:2:1: error: bad comment line; expected 13 spaces, '#', 8 spaces, then the text"
      ),
      (
        Self.withBody("    0.000000"),
        "golden.log:2:13: error: expected a channel after the time"
      ),
      (
        Self.withBody("    0.000000 app"),
        "golden.log:2:17: error: missing event text after the channel"
      ),
      (
        Self.withBody("    0.000000 app     "),
        "golden.log:2:17: error: trailing space"
      ),
      (
        Self.withBody("    0.000000 app  x"),
        "golden.log:2:19: error: the channel must be padded to 8 columns and followed by one space"
      ),
      (
        Self.withBody("## t=0.000000"),
        "golden.log:2:14: error: missing section text after the time"
      ),
    ]
    for (text, message) in cases {
      #expect(logError(text) == message, "\(text.debugDescription)")
    }
  }

  @Test func reportsConflictMarkersAsConflicted() {
    let conflicted = """
      # dndsim-log 1
      <<<<<<< HEAD
          0.000000 app      x
      =======
          0.000000 app      y
      >>>>>>> feature
      # end

      """
    #expect(
      logError(conflicted)
        == "golden.log:2:1: error: merge conflict marker '<<<<<<<'; resolve the conflict or "
        + "record the golden again")
    #expect(logErrorReason(conflicted) == .conflicted)
    // A conflict is reported even when an earlier line is also malformed.
    #expect(logErrorReason("garbage\n=======\n") == .conflicted)
    #expect(logErrorReason("# dndsim-log 1\n||||||| base\n# end\n") == .conflicted)
    #expect(logErrorReason("# dndsim-log 1\n>>>>>>> theirs\n# end\n") == .conflicted)
  }

  @Test func namesTheReasonOfEachError() {
    #expect(logErrorReason("") == .emptyFile)
    #expect(logErrorReason("# dndsim-log 1\n    0.000000 app      x\n") == .missingEnd)
    #expect(logErrorReason(Self.withBody("    0.000000 dlg      x")) == .unknownChannel)
    #expect(logErrorReason(Self.withBody("   0.000000 app      x")) == .badTime)
    #expect(logErrorReason(Self.withBody("    0.000000 app      x ")) == .trailingSpace)
  }
}
