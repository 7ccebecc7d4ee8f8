/// A row of segments, one selected (UIKit's `UISegmentedControl`), as state: the segments' titles
/// and images, which are enabled, and ``selectedSegmentIndex``. A tap sends `touchUpInside` as on
/// any ``UIControl``; it does not select the segment under the finger or send `valueChanged`
/// (touch tracking is not modelled); setting the index in code sends nothing, as in UIKit.
open class UISegmentedControl: UIControl {
  /// A segment: a title or an image, enabled or not.
  private struct Segment {
    var title: String?
    var image: UIImage?
    var isEnabled = true
  }

  private var segments: [Segment] = []

  /// A control with a segment per item, a `String` title or a ``UIImage`` (UIKit's
  /// `UISegmentedControl.init(items:)`); other items are ignored.
  public init(items: [Any]?) {
    super.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        segments.append(Segment(title: title))
      } else if let image = item as? UIImage {
        segments.append(Segment(image: image))
      }
    }
  }

  /// A control with no segments (UIKit's `UISegmentedControl.init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not modelled: a control made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// No segment is selected (UIKit's `UISegmentedControl.noSegment`).
  public static let noSegment = -1

  /// The selected segment's index, or ``noSegment`` (UIKit's
  /// `UISegmentedControl.selectedSegmentIndex`; default ``noSegment``). An index out of range
  /// selects none.
  open var selectedSegmentIndex: Int {
    get { storedSelectedIndex }
    set { storedSelectedIndex = segments.indices.contains(newValue) ? newValue : Self.noSegment }
  }
  private var storedSelectedIndex = UISegmentedControl.noSegment

  /// The number of segments (UIKit's `UISegmentedControl.numberOfSegments`).
  open var numberOfSegments: Int { segments.count }

  /// Whether a selection shows only while touched (UIKit's `UISegmentedControl.isMomentary`):
  /// stored.
  open var isMomentary = false
  /// The selected segment's colour (UIKit's `UISegmentedControl.selectedSegmentTintColor`):
  /// stored.
  open var selectedSegmentTintColor: UIColor?
  /// Whether segments are as wide as their content (UIKit's
  /// `UISegmentedControl.apportionsSegmentWidthsByContent`): stored.
  open var apportionsSegmentWidthsByContent = false

  /// The title of a segment (UIKit's `UISegmentedControl.titleForSegment(at:)`).
  open func titleForSegment(at segment: Int) -> String? {
    segments.indices.contains(segment) ? segments[segment].title : nil
  }

  /// Sets a segment's title, replacing its image (UIKit's
  /// `UISegmentedControl.setTitle(_:forSegmentAt:)`).
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].title = title
    segments[segment].image = nil
  }

  /// The image of a segment (UIKit's `UISegmentedControl.imageForSegment(at:)`).
  open func imageForSegment(at segment: Int) -> UIImage? {
    segments.indices.contains(segment) ? segments[segment].image : nil
  }

  /// Sets a segment's image, replacing its title (UIKit's
  /// `UISegmentedControl.setImage(_:forSegmentAt:)`).
  open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].image = image
    segments[segment].title = nil
  }

  /// Inserts a segment titled `title` at `segment` (UIKit's
  /// `UISegmentedControl.insertSegment(withTitle:at:animated:)`), clamped to the ends.
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(Segment(title: title), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (UIKit's
  /// `UISegmentedControl.insertSegment(with:at:animated:)`), clamped to the ends.
  open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
    insert(Segment(image: image), at: segment)
  }

  private func insert(_ newSegment: Segment, at segment: Int) {
    let index = min(max(segment, 0), segments.count)
    segments.insert(newSegment, at: index)
    if storedSelectedIndex >= index { storedSelectedIndex += 1 }
  }

  /// Removes a segment (UIKit's `UISegmentedControl.removeSegment(at:animated:)`).
  open func removeSegment(at segment: Int, animated: Bool) {
    guard segments.indices.contains(segment) else { return }
    segments.remove(at: segment)
    if storedSelectedIndex == segment {
      storedSelectedIndex = Self.noSegment
    } else if storedSelectedIndex > segment {
      storedSelectedIndex -= 1
    }
  }

  /// Removes every segment (UIKit's `UISegmentedControl.removeAllSegments()`).
  open func removeAllSegments() {
    segments = []
    storedSelectedIndex = Self.noSegment
  }

  /// Enables or disables a segment (UIKit's `UISegmentedControl.setEnabled(_:forSegmentAt:)`).
  open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
    guard segments.indices.contains(segment) else { return }
    segments[segment].isEnabled = enabled
  }

  /// Whether a segment is enabled (UIKit's `UISegmentedControl.isEnabledForSegment(at:)`).
  open func isEnabledForSegment(at segment: Int) -> Bool {
    segments.indices.contains(segment) ? segments[segment].isEnabled : false
  }
}
