/// Auto Layout on views (UIKit's `UIView` constraint-based layout API): anchors, installed
/// constraints, layout guides and margins, content priorities. The solver that turns the
/// constraints into frames runs in the layout pass (see ``NSLayoutConstraint``).
extension UIView {
  // MARK: Anchors

  /// The view's leading edge (UIKit's `UIView.leadingAnchor`): its left edge here.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The view's trailing edge (UIKit's `UIView.trailingAnchor`): its right edge here.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's left edge (UIKit's `UIView.leftAnchor`).
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge (UIKit's `UIView.rightAnchor`).
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge (UIKit's `UIView.topAnchor`).
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge (UIKit's `UIView.bottomAnchor`).
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The view's width (UIKit's `UIView.widthAnchor`).
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height (UIKit's `UIView.heightAnchor`).
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The view's horizontal centre (UIKit's `UIView.centerXAnchor`).
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The view's vertical centre (UIKit's `UIView.centerYAnchor`).
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The baseline of the view's first line of text (UIKit's `UIView.firstBaselineAnchor`): its
  /// bottom edge here, as UIKit answers for views without text (text is not laid out).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the view's last line of text (UIKit's `UIView.lastBaselineAnchor`): its
  /// bottom edge here.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  // MARK: Constraints

  /// Whether the view keeps the frame code gives it (UIKit's
  /// `UIView.translatesAutoresizingMaskIntoConstraints`; default true). Only views with false
  /// are placed by constraints; true ones are fixed, and a required constraint that contradicts
  /// their frames is broken and reported (``autoLayoutMessages``). Arranging a view in a
  /// ``UIStackView`` sets it to false, as UIKit does.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState.translatesAutoresizingMaskIntoConstraints }
    set {
      guard newValue != layoutState.translatesAutoresizingMaskIntoConstraints else { return }
      layoutState.translatesAutoresizingMaskIntoConstraints = newValue
      superview?.setNeedsLayout()
    }
  }

  /// The active constraints installed on the view, in the order installed (UIKit's
  /// `UIView.constraints`): those whose items' nearest common ancestor it is.
  public var constraints: [NSLayoutConstraint] { layoutState.constraints }

  /// Installs `constraint` on this view, activating it (UIKit's `UIView.addConstraint(_:)`). Its
  /// items must be this view or below it, as UIKit requires; one that is not is reported at the
  /// layout pass and ignored.
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  /// Installs each constraint on this view (UIKit's `UIView.addConstraints(_:)`).
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint` if it is installed on this view (UIKit's
  /// `UIView.removeConstraint(_:)`).
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.container === self { constraint.uninstall() }
  }

  /// Deactivates each of `constraints` installed on this view (UIKit's
  /// `UIView.removeConstraints(_:)`).
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// What Auto Layout reported about this view's tree, oldest first: each required constraint the
  /// solver broke because it contradicts the ones activated before it (or a frame that
  /// ``translatesAutoresizingMaskIntoConstraints`` keeps), each constraint that could not be
  /// activated or is malformed — what UIKit prints to the console ("Unable to simultaneously
  /// satisfy constraints"); UIKit has no such property. Kept on the tree's root view (the window),
  /// so any view of the tree reads the same list; a message is recorded once.
  public var autoLayoutMessages: [String] { treeRoot.layoutState.messages }

  /// Marks the view's constraints as needing an update (UIKit's
  /// `UIView.setNeedsUpdateConstraints()`): its ``updateConstraints()`` (a view controller's root
  /// view: the controller's ``UIViewController/updateViewConstraints()``) runs at the next layout
  /// pass, before the layout.
  public func setNeedsUpdateConstraints() {
    layoutState.needsUpdateConstraints = true
    setNeedsLayout()
  }

  /// Whether ``updateConstraints()`` is due (UIKit's `UIView.needsUpdateConstraints()`): true for a
  /// view until its first layout pass, then after ``setNeedsUpdateConstraints()``.
  public func needsUpdateConstraints() -> Bool {
    layoutState.needsUpdateConstraints
  }

  /// Runs the due ``updateConstraints()`` of the view and its subviews now, subviews first (UIKit's
  /// `UIView.updateConstraintsIfNeeded()`); a layout pass does this first.
  public func updateConstraintsIfNeeded() {
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    guard layoutState.needsUpdateConstraints else { return }
    layoutState.needsUpdateConstraints = false
    if let owningController {
      owningController.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  // MARK: Layout guides

  /// The guides added to the view (UIKit's `UIView.layoutGuides`).
  public var layoutGuides: [UILayoutGuide] { layoutState.layoutGuides }

  /// Adds `layoutGuide` to the view (UIKit's `UIView.addLayoutGuide(_:)`), taking it from the view
  /// it was on.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.kind == .custom else { return }
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view (UIKit's `UIView.removeLayoutGuide(_:)`), with the
  /// constraints that mention it.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self, layoutGuide.kind == .custom else { return }
    var view: UIView? = self
    while let current = view {
      for constraint in current.constraints
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        constraint.uninstall()
      }
      view = current.superview
    }
    layoutGuide.owningView = nil
  }

  /// The part of the view that bars and the screen's edges leave uncovered (UIKit's
  /// `UIView.safeAreaLayoutGuide`): the view's bounds inset by ``safeAreaInsets``, which are zero
  /// here, so the guide is the bounds.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = layoutState.safeAreaLayoutGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owningView: self)
    layoutState.safeAreaLayoutGuide = guide
    return guide
  }

  /// The view's bounds inset by its ``layoutMargins`` (UIKit's `UIView.layoutMarginsGuide`).
  public var layoutMarginsGuide: UILayoutGuide {
    if let guide = layoutState.layoutMarginsGuide { return guide }
    let guide = UILayoutGuide(kind: .margins, owningView: self)
    layoutState.layoutMarginsGuide = guide
    return guide
  }

  /// The insets that bars, the status bar and the screen's rounded corners take (UIKit's
  /// `UIView.safeAreaInsets`): always zero here — the bars are not in the view tree and the
  /// simulated screens have no notch.
  public var safeAreaInsets: UIEdgeInsets { .zero }

  // MARK: Margins

  /// The space the view keeps around its content when constraints use its margins (UIKit's
  /// `UIView.layoutMargins`; default 8 points on every side). UIKit raises a view controller's
  /// root view's side margins to the system minimum (16 or 20 points); that is not modelled: every
  /// view has 8. Setting them calls ``layoutMarginsDidChange()`` and marks the view as needing
  /// layout.
  public var layoutMargins: UIEdgeInsets {
    get { layoutState.layoutMargins }
    set {
      guard newValue != layoutState.layoutMargins else { return }
      layoutState.layoutMargins = newValue
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }

  /// ``layoutMargins`` by reading direction (UIKit's `UIView.directionalLayoutMargins`): leading is
  /// left and trailing right here.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// Whether the view also respects its superview's margins (UIKit's
  /// `UIView.preservesSuperviewLayoutMargins`; default false): stored.
  public var preservesSuperviewLayoutMargins: Bool {
    get { layoutState.preservesSuperviewLayoutMargins }
    set { layoutState.preservesSuperviewLayoutMargins = newValue }
  }

  /// Whether the margins are measured from the safe area (UIKit's
  /// `UIView.insetsLayoutMarginsFromSafeArea`; default true): stored, and the same either way here,
  /// since the safe area is the bounds.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { layoutState.insetsLayoutMarginsFromSafeArea }
    set { layoutState.insetsLayoutMarginsFromSafeArea = newValue }
  }

  // MARK: Content priorities

  /// How strongly the view keeps from growing past its ``intrinsicContentSize`` along `axis`
  /// (UIKit's `UIView.contentHuggingPriority(for:)`; default ``UILayoutPriority/defaultLow``).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? layoutState.horizontalHugging : layoutState.verticalHugging
  }

  /// Sets the view's content hugging priority along `axis` (UIKit's
  /// `UIView.setContentHuggingPriority(_:for:)`).
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutState.horizontalHugging = priority
    } else {
      layoutState.verticalHugging = priority
    }
    superview?.setNeedsLayout()
  }

  /// How strongly the view keeps from shrinking below its ``intrinsicContentSize`` along `axis`
  /// (UIKit's `UIView.contentCompressionResistancePriority(for:)`; default
  /// ``UILayoutPriority/defaultHigh``).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal
      ? layoutState.horizontalCompressionResistance : layoutState.verticalCompressionResistance
  }

  /// Sets the view's compression resistance priority along `axis` (UIKit's
  /// `UIView.setContentCompressionResistancePriority(_:for:)`).
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      layoutState.horizontalCompressionResistance = priority
    } else {
      layoutState.verticalCompressionResistance = priority
    }
    superview?.setNeedsLayout()
  }

  /// The smallest size, for ``systemLayoutSizeFitting(_:)`` (UIKit's
  /// `UIView.layoutFittingCompressedSize`): zero.
  public static let layoutFittingCompressedSize = CGSize.zero

  // MARK: Autoresizing

  /// How the view would resize with its superview (UIKit's `UIView.autoresizingMask`; default
  /// none): stored. Nothing resizes by it: a view that keeps its frame keeps it whatever its
  /// superview's size.
  public var autoresizingMask: AutoresizingMask {
    get { layoutState.autoresizingMask }
    set { layoutState.autoresizingMask = newValue }
  }

  /// Whether subviews resize with the view (UIKit's `UIView.autoresizesSubviews`; default true):
  /// stored.
  public var autoresizesSubviews: Bool {
    get { layoutState.autoresizesSubviews }
    set { layoutState.autoresizesSubviews = newValue }
  }

  /// How a view resizes with its superview, with UIKit's raw values (`UIView.AutoresizingMask`).
  nonisolated public struct AutoresizingMask: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: UInt

    /// The options whose bits `rawValue` has.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The space to the left grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The space to the right grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The space above grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The space below grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
