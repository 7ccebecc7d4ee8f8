import DnDTestSupport
import Foundation
import Testing

/// `Docs/uikit.md` lists DnDUIKit's coverage symbol by symbol; this test keeps that list equal to
/// the module's public symbols, read from its symbol graph (`swift-symbolgraph-extract` over the
/// built module). On a mismatch it names the symbols on either side; with `DNDSIM_UPDATE_DOCS=1`
/// it rewrites the section between the markers instead.
/// The test reads the built module next to the test executable (Linux's `/proc/self/exe`).
private let coverageCanRun = FileManager.default.fileExists(atPath: "/proc/self/exe")

@Suite(.enabled(if: coverageCanRun)) struct CoverageTests {
  static let begin =
    "<!-- coverage:begin (generated; CoverageTests keeps it equal to the module) -->"
  static let end = "<!-- coverage:end -->"

  /// Every public symbol declared in Sources/DnDUIKit, grouped by its top-level name: `UIView`
  /// → `frame`, `addSubview(_:)`, …; globals under their own names.
  static func publicSymbols() throws -> [String: Set<String>] {
    let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift-symbolgraph-extract", "-module-name", "DnDUIKit", "-I", modules.path,
      "-target", Self.targetTriple, "-minimum-access-level", "public",
      "-output-dir", output.path,
    ]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    var grouped: [String: Set<String>] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
    where file.hasSuffix(".symbols.json") {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
      for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
        let location = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
        guard location.contains("/Sources/DnDUIKit/"),
          let path = symbol["pathComponents"] as? [String], let head = path.first
        else { continue }
        let member = path.dropFirst().joined(separator: ".")
        grouped[head, default: []].insert(member)
      }
    }
    return grouped
  }

  #if arch(arm64)
    static let targetTriple = "aarch64-unknown-linux-gnu"
  #else
    static let targetTriple = "x86_64-unknown-linux-gnu"
  #endif

  /// The section as it must read.
  static func section(_ symbols: [String: Set<String>]) -> String {
    var lines = [
      begin, "",
      "| symbol | members |",
      "|---|---|",
    ]
    for name in symbols.keys.sorted() {
      let members = symbols[name]!.filter { !$0.isEmpty }.sorted()
      lines.append(
        "| `\(name)` | \(members.map { "`\($0)`" }.joined(separator: ", ")) |")
    }
    lines += ["", end]
    return lines.joined(separator: "\n")
  }

  @Test func theDocumentedCoverageIsTheModulesPublicSymbols() throws {
    let symbols = try Self.publicSymbols()
    #expect(symbols["UIDragInteraction"] != nil)
    let expected = Self.section(symbols)
    let docPath = Repository.root.appendingPathComponent("Docs/uikit.md")
    let doc = try String(contentsOf: docPath, encoding: .utf8)
    guard let start = doc.range(of: Self.begin), let stop = doc.range(of: Self.end) else {
      Issue.record("Docs/uikit.md has no coverage markers")
      return
    }
    let current = String(doc[start.lowerBound..<stop.upperBound])
    if current == expected { return }
    if ProcessInfo.processInfo.environment["DNDSIM_UPDATE_DOCS"] == "1" {
      let updated = doc.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: expected)
      try updated.write(to: docPath, atomically: true, encoding: .utf8)
      return
    }
    let documented = Set(current.split(separator: "\n").map(String.init))
    let wanted = Set(expected.split(separator: "\n").map(String.init))
    Issue.record(
      """
      Docs/uikit.md's coverage table is not the module's public API \
      (rerun with DNDSIM_UPDATE_DOCS=1 to rewrite it):
      missing from the doc: \(wanted.subtracting(documented).sorted())
      in the doc but not the module: \(documented.subtracting(wanted).sorted())
      """)
  }
}
