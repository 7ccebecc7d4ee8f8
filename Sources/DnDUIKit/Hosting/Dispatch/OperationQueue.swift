/// `OperationQueue.main` for code that imports DnDUIKit: a block added to it runs on the
/// simulated device's main queue, like ``DispatchQueue/main``.
nonisolated public final class OperationQueue: @unchecked Sendable {
  private init() {}

  public static let main = OperationQueue()

  /// Runs `block` on the main queue after the work already scheduled for now.
  public func addOperation(_ block: @escaping @Sendable () -> Void) {
    CurrentDevice.requireClock(for: "OperationQueue.main.addOperation").main.async(
      label: "OperationQueue.addOperation",
      CurrentDevice.carryingDevice("OperationQueue.addOperation", block))
  }
}
