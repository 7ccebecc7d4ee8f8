/// A one-line text field (UIKit's `UITextField`), as state: its text, placeholder, font, colours,
/// border style and keyboard settings are stored for the app to read back. There is no keyboard:
/// text changes only when code sets it, and the delegate is never called (editing does not begin
/// or end; ``UIResponder/becomeFirstResponder()`` only makes the field its window's first
/// responder).
open class UITextField: UIControl {
  /// The text (UIKit's `UITextField.text`; default nil).
  open var text: String?
  /// The text, without attributes (UIKit's `UITextField.attributedText`): it reads and writes
  /// ``text``.
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// What shows while there is no text (UIKit's `UITextField.placeholder`; default nil).
  open var placeholder: String?
  /// The placeholder, without attributes (UIKit's `UITextField.attributedPlaceholder`).
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The font (UIKit's `UITextField.font`): the system font at 17 points unless set.
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text's colour (UIKit's `UITextField.textColor`; default black).
  open var textColor: UIColor? = .black
  /// The text's alignment (UIKit's `UITextField.textAlignment`; default `.natural`).
  open var textAlignment: NSTextAlignment = .natural
  /// The border's style (UIKit's `UITextField.borderStyle`; default ``BorderStyle/none``).
  open var borderStyle: BorderStyle = .none
  /// When the clear button shows (UIKit's `UITextField.clearButtonMode`; default
  /// ``ViewMode/never``).
  open var clearButtonMode: ViewMode = .never
  /// Whether the text is cleared when editing begins (UIKit's
  /// `UITextField.clearsOnBeginEditing`; default false).
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit (UIKit's `UITextField.adjustsFontSizeToFitWidth`; default
  /// false).
  open var adjustsFontSizeToFitWidth = false
  /// A view at the left edge (UIKit's `UITextField.leftView`): stored, not a subview.
  open var leftView: UIView?
  /// When ``leftView`` shows (UIKit's `UITextField.leftViewMode`).
  open var leftViewMode: ViewMode = .never
  /// A view at the right edge (UIKit's `UITextField.rightView`): stored, not a subview.
  open var rightView: UIView?
  /// When ``rightView`` shows (UIKit's `UITextField.rightViewMode`).
  open var rightViewMode: ViewMode = .never
  /// The view shown instead of the keyboard (UIKit's `UITextField.inputView`): stored.
  open var inputView: UIView?
  /// A view above the keyboard (UIKit's `UITextField.inputAccessoryView`): stored.
  open var inputAccessoryView: UIView?

  /// The field's delegate (UIKit's `UITextField.delegate`); not retained, never called.
  open weak var delegate: UITextFieldDelegate?

  /// The keyboard's kind (UIKit's `UITextInputTraits.keyboardType`).
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (UIKit's `UITextInputTraits.returnKeyType`).
  open var returnKeyType: UIReturnKeyType = .default
  /// Capitalization (UIKit's `UITextInputTraits.autocapitalizationType`; default sentences).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (UIKit's `UITextInputTraits.autocorrectionType`).
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether the text is hidden as typed (UIKit's `UITextInputTraits.isSecureTextEntry`).
  open var isSecureTextEntry = false

  /// Whether the field is being edited (UIKit's `UITextField.isEditing`): while it is its window's
  /// first responder.
  open var isEditing: Bool { isFirstResponder }

  /// An enabled field can become first responder.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The border styles, with UIKit's raw values (`UITextField.BorderStyle`).
  nonisolated public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin line.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay view shows, with UIKit's raw values (`UITextField.ViewMode`).
  nonisolated public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// While editing.
    case whileEditing = 1
    /// While not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why editing ended, with UIKit's raw values (`UITextField.DidEndEditingReason`).
  nonisolated public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned first responder.
    case committed = 0
    /// Editing was cancelled.
    case cancelled = 1
  }
}
