/// An on/off switch (UIKit's `UISwitch`), as state: ``isOn`` and its colours. A tap sends
/// `touchUpInside` as on any ``UIControl``; the switch does not flip itself or send `valueChanged`
/// (touch tracking is not modelled), and setting ``isOn`` in code sends nothing, as in UIKit.
open class UISwitch: UIControl {
  /// The size UIKit gives every switch, whatever frame it is made with.
  private static let size = CGSize(width: 51, height: 31)

  /// A switch at `frame`'s origin, of UIKit's fixed size (51 × 31 points: UIKit's
  /// `UISwitch.init(frame:)` ignores the size given).
  public override init(frame: CGRect) {
    super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
  }

  /// Storyboards are not modelled: a switch made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// UIKit's fixed size, 51 × 31 points, for Auto Layout.
  open override var intrinsicContentSize: CGSize { UISwitch.size }

  /// Whether the switch is on (UIKit's `UISwitch.isOn`; default false).
  open var isOn = false

  /// Sets ``isOn`` (UIKit's `UISwitch.setOn(_:animated:)`), at once.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The colour when on (UIKit's `UISwitch.onTintColor`): stored.
  open var onTintColor: UIColor?
  /// The thumb's colour (UIKit's `UISwitch.thumbTintColor`): stored.
  open var thumbTintColor: UIColor?
}
