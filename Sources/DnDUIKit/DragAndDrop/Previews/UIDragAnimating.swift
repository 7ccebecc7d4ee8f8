import DnDEngine

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
nonisolated public enum UIViewAnimatingPosition: Int, Sendable {
  case end = 0
  case start = 1
  case current = 2

  init(_ engine: AnimationPosition) {
    switch engine {
    case .end: self = .end
    case .start: self = .start
    case .current: self = .current
    }
  }
}

/// What a delegate gets to run alongside a lift, drop or cancel animation (UIKit's
/// `UIDragAnimating`).
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The engine's animator, as UIKit's `UIDragAnimating`.
final class DragAnimator: NSObject, UIDragAnimating {
  let engine: Animator

  init(_ engine: Animator) {
    self.engine = engine
  }

  func addAnimations(_ animations: @escaping () -> Void) {
    engine.addAnimations(animations)
  }

  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    engine.addCompletion { completion(UIViewAnimatingPosition($0)) }
  }
}
