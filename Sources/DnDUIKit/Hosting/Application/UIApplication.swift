import DnDEngine
import Synchronization

/// The running app (UIKit's `UIApplication`): ``shared``, with the settings app code changes.
/// Each simulated device has its own: like ``UIDevice/current``, the shared object's properties
/// belong to the device whose app code reads them, and reading one anywhere else stops with a
/// message saying so. Apps are not modelled beyond that: every window of a device shares these
/// settings.
open class UIApplication: UIResponder, @unchecked Sendable {
  // Unchecked: the object holds no state; every property reads the running device's.

  /// The app running the code (UIKit's `UIApplication.shared`).
  public static let shared = UIApplication()

  private override init() {
    super.init()
  }

  /// Whether the screen stays awake (UIKit's `UIApplication.isIdleTimerDisabled`; default
  /// false): stored for the device.
  open var isIdleTimerDisabled: Bool {
    get { settings(for: "isIdleTimerDisabled").isIdleTimerDisabled }
    set { settings(for: "isIdleTimerDisabled").isIdleTimerDisabled = newValue }
  }

  /// The number on the app's icon (UIKit's `UIApplication.applicationIconBadgeNumber`; default
  /// 0): stored for the device.
  open var applicationIconBadgeNumber: Int {
    get { settings(for: "applicationIconBadgeNumber").badgeNumber }
    set { settings(for: "applicationIconBadgeNumber").badgeNumber = newValue }
  }

  /// The app's state (UIKit's `UIApplication.applicationState`): always ``State/active`` — the
  /// simulated apps are in the foreground.
  open var applicationState: State { .active }

  /// The states an app can be in, with UIKit's raw values (`UIApplication.State`).
  nonisolated public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events.
    case inactive = 1
    /// In the background.
    case background = 2
  }

  // MARK: Per-device settings

  /// One device's settings, kept alive by the device (`DragDropSystem.keepAlive`). Unchecked: it
  /// is read and written only by app code, on the thread that drives its device.
  final class Settings: @unchecked Sendable {
    var isIdleTimerDisabled = false
    var badgeNumber = 0
  }

  /// A device's settings, found again by the device's identity while the device lives (a
  /// device at the address of one that died gets new settings: the old ones died with it).
  private struct Entry: Sendable {
    weak var settings: Settings?
  }

  private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

  private func settings(for property: String) -> Settings {
    let system = CurrentDevice.requireSystem(for: "UIApplication.shared.\(property)")
    let key = ObjectIdentifier(system)
    if let settings = Self.entries.withLock({ $0[key]?.settings }) { return settings }
    let settings = Settings()
    system.keepAlive(settings)
    Self.entries.withLock { entries in
      entries = entries.filter { $0.value.settings != nil }
      entries[key] = Entry(settings: settings)
    }
    return settings
  }
}
