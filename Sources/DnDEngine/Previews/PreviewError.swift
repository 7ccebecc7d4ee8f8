/// Why a targeted preview could not be made.
public enum PreviewError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The preview's view is not in a window, so the system cannot infer a target from its
  /// superview: the caller must supply one. Source: WWDC 2017 session 213 — "if that view is not
  /// in the view hierarchy, you will have to supply your target".
  case viewNotInWindow(viewName: String)

  public var description: String {
    switch self {
    case .viewNotInWindow(let viewName):
      return
        "view '\(viewName)' is not in a window hierarchy: a preview of it needs an explicit target"
    }
  }
}
