import DnDRunner
import Testing

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

  @Test(arguments: ["0/3", "4/3", "1/0", "a/2", "1/", "/2", "1/2/3", "+1/2", "-1/2", " 1/2", ""])
  func badShardTextIsRejected(text: String) {
    #expect(Shard(parsing: text) == nil)
  }

  @Test func shardTextIsOneBased() {
    #expect(Shard(parsing: "2/4") == Shard(index: 1, count: 4))
    #expect("\(Shard(index: 1, count: 4))" == "2/4")
  }
}
