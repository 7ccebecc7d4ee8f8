import DnDFormats

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an export wrote.
package struct EvemuExportResult: Sendable {
  /// `E:` lines written.
  package var events: Int
  /// Frames of the trace.
  package var frames: Int
  /// Slots of the exported device.
  package var slots: Int
  /// What the export left out (actions).
  package var warnings: [RecordingWarning]
}

/// Exports a trace as an evemu recording of a protocol B touchscreen, so it can be played on a
/// real Linux device (`evemu-play /dev/input/eventN < X.evemu`, or `evemu-device X.evemu` to
/// create a virtual one); see ``EvemuEncoder`` for the events and ``EvemuExportPlan`` for the
/// device. Importing the export with the trace's own mapping gives the same trace.
package enum EvemuExporter {
  /// Reads the trace at `tracePath` (twice: a scan for the device, then the frames, both
  /// streamed) and writes the recording to `path` atomically (a temporary file beside it,
  /// flushed, then renamed; on any error the target is left as it was).
  package static func export(
    tracePath: String, traceName: String? = nil, to path: String, name: String? = nil,
    options: EvemuExportOptions = EvemuExportOptions()
  ) throws(InputError) -> EvemuExportResult {
    let traceFile = traceName ?? tracePath
    var scan = EvemuExportPlan.Scan()
    let header: TraceHeader
    do {
      let reader = try TraceReader(path: tracePath, name: traceFile)
      header = reader.header
      while let record = try reader.next() { scan.add(record) }
    }
    let plan = try EvemuExportPlan(header: header, scan: scan, options: options, file: traceFile)
    var encoder = EvemuEncoder(plan: plan, file: traceFile)
    encoder.writeDescription(comment: comment(header: header, plan: plan, trace: traceFile))
    let target = name ?? path
    let temporary = try TemporaryFile.create(beside: path, target: target)
    do throws(InputError) {
      let reader = try TraceReader(path: tracePath, name: traceFile)
      var line = 1
      while let record = try reader.next() {
        line += 1
        encoder.add(record, line: line)
        if encoder.output.count >= 1 << 20 { try temporary.write(encoder.take()) }
      }
      encoder.finish()
      try temporary.write(encoder.take())
      try temporary.syncAndClose()
      try temporary.replace(path)
    } catch {
      temporary.remove()
      throw error
    }
    TraceFileWriter.syncFolder(of: path)
    return EvemuExportResult(
      events: encoder.events, frames: scan.frames, slots: plan.slots, warnings: encoder.warnings)
  }

  /// The export of a trace in memory, as text (for tests and tools); `name` is how warnings
  /// call the trace.
  package static func export(
    _ trace: RecordedTrace, name: String = "trace",
    options: EvemuExportOptions = EvemuExportOptions()
  ) throws(InputError) -> (text: String, result: EvemuExportResult) {
    var scan = EvemuExportPlan.Scan()
    for record in trace.records { scan.add(record) }
    let plan = try EvemuExportPlan(header: trace.header, scan: scan, options: options, file: name)
    var encoder = EvemuEncoder(plan: plan, file: name)
    encoder.writeDescription(comment: comment(header: trace.header, plan: plan, trace: name))
    for (index, record) in trace.records.enumerated() { encoder.add(record, line: index + 2) }
    encoder.finish()
    let result = EvemuExportResult(
      events: encoder.events, frames: scan.frames, slots: plan.slots, warnings: encoder.warnings)
    return (String(decoding: encoder.take(), as: UTF8.self), result)
  }

  private static func comment(header: TraceHeader, plan: EvemuExportPlan, trace: String) -> String {
    let size = EvdevImportOptions.formatSize(
      width: plan.mapping.sceneWidth, height: plan.mapping.sceneHeight)
    let source = trace.split(separator: "/").last.map(String.init) ?? trace
    let text =
      "Exported by dndsim from \(source) (scene \(header.scene), --map \(plan.mapping.mode.rawValue) "
      + "--size \(size)); play it with evemu-play"
    return String(decoding: text.utf8.map { $0 < 0x20 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
  }
}
