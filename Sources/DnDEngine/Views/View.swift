/// A rectangular area in a view tree: the thing interactions attach to and touches hit.
///
/// Only what drag and drop needs is modelled: a name (the view's identity in logs), a frame in
/// its superview's coordinates, subviews, visibility and touch handling, interactions, and the
/// hooks a scene uses to observe ordinary taps and pastes. Nothing is drawn.
open class View {
  /// Identity in logs and scenes; unique within a system by convention.
  public let name: String
  /// The view's rectangle in its superview's coordinate space (for a root view, its window's).
  public var frame: Rect
  /// A hidden view and its subviews are neither hit nor counted as in a window for previews.
  public var isHidden = false
  /// When false, touches pass through the view and its subviews to what lies behind.
  public var isUserInteractionEnabled = true
  /// Free-form colour name for logs of default previews (`"white"`); the engine never draws.
  public var backgroundColor: String?

  public private(set) weak var superview: View?
  public private(set) var subviews: [View] = []
  public private(set) var interactions: [any Interaction] = []

  /// Set on a window's root view only.
  weak var owningWindow: Window?

  /// Called when a touch that no drag-and-drop gesture claimed ends on this view as a tap — the
  /// observable "the touch went on as normal" of an empty `itemsForBeginning` or
  /// `itemsForAddingTo`. The argument is the location in this view's coordinates.
  public var tapHandler: ((Point) -> Void)?

  /// The implicit drop interaction of a paste configuration (see ``setPasteConfiguration(_:)``).
  var pasteInteraction: DropInteraction?

  public init(name: String, frame: Rect) {
    self.name = name
    self.frame = frame
  }

  /// This view's own coordinate space: origin zero, its frame's size.
  public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

  /// The centre of the frame, in the superview's coordinates (UIKit's `center`).
  public var center: Point { frame.center }

  /// The window whose tree contains this view, if any.
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if let window = current.owningWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// The app owning this view's window.
  public var app: App? { window?.app }

  /// Whether the view is in a window and neither it nor an ancestor is hidden — what a preview
  /// needs to be drawn from it.
  public var isVisibleInWindow: Bool {
    var view: View? = self
    while let current = view {
      if current.isHidden { return false }
      if current.owningWindow != nil { return true }
      view = current.superview
    }
    return false
  }

  // MARK: Tree

  /// Adds `view` on top of the existing subviews, removing it from its old superview first.
  public func addSubview(_ view: View) {
    precondition(
      !isDescendant(of: view), "view \(view.name) cannot become a subview of its descendant \(name)"
    )
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  // MARK: Interactions

  public func addInteraction(_ interaction: any Interaction) {
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    interactions.append(interaction)
    interaction.didMove(to: self)
  }

  public func removeInteraction(_ interaction: any Interaction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    interaction.didMove(to: nil)
  }
}

extension View: CustomStringConvertible {
  public var description: String { name }
}
