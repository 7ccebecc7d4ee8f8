import DnDFormats

/// Where an evdev import reads its events from, one at a time, so that a reader can stream a
/// file of any length (the evemu reader does). An array of events works too
/// (``EvdevEventList``).
public protocol EvdevEventSource {
  /// The next event, or `nil` after the last.
  mutating func nextEvent() throws(InputError) -> EvdevEvent?

  /// Warnings only the reader can give, asked once after the last event (getevent: events
  /// skipped for a code label it does not know). They count in the trace's `warnings`.
  var closingWarnings: [RecordingWarning] { get }

  /// What the reader skipped on purpose, to tell the user (not warnings: nothing was lost that
  /// the trace needs, e.g. the events of other devices).
  var closingNotes: [String] { get }
}

extension EvdevEventSource {
  public var closingWarnings: [RecordingWarning] { [] }
  public var closingNotes: [String] { [] }
}

/// Events held in memory, as an ``EvdevEventSource``.
package struct EvdevEventList: EvdevEventSource {
  private var iterator: IndexingIterator<[EvdevEvent]>

  package init(_ events: [EvdevEvent]) {
    iterator = events.makeIterator()
  }

  package mutating func nextEvent() throws(InputError) -> EvdevEvent? { iterator.next() }
}

/// What a streamed import wrote.
public struct EvdevImportResult: Sendable {
  /// The header written (with the `warnings` count).
  public var header: TraceHeader
  /// Records written.
  public var records: Int
  public var warnings: [RecordingWarning]
  /// The reader's ``EvdevEventSource/closingNotes``.
  public var notes: [String]
  public var summary: EvdevSummary
}

extension EvdevTraceBuilder {
  /// The whole trace in memory: for tests and short recordings (a long one should be streamed
  /// with ``write(device:events:options:to:name:)``).
  public static func trace(
    device: EvdevDevice, events: inout some EvdevEventSource, options: EvdevImportOptions
  ) throws(InputError) -> RecordedTrace {
    let builder = try EvdevTraceBuilder(device: device, options: options)
    var records: [TraceRecord] = []
    while let event = try events.nextEvent() {
      if let frame = try builder.consume(event) { records.append(frame) }
    }
    records += try builder.finish()
    builder.addReaderWarnings(events.closingWarnings)
    return RecordedTrace(header: builder.header, records: records, warnings: builder.warnings)
  }

  /// ``trace(device:events:options:)`` for events in an array.
  public static func trace(
    device: EvdevDevice, events: [EvdevEvent], options: EvdevImportOptions
  ) throws(InputError) -> RecordedTrace {
    var list = EvdevEventList(events)
    return try trace(device: device, events: &list, options: options)
  }

  /// Imports `events` straight into the trace file at `path` (shown as `name`), a frame at a
  /// time: memory does not depend on the recording's length. The file is written atomically
  /// (``StreamingTraceFileWriter``): on any error the target is left as it was. The bytes are
  /// the same as ``trace(device:events:options:)`` written by ``TraceFileWriter``.
  public static func write(
    device: EvdevDevice, events: inout some EvdevEventSource, options: EvdevImportOptions,
    to path: String, name: String? = nil
  ) throws(InputError) -> EvdevImportResult {
    let builder = try EvdevTraceBuilder(device: device, options: options)
    let writer = try StreamingTraceFileWriter(path: path, name: name)
    do throws(InputError) {
      while let event = try events.nextEvent() {
        if let frame = try builder.consume(event) { try writer.append(frame) }
      }
      for record in try builder.finish() { try writer.append(record) }
      builder.addReaderWarnings(events.closingWarnings)
      try writer.finish(header: builder.header)
    } catch {
      writer.abandon()
      throw error
    }
    return EvdevImportResult(
      header: builder.header, records: writer.recordCount, warnings: builder.warnings,
      notes: events.closingNotes, summary: builder.summary)
  }
}

extension EvdevTraceBuilder {
  /// Runs `events` through the state machine and drops the frames: every error an import would
  /// give, in constant memory, with nothing written (`dndsim validate`). Returns how many records
  /// the trace would hold and its warnings.
  public static func check(
    device: EvdevDevice, events: inout some EvdevEventSource, options: EvdevImportOptions
  ) throws(InputError) -> (records: Int, warnings: [RecordingWarning]) {
    let builder = try EvdevTraceBuilder(device: device, options: options)
    var records = 0
    while let event = try events.nextEvent() {
      if try builder.consume(event) != nil { records += 1 }
    }
    records += try builder.finish().count
    builder.addReaderWarnings(events.closingWarnings)
    return (records, builder.warnings)
  }
}
