/// Where a targeted preview is on screen and how big it is — the numbers the engine logs for a
/// lift, and from which it measures how far a cancel or drop preview flies.
///
/// Built by ``of(_:scale:)`` from a ``TargetedPreview``:
///
/// 1. **Content.** The content rectangle is the bounding box of the visible path, or the view's
///    bounds when there is none, in the view's coordinates; ``size`` is its size, unscaled.
/// 2. **Centring.** The content rectangle's *midpoint* is placed at the target's centre — not the
///    view's midpoint. Source: WWDC 2017 session 213 ("it's no longer the midpoint of the view.
///    It's the midpoint of the visible path"). So a preview with an off-centre visible path and
///    the default target jumps: its visible part is centred where the whole view's centre was.
/// 3. **Centre.** ``center`` is the target's centre converted from the container to screen
///    coordinates, moved by the target transform's translation (`tx`, `ty`) — a transform moves
///    a view's content about its centre, and its translation moves the centre itself (our choice,
///    so that ``frame`` is always centred on ``center``).
/// 4. **Frame.** ``frame`` is the axis-aligned bounding box, in screen points, of the content
///    rectangle scaled by ``scale`` and then by the transform's linear part (`a b c d`), centred
///    on ``center``:
///    `Rect(center: .zero, size: size × scale).applying(linear part).offsetBy(center)`.
///    A rotation other than a quarter turn therefore gives a frame larger than the content.
///
/// `scale` is the system's drag-time scaling (``PreviewScalingRule``), separate from the
/// transform the app asked for.
public struct PreviewGeometry: Sendable, Hashable {
  /// The preview's centre on screen (see step 3 above).
  public var center: Point
  /// The content size before any scaling: the visible path's bounding box, or the view's bounds.
  public var size: Size
  /// The system's scale (1 = full size).
  public var scale: Double
  /// The preview's screen rectangle after ``scale`` and the target transform (see step 4).
  public var frame: Rect

  public init(center: Point, size: Size, scale: Double, frame: Rect) {
    self.center = center
    self.size = size
    self.scale = scale
    self.frame = frame
  }

  /// The geometry of `preview` at the system scale `scale`, or `nil` when the target's container
  /// is not in a window (it has no place on screen). See the type's documentation for the rules.
  public static func of(_ preview: TargetedPreview, scale: Double = 1) -> PreviewGeometry? {
    let target = preview.target
    guard let anchor = target.container.convertToScreen(target.center) else { return nil }
    let content = preview.parameters.visiblePath?.boundingBox ?? preview.view.bounds
    let transform = target.transform
    let center = anchor + Vector(dx: transform.tx, dy: transform.ty)
    var linear = transform
    linear.tx = 0
    linear.ty = 0
    let scaled = Size(width: content.width * scale, height: content.height * scale)
    let frame = Rect(center: .zero, size: scaled).applying(linear)
      .offsetBy(dx: center.x, dy: center.y)
    return PreviewGeometry(center: center, size: content.size, scale: scale, frame: frame)
  }

  /// `preview(center: (200,150), size: 50x50, scale: 0.5)`; when a transform changed the frame
  /// from the plain scaled one, `, frame: (x,y WxH)` follows.
  package var logDescription: String {
    var text =
      "preview(center: \(center.logDescription), size: \(size.logDescription), "
      + "scale: \(LogNumber.format(scale))"
    let plain = Rect(
      center: center, size: Size(width: size.width * scale, height: size.height * scale))
    if frame != plain { text += ", frame: \(frame.logDescription)" }
    return text + ")"
  }
}
