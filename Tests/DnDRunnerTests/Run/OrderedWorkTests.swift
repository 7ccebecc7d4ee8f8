import Foundation
import Synchronization
import Testing

@testable import DnDRunner

/// The parallel run with ordered output: results come back in index order whatever the number of
/// workers, and jobs that must run on the calling thread (a Swift scene's case: its app code runs
/// on the main actor) run there — whether known before (`callerOnly`) or said by their result on
/// a worker (`runsOnCaller`).
@Suite struct OrderedWorkTests {
  /// Where each job ran: on the calling thread or not.
  final class Threads: Sendable {
    let caller = Mutex<Set<Int>>([])
    let elsewhere = Mutex<Set<Int>>([])
  }

  /// The calling thread's identity, as the jobs see it.
  static func threadID() -> UInt64 {
    UInt64(pthread_self())
  }

  @Test(arguments: [1, 2, 4])
  func jobsForTheCallerRunThereAndResultsStayInOrder(workers: Int) {
    let caller = Self.threadID()
    let threads = Threads()
    var results: [Int] = []
    OrderedWork.run(
      count: 12, workers: workers, callerOnly: { $0 % 3 == 0 },
      job: { index in
        if Self.threadID() == caller {
          threads.caller.withLock { _ = $0.insert(index) }
        } else {
          threads.elsewhere.withLock { _ = $0.insert(index) }
        }
        return index * 10
      },
      completed: { index, result in
        #expect(result == index * 10)
        results.append(index)
      })
    #expect(results == Array(0..<12))
    let onCaller = threads.caller.withLock { $0 }
    #expect(onCaller.isSuperset(of: [0, 3, 6, 9]))
    #expect(threads.elsewhere.withLock { $0 }.isDisjoint(with: [0, 3, 6, 9]))
  }

  /// A job that reports, from a worker, that it needs the calling thread is run again there,
  /// and its second result is the one handed on.
  @Test func aJobThatNeedsTheCallerIsRunAgainThere() {
    let caller = Self.threadID()
    var results: [String] = []
    OrderedWork.run(
      count: 6, workers: 3,
      job: { index in
        guard index.isMultiple(of: 2) else { return "\(index) anywhere" }
        return Self.threadID() == caller ? "\(index) on the caller" : "needs the caller"
      },
      runsOnCaller: { $0 == "needs the caller" },
      completed: { _, result in results.append(result) })
    #expect(
      results == [
        "0 on the caller", "1 anywhere", "2 on the caller", "3 anywhere", "4 on the caller",
        "5 anywhere",
      ])
  }
}
