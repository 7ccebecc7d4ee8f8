import Synchronization

/// A relation between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`,
/// between views and layout guides, or between one item's size and a constant.
///
/// **Activation.** An active constraint is installed on the nearest common ancestor of its items,
/// in whose ``UIView/constraints`` it shows (a single item's on the item itself), as in UIKit.
/// Activating one whose items share no ancestor — a crash on iOS — leaves it inactive and records
/// a message (``UIView/autoLayoutMessages``). A view that leaves its superview takes with it the
/// constraints between its subtree and the rest of the tree, which become inactive, as in UIKit.
/// Changing a constraint (activating it, its ``constant``, its ``priority``) marks the superviews
/// of its items as needing layout; frames change at the next layout pass (``UIView/layoutIfNeeded()``
/// or a window's first pass), not at once.
///
/// **Solving.** At each layout pass a view lays out the views below it that active constraints
/// mention (UIKit's default `layoutSubviews()`), with a small deterministic solver — not UIKit's
/// Cassowary engine — whose rules are in `Docs/uikit.md` ("Auto Layout"): required equalities
/// first, in activation order, a conflicting one broken (kept inactive for the pass) and
/// reported; then inequalities, lower priorities, intrinsic content sizes, and finally the views'
/// current frames for whatever is still free. Leading and trailing are left and right (no
/// right-to-left layout); a view's baselines are its bottom (text is not laid out).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  private weak var storedFirstItem: AnyObject?
  private weak var storedSecondItem: AnyObject?
  /// Whether the items were given: an item that was not a view or a layout guide (or is gone)
  /// makes the constraint invalid.
  private let hadSecondItem: Bool

  /// The first item (UIKit's `NSLayoutConstraint.firstItem`): a view or a layout guide.
  open var firstItem: AnyObject? { storedFirstItem }
  /// The second item, nil for a constraint to a constant (UIKit's
  /// `NSLayoutConstraint.secondItem`).
  open var secondItem: AnyObject? { storedSecondItem }
  /// The first item's attribute (UIKit's `NSLayoutConstraint.firstAttribute`).
  public let firstAttribute: Attribute
  /// The second item's attribute, ``Attribute/notAnAttribute`` without one (UIKit's
  /// `NSLayoutConstraint.secondAttribute`).
  public let secondAttribute: Attribute
  /// How the two sides relate (UIKit's `NSLayoutConstraint.relation`).
  public let relation: Relation
  /// The factor applied to the second attribute (UIKit's `NSLayoutConstraint.multiplier`).
  public let multiplier: CGFloat

  /// The offset added to the second side (UIKit's `NSLayoutConstraint.constant`); the one property
  /// of an active constraint that may change, as in UIKit.
  open var constant: CGFloat {
    didSet { if constant != oldValue { itemsNeedLayout() } }
  }

  /// The constraint's priority (UIKit's `NSLayoutConstraint.priority`; default
  /// ``UILayoutPriority/required``). UIKit refuses to turn an installed constraint from required to
  /// optional or back; here it is allowed.
  open var priority: UILayoutPriority = .required {
    didSet { if priority != oldValue { itemsNeedLayout() } }
  }

  /// A name for the constraint, shown in its ``description`` and in the layout messages (UIKit's
  /// `NSLayoutConstraint.identifier`).
  open var identifier: String?

  /// Whether an archive would keep the constraint (UIKit's `NSLayoutConstraint.shouldBeArchived`):
  /// stored.
  open var shouldBeArchived = false

  /// The view the constraint is installed on while active.
  weak var container: UIView?
  /// When it was last activated, for the solver's order ("first activated wins").
  private(set) var activationOrder = 0

  private static let activations = Atomic<Int>(0)

  /// A constraint between the items' attributes, inactive (the anchors' methods make these).
  init(
    item first: AnyObject, attribute firstAttribute: Attribute, relatedBy relation: Relation,
    toItem second: AnyObject?, attribute secondAttribute: Attribute, multiplier: CGFloat,
    constant: CGFloat
  ) {
    storedFirstItem = first
    storedSecondItem = second
    hadSecondItem = second != nil
    self.firstAttribute = firstAttribute
    self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    super.init()
  }

  /// A constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`, inactive (UIKit's
  /// `NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`).
  /// The items are views or layout guides; for a size equal to a constant, `view2` is nil and
  /// `attr2` ``Attribute/notAnAttribute``.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    self.init(
      item: view1 as AnyObject, attribute: attr1, relatedBy: relation,
      toItem: view2.map { $0 as AnyObject }, attribute: attr2, multiplier: multiplier,
      constant: c)
  }

  /// The first item's anchor for the first attribute (UIKit's `NSLayoutConstraint.firstAnchor`).
  open var firstAnchor: NSLayoutAnchor<AnyObject> {
    NSLayoutAnchor(item: storedFirstItem, attribute: firstAttribute)
  }

  /// The second item's anchor, nil without a second item (UIKit's
  /// `NSLayoutConstraint.secondAnchor`).
  open var secondAnchor: NSLayoutAnchor<AnyObject>? {
    storedSecondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
  }

  // MARK: Activation

  /// Whether the constraint takes part in layout (UIKit's `NSLayoutConstraint.isActive`; a new
  /// constraint is inactive). Setting it true installs it on its items' nearest common ancestor.
  open var isActive: Bool {
    get { container != nil }
    set {
      if newValue {
        activate()
      } else {
        deactivate()
      }
    }
  }

  /// Activates each constraint, in order (UIKit's `NSLayoutConstraint.activate(_:)`).
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each constraint (UIKit's `NSLayoutConstraint.deactivate(_:)`).
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// Installs the constraint on its items' nearest common ancestor.
  private func activate() {
    guard container == nil else { return }
    guard let ancestor = nearestCommonAncestor else {
      let message =
        "Unable to activate constraint \(self): its items have no common ancestor (they are not "
        + "in one view hierarchy); it stays inactive"
      LayoutMessages.record(message, near: itemViews.first)
      return
    }
    install(on: ancestor)
  }

  /// Installs the constraint on `view` (``UIView/addConstraint(_:)``, or activation).
  func install(on view: UIView) {
    if let container, container !== view { uninstall() }
    guard container == nil else { return }
    container = view
    activationOrder = Self.activations.wrappingAdd(1, ordering: .relaxed).newValue
    view.layoutState.constraints.append(self)
    itemsNeedLayout()
  }

  /// Removes the constraint from the view it is installed on.
  private func deactivate() {
    uninstall()
  }

  func uninstall() {
    guard let container else { return }
    container.layoutState.constraints.removeAll { $0 === self }
    self.container = nil
    itemsNeedLayout()
  }

  /// The views the items are, or whose layout guides they are.
  var itemViews: [UIView] {
    [storedFirstItem, storedSecondItem].compactMap { item in
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
  }

  /// The items as layout items; nil when one is missing or neither a view nor a layout guide.
  var layoutItems: (first: LayoutItem, second: LayoutItem?)? {
    guard let first = LayoutItem(storedFirstItem) else { return nil }
    if !hadSecondItem { return (first, nil) }
    guard let second = LayoutItem(storedSecondItem) else { return nil }
    return (first, second)
  }

  /// The deepest view holding both items (a layout guide counts as its owning view).
  var nearestCommonAncestor: UIView? {
    guard let items = layoutItems else { return nil }
    guard let firstView = items.first.hostView else { return nil }
    guard let second = items.second else { return firstView }
    guard let secondView = second.hostView else { return nil }
    var candidate: UIView? = firstView
    while let view = candidate {
      if secondView.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// Tells the items' superviews (a guide's owning view) that their layout changed.
  private func itemsNeedLayout() {
    for item in [storedFirstItem, storedSecondItem] {
      if let view = item as? UIView {
        view.superview?.setNeedsLayout()
      } else if let guide = item as? UILayoutGuide {
        guide.owningView?.setNeedsLayout()
      }
    }
  }

  // MARK: Description

  /// The constraint as an equation, with its identifier and a priority below required:
  /// `<NSLayoutConstraint 'gap' card.leading == zone.trailing + 8 @750>`. Items are named by their
  /// names in the event log (a guide as `<view>.<guide identifier>`).
  nonisolated open override var description: String {
    // NSObject's `description` is nonisolated; a main-actor object describes itself only there.
    MainActor.assumeIsolated {
      var text = "<NSLayoutConstraint"
      if let identifier { text += " '\(identifier)'" }
      text += " \(Self.name(of: storedFirstItem)).\(firstAttribute.name) \(relation.symbol) "
      if let second = storedSecondItem {
        text += "\(Self.name(of: second)).\(secondAttribute.name)"
        if multiplier != 1 { text += " * \(Self.number(multiplier))" }
        if constant != 0 {
          text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))"
        }
      } else if hadSecondItem {
        text += "(gone).\(secondAttribute.name)"
      } else {
        text += Self.number(constant)
      }
      if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
      return text + ">"
    }
  }

  static func name(of item: AnyObject?) -> String {
    switch item {
    case let view as UIView: view.engineView.name
    case let guide as UILayoutGuide:
      "\(guide.owningView?.engineView.name ?? "(no view)").\(guide.identifier)"
    case let other?: String(describing: type(of: other))
    case nil: "(gone)"
    }
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }

  // MARK: Types

  /// How the two sides of a constraint relate, with UIKit's raw values
  /// (`NSLayoutConstraint.Relation`).
  nonisolated public enum Relation: Int, Sendable {
    /// The first side at most the second.
    case lessThanOrEqual = -1
    /// The two sides equal.
    case equal = 0
    /// The first side at least the second.
    case greaterThanOrEqual = 1

    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// A part of an item's rectangle that a constraint relates, with UIKit's raw values
  /// (`NSLayoutConstraint.Attribute`). The margin attributes are a view's rectangle inset by its
  /// ``UIView/layoutMargins``; the baselines are its bottom here (text is not laid out).
  nonisolated public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: the left one (right-to-left layout is not modelled).
    case leading = 5
    /// The trailing edge: the right one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The last line's baseline: the bottom edge here.
    case lastBaseline = 11
    /// The first line's baseline: the bottom edge here.
    case firstBaseline = 12
    /// The left margin.
    case leftMargin = 13
    /// The right margin.
    case rightMargin = 14
    /// The top margin.
    case topMargin = 15
    /// The bottom margin.
    case bottomMargin = 16
    /// The leading margin.
    case leadingMargin = 17
    /// The trailing margin.
    case trailingMargin = 18
    /// The horizontal centre between the margins.
    case centerXWithinMargins = 19
    /// The vertical centre between the margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute = 0

    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      }
    }
  }

  /// A layout axis, with UIKit's raw values (`NSLayoutConstraint.Axis`).
  nonisolated public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}
