/// A label: a view with text. Like UIKit's, it ignores touches unless `isUserInteractionEnabled`
/// is set — so a drag interaction on a label needs that, as on a device.
///
/// Its ``intrinsicContentSize`` (and ``sizeThatFits(_:)``) is an estimate, as no text is laid
/// out: half the font's point size per character, 1.2 point sizes per line, rounded up; zero
/// without text. Auto Layout uses it for a label its constraints leave unsized.
open class UILabel: UIView {
  /// The text (UIKit's `UILabel.text`). Setting it drops an attributed text set before.
  open var text: String? {
    get { storedText }
    set {
      storedAttributedText = nil
      setText(newValue)
    }
  }
  /// The text with its attributes (UIKit's `UILabel.attributedText`): what was set, read back
  /// with its attributes (stored: they change neither drawing nor the estimated size), or — after
  /// ``text`` was set — the plain text without attributes. Setting it sets ``text`` to its
  /// characters.
  open var attributedText: NSAttributedString? {
    get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0) } }
    set {
      setText(newValue?.string)
      storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
    }
  }
  private var storedText: String?
  private var storedAttributedText: NSAttributedString?

  private func setText(_ newValue: String?) {
    let oldValue = storedText
    storedText = newValue
    if newValue != oldValue { invalidateIntrinsicContentSize() }
  }
  open var textColor: UIColor! = .black
  open var numberOfLines: Int = 1 {
    didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
  }
  open var textAlignment: NSTextAlignment = .natural
  /// The text's font (UIKit's `UILabel.font`): the system font at 17 points unless set; setting
  /// nil restores that default, as in UIKit.
  open var font: UIFont! {
    get { storedFont }
    set {
      storedFont = newValue ?? .systemFont(ofSize: 17)
      invalidateIntrinsicContentSize()
    }
  }
  private var storedFont = UIFont.systemFont(ofSize: 17)

  override class var userInteractionEnabledByDefault: Bool { false }

  /// The text's estimated size (see the type's documentation).
  open override var intrinsicContentSize: CGSize {
    TextSizeEstimate.size(of: text, font: storedFont, numberOfLines: numberOfLines)
  }

  /// The text's estimated size, whatever `size` (UIKit's label answers its text's size).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    intrinsicContentSize
  }
}

/// Text alignment, as UIKit spells it.
nonisolated public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center, right, justified, natural
}
