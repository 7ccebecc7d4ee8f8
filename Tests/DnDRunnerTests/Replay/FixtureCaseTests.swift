import DnDFormats
import DnDRunner
import Testing

/// What the fixture cases pin: a scene file, a trace and a fault plan through the whole replay.
@Suite struct FixtureCaseTests {
  static let copy = CaseCorpus.fixture("pinboard/copy.trace.jsonl")

  func text(_ variant: String) throws -> String {
    let variants = try CaseReplay.variants(ofTrace: Self.copy)
    let chosen = try #require(variants.first { $0.name == variant })
    return try CaseCorpus.text(Self.copy, chosen)
  }

  @Test func theVariantsAreTheHeadersInItsOrder() throws {
    #expect(
      try CaseReplay.variants(ofTrace: Self.copy).map(\.name) == [
        "fast", "slow", "failing", "hanging",
      ])
  }

  @Test func theHeaderNamesOnlyInputs() throws {
    let lines = try text("fast").split(separator: "\n").prefix(5)
    #expect(lines[0] == "# dndsim-log 1")
    #expect(lines[1] == "# trace: copy.trace.jsonl")
    #expect(lines[2].hasPrefix("# trace-sha256: ") && lines[2].count == 16 + 64)
    #expect(lines[3] == "# scene: pinboard")
    #expect(lines[4] == "# variant: fast")
  }

  @Test func eachVariantShowsItsFaultInTheLog() throws {
    // The scene's own loader takes 0.3 s after the drop at 0.6 (released once the lift has ended).
    #expect(try text("fast").contains("    0.900000 data     L1 completed(data: <9 bytes>)\n"))
    let slow = try text("slow")
    #expect(slow.contains("    1.600000 data     L1 progress(fraction: 0.33)\n"))
    #expect(slow.contains("progress S1 progressUIShown"))
    #expect(slow.contains("    3.900000 data     L1 completed(data: <9 bytes>)\n"))
    #expect(
      try text("failing").contains(
        #"1.100000 data     L1 failed(error: failed(-1, "network down"))"#))
    let hanging = try text("hanging")
    #expect(hanging.contains("    2.500000 data     L1 cancelled\n"))
    #expect(!hanging.contains("board inserted"))
  }

  @Test func aPlaceholderCommitsAtItsRebasedRowAfterAnInsertAbove() throws {
    let trace = CaseCorpus.fixture("pets/placeholder.trace.jsonl")
    let variant = try #require(try CaseReplay.variants(ofTrace: trace).first)
    let text = try CaseCorpus.text(trace, variant)
    #expect(
      text.contains("list     adopted commitInsertion(placeholder: PH1, at: [0, 1]) -> true\n"))
    #expect(text.contains("app      adopt.dataSource moveRowAt(from: [0, 0], to: [0, 2])\n"))
  }
}
