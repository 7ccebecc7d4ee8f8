import Foundation

/// Where the repository's files are, for tests: found from this file's own path, so a test
/// finds the corpus and the fixtures whatever folder it lives in and whatever directory the
/// test runner starts in.
public enum Repository {
  /// The repository's root folder (the one holding `Package.swift`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // DnDTestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The bundled corpus, `Traces/`.
  public static let traces = root.appendingPathComponent("Traces", isDirectory: true)

  /// The test fixtures, `Tests/Fixtures/`.
  public static let fixtures = root.appendingPathComponent("Tests/Fixtures", isDirectory: true)

  /// The path of `relative` inside `Tests/Fixtures/`.
  public static func fixture(_ relative: String) -> String {
    fixtures.appendingPathComponent(relative).path
  }

  /// Every trace of the corpus and of the fixture cases (`Traces/`, `Tests/Fixtures/cases/`):
  /// their paths, sorted.
  public static var corpusTraces: [String] {
    var found: [String] = []
    for base in [traces, fixtures.appendingPathComponent("cases")] {
      guard let walker = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let relative as String in walker where relative.hasSuffix(".jsonl") {
        found.append(base.appendingPathComponent(relative).path)
      }
    }
    return found.sorted()
  }
}
