import DnDEngine

/// The screen of the device running the app (UIKit's `UIScreen`). Here: the screen of the
/// simulated device whose app code reads it — found as ``UIDevice/current`` finds its device, and
/// stopping with a message where no device is known.
@preconcurrency @MainActor
open class UIScreen: NSObject, @unchecked Sendable {
  // Unchecked: the object holds no state; every property reads the running device.

  /// The screen of the device running the code (UIKit's `UIScreen.main`: one object, whose
  /// properties describe the device whose code reads them).
  public static let main = UIScreen()

  private override init() {
    super.init()
  }

  /// The screen's rectangle in points (UIKit's `UIScreen.bounds`). A simulated device has no
  /// screen size of its own: its screen is taken to be the smallest rectangle at the origin that
  /// holds all its windows' frames (screen coordinates), so two windows side by side at
  /// (0, 0, 700, 768) and (700, 0, 324, 768) make a 1024 × 768 screen. It grows as windows are
  /// added; `.zero` while the device has none.
  open var bounds: CGRect {
    let windows = CurrentDevice.requireSystem(for: "UIScreen.main.bounds").windows
    guard !windows.isEmpty else { return .zero }
    let width = windows.map(\.frame.maxX).max() ?? 0
    let height = windows.map(\.frame.maxY).max() ?? 0
    return CGRect(x: 0, y: 0, width: max(0, width), height: max(0, height))
  }

  /// Pixels per point (UIKit's `UIScreen.scale`): always 1 — the engine's points are pixels, as
  /// images' `scale` is 1.
  open var scale: CGFloat { 1 }
}
