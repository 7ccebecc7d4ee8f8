import DnDEngine
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder
@testable import DnDRunner

extension WebDriverImporterTests {
  /// The trace a document makes: its header, the records read back from the written file, the
  /// replay through the pinboard fixture scene, and the samples written from the format's
  /// documentation.
  @Suite struct WebDriverTraceTests {
    static let pinboard = webDriverFixturePath("pinboard.webdriver.json")
    static let pinch = webDriverFixturePath("pinch-out.webdriver.json")
    static let longPress = webDriverFixturePath("selenium-long-press.webdriver.json")

    /// `path`'s trace for the pinboard scene, written to a scratch folder and read back: the
    /// header and records as ``TraceReader`` sees them.
    static func writtenAndRead(_ trace: RecordedTrace) throws -> (TraceHeader, [TraceRecord]) {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("drag.trace.jsonl").path
      try TraceFileWriter.writeAtomically(trace, to: path)
      let reader = try TraceReader(path: path)
      var records: [TraceRecord] = []
      while let record = try reader.next() { records.append(record) }
      return (reader.header, records)
    }

    @Test func theHeaderSaysWhereTheTraceCameFrom() throws {
      let actions = try WebDriverActions.read(path: Self.pinboard, name: "pinboard.webdriver.json")
      let trace = try actions.makeTrace(
        RecordingOptions(
          scene: "pinboard", profile: .phone, variants: ["fast"],
          provenance: [("source", "pinboard.webdriver.json")]))
      #expect(
        TraceWriter.headerLine(trace.header)
          == "{\"format\":\"dndsim-trace\",\"version\":1,\"time_unit\":\"us\",\"scene\":\"pinboard\",\"profile\":\"phone\",\"device\":{\"name\":\"webdriver-actions\",\"kind\":\"synthetic\"},\"sample_rate_hz\":120,\"provenance\":{\"recorder\":\"webdriver-actions\",\"source\":\"pinboard.webdriver.json\"},\"variants\":[\"fast\"]}"
      )
      #expect(trace.warnings.isEmpty)
    }

    @Test func theWrittenTraceReadsBackAsTheSameRecords() throws {
      for path in [Self.pinboard, Self.pinch, Self.longPress] {
        let trace = try WebDriverActions.read(path: path).makeTrace(
          RecordingOptions(scene: "pinboard"))
        let (header, records) = try Self.writtenAndRead(trace)
        #expect(header == trace.header)
        #expect(records == trace.records)
      }
    }

    @Test func forceAndRadiusComeFromEachActionAndReadBackExactly() throws {
      let json = WD.document(
        WD.touch(
          "f", WD.move(0, 0, ms: 0),
          "{\"type\": \"pointerDown\", \"button\": 0, \"pressure\": 0.25, \"width\": 10, \"height\": 6, \"tiltX\": 30, \"twist\": 90}",
          WD.pause(50),
          "{\"type\": \"pointerMove\", \"duration\": 50, \"x\": 100, \"y\": 0, \"pressure\": 0.123456, \"width\": 0.5}",
          WD.pause(50), WD.up))
      let trace = try webDriver(json, rate: WD.twentyHertz).makeTrace(
        RecordingOptions(scene: "pinboard"))
      let touches = trace.records.compactMap { record -> TraceTouch? in
        if case .frame(_, let touches) = record { return touches.first } else { return nil }
      }
      #expect(touches.map(\.force) == [0.25, 0.123, 0.123, nil])
      #expect(touches.map(\.radius) == [5, 0.5, 0.5, nil])
      #expect(touches.map(\.phase) == [.began, .stationary, .moved, .ended])
      let (_, records) = try Self.writtenAndRead(trace)
      #expect(records == trace.records)
    }

    @Test func theDocumentedGestureExampleGivesTheSameFramesAsItsGestureScript() throws {
      // Docs/recording.md's example as WebDriver actions (finger 1's move split where finger 2
      // goes down and lifts, since an action runs only at the start of its tick).
      let webDriver = try WebDriverActions.read(path: Self.pinboard).makeTrace(
        RecordingOptions(scene: "pinboard"))
      let script = try textScript(pinboardScript).makeTrace()
      let scriptFrames = script.records.filter {
        if case .frame = $0 { true } else { false }
      }
      #expect(webDriver.records.count == 109)
      #expect(webDriver.records == scriptFrames)
    }

    @Test func theDocumentedExampleReplaysThroughThePinboardScene() throws {
      let trace = try WebDriverActions.read(path: Self.pinboard).makeTrace(
        RecordingOptions(scene: "pinboard"))
      let lines = try Self.replay(trace)
      #expect(lines.contains("t=0.325s gesture F1 longPressRecognized(interaction: photo.drag)"))
      #expect(lines.contains("t=0.700s touch F2 began(at: (100,100))"))
      #expect(lines.contains("t=0.750s gesture F2 tapDelivered(view: board, at: (100,100))"))
      #expect(lines.contains("t=0.900s delegate board.drop performDrop(session: S1)"))
    }

    @Test func aSeleniumStyleLongPressDragDropsOnTheBoard() throws {
      let trace = try WebDriverActions.read(path: Self.longPress).makeTrace(
        RecordingOptions(scene: "pinboard"))
      let lines = try Self.replay(trace)
      #expect(lines.contains("t=0.325s gesture F1 longPressRecognized(interaction: photo.drag)"))
      #expect(lines.contains("t=0.950s touch F1 ended(at: (250,300))"))
      #expect(lines.contains("t=0.950s delegate board.drop performDrop(session: S1)"))
    }

    @Test func thePinchSampleReplaysWithTwoFingers() throws {
      let trace = try WebDriverActions.read(path: Self.pinch).makeTrace(
        RecordingOptions(scene: "pinboard"))
      let lines = try Self.replay(trace)
      #expect(lines.contains("t=0.000s touch F1 began(at: (200,300))"))
      #expect(lines.contains("t=0.000s touch F2 began(at: (220,300))"))
      #expect(lines.contains("t=0.750s touch F2 ended(at: (320,300))"))
    }

    /// The log of `trace`, written to a scratch folder and replayed with the pinboard fixture's
    /// folder searched for the scene.
    static func replay(_ trace: RecordedTrace) throws -> [String] {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("drag.trace.jsonl").path
      try TraceFileWriter.writeAtomically(trace, to: path)
      return try TraceReplay.run(
        path: path, scenes: SceneResolver(sceneFolders: [Repository.fixture("cases/pinboard")])
      ).system.log.lines
    }
  }
}
