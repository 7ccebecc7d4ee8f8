/// Where an animation ended, as its completions see it — UIKit's `UIViewAnimatingPosition`,
/// with the same raw values (Docs/uikit-behaviour.md §1: end = 0, start = 1, current = 2).
///
/// A lift that completes reports ``end``; a lift reversed because the finger lifted before
/// dragging reports ``start`` (Docs/uikit-behaviour.md §2, `willAnimateLiftWith`).
public enum AnimationPosition: Int, Sendable, Hashable, CaseIterable {
  /// The animation reached its end state.
  case end = 0
  /// The animation ran back to its start state.
  case start = 1
  /// The animation stopped where it was.
  case current = 2

  /// `end`, `start` or `current`.
  package var logDescription: String {
    switch self {
    case .end: return "end"
    case .start: return "start"
    case .current: return "current"
    }
  }
}
