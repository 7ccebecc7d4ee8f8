import DnDFormats
import DnDRunner
import DnDTestSupport
import Foundation

/// A temporary copy of the fixture cases (`Tests/Fixtures/cases`, two scenes and five trace ×
/// variant cases) as a `Traces` folder, removed when the fixture goes away.
final class RunnerFixture {
  static let repository = Repository.root

  let root: URL
  var traces: String { root.appendingPathComponent("Traces").path }

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-runner-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Self.repository.appendingPathComponent("Tests/Fixtures/cases"),
      to: root.appendingPathComponent("Traces"))
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  func path(_ relative: String) -> String { traces + "/" + relative }

  func read(_ relative: String) throws -> String {
    try String(contentsOfFile: path(relative), encoding: .utf8)
  }

  func write(_ relative: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path(relative)))
  }

  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: path(relative))
  }

  /// Every file under the fixture with its bytes, to prove a run wrote nothing.
  func snapshot() throws -> [String: Data] {
    var files: [String: Data] = [:]
    let walker = FileManager.default.enumerator(atPath: root.path)
    while let relative = walker?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = root.appendingPathComponent(relative).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[relative] = FileManager.default.contents(atPath: full)
      }
    }
    return files
  }

  func corpus() throws -> Corpus { try CorpusDiscovery.discover([traces]) }

  func run(
    record: RecordMode = .missing, accept: Bool = false, artifacts: String? = nil,
    jobs: Int = 1, filter: [String] = [], shard: Shard = .all, checkDeterminism: Bool = false
  ) throws -> CorpusRun.Outcome {
    let settings = RunSettings(
      scenes: SceneResolver(), record: record, accept: accept, artifactsFolder: artifacts)
    return CorpusRun(
      corpus: try corpus(), filter: CaseFilter(filter), shard: shard, settings: settings,
      jobs: jobs, checkDeterminism: checkDeterminism
    ).run()
  }

  /// Records and accepts every case, so the fixture has a golden for each.
  func acceptAll() throws {
    _ = try run(record: .all, accept: true)
  }

  static func statuses(_ outcome: CorpusRun.Outcome) -> [String: CaseStatus] {
    var map: [String: CaseStatus] = [:]
    for result in outcome.results {
      map[String(result.name.split(separator: "/").suffix(2).joined(separator: "/"))] =
        result.status
    }
    return map
  }
}
