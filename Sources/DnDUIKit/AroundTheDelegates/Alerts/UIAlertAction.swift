/// A button of an alert (UIKit's `UIAlertAction`): its title, style, handler and whether it is
/// enabled. Alerts are not drawn, so no touch reaches the button and nothing runs the handler by
/// itself (see ``UIAlertController``).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
  /// The button's title (UIKit's `UIAlertAction.title`).
  public let title: String?
  /// The button's style (UIKit's `UIAlertAction.style`).
  public let style: Style
  /// What a tap on the button runs.
  let handler: ((UIAlertAction) -> Void)?

  /// A button titled `title` whose tap runs `handler` (UIKit's
  /// `UIAlertAction.init(title:style:handler:)`).
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    self.title = title
    self.style = style
    self.handler = handler
    super.init()
  }

  /// Whether the button is enabled (UIKit's `UIAlertAction.isEnabled`; default true).
  open var isEnabled = true

  /// The styles of an alert's button, with UIKit's raw values (`UIAlertAction.Style`).
  nonisolated public enum Style: Int, Sendable {
    /// A regular button.
    case `default` = 0
    /// The button that cancels.
    case cancel = 1
    /// A button that changes or deletes data.
    case destructive = 2
  }
}
