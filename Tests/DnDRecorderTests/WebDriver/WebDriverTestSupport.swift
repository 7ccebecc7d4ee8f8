import DnDEngine
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

/// Every suite of the WebDriver actions importer, so `swift test --filter WebDriver` runs them
/// all.
@Suite enum WebDriverImporterTests {}

/// The path of a sample of `Tests/Fixtures/importers/webdriver`.
func webDriverFixturePath(_ name: String) -> String {
  Repository.fixtures.appendingPathComponent("importers/webdriver")
    .appendingPathComponent(name).path
}

/// Builders of WebDriver JSON for the tests, short enough to write a scenario per line.
enum WD {
  /// 20 Hz: a sample every 50 ms, so expected frame lists stay short.
  static let twentyHertz = SampleClock(millihertz: 20_000)!

  /// A document `{"actions": [sources…]}`.
  static func document(_ sources: String...) -> String {
    "{\"actions\": [\(sources.joined(separator: ", "))]}"
  }

  /// A touch pointer source named `id`.
  static func touch(_ id: String, _ actions: String...) -> String {
    "{\"type\": \"pointer\", \"id\": \"\(id)\", \"parameters\": {\"pointerType\": \"touch\"}, "
      + "\"actions\": [\(actions.joined(separator: ", "))]}"
  }

  /// A source of another type (`none`, `key`, `wheel`) named `id`.
  static func source(_ type: String, _ id: String, _ actions: String...) -> String {
    "{\"type\": \"\(type)\", \"id\": \"\(id)\", \"actions\": [\(actions.joined(separator: ", "))]}"
  }

  static func pause(_ milliseconds: Int? = nil) -> String {
    milliseconds.map { "{\"type\": \"pause\", \"duration\": \($0)}" } ?? "{\"type\": \"pause\"}"
  }

  static func move(_ x: Double, _ y: Double, ms: Int? = nil, origin: String? = nil) -> String {
    var text = "{\"type\": \"pointerMove\""
    if let ms { text += ", \"duration\": \(ms)" }
    if let origin { text += ", \"origin\": \"\(origin)\"" }
    return text + ", \"x\": \(LogNumber.format(x)), \"y\": \(LogNumber.format(y))}"
  }

  static let down = "{\"type\": \"pointerDown\", \"button\": 0}"
  static let up = "{\"type\": \"pointerUp\", \"button\": 0}"
  static let cancel = "{\"type\": \"pointerCancel\"}"
}

/// Parses a document named `a.json`.
func webDriver(_ json: String, rate: SampleClock = WebDriverActions.defaultRate)
  throws(InputError) -> WebDriverActions
{
  try WebDriverActions.parse(json: json, name: "a.json", rate: rate)
}

/// The error a document gives, rendered, or "ok".
func webDriverError(_ json: String) -> String {
  do {
    _ = try webDriver(json)
    return "ok"
  } catch {
    return error.description
  }
}

/// The records of a document's trace for the scene `pinboard`.
func webDriverRecords(_ json: String, rate: SampleClock = WebDriverActions.defaultRate) throws
  -> [TraceRecord]
{
  try webDriver(json, rate: rate).makeTrace(RecordingOptions(scene: "pinboard")).records
}

/// The frames of a document's trace, as ``frameSummary(_:)`` writes them.
func webDriverFrames(_ json: String, rate: SampleClock = WebDriverActions.defaultRate) throws
  -> [String]
{
  frameSummary(try webDriverRecords(json, rate: rate))
}
