import DnDFormats

/// A whole trace built in memory by a ``TraceSource``: its header and its records in file order,
/// ready for ``TraceFileWriter/writeAtomically(_:to:name:)``.
///
/// Importers of device recordings meet things a trace cannot hold (an event type it does not
/// know, a contact that never lifts…) and go on; each is a ``RecordingWarning``. The count is
/// also kept in the header's provenance (`warnings`), so a trace file says it is not a perfect
/// copy of its source long after the command's output is gone.
public struct RecordedTrace: Sendable, Equatable {
  /// The provenance key that holds the number of warnings, when there were any.
  public static let warningsKey = "warnings"

  public private(set) var header: TraceHeader
  public var records: [TraceRecord]
  public private(set) var warnings: [RecordingWarning]

  /// `header`'s provenance gets `warnings: N` (replacing any earlier one) when `warnings` is not
  /// empty.
  public init(header: TraceHeader, records: [TraceRecord], warnings: [RecordingWarning] = []) {
    var header = header
    header.provenance.removeAll { $0.key == Self.warningsKey }
    if !warnings.isEmpty {
      header.provenance.append((key: Self.warningsKey, value: "\(warnings.count)"))
    }
    self.header = header
    self.records = records
    self.warnings = warnings
  }
}

/// Something a source could not carry into the trace exactly, located like an ``InputError``
/// (`file:line: warning: …`), so the command can print it the same way.
public struct RecordingWarning: Sendable, Equatable, CustomStringConvertible {
  public var file: String
  public var line: Int?
  public var message: String

  public init(file: String, line: Int? = nil, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String {
    "\(file)\(line.map { ":\($0)" } ?? ""): warning: \(message)"
  }
}

extension TraceFileWriter {
  /// Writes `trace` to `path`; errors name the target `name` (the path by default).
  public static func writeAtomically(_ trace: RecordedTrace, to path: String, name: String? = nil)
    throws(InputError)
  {
    try writeAtomically(header: trace.header, records: trace.records, to: path, name: name)
  }
}
