import DnDFuzzTargets
import DnDTestSupport
import Foundation
import Testing

/// The fuzz targets' files in Tests/Fixtures: the seed corpus each run starts from
/// (`fuzz-seeds/TARGET`) and the inputs that once crashed a reader (`fuzz-crashes/TARGET`). Every
/// seed must stay a valid input, so a format change that breaks one is noticed here rather than
/// by a fuzzer that quietly starts from nothing; every kept crash must now be read without a
/// crash and without breaking a target's contract.
@Suite struct FuzzCorpusTests {
  static let fixtures = Repository.fixtures

  /// The files of `Fixtures/<folder>/<target>`, in name order.
  static func files(_ folder: String, _ target: String) -> [URL] {
    let directory = fixtures.appendingPathComponent(folder).appendingPathComponent(target)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map(directory.appendingPathComponent)
  }

  static func folders(_ folder: String) -> Set<String> {
    let path = fixtures.appendingPathComponent(folder).path
    return Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
  }

  static let targetNames = FuzzTargets.all.map(\.name)

  @Test(arguments: targetNames) func everySeedIsAccepted(_ name: String) throws {
    let target = try #require(FuzzTargets.named(name))
    let seeds = Self.files("fuzz-seeds", name)
    #expect(!seeds.isEmpty, "a target needs seeds in Tests/Fixtures/fuzz-seeds/\(name)")
    for seed in seeds {
      let outcome = target.run(Array(try Data(contentsOf: seed)))
      #expect(outcome == .accepted, "\(seed.lastPathComponent)")
    }
  }

  /// One kept crash input: its target and file.
  struct KeptCrash: Sendable, CustomTestStringConvertible {
    var target: String
    var file: URL
    var testDescription: String { "\(target)/\(file.lastPathComponent)" }
  }

  /// Every kept crash of every target (most targets have none: their fuzzers found nothing).
  static let keptCrashes = targetNames.flatMap { name in
    files("fuzz-crashes", name).map { KeptCrash(target: name, file: $0) }
  }

  @Test(arguments: keptCrashes) func everyKeptCrashIsReadCleanly(_ crash: KeptCrash) throws {
    let target = try #require(FuzzTargets.named(crash.target))
    let outcome = target.run(Array(try Data(contentsOf: crash.file)))
    if case .broken(let problem) = outcome {
      Issue.record("\(crash.testDescription): \(problem)")
    }
  }

  /// The kept crashes are the ones `FuzzCrashRegressionTests` lists (so the loop above cannot
  /// quietly run over nothing), and every crash folder holds at least one.
  @Test func theKeptCrashesAreTheListedOnes() {
    #expect(
      Self.keptCrashes.map(\.testDescription).sorted()
        == FuzzCrashRegressionTests.crashes.map { "\($0.target)/\($0.file)" }.sorted())
    #expect(!Self.keptCrashes.isEmpty)
    for folder in Self.folders("fuzz-crashes") {
      #expect(!Self.files("fuzz-crashes", folder).isEmpty, "fuzz-crashes/\(folder) is empty")
    }
  }

  @Test func everyFolderBelongsToATarget() {
    let names = Set(Self.targetNames)
    #expect(Self.folders("fuzz-seeds") == names)
    #expect(Self.folders("fuzz-crashes").isSubset(of: names))
  }

  @Test func targetNamesAreUnique() {
    #expect(Set(Self.targetNames).count == Self.targetNames.count)
  }
}
