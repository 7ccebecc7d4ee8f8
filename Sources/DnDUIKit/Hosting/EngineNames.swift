import DnDEngine

// The engine types a test needs to host UIKit-spelled code, under DnDUIKit, so that a file
// written in UIKit's spelling imports DnDUIKit (and DnDSimulator or DnDTesting) without DnDEngine,
// whose own `IndexPath` would make Foundation's ambiguous there.

/// A simulated app: its name and team decide what it may see of other apps' drags.
public typealias App = DnDEngine.App
/// The simulated device: the engine that runs the gestures and calls the delegates.
public typealias DragDropSystem = DnDEngine.DragDropSystem
/// The device's constants (tablet or phone, timings); `.tablet` and `.phone`.
public typealias DeviceProfile = DnDEngine.DeviceProfile
