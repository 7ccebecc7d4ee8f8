/// A slider (UIKit's `UISlider`), as state: ``value`` between ``minimumValue`` and
/// ``maximumValue``, kept in that range as UIKit keeps it. A tap sends `touchUpInside` as on any
/// ``UIControl``; the thumb does not follow a finger and nothing sends `valueChanged` (touch
/// tracking is not modelled); setting ``value`` in code sends nothing, as in UIKit.
open class UISlider: UIControl {
  private var storedValue: Float = 0

  /// The value (UIKit's `UISlider.value`; default 0): a value outside the range is set to the
  /// nearer limit.
  open var value: Float {
    get { storedValue }
    set { storedValue = min(max(newValue, minimumValue), maximumValue) }
  }

  /// The smallest value (UIKit's `UISlider.minimumValue`; default 0); the value moves up to it
  /// when below.
  open var minimumValue: Float = 0 {
    didSet { if storedValue < minimumValue { storedValue = minimumValue } }
  }

  /// The largest value (UIKit's `UISlider.maximumValue`; default 1); the value moves down to it
  /// when above.
  open var maximumValue: Float = 1 {
    didSet { if storedValue > maximumValue { storedValue = maximumValue } }
  }

  /// Sets ``value`` (UIKit's `UISlider.setValue(_:animated:)`), at once.
  open func setValue(_ value: Float, animated: Bool) {
    self.value = value
  }

  /// Whether moving the thumb sends values continuously (UIKit's `UISlider.isContinuous`;
  /// default true): stored.
  open var isContinuous = true
  /// The track's colour left of the thumb (UIKit's `UISlider.minimumTrackTintColor`): stored.
  open var minimumTrackTintColor: UIColor?
  /// The track's colour right of the thumb (UIKit's `UISlider.maximumTrackTintColor`): stored.
  open var maximumTrackTintColor: UIColor?
  /// The thumb's colour (UIKit's `UISlider.thumbTintColor`): stored.
  open var thumbTintColor: UIColor?
}
