import DnDEngine

// The engine types a test needs to host UIKit-spelled code, under DnDUIKit, so that a test of
// UIKit-spelled code needs one import to put a view controller on a device (Docs/uikit.md,
// "Hosting"). A file that imports DnDEngine as well keeps Foundation's `IndexPath` unqualified
// (the engine's is `ListIndexPath`); `AffineTransform` is still both Foundation's and the
// engine's there.

/// A simulated app: its name and team decide what it may see of other apps' drags.
public typealias App = DnDEngine.App
/// The simulated device: the engine that runs the gestures and calls the delegates.
public typealias DragDropSystem = DnDEngine.DragDropSystem
/// The device's constants (tablet or phone, timings); `.tablet` and `.phone`.
public typealias DeviceProfile = DnDEngine.DeviceProfile
