import DnDEngine

extension DragDropSystem {
  /// Runs `body` as app code of this device, on the calling thread: inside it,
  /// ``UIDevice/current``, ``UIScreen/main`` and ``UIApplication/shared`` describe this device, and
  /// the main queue is its clock's — as in a delegate method. For a test that reads what app code
  /// set (`UIApplication.shared.applicationIconBadgeNumber`) or calls app code the device did not
  /// (a text field delegate's `textFieldShouldReturn(_:)`).
  public func runAsAppCode<Result>(_ body: () throws -> Result) rethrows -> Result {
    try CurrentDevice.withRunning(CurrentDevice.RunningDevice(system: self, "runAsAppCode"), body)
  }
}
