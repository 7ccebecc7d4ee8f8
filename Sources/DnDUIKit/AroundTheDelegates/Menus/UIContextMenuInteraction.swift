/// An interaction that shows a context menu when the view is long-pressed (UIKit's
/// `UIContextMenuInteraction`). Stored: it is kept in the view's ``UIView/interactions``, but no
/// menu is shown and its delegate is never asked, so a view with one drags and drops exactly as
/// without it (Docs/uikit.md, "Buttons, haptics, share sheets and context menus").
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate, as given (UIKit's `UIContextMenuInteraction.delegate`); not retained.
  open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?

  /// The view the interaction is on (UIKit's `UIInteraction.view`).
  open private(set) weak var view: UIView?

  /// An interaction whose menus `delegate` describes (UIKit's
  /// `UIContextMenuInteraction.init(delegate:)`).
  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
    super.init()
  }

  /// Called before the interaction joins or leaves a view (UIKit's
  /// `UIInteraction.willMove(to:)`).
  open func willMove(to view: UIView?) {}

  /// Called after the interaction joined or left a view (UIKit's `UIInteraction.didMove(to:)`).
  open func didMove(to view: UIView?) {
    self.view = view
  }

  /// Where the menu's touch is, in `view`'s coordinates (UIKit's
  /// `UIContextMenuInteraction.location(in:)`): no menu is shown, so the origin of the
  /// interaction's view.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    return own.convert(CGPoint.zero, to: view)
  }

  /// Changes the menu shown (UIKit's `UIContextMenuInteraction.updateVisibleMenu(_:)`): none is
  /// shown, so `block` is not called.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}

  /// Dismisses the menu shown (UIKit's `UIContextMenuInteraction.dismissMenu()`): none is.
  open func dismissMenu() {}
}

/// What a ``UIContextMenuInteraction`` asks its app for (UIKit's
/// `UIContextMenuInteractionDelegate`). Stored: no menu is shown, so no method is ever called;
/// the optional ones have defaults that do nothing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a long press at `location`, in the interaction's view (UIKit's
  /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`); nil for none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?

  /// The preview highlighted when the menu appears (UIKit's
  /// `contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?

  /// The preview the menu returns to when it goes (UIKit's
  /// `contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview?

  /// The user tapped the menu's preview (UIKit's
  /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)

  /// The menu is about to appear (UIKit's
  /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)

  /// The menu is about to go (UIKit's `contextMenuInteraction(_:willEndFor:animator:)`).
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// Not implemented: UIKit's default preview, of the interaction's view.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    highlightPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { nil }

  /// Not implemented: UIKit's default preview, of the interaction's view.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
    dismissalPreviewForItemWithIdentifier identifier: any NSCopying
  ) -> UITargetedPreview? { nil }

  /// Not implemented: nothing happens.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  /// Not implemented: nothing happens.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Not implemented: nothing happens.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

/// The animator a context menu's appearance hands its delegate (UIKit's
/// `UIContextMenuInteractionAnimating`). Stored: no menu appears, so none is handed here.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The view controller of the menu's preview.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run with the menu's.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run when the menu's animations end.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on a context menu's preview (UIKit's
/// `UIContextMenuInteractionCommitAnimating`). Stored: none is handed here.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview goes (UIKit's `preferredCommitStyle`).
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a tapped preview goes (UIKit's `UIContextMenuInteractionCommitStyle`, with UIKit's raw
/// values).
nonisolated public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// It fades out.
  case dismiss = 0
  /// It grows into the view controller shown.
  case pop = 1
}
