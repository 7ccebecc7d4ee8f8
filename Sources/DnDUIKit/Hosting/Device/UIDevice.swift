import DnDEngine

/// The device running the app (UIKit's `UIDevice`). Here: the simulated device — the
/// `DragDropSystem` — whose app code reads it, so one test process can run an iPad and an iPhone
/// side by side. ``userInterfaceIdiom`` and ``model`` follow that device's profile; ``systemName``
/// and ``systemVersion`` are fixed: the engine models iOS 11's drag and drop.
///
/// The device is the one whose delegate call, view controller loading (``UIWindow``) or control
/// action (``UIControl``) is running. Reading ``userInterfaceIdiom`` or ``model`` anywhere else —
/// in a test's own code, or in a main-queue block or load completion, where only the virtual
/// clock is known — stops with a message saying so.
@preconcurrency @MainActor
open class UIDevice: NSObject, @unchecked Sendable {
  // Unchecked: the object holds no state; every property reads the running device.

  /// The device running the code (UIKit's shared instance: one object, whose properties describe
  /// the device whose code reads them).
  public static let current = UIDevice()

  private override init() {
    super.init()
  }

  /// The kind of interface the device has: `.pad` on a `.tablet` profile, `.phone` on a `.phone`
  /// profile (UIKit's `UIDevice.userInterfaceIdiom`).
  open var userInterfaceIdiom: UIUserInterfaceIdiom {
    switch CurrentDevice.requireSystem(for: "UIDevice.current.userInterfaceIdiom").profile.kind {
    case .tablet: .pad
    case .phone: .phone
    }
  }

  /// The model: `"iPad"` on a tablet profile, `"iPhone"` on a phone profile (UIKit's
  /// `UIDevice.model`, which names the kind of device, not its generation).
  open var model: String {
    switch CurrentDevice.requireSystem(for: "UIDevice.current.model").profile.kind {
    case .tablet: "iPad"
    case .phone: "iPhone"
    }
  }

  /// The operating system's name: always `"iOS"` (UIKit's `UIDevice.systemName`).
  open var systemName: String { "iOS" }

  /// The operating system's version: always `"11.0"`, the release whose drag and drop the engine
  /// models (UIKit's `UIDevice.systemVersion`).
  open var systemVersion: String { "11.0" }
}

/// The kinds of interface UIKit distinguishes, with UIKit's raw values
/// (`UIUserInterfaceIdiom`). A simulated device is `.pad` or `.phone`; the other cases exist so
/// that code comparing with them compiles, and are never the current idiom.
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable {
  /// No particular interface.
  case unspecified = -1
  /// An iPhone's (a `.phone` device profile).
  case phone = 0
  /// An iPad's (a `.tablet` device profile).
  case pad = 1
  /// Apple TV's.
  case tv = 2
  /// CarPlay's.
  case carPlay = 3
  /// A Mac's (Mac Catalyst).
  case mac = 5
  /// Apple Vision Pro's.
  case vision = 6
}
