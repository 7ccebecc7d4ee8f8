import DnDEngine
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// Every suite of the recorder, so `swift test --filter Recorder` runs them all.
@Suite enum RecorderTests {}

/// The example of `Docs/recording.md`, in its text form (`Tests/Fixtures/recorder`).
let pinboardScript = recorderFixture("pinboard.gesture")

/// The same example in its JSON form.
let pinboardJSONScript = recorderFixture("pinboard.gesture.json")

/// The path of a fixture of `Tests/Fixtures/recorder`.
func recorderFixturePath(_ name: String) -> String {
  Repository.fixtures.appendingPathComponent("recorder").appendingPathComponent(name)
    .path
}

/// The text of a fixture of `Tests/Fixtures/recorder`.
func recorderFixture(_ name: String) -> String {
  (try? String(contentsOfFile: recorderFixturePath(name), encoding: .utf8)) ?? ""
}

/// Parses a text script named `s.gesture`.
func textScript(_ text: String) throws(InputError) -> GestureScript {
  try GestureScript.parse(text: text, name: "s.gesture")
}

/// Parses a JSON script named `s.json`.
func jsonScript(_ text: String) throws(InputError) -> GestureScript {
  try GestureScript.parse(json: text, name: "s.json")
}

/// The error a text script gives, rendered, or "ok".
func textError(_ lines: String...) -> String {
  do {
    _ = try textScript(lines.joined(separator: "\n"))
    return "ok"
  } catch {
    return error.description
  }
}

/// The error a JSON script gives, rendered, or "ok".
func jsonError(_ text: String) -> String {
  do {
    _ = try jsonScript(text)
    return "ok"
  } catch {
    return error.description
  }
}

/// The canonical lines of a script's trace, header excluded.
func traceLines(_ script: GestureScript) throws -> [String] {
  try script.makeTrace().records.map(TraceWriter.recordLine)
}

/// The records of a text script's trace.
func traceRecords(_ text: String) throws -> [TraceRecord] {
  try textScript(text).makeTrace().records
}

/// Frames as `time: id phase (x,y), …` — compact enough to compare whole traces in a test.
func frameSummary(_ records: [TraceRecord]) -> [String] {
  records.map { record in
    switch record {
    case .frame(let time, let touches):
      "\(time): "
        + touches.map {
          "\($0.id) \($0.phase.rawValue) (\(LogNumber.format($0.x)),\(LogNumber.format($0.y)))"
        }.joined(separator: ", ")
    case .action(let time, let action):
      "\(time): action \(action)"
    }
  }
}
