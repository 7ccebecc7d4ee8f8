/// A preview with a place to be: a view, its look and where it goes — UIKit's
/// `UITargetedDragPreview`, used for lift, cancel and drop previews.
///
/// Source: WWDC 2017 session 213. When no target is given, the system infers one from the view's
/// superview — which is only possible for a view in a window; ``init(view:parameters:)`` throws
/// otherwise. The default drop and cancel previews are meant to be *retargeted*
/// (``retargeted(to:)``): same view and look, a new place.
public struct TargetedPreview {
  /// The view the preview shows (the engine never draws it; it gives the content size).
  public var view: View
  public var parameters: PreviewParameters
  public var target: PreviewTarget
  /// What stands for ``view`` in the API the app uses (DnDUIKit's `UIView`), kept alive as long as
  /// the preview is: UIKit keeps a preview's view alive, even one in no window (a freestanding
  /// image view made for the lift preview), and a default preview handed back to the app later
  /// must still show it. A view otherwise holds its stand-in weakly (``View/facade``).
  package var viewFacade: AnyObject?

  /// A preview with an explicit target; the view may be anywhere, even outside every window.
  public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
    self.view = view
    self.parameters = parameters
    self.target = target
  }

  /// A preview placed where the view is: the target's container is the view's superview and its
  /// centre the view's ``View/center`` — so a preview without a visible path sits exactly over
  /// the view.
  ///
  /// A window's root view has no superview; its target is the view itself at its bounds' centre,
  /// which is the same place on screen (our choice — UIKit would use the window).
  ///
  /// - Throws: ``PreviewError/viewNotInWindow(viewName:)`` when the view is not in a window
  ///   (source: WWDC 2017 session 213).
  public init(view: View, parameters: PreviewParameters = PreviewParameters())
    throws(PreviewError)
  {
    guard view.window != nil else { throw .viewNotInWindow(viewName: view.name) }
    let target =
      if let superview = view.superview {
        PreviewTarget(container: superview, center: view.center)
      } else {
        PreviewTarget(container: view, center: view.bounds.center)
      }
    self.init(view: view, parameters: parameters, target: target)
  }

  /// The same view and parameters at `target` — UIKit's `retargetedPreview(with:)`.
  public func retargeted(to target: PreviewTarget) -> TargetedPreview {
    var preview = self
    preview.target = target
    return preview
  }

  /// `targetedPreview(view: photo, target: target(container: grid, center: (50,50), transform:
  /// identity))`, with `parameters: …` after the view when they are not the defaults.
  package var logDescription: String {
    var parts = ["view: \(view.name)"]
    if !parameters.isDefault { parts.append("parameters: \(parameters.logDescription)") }
    parts.append("target: \(target.logDescription)")
    return "targetedPreview(" + parts.joined(separator: ", ") + ")"
  }
}

extension TargetedPreview: Equatable {
  /// Equal when the view is the *same* view (identity) and parameters and target are equal.
  public static func == (lhs: TargetedPreview, rhs: TargetedPreview) -> Bool {
    lhs.view === rhs.view && lhs.parameters == rhs.parameters && lhs.target == rhs.target
  }
}
