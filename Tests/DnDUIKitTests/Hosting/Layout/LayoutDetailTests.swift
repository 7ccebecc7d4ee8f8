import DnDUIKit
import Testing

/// Auto Layout details: stored margins settings, and the solver's tolerance (an inequality off
/// by no more than it is satisfied).
@Suite struct LayoutDetailTests {
  @Test func preservingTheSuperviewsMarginsIsKept() {
    let view = UIView()
    #expect(!view.preservesSuperviewLayoutMargins)
    view.preservesSuperviewLayoutMargins = true
    #expect(view.preservesSuperviewLayoutMargins)
  }

  /// Every stored layout setting reads back what was set, from UIKit's default.
  @Test func storedLayoutSettingsReadBack() {
    let view = UIView()
    #expect(view.insetsLayoutMarginsFromSafeArea)
    view.insetsLayoutMarginsFromSafeArea = false
    #expect(!view.insetsLayoutMarginsFromSafeArea)
    #expect(view.autoresizesSubviews)
    view.autoresizesSubviews = false
    #expect(!view.autoresizesSubviews)
    #expect(view.autoresizingMask == [])
    view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
    #expect(view.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(
      view.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
  }

  @Test func anInequalityOffByTheToleranceIsNotEnforced() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 0.0001, height: 10))
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    view.widthAnchor.constraint(lessThanOrEqualToConstant: 0).isActive = true
    superview.layoutIfNeeded()
    #expect(view.frame.width == 0.0001)
    let wide = UIView(frame: CGRect(x: 0, y: 0, width: 0.001, height: 10))
    wide.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(wide)
    wide.widthAnchor.constraint(lessThanOrEqualToConstant: 0).isActive = true
    superview.setNeedsLayout()
    superview.layoutIfNeeded()
    #expect(wide.frame.width == 0)
  }

  /// A `>=` inequality that holds, even by less than a point, leaves the view as it is.
  @Test func aSatisfiedGreaterThanInequalityIsNotEnforced() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10.5, height: 10))
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
    superview.layoutIfNeeded()
    #expect(view.frame.width == 10.5)
  }

  /// Laying out a subview alone still applies a constraint installed above it that places a view
  /// inside it (one relating that view to a sibling of the subview).
  @Test func aSubviewsLayoutUsesConstraintsInstalledAboveIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let sibling = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 60))
    root.addSubview(container)
    root.addSubview(sibling)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    child.leadingAnchor.constraint(equalTo: sibling.leadingAnchor).isActive = true
    child.topAnchor.constraint(equalTo: sibling.topAnchor).isActive = true
    child.widthAnchor.constraint(equalToConstant: 30).isActive = true
    child.heightAnchor.constraint(equalToConstant: 40).isActive = true
    #expect(root.constraints.count == 2)
    container.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
  }

  /// A constraint whose first attribute is `notAnAttribute` is ignored, and the message says why.
  @Test func aConstraintOnNoAttributeIsReportedAsSuch() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.accessibilityIdentifier = "root"
    let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    view.accessibilityIdentifier = "plain"
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint(
      item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 5
    ).isActive = true
    root.layoutIfNeeded()
    #expect(root.autoLayoutMessages.count == 1)
    #expect(
      root.autoLayoutMessages.first?.hasSuffix(": its first attribute is notAnAttribute") == true,
      "\(root.autoLayoutMessages)")
  }

  /// A new constant of an active constraint moves its view at the next layout of the superview;
  /// the same constant again changes nothing.
  @Test func aChangedConstantIsLaidOutAgain() {
    let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    let leading = view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 10)
    NSLayoutConstraint.activate([
      leading, view.topAnchor.constraint(equalTo: superview.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 20),
      view.heightAnchor.constraint(equalToConstant: 20),
    ])
    superview.layoutIfNeeded()
    #expect(view.frame.minX == 10)
    leading.constant = 30
    superview.layoutIfNeeded()
    #expect(view.frame.minX == 30)
  }

  @Test func aPlainViewDoesNotRequireConstraintBasedLayout() {
    #expect(!UIView.requiresConstraintBasedLayout)
  }

  /// A constraint whose priority is 0 is left out (UIKit's priorities run from 1 to 1000): the
  /// view keeps the width it has, while one of priority 1 takes effect.
  @Test func aConstraintOfPriorityZeroIsLeftOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    let zero = box.widthAnchor.constraint(equalToConstant: 120)
    zero.priority = UILayoutPriority(0)
    zero.isActive = true
    root.layoutIfNeeded()
    #expect(box.frame.width == 40)
    zero.priority = UILayoutPriority(1)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(box.frame.width == 120)
  }

  /// A position with a multiplier is measured in the coordinates of the view the constraint is
  /// installed on: `centerX = container.centerX × 0.5` puts a child a quarter of the way across
  /// its container, wherever the container sits in its own superview.
  @Test func aMultipliedPositionIsMeasuredFromTheContainersOrigin() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let container = UIView(frame: CGRect(x: 100, y: 0, width: 200, height: 100))
    root.addSubview(container)
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .centerX, multiplier: 0.5, constant: 0),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 40, y: 0, width: 20, height: 20))
  }

  /// A multiplied position inside a container that is itself sized by it, solved from the root:
  /// the child's leading is half the container's trailing in the container's own coordinates
  /// (its offset of 100 in the root is not part of it), so the container is 60 wide and the child
  /// sits at 30.
  @Test func aMultipliedPositionInAContainerSizedByItIgnoresTheContainersOffset() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let container = UIView()
    container.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(container)
    let child = UIView()
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    NSLayoutConstraint.activate([
      container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      container.topAnchor.constraint(equalTo: root.topAnchor),
      container.heightAnchor.constraint(equalToConstant: 100),
      container.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 10),
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: container,
        attribute: .trailing, multiplier: 0.5, constant: 0),
      child.topAnchor.constraint(equalTo: container.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(container.frame == CGRect(x: 100, y: 0, width: 60, height: 100))
    #expect(child.frame == CGRect(x: 30, y: 0, width: 20, height: 20))
  }

  /// A layout guide has no margins and no baselines: a constraint naming one of those on a guide
  /// is ignored, with the attribute named.
  @Test func aGuidesMarginOrBaselineIsIgnoredWithTheAttributeNamed() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let pinned = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    root.addSubview(pinned)
    NSLayoutConstraint(
      item: guide, attribute: .leadingMargin, relatedBy: .equal, toItem: pinned,
      attribute: .leading, multiplier: 1, constant: 0
    ).isActive = true
    NSLayoutConstraint(
      item: pinned, attribute: .top, relatedBy: .equal, toItem: guide,
      attribute: .firstBaseline, multiplier: 1, constant: 0
    ).isActive = true
    root.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    let messages = root.autoLayoutMessages.filter { $0.hasPrefix("Ignoring malformed constraint") }
    #expect(messages.count == 2)
    #expect(messages.contains { $0.hasSuffix(": a layout guide has no leadingMargin") })
    #expect(messages.contains { $0.hasSuffix(": a layout guide has no firstBaseline") })
  }

  /// A label's compression resistance (750) holds its intrinsic width against a narrower
  /// constraint of lower priority, and gives way to one of higher priority; its hugging (250)
  /// alone would not hold it.
  @Test func compressionResistanceHoldsTheIntrinsicWidthAgainstALowerPriority() {
    func width(squeezedAt priority: Float) -> CGFloat {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
      let label = UILabel()
      label.text = "A fairly long title"
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
      label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
      let squeeze = label.widthAnchor.constraint(equalToConstant: 20)
      squeeze.priority = UILayoutPriority(priority)
      squeeze.isActive = true
      root.layoutIfNeeded()
      return label.frame.width
    }
    let sizing = UILabel()
    sizing.text = "A fairly long title"
    let intrinsic = sizing.intrinsicContentSize.width
    #expect(intrinsic > 20)
    #expect(width(squeezedAt: 500) == intrinsic)
    #expect(width(squeezedAt: 800) == 20)
  }
}
