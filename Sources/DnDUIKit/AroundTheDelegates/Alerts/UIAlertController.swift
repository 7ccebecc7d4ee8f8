/// An alert or action sheet (UIKit's `UIAlertController`): a view controller with a title, a
/// message, buttons (``UIAlertAction``) and text fields. Present it as on iOS; its view — a plain
/// view, nothing drawn — then covers the window and takes the touches there, until it is
/// dismissed. Its buttons are not views, so no tap reaches them: a test that stands for a tap
/// reads ``actions`` and dismisses the alert itself.
open class UIAlertController: UIViewController {
  /// An alert or action sheet (UIKit's `UIAlertController.init(title:message:preferredStyle:)`).
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// An alert with no title (nibs are not modelled).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// The text under the title (UIKit's `UIAlertController.message`).
  open var message: String?

  /// Alert or action sheet (UIKit's `UIAlertController.preferredStyle`).
  open private(set) var preferredStyle: Style = .alert

  /// The buttons, in the order added (UIKit's `UIAlertController.actions`).
  open private(set) var actions: [UIAlertAction] = []

  /// The button to emphasize (UIKit's `UIAlertController.preferredAction`): one of ``actions``.
  open var preferredAction: UIAlertAction?

  /// The text fields, in the order added (UIKit's `UIAlertController.textFields`); nil when none
  /// was added.
  open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }
  private var fields: [UITextField] = []

  /// Adds a button (UIKit's `UIAlertController.addAction(_:)`).
  open func addAction(_ action: UIAlertAction) {
    actions.append(action)
  }

  /// Adds a text field, letting `configurationHandler` set it up first (UIKit's
  /// `UIAlertController.addTextField(configurationHandler:)`). Only alerts take text fields; an
  /// action sheet ignores it (UIKit raises an exception).
  open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
    guard preferredStyle == .alert else { return }
    let field = UITextField(frame: .zero)
    configurationHandler?(field)
    fields.append(field)
  }

  /// Where an action sheet's popover points: made on first use for an action sheet, whatever the
  /// device (UIKit gives one on an iPad only), so that code that sets it runs on both.
  open override var popoverPresentationController: UIPopoverPresentationController? {
    preferredStyle == .actionSheet ? popoverController : super.popoverPresentationController
  }

  /// The kinds of alert, with UIKit's raw values (`UIAlertController.Style`).
  nonisolated public enum Style: Int, Sendable {
    /// A sheet of buttons.
    case actionSheet = 0
    /// A modal alert.
    case alert = 1
  }
}
