import Testing

@testable import DnDRunner

@Suite struct ShardTests {
  /// Names like a real corpus's: folders, stems and variants.
  static let names: [String] = (0..<500).map { index in
    let variant = ["", "@fast", "@slow", "@failing"][index % 4]
    return "Traces/scene\(index % 7)/case-\(index)\(variant)"
  }

  @Test(arguments: 1...9)
  func shardsAreDisjointAndCoverTheCorpus(count: Int) {
    var seen: [String: Int] = [:]
    for index in 0..<count {
      let shard = Shard(index: index, count: count)
      for name in Self.names where shard.contains(name) {
        #expect(seen[name] == nil, "\(name) is in shards \(seen[name] ?? -1) and \(index)")
        seen[name] = index
      }
    }
    #expect(Set(seen.keys) == Set(Self.names))
  }

  @Test func theFixtureCorpusIsCoveredExactlyOnceByFourShards() throws {
    let fixture = try RunnerFixture()
    let all = try fixture.run(record: .never).results.map(\.name)
    var union: [String] = []
    for index in 0..<4 {
      union += try fixture.run(record: .never, shard: Shard(index: index, count: 4)).results.map(
        \.name)
    }
    #expect(union.sorted() == all.sorted())
    #expect(Set(union).count == union.count)
  }

  @Test func assignmentDependsOnlyOnTheName() {
    // Fixed values: a Swift or machine change must never move a case to another shard.
    #expect(Shard(parsing: "1/1")!.contains("anything"))
    // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c, which is 5 mod 7.
    #expect(Shard(index: 5, count: 7).contains("a"))
    #expect(!Shard(index: 3, count: 7).contains("a"))
  }

  /// The hash is 64-bit FNV-1a (Docs/cli.md): pinned by the published test vectors, so a change
  /// of the function (FNV-1, another seed or prime) fails here rather than silently moving cases
  /// between shards after an upgrade.
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
    ("foobar", 0x8594_4171_f739_67e8),
  ])
  func theHashIsFNV1a(text: String, expected: UInt64) {
    #expect(Shard.hash(text) == expected)
  }

  /// Where a few real-looking names go, pinned: what a machine running shard 2/4 today runs, a
  /// machine running it after an upgrade runs too.
  @Test func assignmentsArePinned() {
    let names = [
      "Traces/pinboard/copy", "Traces/pinboard/copy@slow", "Traces/petfinder/drop-a-pet",
      "Traces/photos/reorder@fast",
    ]
    #expect(names.map { Shard.hash($0) % 4 } == Self.pinnedShards)
  }
  static let pinnedShards: [UInt64] = [3, 0, 1, 1]

  @Test(arguments: ["0/3", "4/3", "1/0", "a/2", "1/", "/2", "1/2/3", "+1/2", "-1/2", " 1/2", ""])
  func badShardTextIsRejected(text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test func shardTextIsOneBased() {
    #expect(Shard(parsing: "2/4") == Shard(index: 1, count: 4))
    #expect("\(Shard(index: 1, count: 4))" == "2/4")
  }
}
