import Foundation

/// Runs `count` independent jobs on `workers` threads and hands their results back **in index
/// order** on the calling thread as soon as each prefix is complete — so output streams while
/// the work runs, and is byte-identical whatever the number of workers.
enum OrderedWork {
  static func run<Result: Sendable>(
    count: Int, workers: Int, order: [Int]? = nil,
    job: @escaping @Sendable (Int) -> Result,
    completed: (Int, Result) -> Void
  ) {
    guard count > 0 else { return }
    let state = SharedState<Result>(count: count, order: order ?? Array(0..<count))
    let threads = max(1, min(workers, count))
    let group = DispatchGroup()
    for _ in 0..<threads {
      group.enter()
      Thread.detachNewThread {
        while let index = state.take() {
          state.finish(index, job(index))
        }
        group.leave()
      }
    }
    for index in 0..<count {
      completed(index, state.wait(for: index))
    }
    group.wait()
  }

  /// The queue of indices still to run and the slots of finished results, under one lock.
  private final class SharedState<Result>: @unchecked Sendable {
    private let condition = NSCondition()
    private var next = 0
    private let order: [Int]
    private var results: [Result?]

    init(count: Int, order: [Int]) {
      self.order = order
      results = Array(repeating: nil, count: count)
    }

    func take() -> Int? {
      condition.lock()
      defer { condition.unlock() }
      guard next < order.count else { return nil }
      next += 1
      return order[next - 1]
    }

    func finish(_ index: Int, _ result: Result) {
      condition.lock()
      results[index] = result
      condition.broadcast()
      condition.unlock()
    }

    func wait(for index: Int) -> Result {
      condition.lock()
      defer { condition.unlock() }
      while results[index] == nil { condition.wait() }
      let result = results[index]!
      results[index] = nil
      return result
    }
  }
}
