import DnDFormats
import DnDRecorder
import DnDTestSupport
import Foundation
import Testing

/// The samples of `Tests/Fixtures/importers` and the way the libinput-record and getevent reader
/// tests render what a reader produced, so an expectation reads like the recording.
enum EventReaderSamples {
  /// The path of a fixture of `Tests/Fixtures/importers/FOLDER` (`libinput`, `getevent`).
  static func path(_ folder: String, _ name: String) -> String {
    Repository.fixtures.appendingPathComponent("importers").appendingPathComponent(
      folder
    )
    .appendingPathComponent(name).path
  }

  /// `µs type code value @line`, one string per event, e.g. `40112 3 47 0 @73`.
  static func render(_ event: EvdevEvent) -> String {
    "\(event.microseconds) \(event.type) \(event.code) \(event.value) @\(event.line)"
  }

  /// Every event `next` gives, rendered, until it returns `nil`.
  static func drain(_ next: () throws(InputError) -> EvdevEvent?) throws(InputError) -> [String] {
    var events: [String] = []
    while let event = try next() { events.append(render(event)) }
    return events
  }
}
