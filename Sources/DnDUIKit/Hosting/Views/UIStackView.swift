/// A view that arranges a row or column of views (UIKit's `UIStackView`): its arranged subviews
/// and its axis, spacing, alignment and distribution. ``addArrangedSubview(_:)`` also adds the view
/// as a subview and sets its `translatesAutoresizingMaskIntoConstraints` to false, and a subview
/// removed from the stack view leaves its arranged subviews, as in UIKit.
///
/// The arrangement is computed by Auto Layout, as UIKit's stack view does it with constraints: at
/// a layout pass the visible arranged subviews get frames one after the other along the axis,
/// separated by the spacing, sized by their own constraints or intrinsic sizes (the one with the
/// lowest content hugging priority — the last of equals — takes what is left under
/// ``Distribution/fill``), and placed across the axis by the alignment. A stack view that no
/// constraint sizes takes its arrangement's natural size. Baselines are the views' bottoms (text
/// is not laid out); ``Distribution/fillProportionally`` shares by intrinsic sizes when every view
/// has one, else fills.
open class UIStackView: UIView {
  private var arranged: [UIView] = []

  /// Lays the stack view out again, and its superview too: a change of the arrangement changes the
  /// natural size that sizes a stack view nothing else sizes, as a change of intrinsic size does.
  func arrangementChanged() {
    setNeedsLayout()
    invalidateIntrinsicContentSize()
  }

  /// A horizontal stack view in `frame`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack view arranging `views` (UIKit's `UIStackView.init(arrangedSubviews:)`).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Storyboards are not modelled, and UIKit's `UIStackView.init(coder:)` cannot fail: a stack
  /// view made from an archive is an empty horizontal one with a zero frame, as
  /// ``init(frame:)`` makes it; nothing is read from `coder`.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// The views arranged, in order (UIKit's `UIStackView.arrangedSubviews`).
  open var arrangedSubviews: [UIView] {
    arranged.removeAll { $0.superview !== self }
    return arranged
  }

  /// Arranges `view` last, adding it as a subview (UIKit's `UIStackView.addArrangedSubview(_:)`).
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges `view` at `stackIndex`, adding it as a subview when it is not one (UIKit's
  /// `UIStackView.insertArrangedSubview(_:at:)`).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    var views = arrangedSubviews
    views.removeAll { $0 === view }
    views.insert(view, at: min(max(stackIndex, 0), views.count))
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arranged = views
    arrangementChanged()
  }

  /// Stops arranging `view`; it stays a subview (UIKit's `UIStackView.removeArrangedSubview(_:)`).
  open func removeArrangedSubview(_ view: UIView) {
    arranged.removeAll { $0 === view }
    arrangementChanged()
  }

  /// The direction views are arranged in (UIKit's `UIStackView.axis`; default horizontal).
  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { arrangementChanged() }
  }
  /// The space between views (UIKit's `UIStackView.spacing`; default 0).
  open var spacing: CGFloat = 0 {
    didSet { arrangementChanged() }
  }
  /// How views are placed across the axis (UIKit's `UIStackView.alignment`; default
  /// ``Alignment/fill``).
  open var alignment: Alignment = .fill {
    didSet { arrangementChanged() }
  }
  /// How views share the axis (UIKit's `UIStackView.distribution`; default
  /// ``Distribution/fill``).
  open var distribution: Distribution = .fill {
    didSet { arrangementChanged() }
  }
  /// Whether the spacing is measured between text baselines (UIKit's
  /// `UIStackView.isBaselineRelativeArrangement`): stored; the spacing is between edges here.
  open var isBaselineRelativeArrangement = false
  /// Whether views are placed within the layout margins (UIKit's
  /// `UIStackView.isLayoutMarginsRelativeArrangement`; default false).
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { arrangementChanged() }
  }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// Sets the space after `arrangedSubview` (UIKit's `UIStackView.setCustomSpacing(_:after:)`).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementChanged()
  }

  /// The space after `arrangedSubview` (UIKit's `UIStackView.customSpacing(after:)`):
  /// ``spacingUseDefault`` unless set.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The custom spacing that means "use ``spacing``" (UIKit's `UIStackView.spacingUseDefault`).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The custom spacing that means "the system's spacing" (UIKit's
  /// `UIStackView.spacingUseSystem`).
  public static let spacingUseSystem = CGFloat(-Float.greatestFiniteMagnitude)

  /// How views are placed across the axis, with UIKit's raw values (`UIStackView.Alignment`).
  nonisolated public enum Alignment: Int, Sendable {
    /// Filling the stack view across the axis.
    case fill = 0
    /// At the leading edge (``top`` for a horizontal stack).
    case leading = 1
    /// By their first baselines.
    case firstBaseline = 2
    /// Centred.
    case center = 3
    /// At the trailing edge (``bottom`` for a horizontal stack).
    case trailing = 4
    /// By their last baselines.
    case lastBaseline = 5

    /// At the top: ``leading``.
    public static var top: Alignment { .leading }
    /// At the bottom: ``trailing``.
    public static var bottom: Alignment { .trailing }
  }

  /// How views share the axis, with UIKit's raw values (`UIStackView.Distribution`).
  nonisolated public enum Distribution: Int, Sendable {
    /// Filling it, by their natural sizes.
    case fill = 0
    /// Filling it in equal sizes.
    case fillEqually = 1
    /// Filling it in proportion to their natural sizes.
    case fillProportionally = 2
    /// With equal space between them.
    case equalSpacing = 3
    /// With their centres equally apart.
    case equalCentering = 4
  }
}
