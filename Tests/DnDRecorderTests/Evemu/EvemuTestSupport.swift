import DnDEngine
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// Every suite of the evdev state machine and the evemu importer and exporter, so
/// `swift test --filter EvdevImporterTests` runs them all.
@Suite enum EvdevImporterTests {}

/// The path of a file of `Tests/Fixtures/recordings`.
func realRecordingPath(_ name: String) -> String {
  Repository.fixtures.appendingPathComponent("recordings").appendingPathComponent(name)
    .path
}

/// Import options for tests: scene `board`, 1024 × 768 points, stretch unless said otherwise.
func evemuOptions(
  file: String = "t.evemu", width: Double = 1024, height: Double = 768,
  mapping: EvdevMapping = .stretch
) -> EvdevImportOptions {
  EvdevImportOptions(
    file: file, recorder: EvemuImport.recorder, sceneWidth: width, sceneHeight: height,
    mapping: mapping, recording: RecordingOptions(scene: "board"))
}

/// A folder of its own under the system's temporary folder, removed when the value goes away.
final class EvemuScratch {
  let path: String

  init() {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-importer-\(UUID().uuidString)").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` in the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) -> String {
    let file = (path as NSString).appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: file, contents: Data(text.utf8))
    return file
  }

  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  func read(_ name: String) -> String {
    (try? String(contentsOfFile: file(name), encoding: .utf8)) ?? ""
  }
}

/// The description of a protocol B touchscreen with 4 slots, 0…999 × 0…499, pressure 0…255 and
/// touch major 0…100 (a 1.3 file, A: lines with resolution), as evemu-describe writes it.
let slotsDescription = """
  # EVEMU 1.3
  # Input device name: "Test Touchscreen"
  N: Test Touchscreen
  I: 0018 0000 0000 0000
  P: 02 00 00 00 00 00 00 00
  B: 00 0b 00 00 00 00 00 00 00
  B: 03 03 00 00 00 00 80 61 06
  A: 00 0 999 0 0 0
  A: 01 0 499 0 0 0
  A: 2f 0 3 0 0 0
  A: 30 0 100 0 0 0
  A: 35 0 999 0 0 0
  A: 36 0 499 0 0 0
  A: 39 0 65535 0 0 0
  A: 3a 0 255 0 0 0

  """

/// A protocol B touchscreen without pressure or touch major (1.1 style: A: lines without
/// resolution).
let plainSlotsDescription = """
  # EVEMU 1.1
  N: Plain Touchscreen
  I: 0018 0000 0000 0000
  P: 02 00 00 00 00 00 00 00
  A: 2f 0 3 0 0
  A: 35 0 999 0 0
  A: 36 0 499 0 0
  A: 39 0 65535 0 0

  """

/// The trace of an evemu recording given as text (and an optional separate description).
func importEvemu(
  _ text: String, description: String? = nil, options: EvdevImportOptions = evemuOptions()
) throws(InputError) -> RecordedTrace {
  let folder = EvemuScratch()
  let events = folder.write("t.evemu", text)
  let desc = description.map { folder.write("t.desc", $0) }
  return try EvemuImport.trace(
    path: events, name: "t.evemu", descriptionPath: desc,
    descriptionName: desc.map { _ in "t.desc" },
    options: options)
}

/// The rendered error of importing `text`, or "ok".
func evemuImportError(_ text: String, description: String? = nil) -> String {
  do {
    _ = try importEvemu(text, description: description)
    return "ok"
  } catch {
    return error.description
  }
}

/// The frames of an import of `text`, summarised (`time: id phase (x,y), …`).
func evemuFrames(_ text: String, options: EvdevImportOptions = evemuOptions()) throws
  -> [String]
{
  frameSummary(try importEvemu(text, options: options).records)
}

/// The canonical text of a trace (header and records), as its file holds it.
func canonicalTraceText(_ trace: RecordedTrace) -> String {
  ([TraceWriter.headerLine(trace.header)] + trace.records.map(TraceWriter.recordLine))
    .joined(separator: "\n") + "\n"
}
