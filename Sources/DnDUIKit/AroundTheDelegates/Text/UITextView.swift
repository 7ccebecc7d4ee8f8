/// A scrollable, multi-line text view (UIKit's `UITextView`), as state: its text, font, colours,
/// editability and keyboard settings are stored for the app to read back. It is a
/// ``UIScrollView``, as in UIKit. There is no keyboard: text changes only when code sets it, and
/// the delegate is never called. UIKit's text drag and drop (`textDragDelegate`,
/// `textDropDelegate`) is not modelled: a drag interaction added to the view works as on any view.
open class UITextView: UIScrollView {
  /// A text view in `frame` (UIKit's `UITextView.init(frame:textContainer:)`, without a text
  /// container: TextKit is not modelled).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not modelled: a text view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The text (UIKit's `UITextView.text`; default empty); setting nil makes it empty.
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? "" }
  }
  private var storedText = ""

  /// The text, without attributes (UIKit's `UITextView.attributedText`): it reads and writes
  /// ``text``.
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set { storedText = newValue?.string ?? "" }
  }
  /// The font (UIKit's `UITextView.font`): the system font at 12 points unless set.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// The text's colour (UIKit's `UITextView.textColor`; default black).
  open var textColor: UIColor? = .black
  /// The text's alignment (UIKit's `UITextView.textAlignment`; default `.natural`).
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the text can be edited (UIKit's `UITextView.isEditable`; default true).
  open var isEditable = true
  /// Whether the text can be selected (UIKit's `UITextView.isSelectable`; default true).
  open var isSelectable = true
  /// The inset of the text from the edges (UIKit's `UITextView.textContainerInset`; default 8
  /// points top and bottom).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
  /// The selected range (UIKit's `UITextView.selectedRange`): stored.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// The view shown instead of the keyboard (UIKit's `UITextView.inputView`): stored.
  open var inputView: UIView?
  /// A view above the keyboard (UIKit's `UITextView.inputAccessoryView`): stored.
  open var inputAccessoryView: UIView?

  /// The text view's delegate (UIKit's `UITextView.delegate`); not retained, never called. It is
  /// also the scroll view's delegate.
  open weak var delegate: UITextViewDelegate?

  /// The text view's delegate, as the scroll view's.
  public override var _scrollViewDelegate: UIScrollViewDelegate? {
    get { delegate }
    set { delegate = newValue as? UITextViewDelegate }
  }

  /// The keyboard's kind (UIKit's `UITextInputTraits.keyboardType`).
  open var keyboardType: UIKeyboardType = .default
  /// The return key's title (UIKit's `UITextInputTraits.returnKeyType`).
  open var returnKeyType: UIReturnKeyType = .default
  /// Capitalization (UIKit's `UITextInputTraits.autocapitalizationType`; default sentences).
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Autocorrection (UIKit's `UITextInputTraits.autocorrectionType`).
  open var autocorrectionType: UITextAutocorrectionType = .default

  /// An editable text view can become first responder.
  open override var canBecomeFirstResponder: Bool { isEditable }
}
