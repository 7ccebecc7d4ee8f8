import DnDSimulator
import DndsimCLI

// App code written as a current Xcode template writes it (Apps/: MainActor by default, `Task { }`
// and continuations in the delegate methods), put on a simulated tablet as a Swift scene, so that
// `dndsim-current-examples run Examples/CurrentApps/Traces` replays its traces against golden logs.

Dndsim.main(scenes: SceneCatalog([MoodboardScene.self]))
