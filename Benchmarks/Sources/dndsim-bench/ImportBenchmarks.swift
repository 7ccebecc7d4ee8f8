import DnDFormats
import DnDRecorder
import Foundation
import VirtualTime

// The `import` family: importing a generated 100 MB evemu recording (protocol B, five fingers,
// evemu-record's format with comments) into a trace file, streamed, in a child process that
// reports the time and its peak RSS — and the same for a 10 MB recording, to show that memory
// does not grow with the recording. See Benchmarks/README.md.

extension BenchmarkFamily {
  static let importing = BenchmarkFamily(
    name: "import",
    summary: "importing a 100 MB evemu recording into a trace file (streamed)",
    run: { try ImportBenchmarks.run() })
}

enum ImportBenchmarks {
  /// The recording's size: at least this many bytes (it ends after the frame that crosses it).
  static let largeBytes = 100_000_000
  /// The small recording, for the memory comparison.
  static let smallBytes = 10_000_000
  /// The hidden child entry points.
  static let importChild = "import.evemu"
  static let parseChild = "import.evemu.parse"

  @MainActor
  static func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-bench-import-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    measure("import.evemu") {
      var results: [(recording: EvemuRecordingFile, child: ImportChildResult)] = []
      for bytes in [smallBytes, largeBytes] {
        let path = directory.appendingPathComponent("r\(bytes).evemu").path
        let generated = try timed { try EvemuRecordingFile.write(to: path, atLeast: bytes) }
        let recording = generated.value
        note(
          "  generated \(path): \(recording.bytes) bytes, \(recording.frames) frames, "
            + "\(recording.strokes) touches, \(recording.events) events in "
            + "\(formatSeconds(generated.nanoseconds))")
        let out = directory.appendingPathComponent("r\(bytes).trace.jsonl").path
        let child = try ImportChildResult(
          parsing: try BenchmarkChild.run(importChild, [path, out]), name: importChild)
        note(
          "  import (child): \(formatSeconds(child.nanoseconds)), \(child.records) records, "
            + "\(child.contacts) touches, \(child.warnings) warnings, trace \(child.traceBytes) "
            + "bytes, VmHWM \(child.peakKiB) KiB")
        try child.check(recording, importChild)
        try expect(child.traceBytes > 0, "import: the child wrote an empty trace")
        // Only to free the disk early: the folder is removed at the end anyway.
        try? FileManager.default.removeItem(atPath: out)
        if bytes == largeBytes {
          let parse = try ImportChildResult(
            parsing: try BenchmarkChild.run(parseChild, [path]), name: parseChild)
          note(
            "  read + state machine only (child): \(formatSeconds(parse.nanoseconds)) = "
              + "\(formatRate(recording.bytes, parse.nanoseconds)) MB/s, VmHWM \(parse.peakKiB) KiB"
          )
          try parse.check(recording, parseChild)
        }
        try? FileManager.default.removeItem(atPath: path)
        results.append((recording, child))
      }
      let (small, large) = (results[0], results[1])
      note(
        "  peak RSS: \(formatDecimal(Double(small.child.peakKiB) / 1024)) MiB for "
          + "\(small.recording.bytes) bytes, \(formatDecimal(Double(large.child.peakKiB) / 1024)) "
          + "MiB for \(large.recording.bytes) bytes")
      emit(
        "import.evemu mb_s=\(formatRate(large.recording.bytes, large.child.nanoseconds)) "
          + "peak_rss_mib=\(formatDecimal(Double(large.child.peakKiB) / 1024))")
    }
  }

  /// The child `import.evemu RECORDING TRACE`: `EvemuImport.write`, as `dndsim record --from
  /// evemu` runs it, then one ``ImportChildResult`` line with this process's peak RSS.
  static func runImportChild(_ arguments: [String]) throws {
    guard arguments.count == 2 else { throw BenchmarkFailure("import: expected two paths") }
    let run = try timed {
      try EvemuImport.write(path: arguments[0], options: options, to: arguments[1])
    }
    // The trace's size, read after the timed region: a failure to read it fails the child.
    let attributes = try FileManager.default.attributesOfItem(atPath: arguments[1])
    guard let traceBytes = (attributes[.size] as? NSNumber)?.intValue else {
      throw BenchmarkFailure("import: no size for \(arguments[1])")
    }
    print(
      ImportChildResult(
        nanoseconds: run.nanoseconds, records: run.value.records,
        contacts: run.value.summary.contacts, warnings: run.value.warnings.count,
        traceBytes: traceBytes, peakKiB: try peakRSSKiB()
      ).line)
  }

  /// The child `import.evemu.parse RECORDING`: the reader and the state machine alone, frames
  /// made and dropped (where the time goes without writing and verifying the trace).
  static func runParseChild(_ arguments: [String]) throws {
    guard let path = arguments.first else { throw BenchmarkFailure("parse: expected a path") }
    var records = 0
    var contacts = 0
    var warnings = 0
    let run = try timed {
      let reader = try EvemuReader(path: path)
      let builder = try EvdevTraceBuilder(device: reader.device, options: options)
      while let event = try reader.nextEvent() {
        if try builder.consume(event) != nil { records += 1 }
      }
      records += try builder.finish().count
      contacts = builder.summary.contacts
      warnings = builder.warnings.count
    }
    // No trace is written, so its size is 0 by definition (and not printed).
    print(
      ImportChildResult(
        nanoseconds: run.nanoseconds, records: records, contacts: contacts, warnings: warnings,
        traceBytes: 0, peakKiB: try peakRSSKiB()
      ).line)
  }

  static let options = EvdevImportOptions(
    file: "bench.evemu", recorder: EvemuImport.recorder, sceneWidth: 1024, sceneHeight: 768,
    recording: RecordingOptions(scene: benchBoardSceneName))
}

