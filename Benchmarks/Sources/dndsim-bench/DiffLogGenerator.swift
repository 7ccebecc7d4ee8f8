import DnDFormats
import Foundation
import VirtualTime

/// Two large event logs for the `diff` family, written to files: an expected log of exactly
/// ``DiffBenchmarks/lineCount`` lines in the real `dndsim-log` layout (`LogLayout`: header,
/// `## ` sections, events with times in fixed columns, folded-move comments, `# end`), and an
/// actual log with one change in every ``DiffBenchmarks/changeEvery`` lines of the body, at a
/// random place in that block: an edit (half of the changes), an insertion or a deletion (a quarter
/// each). Deterministic (a fixed seed), and every line is unique, so the minimal edit script is
/// known: it removes the edited and deleted lines and adds the edited and inserted ones.
struct LogPair {
  var expectedLines = 0
  var actualLines = 0
  var expectedBytes = 0
  var actualBytes = 0
  var edits = 0
  var insertions = 0
  var deletions = 0

  static func write(expected: String, actual: String) throws -> LogPair {
    var pair = LogPair()
    let expectedFile = try LogFileWriter(path: expected)
    let actualFile = try LogFileWriter(path: actual)
    let header = [
      LogLayout.magicLine,
      LogLayout.headerLine(key: "trace", value: "large.trace.jsonl"),
      LogLayout.headerLine(key: "trace-sha256", value: String(repeating: "5d3c", count: 16)),
      LogLayout.headerLine(key: "scene", value: "bench-board"),
      LogLayout.headerLine(key: "variant", value: "default"),
    ]
    for line in header {
      try expectedFile.line(line)
      try actualFile.line(line)
    }
    var random = SplitMix64(seed: 0xD1FF)
    var sessions = DragSessions()
    let bodyCount = DiffBenchmarks.lineCount - header.count - 1
    var changeAt = -1
    for index in 0..<bodyCount {
      if index % DiffBenchmarks.changeEvery == 0 {
        changeAt = index + Int(random.next() % UInt64(DiffBenchmarks.changeEvery))
      }
      let line = sessions.next()
      guard index == changeAt else {
        try expectedFile.line(line.text)
        try actualFile.line(line.text)
        continue
      }
      try expectedFile.line(line.text)
      switch random.next() % 4 {
      case 0, 1:
        try actualFile.line(line.edited(index))
        pair.edits += 1
      case 2:
        try actualFile.line(line.inserted(index))
        try actualFile.line(line.text)
        pair.insertions += 1
      default:
        pair.deletions += 1
      }
    }
    try expectedFile.line(LogLayout.endLine)
    try actualFile.line(LogLayout.endLine)
    (pair.expectedLines, pair.expectedBytes) = try expectedFile.finish()
    (pair.actualLines, pair.actualBytes) = try actualFile.finish()
    return pair
  }
}

/// One generated line and the variants the actual log may put in its place.
struct GeneratedLine {
  var microseconds: Int64
  var text: String
  var isEvent: Bool

  /// The same line with other arguments (a behaviour change), or a marked section or comment.
  func edited(_ index: Int) -> String {
    guard isEvent, text.hasSuffix(")") else { return text + " (changed \(index))" }
    return String(text.dropLast()) + ", changed: \(index))"
  }

  /// An extra event just before this line, at the same time.
  func inserted(_ index: Int) -> String {
    LogLayout.eventLine(
      microseconds: microseconds, channel: .system, text: "S\(index) proposalValidated(extra: true)"
    )
  }
}

/// An endless sequence of drag-and-drop sessions as log lines, each on its own times: a finger
/// goes down on a tile (with folded moves), the long press lifts it, the drag moves over other
/// tiles (drop updates), it drops, the data loads, the finger goes up. Sessions differ in finger,
/// tiles, positions and lengths, drawn from a fixed seed.
struct DragSessions {
  private var random = SplitMix64(seed: 0x5E55)
  private var queue: [GeneratedLine] = []
  private var position = 0
  private var session = 0
  private var time: Int64 = 0

  mutating func next() -> GeneratedLine {
    if position == queue.count {
      queue.removeAll(keepingCapacity: true)
      position = 0
      makeSession()
    }
    position += 1
    return queue[position - 1]
  }

  private mutating func draw(_ range: Range<Int>) -> Int {
    range.lowerBound + Int(random.next() % UInt64(range.count))
  }

  private mutating func point() -> String {
    "(\(draw(0..<1024)),\(draw(0..<768)))"
  }

