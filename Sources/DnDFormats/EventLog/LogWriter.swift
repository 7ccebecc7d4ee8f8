import DnDEngine
import VirtualTime

/// Writes a `dndsim-log` 1 file from engine events, as one string or as a stream.
///
/// The file (every rule here is format version 1):
///
/// ```
/// # dndsim-log 1
/// # trace: photos/reorder.trace
/// # scene: photos
/// ## t=0.000000 F1 began
///     0.000000 touch    F1 began(at: (650,150))
/// ## t=0.325000 S1 lift
///     0.325000 gesture  S1 lift
///     0.325000 drag     note.drag itemsForBeginning(session: S1) -> [I1]
/// # end
/// ```
///
/// - UTF-8, LF line ends, exactly one LF after the last line, no tabs, no trailing spaces.
/// - Line 1 is ``LogLayout/magicLine``; then the ``LogHeader`` lines in the caller's order; then
///   the body; the last line is ``LogLayout/endLine`` (a file without it was cut short).
/// - Body lines are event lines (``LogLayout/eventLine(microseconds:channel:text:)``: the
///   ``LogTime`` in 12 columns, the ``LogChannel`` in 8, the event's
///   ``DnDEngine/EngineEvent/summary`` made safe by escaping control characters and trailing
///   spaces), section lines (``LogSections``) and fold comments (``MoveFolding``).
/// - Every non-empty line starts with `#`, a space or a digit, so a git conflict marker
///   (`<<<<<<<`, `=======`, `>>>>>>>`) can never be content and is detected exactly.
///
/// The streaming form hands text to its sink in chunks of about `chunkSize` bytes and keeps only
/// the current chunk and the ends of a foldable run, so a long replay never holds the whole
/// text. ``render(header:events:options:)`` is the same writer with a sink that collects, so the
/// two produce identical bytes.
///
/// Use from one thread; call ``finish()`` exactly once, after the last ``append(_:)``.
public final class LogWriter {
  /// What the writer may change about the text.
  public struct Options: Sendable, Hashable {
    /// Fold runs of 3 or more touch samples (see ``MoveFolding``). On by default; goldens
    /// should keep it on, a debugging dump may turn it off.
    public var foldMoves: Bool

    public init(foldMoves: Bool = true) {
      self.foldMoves = foldMoves
    }
  }

  /// The chunk size used when none is given: 64 KiB.
  public static let defaultChunkSize = 65_536

  private let options: Options
  private let sink: (String) -> Void
  private let chunkSize: Int
  private var buffer = ""
  private var run = MoveFolding()
  private var finished = false

  /// A writer that hands its text to `sink` in chunks of at least `chunkSize` bytes (the last
  /// chunk may be shorter). The magic and header lines are written at once.
  public init(
    header: LogHeader, options: Options = Options(), chunkSize: Int = LogWriter.defaultChunkSize,
    sink: @escaping (String) -> Void
  ) {
    self.options = options
    self.sink = sink
    self.chunkSize = max(1, chunkSize)
    writeLine(LogLayout.magicLine)
    for line in header.lines { writeLine(line) }
  }

  /// Writes one event (possibly later, while a run of touch samples may still be folded).
  public func append(_ event: EngineEvent) {
    precondition(!finished, "LogWriter.append after finish()")
    guard options.foldMoves, MoveFolding.isFoldable(event) else {
      flushRun()
      write(event)
      return
    }
    if !run.continues(with: event) { flushRun() }
    run.add(event)
  }

  /// Writes whatever is held back, the ``LogLayout/endLine``, and hands the rest to the sink.
  public func finish() {
    precondition(!finished, "LogWriter.finish called twice")
    flushRun()
    writeLine(LogLayout.endLine)
    finished = true
    if !buffer.isEmpty {
      sink(buffer)
      buffer = ""
    }
  }

  /// The whole file for `events`, identical to streaming them through a writer.
  public static func render(
    header: LogHeader, events: some Sequence<EngineEvent>, options: Options = Options()
  ) -> String {
    var text = ""
    let writer = LogWriter(header: header, options: options) { text += $0 }
    for event in events { writer.append(event) }
    writer.finish()
    return text
  }

  private func flushRun() {
    for output in run.flush() {
      switch output {
      case .event(let event): write(event)
      case .comment(let text): writeLine(LogLayout.commentLine(text: text))
      }
    }
  }

  private func write(_ event: EngineEvent) {
    let microseconds = LogTime.microseconds(fromNanoseconds: event.time.nanosecondsSinceStart)
    if let section = LogSections.sectionText(for: event) {
      writeLine(LogLayout.sectionLine(microseconds: microseconds, text: section))
    }
    writeLine(
      LogLayout.eventLine(
        microseconds: microseconds, channel: LogChannel(of: event),
        text: LogText.escaped(event.summary)))
  }

  private func writeLine(_ line: String) {
    buffer += line
    buffer += "\n"
    if buffer.utf8.count >= chunkSize {
      sink(buffer)
      buffer = ""
    }
  }
}
