import DnDFormats
import DnDRunner
import Testing

/// The product's promise: the same trace + scene + variant gives the same bytes, every run, in
/// any order, however many replays run at once.
@Suite struct CaseDeterminismTests {
  @Test func theCorpusHasCases() {
    #expect(CaseCorpus.cases.count >= 5)
  }

  /// The case list skips traces whose variants cannot be read; this is what catches them.
  @Test(arguments: CaseCorpus.traces)
  func everyTraceNamesReadableVariants(_ trace: String) throws {
    #expect(try !CaseReplay.variants(ofTrace: trace).isEmpty)
  }

  @Test(arguments: CaseCorpus.cases)
  func everyCaseGivesTheSameBytesTwiceAndInParallel(_ item: CaseCorpus.Case) async throws {
    let first = try CaseCorpus.text(item.trace, item.variant)
    #expect(try CaseCorpus.text(item.trace, item.variant) == first)
    let parallel = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<4 { group.addTask { try CaseCorpus.text(item.trace, item.variant) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(parallel.allSatisfy { $0 == first })
  }

  @Test func allCasesAtOnceInReverseOrderMatchOneByOne() async throws {
    let cases = CaseCorpus.cases
    let sequential = try cases.map { try CaseCorpus.text($0.trace, $0.variant) }
    let parallel = try await withThrowingTaskGroup(of: (Int, String).self) { group in
      for (index, item) in cases.enumerated().reversed() {
        group.addTask { (index, try CaseCorpus.text(item.trace, item.variant)) }
      }
      return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
    }
    for index in cases.indices { #expect(parallel[index] == sequential[index]) }
  }
}
