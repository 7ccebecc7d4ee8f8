import DnDEngine
import DnDFormats
import VirtualTime

/// An engine event at `nanoseconds` since the start.
func event(
  _ nanoseconds: Int64, _ kind: EngineEvent.Kind, _ subject: String, _ name: String,
  _ arguments: [(String, String)] = [], result: String? = nil
) -> EngineEvent {
  EngineEvent(
    time: VirtualInstant(nanosecondsSinceStart: nanoseconds), kind: kind, subject: subject,
    name: name, arguments: arguments.map { EngineEvent.Argument($0.0, $0.1) }, result: result)
}

/// Milliseconds as nanoseconds, for readable event times.
func ms(_ milliseconds: Int64) -> Int64 { milliseconds * 1_000_000 }

/// A touch sample of finger `finger`.
func touch(_ milliseconds: Int64, _ finger: String, _ phase: String) -> EngineEvent {
  event(ms(milliseconds), .touch, finger, phase, [("at", "(1,2)")])
}

/// The body lines (between the header and `# end`) of the log for `events`.
func bodyLines(_ events: [EngineEvent], foldMoves: Bool = true) -> [String] {
  let text = LogWriter.render(
    header: LogHeader(), events: events, options: LogWriter.Options(foldMoves: foldMoves))
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  lines.removeFirst()  // magic
  lines.removeLast(2)  // "# end" and the empty string after the final LF
  return lines
}

/// The rendered `LogFormatError` for `text`, or `nil` if it parsed.
func logError(_ text: String) -> String? {
  do {
    _ = try LogFile.parse(text, source: "golden.log")
    return nil
  } catch {
    return error.description
  }
}

/// The `LogFormatError` reason for `text`, or `nil` if it parsed.
func logErrorReason(_ text: String) -> LogFormatError.Reason? {
  do {
    _ = try LogFile.parse(text, source: "golden.log")
    return nil
  } catch {
    return error.reason
  }
}
