import DnDTestSupport
import Foundation
import Testing

/// Docs/formats.md's event reference names every event the engine writes: the engine's sources
/// are read for the events they log (`gesture(…, "name")`, `note(…, "name")`, a list's
/// `note("name")`, `log.record(.kind, …, "name")`, a coordinator's `record(item, …, "name")`) and
/// each name must appear in the reference in backticks — so a new event fails here until it is
/// described.
@Suite struct EventReferenceTests {
  static var patterns: [Regex<(Substring, Substring)>] {
    [
      #/gesture\(\s*[^,()]+(?:\([^()]*\))?[^,()]*,\s*"([A-Za-z]+)"/#,
      #/note\(\s*"([A-Za-z]+)"/#,
      #/note\(\s*[^,"()]+(?:\([^()]*\))?[^,"()]*,\s*"([A-Za-z]+)"/#,
      #/record\(\s*\.(?:animation|load|system|list|gesture)\s*,\s*[^,]+?,\s*"([A-Za-z]+)"/#,
      #/record\(\s*item\s*,\s*[^,]+,\s*"([A-Za-z]+)"/#,
    ]
  }

  /// Every event name the engine's code logs, with a file that logs it.
  static func loggedEvents() throws -> [String: String] {
    let root = Repository.root.appendingPathComponent("Sources/DnDEngine")
    var found: [String: String] = [:]
    let walker = try #require(FileManager.default.enumerator(atPath: root.path))
    for case let relative as String in walker where relative.hasSuffix(".swift") {
      // The invariant checker reads events; it writes none.
      guard !relative.hasPrefix("Invariants/") else { continue }
      let text = try String(
        contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      for pattern in patterns {
        for match in text.matches(of: pattern) { found[String(match.output.1)] = relative }
      }
    }
    return found
  }

  /// The reference: from `### Event reference` to the next heading of its level or higher.
  static func reference() throws -> String {
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/formats.md"), encoding: .utf8)
    let start = try #require(page.range(of: "### Event reference\n"))
    let rest = page[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test func everyEventTheEngineLogsIsInTheReference() throws {
    let events = try Self.loggedEvents()
    #expect(events.count >= 40, "the scan found only \(events.count) events; is it still right?")
    let reference = try Self.reference()
    for (name, file) in events.sorted(by: { $0.key < $1.key }) {
      #expect(
        reference.contains("`\(name)`") || reference.contains("`\(name)("),
        "Docs/formats.md's event reference does not describe \(name) (logged in \(file))")
    }
  }
}
