import DnDEngine
import VirtualTime

// The device (the `DragDropSystem`) that code asking about "the" device runs on: what
// `UIDevice.current` and `UIScreen.main` describe. It is found the way `CurrentDevice.clock`
// finds the clock (Sources/DnDUIKit/Hosting/Dispatch/CurrentDevice.swift), without the clock: a clock
// does not know the systems that run on it, so work the clock runs on its own (a main-queue
// block, a load completion, a spring-loading handler) has a clock but no device.
nonisolated extension CurrentDevice {
  /// The system whose delegate call is running, else the one ``running`` names (a window loading
  /// its root view controller, a control sending its actions).
  static var system: DragDropSystem? {
    DelegateMethod.currentSystem ?? running?.system
  }

  /// The system, or a stop naming what needed it and where it can be read.
  static func requireSystem(for what: String) -> DragDropSystem {
    if let system { return system }
    if clock != nil {
      preconditionFailure(
        "DnDUIKit: \(what) needs the simulated device running this code, which is not known "
          + "in work the virtual clock runs on its own (a main-queue block, a load completion, "
          + "a spring-loading handler): read it in viewDidLoad, a delegate method or a "
          + "control's action, and keep the value (Docs/uikit.md, \"Hosting\")")
    }
    preconditionFailure(
      "DnDUIKit: \(what) needs the simulated device, but no device is running this code: put "
        + "the view controller in a UIWindow added to a DragDropSystem first (Docs/uikit.md, "
        + "\"Hosting\")")
  }

  /// Runs `body` as app code of the device `view` is shown on (when it is on one), so that
  /// ``system`` finds that device inside it.
  static func run<Result>(
    asAppCodeOf view: View, _ what: String, _ body: () -> Result
  ) -> Result {
    guard let system = view.window?.system else { return body() }
    return withRunning(RunningDevice(system: system, what), body)
  }

  /// `work`, wrapped to run as app code of the device dispatching it now (when one is known), so
  /// that ``system`` finds that device in a main-queue block, an animation's completion or an
  /// operation as it does in the code that scheduled them.
  static func carryingDevice(
    _ what: String, _ work: @escaping () -> Void
  ) -> () -> Void {
    guard let system else { return work }
    let device = RunningDevice(system: system, what)
    return { withRunning(device, work) }
  }
}
