/// Where a preview is placed: a container view, a centre in the container's coordinates and a
/// transform — UIKit's `UIDragPreviewTarget`.
///
/// Source: WWDC 2017 session 213. The container is where the system installs the transitory view
/// it animates; the centre is where the **midpoint of the preview's visible path** (the view's
/// midpoint when there is no path) ends up; the transform rotates or scales the preview, and the
/// talk notes it matters on drop (set-down). ``PreviewGeometry`` turns a target into screen
/// geometry.
public struct PreviewTarget {
  /// The view whose coordinate space ``center`` is given in.
  public var container: View
  /// Where the preview's visible midpoint goes, in ``container``'s coordinates.
  public var center: Point
  /// Applied to the preview about its centre (CoreGraphics semantics, see ``AffineTransform``).
  public var transform: AffineTransform

  public init(container: View, center: Point, transform: AffineTransform = .identity) {
    self.container = container
    self.center = center
    self.transform = transform
  }

  /// `target(container: cell, center: (50,20), transform: identity)`; a non-identity transform
  /// prints as ``AffineTransform/logDescription`` (`[0.1 0 0 0.1 0 0]`).
  package var logDescription: String {
    let transformText = transform.isIdentity ? "identity" : transform.logDescription
    return
      "target(container: \(container.name), center: \(center.logDescription), transform: \(transformText))"
  }
}

extension PreviewTarget: Equatable {
  /// Equal when the container is the *same* view (identity, not name) and centre and transform
  /// are equal.
  public static func == (lhs: PreviewTarget, rhs: PreviewTarget) -> Bool {
    lhs.container === rhs.container && lhs.center == rhs.center && lhs.transform == rhs.transform
  }
}
