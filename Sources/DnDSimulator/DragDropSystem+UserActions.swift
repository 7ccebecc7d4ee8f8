import DnDEngine

extension DragDropSystem {
  /// The user taps Cancel on the system progress UI — a trace's `cancelProgress` action or a
  /// fault plan's user cancel, logged the same way whichever asked: the tap, then what the system
  /// cancelled (or that no progress UI was showing).
  public func tapCancelOnProgressUI() {
    log.record(.system, "user", "cancelProgressTapped")
    cancelDropProgress()
  }
}
