/// `OperationQueue.main` for code that imports DnDUIKit: a block added to it runs on the
/// simulated device's main queue, like ``DispatchQueue/main``.
public final class OperationQueue: @unchecked Sendable {
  private let queue: DispatchQueue

  private init(queue: DispatchQueue) {
    self.queue = queue
  }

  public static let main = OperationQueue(queue: .main)

  /// Runs `block` on the main queue after the work already scheduled for now.
  public func addOperation(_ block: @escaping @Sendable () -> Void) {
    queue.async(execute: block)
  }
}
