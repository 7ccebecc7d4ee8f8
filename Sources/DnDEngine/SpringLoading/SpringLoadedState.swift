/// Where a spring-loaded interaction is on its way from "a drag is hovering" to "activate".
///
/// The cases and raw values are UIKit's `UISpringLoadedInteractionEffectState` (inactive = 0,
/// possible = 1, activating = 2, activated = 3). Source: `Docs/uikit-behaviour.md` §1 — names from
/// the public API, values from the decompiled `UISpringLoadedInteraction -setState:`.
public enum SpringLoadedState: Int, Sendable, Hashable, CaseIterable {
  /// Nothing is happening: no drag hovers, or it moves too fast, or spring loading was refused.
  case inactive = 0
  /// A drag hovers slowly enough; the delay before the flash is running.
  case possible = 1
  /// The target view flashes; the short delay before activation is running.
  case activating = 2
  /// The interaction springs: the activation handler runs, then the state resets.
  case activated = 3

  /// The case name as it appears in event logs (`possible`).
  package var logDescription: String {
    switch self {
    case .inactive: "inactive"
    case .possible: "possible"
    case .activating: "activating"
    case .activated: "activated"
    }
  }
}
