import DnDFormats
import Foundation

/// A whole run: which cases, how, and what came out.
package struct CorpusRun: Sendable {
  package var corpus: Corpus
  package var filter: CaseFilter
  package var shard: Shard
  package var settings: RunSettings
  package var jobs: Int
  /// Replay every case a second time, in reverse order with another job count, and fail any
  /// case whose two logs differ.
  package var checkDeterminism: Bool

  package init(
    corpus: Corpus, filter: CaseFilter = CaseFilter([]), shard: Shard = .all,
    settings: RunSettings, jobs: Int = 1, checkDeterminism: Bool = false
  ) {
    self.corpus = corpus
    self.filter = filter
    self.shard = shard
    self.settings = settings
    self.jobs = max(1, jobs)
    self.checkDeterminism = checkDeterminism
  }

  /// Orphans are reported only when the run covers the whole corpus (no filter); each shard
  /// reports the orphans whose golden path falls to it, so merged shards list each once.
  package var reportsOrphans: Bool { filter.isEmpty }

  /// The cases this run replays, in name order.
  package var selectedCases: [RunCase] {
    corpus.cases.filter { filter.matches($0.name) && shard.contains($0.name) }
  }

  /// What a run found: one result per selected case and broken trace (in name order), then
  /// one per orphan golden.
  package struct Outcome: Sendable {
    package var results: [CaseResult]

    package init(results: [CaseResult]) { self.results = results }

    package var passed: Int { results.filter { !$0.status.isFailure }.count }
    package var failed: Int { results.filter { $0.status.isFailure }.count }

    /// 0 all pass · 1 a failing status · 2 bad input · 3 I/O or internal failure (the worst
    /// wins: a run that could not read a file says so before saying a case failed).
    package var exitCode: Int32 {
      if results.contains(where: { $0.errorKind == .failure }) { return 3 }
      if results.contains(where: { $0.errorKind == .input }) { return 2 }
      return failed > 0 ? 1 : 0
    }

    /// `12 passed, 1 failed`: the last line of every run.
    package var summaryLine: String { "\(passed) passed, \(failed) failed" }
  }

  /// Runs every selected case; `progress` hears each replay as it finishes (any order, for a
  /// progress bar) and `completed` each result **in the outcome's order**, on this thread.
  package func run(
    progress: @escaping @Sendable (_ done: Int, _ total: Int, _ name: String) -> Void = {
      _, _, _ in
    },
    completed: (CaseResult) -> Void = { _ in }
  ) -> Outcome {
    var results: [CaseResult] = []
    let items = selectedCases
    let broken = corpus.brokenTraces.filter {
      filter.matches($0.name) && shard.contains($0.name)
    }
    // Broken traces are reported in name order among the cases.
    var pendingBroken = broken.sorted { utf8Less($0.name, $1.name) }[...]
    func emit(_ result: CaseResult) {
      results.append(result)
      completed(result)
    }
    func emitBroken(before name: String?) {
      while let next = pendingBroken.first, name.map({ utf8Less(next.name, $0) }) ?? true {
        pendingBroken.removeFirst()
        emit(
          CaseResult(
            name: next.name, status: .error, tracePath: next.tracePath, variant: nil,
            goldenPath: CaseFiles(trace: next.tracePath).golden(variant: "default"),
            message: "\(next.error)", errorKind: .input))
      }
    }

    let settings = self.settings
    let total = items.count * (checkDeterminism ? 2 : 1)
    let counter = ProgressCounter()
    // Replays run on the workers; a Swift scene's case, whose app code runs on the main actor,
    // is handed back to this thread (the main thread), which replays it while it waits. Results
    // are judged here, in case order.
    let replay: @Sendable (Int) -> CaseRunner.Replayed = { index in
      let replayed = CaseRunner.replay(items[index], settings: settings)
      if !replayed.needsMainThread { progress(counter.increment(), total, items[index].name) }
      return replayed
    }
    if checkDeterminism {
      var first: [CaseRunner.Replayed] = []
      OrderedWork.run(
        count: items.count, workers: jobs, job: replay, runsOnCaller: \.needsMainThread,
        completed: { _, replayed in first.append(replayed) })
      // The second pass runs backwards with another job count, so an order or thread
      // dependence shows up as a byte difference.
      OrderedWork.run(
        count: items.count, workers: jobs == 1 ? 2 : 1,
        order: Array((0..<items.count).reversed()), job: replay,
        runsOnCaller: \.needsMainThread,
        completed: { index, again in
          emitBroken(before: items[index].name)
          emit(Self.judge(items[index], first[index], again, settings: settings))
        })
    } else {
      OrderedWork.run(
        count: items.count, workers: jobs, job: replay, runsOnCaller: \.needsMainThread,
        completed: { index, replayed in
          emitBroken(before: items[index].name)
          emit(CaseRunner.evaluate(items[index], replayed: replayed, settings: settings))
        })
    }
    emitBroken(before: nil)
    if reportsOrphans {
      for golden in corpus.orphanGoldens where shard.contains(golden) {
        emit(
          CaseResult(
            name: golden, status: .orphan, tracePath: nil, variant: nil, goldenPath: golden,
            message:
              "no trace × variant reads \(golden) (its trace or variant was removed or renamed); remove it with dndsim reject --orphans"
          ))
      }
    }
    return Outcome(results: results)
  }

  /// The result of a case replayed twice: nondeterministic when the bytes differ, otherwise
  /// compared with its golden as usual.
  package static func judge(
    _ item: RunCase, _ first: CaseRunner.Replayed, _ second: CaseRunner.Replayed,
    settings: RunSettings
  ) -> CaseResult {
    var unrecorded = settings
    unrecorded.record = .never
    unrecorded.accept = false
    switch (first, second) {
    case (.log(let a, _, _), .failed(_, let message)), (.failed(_, let message), .log(let a, _, _)):
      var result = CaseRunner.evaluate(
        item, replayed: .log(text: a, virtualMicroseconds: 0), settings: unrecorded)
      result.status = .nondeterministic
      result.message = "one replay of the case gave a log, the other failed: \(message)"
      return result
    case (.log(let a, _, _), .log(let b, _, _)) where !a.utf8.elementsEqual(b.utf8):
      var result = CaseRunner.evaluate(item, replayed: first, settings: unrecorded)
      result.status = .nondeterministic
      result.diff = GoldenComparison.compare(
        expected: a, actual: b, expectedName: "\(item.name) (first replay)",
        actualName: "\(item.name) (second replay, reverse order)")
      result.diffSides = .init(expected: a, actual: b)
      result.message =
        "two replays of the same case gave different logs\n" + (result.diff?.summary ?? "")
      return result
    default:
      return CaseRunner.evaluate(item, replayed: first, settings: settings)
    }
  }
}

/// Counts finished replays across worker threads.
final class ProgressCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func increment() -> Int {
    lock.withLock {
      value += 1
      return value
    }
  }
}
