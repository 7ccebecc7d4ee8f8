import DnDFormats

/// The check `TraceFileWriter` makes before it renames a recorded trace into place, in memory:
/// the canonical text of a header and records must read back through ``TraceReader``, each line
/// reading as what was written (or, where the writer rounded to three decimals, as something
/// that writes the same line).
enum RecordedTraceCheck {
  static func readsBack(header: TraceHeader, records: [TraceRecord]) -> FuzzCheck {
    var lines = [TraceWriter.headerLine(header)]
    lines += records.map(TraceWriter.recordLine)
    let text = Array(lines.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
    do {
      let reader = try TraceReader(bytes: text, name: "written.trace.jsonl")
      guard TraceWriter.headerLine(reader.header) == lines[0] else {
        return .broken("the written header reads back differently")
      }
      let again = try reader.readAll()
      guard again.count == records.count else {
        return .broken("\(records.count) records written, \(again.count) read back")
      }
      for (index, record) in again.enumerated()
      where record != records[index] && TraceWriter.recordLine(record) != lines[index + 1] {
        return .broken("line \(index + 2) reads back differently")
      }
      return .holds
    } catch {
      return .broken("the written trace does not read back: \(error)")
    }
  }
}
