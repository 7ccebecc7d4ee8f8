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
  /// The current chunk's text, as UTF-8: event lines are written into it byte by byte.
  private var buffer: [UInt8] = []
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
    // Moved out, changed and put back (as the buffer, see `write`).
    var current = run
    run = MoveFolding()
    current.add(event)
    run = current
  }

  /// Writes whatever is held back, the ``LogLayout/endLine``, and hands the rest to the sink.
  public func finish() {
    precondition(!finished, "LogWriter.finish called twice")
    flushRun()
    writeLine(LogLayout.endLine)
    finished = true
    if !buffer.isEmpty {
      sink(String(decoding: buffer, as: UTF8.self))
      buffer = []
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
    var ending = run
    run = MoveFolding()
    for output in ending.flush() {
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
    // The buffer is moved out while the line is written into it: one access to the stored
    // property instead of one (with its exclusivity check) per piece of the line.
    var bytes = buffer
    buffer = []
    EventLine.append(event, microseconds: microseconds, to: &bytes)
    bytes.append(UInt8(ascii: "\n"))
    buffer = bytes
    sinkFullChunk()
  }

  private func writeLine(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(UInt8(ascii: "\n"))
    sinkFullChunk()
  }

  /// Hands the buffer to the sink once it holds a chunk.
  private func sinkFullChunk() {
    if buffer.count >= chunkSize {
      sink(String(decoding: buffer, as: UTF8.self))
      buffer.removeAll(keepingCapacity: true)
    }
  }
}

/// ``LogLayout/eventLine(microseconds:channel:text:)`` for an event, written as UTF-8 straight
/// into a buffer: a long replay writes millions of these lines, and building each one from
/// strings cost several times the rest of the replay.
private enum EventLine {
  static func append(_ event: EngineEvent, microseconds: Int64, to utf8: inout [UInt8]) {
    appendTime(microseconds, paddedTo: LogLayout.timeWidth, to: &utf8)
    utf8.append(UInt8(ascii: " "))
    let channel = LogChannel(of: event).rawValue.utf8
    utf8.append(contentsOf: channel)
    for _ in channel.count..<max(channel.count, LogLayout.channelWidth) {
      utf8.append(UInt8(ascii: " "))
    }
    utf8.append(UInt8(ascii: " "))
    let summaryStart = utf8.count
    event.appendSummary(to: &utf8)
    if needsEscaping(utf8, from: summaryStart) {
      // Rare (control characters, a trailing space): the text is escaped the ordinary way.
      utf8.removeSubrange(summaryStart...)
      utf8.append(contentsOf: LogText.escaped(event.summary).utf8)
    }
  }

  /// Whether `LogText.escaped` would change the text in `utf8[start...]`: a control character
  /// or a trailing space.
  private static func needsEscaping(_ utf8: [UInt8], from start: Int) -> Bool {
    if utf8.count > start, utf8[utf8.count - 1] == UInt8(ascii: " ") { return true }
    for index in start..<utf8.count where utf8[index] < 0x20 || utf8[index] == 0x7F {
      return true
    }
    return false
  }

  /// `LogLayout.padLeft(LogTime.format(microseconds: microseconds), to: width)`: the sign, the
  /// seconds, a point and six digits of microseconds, right-aligned.
  private static func appendTime(
    _ microseconds: Int64, paddedTo width: Int, to utf8: inout [UInt8]
  ) {
    let magnitude = microseconds.magnitude
    let seconds = magnitude / 1_000_000
    let fraction = magnitude % 1_000_000
    var secondsDigits = 1
    var scale: UInt64 = 1
    while seconds / scale >= 10 {
      scale *= 10
      secondsDigits += 1
    }
    let length = (microseconds < 0 ? 1 : 0) + secondsDigits + 7
    for _ in length..<max(length, width) { utf8.append(UInt8(ascii: " ")) }
    if microseconds < 0 { utf8.append(UInt8(ascii: "-")) }
    while scale > 0 {
      utf8.append(UInt8(ascii: "0") + UInt8(seconds / scale % 10))
      scale /= 10
    }
    utf8.append(UInt8(ascii: "."))
    var fractionScale: UInt64 = 100_000
    while fractionScale > 0 {
      utf8.append(UInt8(ascii: "0") + UInt8(fraction / fractionScale % 10))
      fractionScale /= 10
    }
  }
}
