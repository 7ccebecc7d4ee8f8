import DnDEngine
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// One recording of `Tests/Fixtures/recordings` and what `expected-summary.json` says of it.
struct RealRecording: Sendable, CustomTestStringConvertible {
  var file: String
  var description: String?
  var expected: [String: SummaryValue]

  var testDescription: String { file }

  /// The recordings listed in `expected-summary.json`.
  static var all: [RealRecording] {
    guard
      let data = FileManager.default.contents(atPath: realRecordingPath("expected-summary.json")),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let recordings = root["recordings"] as? [[String: Any]]
    else { return [] }
    return recordings.compactMap { entry in
      guard let file = entry["local_file"] as? String else { return nil }
      return RealRecording(
        file: file, description: entry["local_desc"] as? String,
        expected: entry.mapValues(SummaryValue.init))
    }
  }

  func integer(_ key: String) -> Int64? {
    if case .integer(let value) = expected[key] { return value }
    return nil
  }

  func integers(_ key: String) -> [Int64] {
    if case .integers(let values) = expected[key] { return values }
    return []
  }

  func importTrace() throws -> (trace: RecordedTrace, summary: EvdevSummary) {
    let folder = EvemuScratch()
    let options = evemuOptions(file: file)
    let reader = try EvemuReader(
      path: realRecordingPath(file), name: file,
      descriptionPath: description.map(realRecordingPath),
      descriptionName: description)
    let builder = try EvdevTraceBuilder(device: reader.device, options: options)
    var records: [TraceRecord] = []
    while let event = try reader.nextEvent() {
      if let frame = try builder.consume(event) { records.append(frame) }
    }
    records += try builder.finish()
    _ = folder
    return (
      RecordedTrace(header: builder.header, records: records, warnings: builder.warnings),
      builder.summary
    )
  }
}

/// The JSON values of `expected-summary.json` the tests compare (integers, lists of integers,
/// and anything else, kept as text).
enum SummaryValue: Sendable, Equatable {
  case integer(Int64)
  case integers([Int64])
  case other(String)

  init(_ value: Any) {
    if let number = value as? Int {
      self = .integer(Int64(number))
    } else if let list = value as? [Int] {
      self = .integers(list.map(Int64.init))
    } else {
      self = .other("\(value)")
    }
  }
}

extension EvdevImporterTests {
  /// The real recordings import, and count what their independent summary counts.
  @Suite struct RealRecordingTests {
    @Test func everyRecordingIsListed() {
      #expect(RealRecording.all.count == 5)
    }

    @Test(arguments: RealRecording.all)
    func importsAsItsSummarySays(_ recording: RealRecording) throws {
      let (trace, summary) = try recording.importTrace()
      #expect(trace.warnings == [])
      #expect(Int64(summary.synReports) == recording.integer("syn_reports"))
      #expect(summary.durationMicroseconds == recording.integer("duration_us"))
      #expect(Int64(summary.maxConcurrentContacts) == recording.integer("max_concurrent_contacts"))
      if let sequences = recording.integer("touch_sequences") {
        #expect(Int64(summary.touchSequences) == sequences)
      }
      if let active = recording.integer("active_at_end") {
        #expect(Int64(summary.activeAtEnd) == active)
      }
      // The trace says the same: one frame per SYN_REPORT (each has a contact down or lifting),
      // one id per touch sequence, the same peak and duration, every touch lifted.
      let facts = ImportedTraceFacts(trace.records)
      #expect(Int64(facts.frames) == recording.integer("syn_reports"))
      #expect(Int64(facts.ids) == recording.integer("touch_sequences") ?? 2)
      #expect(Int64(facts.peakDown) == recording.integer("max_concurrent_contacts"))
      #expect(facts.duration == recording.integer("duration_us"))
      #expect(facts.cancelled == 0)
      let x = recording.integers("abs_mt_position_x")
      let y = recording.integers("abs_mt_position_y")
      #expect(trace.header.device.x == TraceDevice.Axis(min: x[0], max: x[1]))
      #expect(trace.header.device.y == TraceDevice.Axis(min: y[0], max: y[1]))
    }
  }
}

/// What a list of records says: frames, distinct ids, the most touches down after a frame, the
/// time from the first frame to the last, and touches cancelled.
struct ImportedTraceFacts {
  var frames = 0
  var ids = 0
  var peakDown = 0
  var duration: Int64 = 0
  var cancelled = 0

  init(_ records: [TraceRecord]) {
    var seen = Set<Int>()
    var first: Int64?
    for record in records {
      guard case .frame(let time, let touches) = record else { continue }
      frames += 1
      first = first ?? time
      duration = time - (first ?? time)
      seen.formUnion(touches.map(\.id))
      peakDown = max(
        peakDown, touches.filter { $0.phase != .ended && $0.phase != .cancelled }.count)
      cancelled += touches.filter { $0.phase == .cancelled }.count
    }
    ids = seen.count
  }
}
