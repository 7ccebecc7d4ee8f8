/// How a preview looks: the colour behind its view and the outline of its visible part —
/// UIKit's `UIDragPreviewParameters`.
///
/// Source: WWDC 2017 session 213 ("Mastering Drag and Drop"). The background colour is drawn
/// behind the view because many views are not opaque; it "defaulted to white". The visible path,
/// in the view's own coordinates, clips the preview to its meaningful part and may be smaller or
/// larger than the view (a negative origin frames the view in a platter). Its bounding box's
/// **midpoint** is what the system places at the target's centre — see ``PreviewGeometry``.
///
/// Nothing is drawn: the engine keeps the values for the log and for geometry.
public struct PreviewParameters: Sendable, Hashable {
  /// The colour name behind the view (`"black"`, `"clear"`); `nil` means the system default,
  /// white.
  public var backgroundColor: String?

  /// The visible outline in the view's coordinates; `nil` means the view's whole bounds.
  public var visiblePath: Path?

  /// Default parameters: white background, the whole view visible.
  public init() {}

  /// Parameters that show only `visiblePath` of the view.
  public init(visiblePath: Path) {
    self.visiblePath = visiblePath
  }

  /// Whether both values are the defaults.
  public var isDefault: Bool { backgroundColor == nil && visiblePath == nil }

  /// Deterministic log form listing only what was set: `parameters()`,
  /// `parameters(backgroundColor: black, visiblePath: rect(0,0 10x10))`.
  package var logDescription: String {
    var parts: [String] = []
    if let backgroundColor { parts.append("backgroundColor: \(backgroundColor)") }
    if let visiblePath { parts.append("visiblePath: \(visiblePath.logDescription)") }
    return "parameters(" + parts.joined(separator: ", ") + ")"
  }
}
