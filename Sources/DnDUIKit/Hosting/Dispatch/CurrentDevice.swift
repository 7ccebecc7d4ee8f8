import DnDEngine
import VirtualTime

/// Where app code that names no device finds the one it runs on: the system whose delegate call
/// is running, else the clock whose work is running (a load completion, a main-queue block, an
/// animation's completion), else the device ``running`` names.
nonisolated enum CurrentDevice {
  /// The device running app code that the engine did not call: ``UIWindow`` binds it while a root
  /// view controller loads its view, ``UIControl`` while it sends its actions, a main-queue block
  /// carries the one that scheduled it. Bound as the call into app code (`AppTasks.call`), so a
  /// task the code starts runs on the device's clock (Docs/uikit.md, "Tasks").
  static var running: RunningDevice? { AppTasks.call as? RunningDevice }

  /// Runs `body` with `device` as ``running``.
  static func withRunning<Result>(
    _ device: RunningDevice, _ body: () throws -> Result
  ) rethrows -> Result {
    try AppTasks.$call.withValue(device, operation: body)
  }

  /// App code of a device that the engine did not call, named for the tasks it starts
  /// (`app rootViewController`).
  final class RunningDevice: AppCodeCall, @unchecked Sendable {
    /// Weak: a task that never finished outlives its device.
    weak var system: DragDropSystem?
    let callName: String
    var startedTask = false

    /// The system's clock, held strongly (read on every main-actor check of app code).
    let clock: VirtualClock?

    init(system: DragDropSystem, _ what: String) {
      self.system = system
      clock = system.clock
      callName = "app \(what)"
    }
  }

  static var clock: VirtualClock? {
    DelegateMethod.currentSystem?.clock ?? VirtualClock.current ?? running?.system?.clock
  }

  /// The clock, or a stop naming what needed one: UIKit-spelled code ran where no simulated
  /// device is running (before its view controller was put in a window, say).
  static func requireClock(for what: String) -> VirtualClock {
    guard let clock else {
      preconditionFailure(
        "DnDUIKit: \(what) needs the simulated device's virtual clock, but no device is running "
          + "this code: put the view controller in a UIWindow added to a DragDropSystem first "
          + "(Docs/uikit.md, \"Hosting\")")
    }
    return clock
  }
}