/// The line an import child prints and the parent parses.
struct ImportChildResult {
  var nanoseconds: Int64
  var records: Int
  var contacts: Int
  var warnings: Int
  var traceBytes: Int
  var peakKiB: Int

  var line: String {
    "nanoseconds=\(nanoseconds) records=\(records) contacts=\(contacts) warnings=\(warnings) "
      + "trace_bytes=\(traceBytes) vmhwm_kib=\(peakKiB)"
  }

  init(
    nanoseconds: Int64, records: Int, contacts: Int, warnings: Int, traceBytes: Int, peakKiB: Int
  ) {
    self.nanoseconds = nanoseconds
    self.records = records
    self.contacts = contacts
    self.warnings = warnings
    self.traceBytes = traceBytes
    self.peakKiB = peakKiB
  }

  /// The import must make one record per frame of the recording and one touch per stroke, and
  /// warn about nothing (the recording is what a real device sends).
  func check(_ recording: EvemuRecordingFile, _ name: String) throws {
    try expect(
      records == recording.frames && contacts == recording.strokes,
      "\(name): \(records) records and \(contacts) touches for \(recording.frames) frames and "
        + "\(recording.strokes) touches")
    try expect(warnings == 0, "\(name): \(warnings) warnings")
  }

  init(parsing output: String, name: String) throws {
    var fields: [String: Int64] = [:]
    for field in output.split(whereSeparator: \.isWhitespace) {
      let parts = field.split(separator: "=", maxSplits: 1)
      if parts.count == 2, let value = Int64(parts[1]) { fields[String(parts[0])] = value }
    }
    guard let nanoseconds = fields["nanoseconds"], let records = fields["records"],
      let contacts = fields["contacts"], let warnings = fields["warnings"],
      let traceBytes = fields["trace_bytes"], let peakKiB = fields["vmhwm_kib"]
    else { throw BenchmarkFailure("\(name): unreadable child output: \(output)") }
    self.init(
      nanoseconds: nanoseconds, records: Int(records), contacts: Int(contacts),
      warnings: Int(warnings), traceBytes: Int(traceBytes), peakKiB: Int(peakKiB))
  }
}

/// A generated evemu recording as evemu-record writes one: a 10-slot touchscreen (0…4095 ×
/// 0…4095, pressure 0…255), then at 120 Hz five fingers each making strokes of 1 to 10 s — a
/// seeded random walk, pressure changing now and then — a finger lifting and the next stroke
/// landing elsewhere one frame later with a new tracking id; BTN_TOUCH and the legacy ABS_X/ABS_Y
/// as the kernel's pointer emulation, and MSC_TIMESTAMP in every frame. Every line carries
/// evemu-record's comment. The last frame lifts every finger.
struct EvemuRecordingFile {
  var bytes = 0
  var frames = 0
  var strokes = 0
  var events = 0

  static let description = """
    # EVEMU 1.3
    # Input device name: "dndsim bench touchscreen"
    N: dndsim bench touchscreen
    I: 0018 0000 0000 0000
    P: 02 00 00 00 00 00 00 00
    B: 00 0b 00 00 00 00 00 00 00
    B: 03 03 00 00 00 00 80 60 06
    A: 00 0 4095 0 0 0
    A: 01 0 4095 0 0 0
    A: 2f 0 9 0 0 0
    A: 35 0 4095 0 0 0
    A: 36 0 4095 0 0 0
    A: 39 0 65535 0 0 0
    A: 3a 0 255 0 0 0

    """