  private mutating func event(_ channel: LogChannel, _ text: String, after: Int64 = 0) {
    time += after
    queue.append(
      GeneratedLine(
        microseconds: time,
        text: LogLayout.eventLine(microseconds: time, channel: channel, text: text),
        isEvent: true))
  }

  private mutating func section(_ text: String) {
    queue.append(
      GeneratedLine(
        microseconds: time, text: LogLayout.sectionLine(microseconds: time, text: text),
        isEvent: false))
  }

  private mutating func makeSession() {
    session += 1
    let finger = "F\(1 + session % 5)"
    let drag = "tile\(draw(0..<12)).drag"
    let s = "S\(session)"
    time += Int64(draw(50_000..<400_000))
    section("\(finger) began")
    event(.touch, "\(finger) began(at: \(point()))")
    // Held still: the first and last samples stay, the ones between fold into a comment.
    let samples = draw(3..<19)
    let first = time + 8_000
    event(.touch, "\(finger) moved(at: \(point()))", after: 8_000)
    let last = first + Int64(samples - 1) * 8_000
    queue.append(
      GeneratedLine(
        microseconds: time,
        text: LogLayout.commentLine(
          text:
            "... \(samples - 2) samples of \(finger) (t=\(LogTime.format(microseconds: first + 8_000))"
            + "..\(LogTime.format(microseconds: last - 8_000)))"), isEvent: false))
    time = last
    event(.touch, "\(finger) moved(at: \(point()))")
    event(.gesture, "\(finger) longPressRecognized(interaction: \(drag))", after: 325_000 - 8_000)
    section("\(s) lift")
    event(.gesture, "\(s) lift(finger: \(finger), items: [I\(session)])")
    event(.drag, "\(drag) itemsForBeginning(session: \(s)) -> [I\(session)]")
    event(.drag, "\(drag) previewForLifting(item: I\(session)) -> default")
    event(.anim, "\(s) liftAnimationEnded", after: Int64(draw(5_000..<20_000)))
    section("\(s) dragBegan")
    event(.gesture, "\(s) dragBegan(location: \(point()))", after: 16_000)
    event(.drag, "\(drag) sessionWillBegin(session: \(s))")
    var target = "tile\(draw(0..<12)).drop"
    event(.drop, "\(target) sessionDidEnter(session: \(s))")
    for _ in 0..<draw(3..<14) {
      event(.touch, "\(finger) moved(at: \(point()))", after: 16_000)
      if draw(0..<6) == 0 {
        event(.drop, "\(target) sessionDidExit(session: \(s))")
        target = "tile\(draw(0..<12)).drop"
        event(.drop, "\(target) sessionDidEnter(session: \(s))")
      }
      let operation = draw(0..<5) == 0 ? ".forbidden" : ".copy"
      event(.drop, "\(target) sessionDidUpdate(session: \(s), at: \(point())) -> \(operation)")
    }
    section("\(s) drop")
    event(.gesture, "\(s) drop(location: \(point()))", after: 16_000)
    event(.drop, "\(target) performDrop(session: \(s))")
    event(.data, "L\(session) started(type: public.utf8-plain-text)")
    if draw(0..<3) == 0 {
      event(.progress, "\(s) progressUIShown(fraction: 0.00)", after: 1_000_000)
      event(.data, "L\(session) progress(fraction: 0.50)", after: Int64(draw(100_000..<900_000)))
    }
    let bytes = draw(8..<4096)
    event(
      .data, "L\(session) completed(data: <\(bytes) bytes>)", after: Int64(draw(1_000..<250_000)))
    event(.drop, "\(target) loadObjectsCompletion(objects: 1)")
    event(.app, "board inserted(objects: [text \(bytes)], at: \(point()))")
    event(.anim, "M\(session) finished(position: end)", after: Int64(draw(100_000..<300_000)))
    section("\(finger) ended")
    event(.touch, "\(finger) ended(at: \(point()))", after: 8_000)
    event(.drag, "\(drag) sessionDidEnd(session: \(s), operation: .copy)")
  }
}

/// A file written line by line through a 1 MiB buffer.
final class LogFileWriter {
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var lines = 0
  private var bytes = 0

  init(path: String) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchmarkFailure("cannot create \(path)") }
    self.handle = handle
    buffer.reserveCapacity(1 << 20)
  }

  func line(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    buffer.append(10)
    lines += 1
    if buffer.count >= 1 << 20 { try flush() }
  }

  private func flush() throws {
    try handle.write(contentsOf: buffer)
    bytes += buffer.count
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes what is left and closes the file; returns its lines and bytes.
  func finish() throws -> (lines: Int, bytes: Int) {
    try flush()
    try handle.close()
    return (lines, bytes)
  }
}
