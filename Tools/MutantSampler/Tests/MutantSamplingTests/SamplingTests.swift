import MutantSampling
import Testing

@Suite struct SamplingTests {
  static let snippet = """
    struct Queue {
      var items: [Int] = []
      var limit = 3

      mutating func push(_ item: Int, force: Bool = false) {
        if !force && items.count >= limit {
          return
        }
        items.append(item)
        limit -= 1
      }

      func front() -> Int? {
        items.first
      }

      func drain(into sink: (Int) -> Void) {
        for index in 0..<items.count - 1 {
          sink(items[index])
          sink(index + 1)
        }
      }
    }

    """

  @Test func splitMix64MatchesTheReferenceSequence() {
    // The reference implementation's first outputs for seed 1234567.
    var random = SplitMix64(seed: 1_234_567)
    #expect(
      (0..<5).map { _ in random.next() } == [
        6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
        4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
      ])
  }

  @Test func fnv1aMatchesItsTestVectors() {
    #expect(FNV1a.hex64("") == "cbf29ce484222325")
    #expect(FNV1a.hex64("a") == "af63dc4c8601ec8c")
    #expect(FNV1a.hex64("foobar") == "85944171f73967e8")
  }

  @Test func idsDoNotChangeWhenLinesAreInsertedAbove() {
    let before = candidates(Self.snippet)
    let after = candidates("// A comment.\nimport Foundation\n\n" + Self.snippet)
    #expect(before.count == after.count)
    #expect(before.map(\.id) == after.map(\.id))
    #expect(zip(before, after).allSatisfy { $0.line + 3 == $1.line })
    #expect(Set(before.map(\.id)).count == before.count)
  }

  @Test func theSameSeedDrawsTheSameMutants() {
    let all = candidates(Self.snippet)
    let first = MutantSample.draw(all, count: 5, seed: 42)
    let second = MutantSample.draw(all, count: 5, seed: 42)
    let other = MutantSample.draw(all, count: 5, seed: 43)
    #expect(first == second)
    #expect(first != other)
    #expect(Set(first.map(\.id)).count == 5)
    #expect(MutantSample.draw(all, count: all.count + 10, seed: 1).count == all.count)
    #expect(MutantSample.draw(all, count: 0, seed: 1).isEmpty)
  }

  @Test func aKnownSeedDrawsThePinnedMutants() {
    let drawn = MutantSample.draw(candidates(Self.snippet), count: 6, seed: 1)
    let pinned = drawn.map { "\($0.id) \($0.line):\($0.column) \($0.operator) \($0.replacement)" }
    #expect(pinned == Self.pinned, "\(pinned)")
  }

  static let pinned = [
    "f4d2fee19ad31ffa 18:34 plus-one +",
    "61a91eefab8c38d3 9:5 statement-removed ",
    "a8a6b4b9a703137a 20:18 plus-one -",
    "d6e762e8782ee552 10:5 early-exit return; limit -= 1",
    "675e025c395489e9 19:7 early-exit continue; sink(items[index])",
    "c1d5964c6619d258 18:5 early-exit return; for index in 0..<items.count - 1 {\n"
      + "      sink(items[index])\n      sink(index + 1)\n    }",
  ]
}