  private struct Finger {
    var x: Int
    var y: Int
    var pressure: Int
    var framesLeft: Int
    var down: Bool
  }

  static func write(to path: String, atLeast target: Int) throws -> EvemuRecordingFile {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchmarkFailure("cannot create \(path)") }
    defer { try? handle.close() }
    var result = EvemuRecordingFile()
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20)
    func flush() throws {
      try handle.write(contentsOf: buffer)
      result.bytes += buffer.count
      buffer.removeAll(keepingCapacity: true)
    }
    buffer.append(contentsOf: description.utf8)
    var random = SplitMix64(seed: 0xE7E_3)
    var fingers = (0..<5).map { _ in Finger(x: 0, y: 0, pressure: 0, framesLeft: 0, down: false) }
    var slot = 0
    var trackingID = 0
    var touching = false
    var frame = 0
    var last = false
    while !last {
      let time = Int64(frame) * 1_000_000 / 120 + 1
      last = result.bytes + buffer.count >= target
      var stamp = ""
      func line(_ type: Int, _ code: Int, _ value: Int, _ comment: String) {
        if stamp.isEmpty {
          let fraction = String(time % 1_000_000)
          stamp =
            "E: \(time / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count)
            + fraction
        }
        let number = value < 0 ? "-" + pad(-value, 3) : pad(value, 4)
        buffer.append(
          contentsOf: "\(stamp) \(hex(type)) \(hex(code)) \(number)\t# \(comment)\n".utf8)
        result.events += 1
      }
      func select(_ index: Int) {
        if slot != index {
          slot = index
          line(3, 0x2f, index, "EV_ABS / ABS_MT_SLOT          \(index)")
        }
      }
      for index in fingers.indices {
        var finger = fingers[index]
        if finger.down && (finger.framesLeft == 0 || last) {
          select(index)
          line(3, 0x39, -1, "EV_ABS / ABS_MT_TRACKING_ID   -1")
          finger.down = false
          finger.framesLeft = 0
        } else if !finger.down && !last {
          select(index)
          finger = Finger(
            x: Int(random.next() % 3600) + 200, y: Int(random.next() % 3600) + 200,
            pressure: Int(random.next() % 200) + 30,
            framesLeft: 120 + Int(random.next() % 1080), down: true)
          line(3, 0x39, trackingID, "EV_ABS / ABS_MT_TRACKING_ID   \(trackingID)")
          line(3, 0x35, finger.x, "EV_ABS / ABS_MT_POSITION_X    \(finger.x)")
          line(3, 0x36, finger.y, "EV_ABS / ABS_MT_POSITION_Y    \(finger.y)")
          line(3, 0x3a, finger.pressure, "EV_ABS / ABS_MT_PRESSURE      \(finger.pressure)")
          trackingID = (trackingID + 1) & 0xffff
          result.strokes += 1
        } else if finger.down {
          let dx = Int(random.next() % 41) - 20
          let dy = Int(random.next() % 41) - 20
          let x = max(0, min(4095, finger.x + dx))
          let y = max(0, min(4095, finger.y + dy))
          if x != finger.x || y != finger.y || random.next() % 8 == 0 { select(index) }
          if x != finger.x { line(3, 0x35, x, "EV_ABS / ABS_MT_POSITION_X    \(x)") }
          if y != finger.y { line(3, 0x36, y, "EV_ABS / ABS_MT_POSITION_Y    \(y)") }
          if random.next() % 8 == 0 {
            finger.pressure = max(1, min(255, finger.pressure + Int(random.next() % 21) - 10))
            line(3, 0x3a, finger.pressure, "EV_ABS / ABS_MT_PRESSURE      \(finger.pressure)")
          }
          (finger.x, finger.y) = (x, y)
          finger.framesLeft -= 1
        }
        fingers[index] = finger
      }
      let down = fingers.contains { $0.down }
      if down != touching {
        touching = down
        line(1, 0x14a, down ? 1 : 0, "EV_KEY / BTN_TOUCH            \(down ? 1 : 0)")
      }
      if let first = fingers.first(where: { $0.down }) {
        line(3, 0x00, first.x, "EV_ABS / ABS_X                \(first.x)")
        line(3, 0x01, first.y, "EV_ABS / ABS_Y                \(first.y)")
      }
      line(4, 0x05, Int(time % 1_000_000_000), "EV_MSC / MSC_TIMESTAMP        \(time)")
      line(0, 0, 0, "------------ SYN_REPORT (0) ---------- +8ms")
      frame += 1
      result.frames += 1
      if buffer.count >= 1 << 20 { try flush() }
    }
    try flush()
    return result
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func hex(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
