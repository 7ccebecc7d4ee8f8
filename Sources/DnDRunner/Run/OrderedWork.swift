import Foundation

/// Runs `count` independent jobs on `workers` threads and hands their results back **in index
/// order** on the calling thread as soon as each prefix is complete — so output streams while
/// the work runs, and is byte-identical whatever the number of workers.
///
/// A job that must run on the calling thread (a Swift scene's case, whose app code runs on the
/// main actor) is run there, while the caller waits for the results before it: either known
/// before it runs (`callerOnly`), or said by its result on a worker (`runsOnCaller`: the caller
/// then runs it again). Its result takes the same place in the order.
enum OrderedWork {
  static func run<Result: Sendable>(
    count: Int, workers: Int, order: [Int]? = nil,
    callerOnly: @escaping @Sendable (Int) -> Bool = { _ in false },
    job: @escaping @Sendable (Int) -> Result,
    runsOnCaller: @escaping @Sendable (Result) -> Bool = { _ in false },
    completed: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    let state = SharedState<Result>(
      count: count, order: order ?? Array(0..<count), callerOnly: callerOnly)
    let threads = max(1, min(workers, count))
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread.detachNewThread {
        while let index = state.take() {
          let result = job(index)
          state.finish(index, result, handToCaller: runsOnCaller(result))
        }
        group.leave()
      }
    }
    for index in 0..<count {
      completed(index, state.wait(for: index, running: job))
    }
    group.wait()
  }

  /// The queue of indices still to run, the jobs handed to the caller and the slots of finished
  /// results, under one lock.
  private final class SharedState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private let order: [Int]
    private var results: [Result?]
    private var forCaller: [Int] = []
    private let callerOnly: @Sendable (Int) -> Bool

    init(count: Int, order: [Int], callerOnly: @escaping @Sendable (Int) -> Bool) {
      self.order = order
      self.callerOnly = callerOnly
      results = Array(repeating: nil, count: count)
    }

    /// The next job for a worker; jobs for the caller only are handed to it on the way.
    func take() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      while next < order.count {
        next += 1
        let index = order[next - 1]
        guard callerOnly(index) else { return index }
        forCaller.append(index)
        condition.broadcast()
      }
      return nil
    }

    func finish(_ index: Int, _ result: Result, handToCaller: Bool) {
      condition.lock()
      if handToCaller {
        forCaller.append(index)
      } else {
        results[index] = result
      }
      condition.broadcast()
      condition.unlock()
    }

    /// The result of `index`; while it is not there, runs the jobs handed to the caller.
    func wait(for index: Int, running job: (Int) -> Result) -> Result {
      condition.lock()
      defer { condition.unlock() }
      while results[index] == nil {
        if forCaller.isEmpty {
          condition.wait()
          continue
        }
        let handed = forCaller.removeFirst()
        condition.unlock()
        let result = job(handed)
        condition.lock()
        results[handed] = result
      }
      let result = results[index]!
      results[index] = nil
      return result
    }
  }
}
