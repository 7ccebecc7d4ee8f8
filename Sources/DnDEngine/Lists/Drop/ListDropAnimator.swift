/// The animation handle a drop coordinator returns for one item — UIKit's `UIDragAnimating` from
/// `drop(_:toItemAt:)` and friends (and the placeholder context, which is one too).
///
/// The drop animation does not exist yet while `performDropWith` runs (the system starts it when
/// the call returns), so alongside animations and completions added before are kept and handed to
/// the item's ``Animator`` when its drop animation starts; later ones go straight to it.
public class ListDropAnimator {
  private var animator: Animator?
  private var pendingAnimations: [() -> Void] = []
  private var pendingCompletions: [(AnimationPosition) -> Void] = []

  init() {}

  public func addAnimations(_ block: @escaping () -> Void) {
    if let animator { animator.addAnimations(block) } else { pendingAnimations.append(block) }
  }

  public func addCompletion(_ block: @escaping (AnimationPosition) -> Void) {
    if let animator { animator.addCompletion(block) } else { pendingCompletions.append(block) }
  }

  /// Connects the item's drop animator (`willAnimateDrop`), handing over what was added so far.
  func attach(_ animator: Animator) {
    guard self.animator == nil else { return }
    self.animator = animator
    for block in pendingAnimations { animator.addAnimations(block) }
    for block in pendingCompletions { animator.addCompletion(block) }
    pendingAnimations = []
    pendingCompletions = []
  }
}
