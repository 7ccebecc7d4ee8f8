/// Decides the scale of a drag preview while it travels with the finger.
///
/// Source: WWDC 2017 session 213. The system scales drag previews down so that a large preview
/// does not cover the interface. An app may *prefer* full-size previews — the drag delegate's
/// `prefersFullSizePreviews`, or a drop proposal's `prefersFullSizePreview`, which only applies
/// to drags that started in the same app — but the system overrides the preference:
///
/// - a flock (more than one item in the session) is always scaled down;
/// - a single item dragged outside its source app is always scaled down;
/// - once scaled down, a preview is never scaled back up.
///
/// So the scale is **1 (full size)** exactly when full size is preferred, the session holds one
/// item, the session is over its source app and its previews were never scaled down. Otherwise
/// it is the compact scale `min(1, compactSide / max(width, height))`: the longest side shrinks
/// to ``compactSide`` (``DeviceProfile/compactPreviewMaxSide``), and a preview already smaller
/// stays at 1 — the system never scales a preview up (the factor is our choice; the talk gives
/// none).
///
/// Which preference applies (the drag delegate's or the current proposal's) is the caller's
/// decision; so is remembering that a session was scaled down (``isScaledDown(_:)``).
public struct PreviewScalingRule: Sendable, Hashable {
  /// The longest side of a scaled-down preview, in points.
  public var compactSide: Double

  public init(compactSide: Double) {
    self.compactSide = compactSide
  }

  /// The rule with the profile's ``DeviceProfile/compactPreviewMaxSide``.
  public init(profile: DeviceProfile) {
    self.init(compactSide: profile.compactPreviewMaxSide)
  }

  /// Whether the system honours a full-size preference in this situation (see the type's rules).
  public func allowsFullSize(
    prefersFullSize: Bool, itemCount: Int, isOverOtherApp: Bool, wasScaledDown: Bool
  ) -> Bool {
    prefersFullSize && itemCount == 1 && !isOverOtherApp && !wasScaledDown
  }

  /// The scale for a preview whose unscaled content is `contentSize`.
  ///
  /// - Parameters:
  ///   - contentSize: the preview's content size before scaling.
  ///   - prefersFullSize: the preference that applies now (drag delegate or drop proposal).
  ///   - itemCount: how many items the session holds.
  ///   - isOverOtherApp: whether the session is over an app other than the one it started in.
  ///   - wasScaledDown: whether this session's previews were already shown below full size.
  public func scale(
    for contentSize: Size, prefersFullSize: Bool, itemCount: Int, isOverOtherApp: Bool,
    wasScaledDown: Bool
  ) -> Double {
    if allowsFullSize(
      prefersFullSize: prefersFullSize, itemCount: itemCount, isOverOtherApp: isOverOtherApp,
      wasScaledDown: wasScaledDown)
    {
      return 1
    }
    return compactScale(for: contentSize)
  }

  /// `min(1, compactSide / longest side)`; 1 for an empty or NaN size, which has nothing to
  /// shrink. Negative sides (a flipped size) count by magnitude.
  public func compactScale(for contentSize: Size) -> Double {
    let longest = Swift.max(contentSize.width.magnitude, contentSize.height.magnitude)
    guard longest > 0, compactSide < longest else { return 1 }
    return compactSide / longest
  }

  /// Whether a preview shown at `scale` counts as scaled down, for the "never scaled back up"
  /// rule: anything below 1.
  public static func isScaledDown(_ scale: Double) -> Bool { scale < 1 }
}
