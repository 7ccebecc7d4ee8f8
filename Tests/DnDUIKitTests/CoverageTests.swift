import DnDTestSupport
import Foundation
import Testing

/// `Docs/uikit.md` lists DnDUIKit's coverage symbol by symbol, with how faithful each is
/// (``Fidelity``, stated in `CoverageFidelity.swift`); this test keeps that list equal to the
/// public symbols of the modules `import DnDUIKit` brings (DnDUIKit and the framework stand-ins
/// it re-exports), read from their symbol graphs (`swift-symbolgraph-extract` over the built
/// modules), and their classification. On a mismatch it names the rows on either side; with
/// `DNDSIM_UPDATE_DOCS=1` it rewrites the section between the markers instead. The
/// classification itself is checked apart: every public name has one, every one names a public
/// name, and every `approximated` links to a heading of the doc.
/// The test reads the built module next to the test executable (Linux's `/proc/self/exe`).
nonisolated private let coverageCanRun = FileManager.default.fileExists(atPath: "/proc/self/exe")

@Suite(.enabled(if: coverageCanRun)) struct CoverageTests {
  static let begin =
    "<!-- coverage:begin (generated; CoverageTests keeps it equal to the module) -->"
  static let end = "<!-- coverage:end -->"

  /// The modules `import DnDUIKit` brings: DnDUIKit and the framework stand-ins it re-exports.
  static let modules = [
    "DnDUIKit", "DnDCoreGraphics", "DnDQuartzCore", "DnDUniformTypeIdentifiers",
  ]

  /// Every public symbol declared in those modules' sources, grouped by its top-level name:
  /// `UIView` → `frame`, `addSubview(_:)`, …; globals under their own names.
  static func publicSymbols() throws -> [String: Set<String>] {
    let built = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    var grouped: [String: Set<String>] = [:]
    for module in modules {
      let output = FileManager.default.temporaryDirectory
        .appendingPathComponent("dndsim-symbols-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: output) }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift-symbolgraph-extract", "-module-name", module, "-I", built.path,
        "-target", Self.targetTriple, "-minimum-access-level", "public",
        "-output-dir", output.path,
      ]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0, "\(module)")
      for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
      where file.hasSuffix(".symbols.json") {
        let data = try Data(contentsOf: output.appendingPathComponent(file))
        let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        for case let symbol as [String: Any] in graph["symbols"] as? [Any] ?? [] {
          let location = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
          guard location.contains("/Sources/\(module)/"),
            let path = symbol["pathComponents"] as? [String], let head = path.first
          else { continue }
          let member = path.dropFirst().joined(separator: ".")
          grouped[head, default: []].insert(member)
        }
      }
    }
    return grouped
  }

  #if arch(arm64)
    static let targetTriple = "aarch64-unknown-linux-gnu"
  #else
    static let targetTriple = "x86_64-unknown-linux-gnu"
  #endif

  /// The module's public symbols, read once for every test of the suite.
  static let moduleSymbols = Result { try publicSymbols() }

  /// The section as it must read. A name with no classification reads `**unclassified**`, so
  /// that `DNDSIM_UPDATE_DOCS=1` still rewrites the table (the classification test fails).
  static func section(
    _ symbols: [String: Set<String>], fidelity: [String: Fidelity] = CoverageTests.fidelity
  ) -> String {
    var lines = [
      begin, "",
      "| symbol | fidelity | members |",
      "|---|---|---|",
    ]
    for name in symbols.keys.sorted() {
      let members = symbols[name]!.filter { !$0.isEmpty }.sorted()
      let cell = fidelity[name]?.cell ?? "**unclassified**"
      lines.append(
        "| `\(name)` | \(cell) | \(members.map { "`\($0)`" }.joined(separator: ", ")) |")
    }
    lines += ["", end]
    return lines.joined(separator: "\n")
  }

  @Test func theDocumentedCoverageIsTheModulesPublicSymbols() throws {
    let symbols = try Self.moduleSymbols.get()
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

  /// What is wrong with a classification of `names` (the module's top-level public names) whose
  /// links must be among `anchors` (the doc's headings): a name without a class, a class for no
  /// name, an `approximated` without a link or with a link to no heading.
  static func classificationProblems(
    names: Set<String>, fidelity: [String: Fidelity], anchors: Set<String>
  ) -> [String] {
    var problems: [String] = []
    for name in names.subtracting(fidelity.keys).sorted() {
      problems.append("\(name) is public but has no fidelity")
    }
    for name in Set(fidelity.keys).subtracting(names).sorted() {
      problems.append("\(name) has a fidelity but is not a public symbol of the module")
    }
    for (name, value) in fidelity.sorted(by: { $0.key < $1.key }) {
      guard case .approximated(let anchor) = value else { continue }
      if anchor.isEmpty {
        problems.append("\(name) is approximated with no link")
      } else if !anchors.contains(anchor) {
        problems.append("\(name) links to #\(anchor), which is no heading of Docs/uikit.md")
      }
    }
    return problems
  }

  /// The anchors a Markdown renderer gives the headings of `markdown` (lowercased; letters,
  /// digits, spaces, hyphens and underscores kept; spaces become hyphens; a repeated heading
  /// gets `-1`, `-2`, …), skipping fenced code blocks.
  static func headingAnchors(_ markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var seen: [String: Int] = [:]
    var inFence = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop(while: { $0 == "#" })
      guard title.first == " " else { continue }
      let slug = String(
        title.trimmingCharacters(in: .whitespaces).lowercased()
          .filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
          .map { $0 == " " ? "-" : $0 })
      let count = seen[slug, default: 0]
      seen[slug] = count + 1
      anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
    }
    return anchors
  }

  @Test func everyPublicNameHasAFidelityThatLinksToAHeading() throws {
    let symbols = try Self.moduleSymbols.get()
    let doc = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/uikit.md"), encoding: .utf8)
    let problems = Self.classificationProblems(
      names: Set(symbols.keys), fidelity: Self.fidelity, anchors: Self.headingAnchors(doc))
    #expect(
      problems.isEmpty,
      "Tests/DnDUIKitTests/CoverageFidelity.swift: \(problems.joined(separator: "; "))")
  }

  /// The checks above catch each kind of mistake (so a classification that passes them is
  /// complete and linked, not merely unchecked).
  @Test func theClassificationChecksCatchEachMistake() {
    let anchors = Self.headingAnchors(
      """
      # Title
      ```swift
      #if canImport(UIKit)
      ```
      ## Auto Layout
      ## Item providers: `NSItemProvider` and the reading/writing classes
      ## Auto Layout
      """)
    #expect(
      anchors == [
        "title", "auto-layout", "auto-layout-1",
        "item-providers-nsitemprovider-and-the-readingwriting-classes",
      ])
    let problems = Self.classificationProblems(
      names: ["UIView", "UILabel", "UIButton", "UIFont"],
      fidelity: [
        "UIView": .modelled, "UILabel": .approximated(""), "UIButton": .approximated("nowhere"),
        "UIFont": .approximated("auto-layout"), "UIGone": .stored,
      ],
      anchors: anchors)
    #expect(
      problems == [
        "UIGone has a fidelity but is not a public symbol of the module",
        "UIButton links to #nowhere, which is no heading of Docs/uikit.md",
        "UILabel is approximated with no link",
      ])
    #expect(
      Self.classificationProblems(names: ["UIView"], fidelity: [:], anchors: anchors)
        == ["UIView is public but has no fidelity"])
    #expect(
      Self.section(["UIView": ["frame"], "UIGone": []], fidelity: ["UIView": .differs])
        .contains("| `UIGone` | **unclassified** |  |"))
  }
}
