import DnDEngine
import VirtualTime

/// Where app code that names no device finds the one it runs on: the system whose delegate call
/// is running, else the clock whose work is running (a load completion, a main-queue block, an
/// animation's completion), else the device ``running`` names.
nonisolated enum CurrentDevice {
  /// The device running app code that the engine did not call: ``UIWindow`` binds it while a root
  /// view controller loads its view, ``UIControl`` while it sends its actions.
  @TaskLocal static var running: RunningDevice?

  /// A device bound as ``running``. Unchecked: it is bound only for the duration of a synchronous
  /// call on the thread that drives the device (as the engine's `DelegateMethod.currentCall` is).
  struct RunningDevice: @unchecked Sendable {
    let system: DragDropSystem
  }

  static var clock: VirtualClock? {
    DelegateMethod.currentSystem?.clock ?? VirtualClock.current ?? running?.system.clock
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
