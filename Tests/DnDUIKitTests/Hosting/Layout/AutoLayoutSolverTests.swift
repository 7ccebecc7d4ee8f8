import DnDUIKit
import Testing

/// The Auto Layout solver: constraints to the superview, its guides and siblings become frames at
/// a layout pass, conflicts keep the constraint activated first and are reported, and the result
/// does not depend on the order the layout was built in.
@Suite struct AutoLayoutSolverTests {
  /// A 400 × 300 root view and a subview of it placed by constraints.
  static func root() -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.accessibilityIdentifier = "root"
    return root
  }

  static func constrained(_ name: String, in superview: UIView) -> UIView {
    let view = UIView()
    view.accessibilityIdentifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    superview.addSubview(view)
    return view
  }

  /// Equal frames up to rounding.
  static func close(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6
      && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
  }

  @Test func edgesPinnedToTheSuperviewWithConstants() {
    let root = Self.root()
    let view = Self.constrained("panel", in: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
    ])
    #expect(view.frame == .zero)  // frames change at the layout pass, not at activation
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 20, width: 368, height: 260))
    // The superview grows; the next pass follows it.
    root.frame.size = CGSize(width: 500, height: 300)
    root.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 16, y: 20, width: 468, height: 260))
    #expect(root.autoLayoutMessages.isEmpty)
  }

  @Test func edgesPinnedToTheSafeAreaAndMarginsGuides() {
    let root = Self.root()
    let safe = Self.constrained("safe", in: root)
    let inset = Self.constrained("inset", in: root)
    let safeArea = root.safeAreaLayoutGuide
    let margins = root.layoutMarginsGuide
    NSLayoutConstraint.activate([
      safe.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      safe.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      safe.topAnchor.constraint(equalTo: safeArea.topAnchor),
      safe.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      inset.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      inset.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      inset.topAnchor.constraint(equalTo: margins.topAnchor),
      inset.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // No bars or notch: the safe area is the bounds; the margins are UIKit's default 8 points.
    #expect(root.safeAreaInsets == .zero && safeArea.layoutFrame == root.bounds)
    #expect(safe.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(inset.frame == CGRect(x: 8, y: 8, width: 384, height: 284))
    #expect(margins.layoutFrame == inset.frame)
    #expect(safeArea.identifier == "UIViewSafeAreaLayoutGuide" && safeArea.owningView === root)
    // New margins move what is pinned to them at the next pass.
    root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
    root.layoutIfNeeded()
    #expect(inset.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
    root.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 0, leading: 5, bottom: 0, trailing: 15)
    #expect(root.layoutMargins == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15))
    // The margin attributes of init(item:…) are the same margins.
    let marked = Self.constrained("marked", in: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: marked, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: marked, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin,
        multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: marked, attribute: .width, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10),
      NSLayoutConstraint(
        item: marked, attribute: .height, relatedBy: .equal, toItem: nil,
        attribute: .notAnAttribute, multiplier: 1, constant: 10),
    ])
    root.layoutIfNeeded()
    #expect(marked.frame == CGRect(x: 5, y: 0, width: 10, height: 10))
  }

  @Test func aSizeAndACentre() {
    let root = Self.root()
    let badge = Self.constrained("badge", in: root)
    NSLayoutConstraint.activate([
      badge.widthAnchor.constraint(equalToConstant: 100),
      badge.heightAnchor.constraint(equalToConstant: 50),
      badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    // A single item's constraint is installed on the item; one with its superview, on that.
    #expect(badge.constraints.count == 2 && root.constraints.count == 2)
  }

  @Test func multipliersOnSizesAndCentres() {
    let root = Self.root()
    let half = Self.constrained("half", in: root)
    let quarter = Self.constrained("quarter", in: root)
    NSLayoutConstraint.activate([
      half.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      half.topAnchor.constraint(equalTo: root.topAnchor),
      half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      // An aspect ratio: height from width.
      half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.25, constant: 10),
      quarter.widthAnchor.constraint(equalToConstant: 40),
      quarter.heightAnchor.constraint(equalToConstant: 40),
      // A centre at a quarter of the width: positions are measured in the superview.
      NSLayoutConstraint(
        item: quarter, attribute: .centerX, relatedBy: .equal, toItem: root,
        attribute: .centerX, multiplier: 0.5, constant: 0),
      quarter.centerYAnchor.constraint(equalTo: root.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(half.frame == CGRect(x: 0, y: 0, width: 200, height: 60))
    #expect(quarter.frame == CGRect(x: 80, y: 130, width: 40, height: 40))

    // In a container away from the origin, the multiplier still applies in the container's
    // coordinates.
    let container = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
    root.addSubview(container)
    let dot = Self.constrained("dot", in: container)
    NSLayoutConstraint.activate([
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
      NSLayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: container,
        attribute: .centerX, multiplier: 0.5, constant: 0),
      dot.topAnchor.constraint(equalTo: container.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(dot.frame == CGRect(x: 45, y: 0, width: 10, height: 10))
  }

  @Test func aChainOfSiblings() {
    let root = Self.root()
    let a = Self.constrained("a", in: root)
    let b = Self.constrained("b", in: root)
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
      a.trailingAnchor.constraint(equalTo: b.leadingAnchor, constant: -8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
      a.widthAnchor.constraint(equalTo: b.widthAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      b.topAnchor.constraint(equalTo: a.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 40),
      b.heightAnchor.constraint(equalTo: a.heightAnchor),
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 8, y: 10, width: 188, height: 40))
    #expect(b.frame == CGRect(x: 204, y: 10, width: 188, height: 40))
    #expect(b.frame.minX - a.frame.maxX == 8)
  }

  @Test func aConflictKeepsTheConstraintActivatedFirstAndReportsTheOther() {
    let root = Self.root()
    let a = Self.constrained("a", in: root)
    let narrow = a.widthAnchor.constraint(equalToConstant: 100)
    let wide = a.widthAnchor.constraint(equalToConstant: 200)
    wide.identifier = "wide"
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      narrow, wide,
    ])
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    #expect(
      root.autoLayoutMessages == [
        "Unable to simultaneously satisfy constraints: broke <NSLayoutConstraint 'wide' a.width "
          + "== 200>: it contradicts the constraints activated before it"
      ])
    // Any view of the tree reads the same list; a conflict is recorded once.
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(a.autoLayoutMessages.count == 1)
    // Deactivating the first lets the other hold.
    narrow.isActive = false
    root.layoutIfNeeded()
    #expect(a.frame.width == 200)

    // A frame kept by translatesAutoresizingMaskIntoConstraints is a constraint too.
    let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    fixed.accessibilityIdentifier = "fixed"
    root.addSubview(fixed)
    fixed.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20).isActive = true
    root.layoutIfNeeded()
    #expect(fixed.frame.minX == 0)
    #expect(
      root.autoLayoutMessages.last
        == "Unable to simultaneously satisfy constraints: broke <NSLayoutConstraint "
        + "fixed.leading == root.leading + 20>: it contradicts the frame of fixed, whose "
        + "translatesAutoresizingMaskIntoConstraints is true")
  }

  @Test func anUnresolvableLayoutLeavesFramesAlone() {
    let root = Self.root()
    // Only an inequality that already holds: nothing to change.
    let loose = Self.constrained("loose", in: root)
    loose.frame = CGRect(x: 5, y: 6, width: 40, height: 30)
    loose.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
    // Items in two view hierarchies: UIKit raises; here the constraint stays inactive, reported.
    let stranger = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
    let orphan = Self.constrained("orphan", in: root)
    orphan.frame = CGRect(x: 7, y: 8, width: 9, height: 10)
    let across = orphan.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
    across.isActive = true
    #expect(!across.isActive)
    // Malformed: a position equal to a constant (UIKit raises when it is made).
    let malformed = NSLayoutConstraint(
      item: orphan, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 50)
    malformed.isActive = true
    root.layoutIfNeeded()
    #expect(loose.frame == CGRect(x: 5, y: 6, width: 40, height: 30))
    #expect(orphan.frame == CGRect(x: 7, y: 8, width: 9, height: 10))
    #expect(stranger.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      root.autoLayoutMessages == [
        "Unable to activate constraint <NSLayoutConstraint orphan.leading == UIView.leading>: "
          + "its items have no common ancestor (they are not in one view hierarchy); it stays "
          + "inactive",
        "Ignoring malformed constraint <NSLayoutConstraint orphan.top == 50>: a position cannot "
          + "equal a constant",
      ])
  }

  /// A label, a field under it and a button beside the field, pinned to the root and each other;
  /// built with the subviews added and the constraints activated in either order.
  static func form(reversed: Bool) -> [CGRect] {
    let root = Self.root()
    let title = UILabel()
    title.text = "Name"
    let field = UIView()
    let button = UIView()
    let views = [title, field, button]
    for view in reversed ? views.reversed() : views {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    var constraints = [
      title.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      title.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      field.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      field.heightAnchor.constraint(equalToConstant: 34),
      button.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 12),
      button.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      button.widthAnchor.constraint(equalTo: field.widthAnchor, multiplier: 0.5),
      button.centerYAnchor.constraint(equalTo: field.centerYAnchor),
      button.heightAnchor.constraint(equalTo: field.heightAnchor),
    ]
    if reversed { constraints.reverse() }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    #expect(root.autoLayoutMessages.isEmpty)
    return views.map(\.frame)
  }

  @Test func theSameLayoutBuiltInAnotherOrderGivesTheSameFrames() {
    let forward = Self.form(reversed: false)
    let backward = Self.form(reversed: true)
    #expect(forward == backward)
    // The label's estimated size: 4 characters at 17 points, one line.
    #expect(forward[0] == CGRect(x: 8, y: 8, width: 34, height: 21))
    #expect(forward[1] == CGRect(x: 8, y: 37, width: 248, height: 34))
    #expect(forward[2] == CGRect(x: 268, y: 37, width: 124, height: 34))
    #expect(Self.form(reversed: false) == forward)
  }

  @Test func inequalitiesAndPriorities() {
    let root = Self.root()
    // At least 300 wide, and short of the trailing margin: the minimum holds.
    let bar = Self.constrained("bar", in: root)
    NSLayoutConstraint.activate([
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      bar.widthAnchor.constraint(greaterThanOrEqualToConstant: 300),
      bar.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.heightAnchor.constraint(equalToConstant: 10),
    ])
    // A label whose text is wider than the room: the trailing limit (required) beats its
    // compression resistance.
    let label = UILabel()
    label.text = String(repeating: "x", count: 60)
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -20),
      label.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 10),
    ])
    // Two optional widths: the higher priority wins, until priorities change.
    let box = Self.constrained("box", in: root)
    let high = box.widthAnchor.constraint(equalToConstant: 100)
    high.priority = .defaultHigh
    let low = box.widthAnchor.constraint(equalToConstant: 200)
    low.priority = .defaultLow
    NSLayoutConstraint.activate([
      high, low, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 20, y: 0, width: 300, height: 10))
    #expect(label.intrinsicContentSize == CGSize(width: 510, height: 21))
    #expect(label.frame == CGRect(x: 20, y: 20, width: 360, height: 21))
    #expect(box.frame.width == 100)
    low.priority = .required - 1
    root.layoutIfNeeded()
    #expect(box.frame.width == 200)
    #expect(root.autoLayoutMessages.isEmpty)
  }

  @Test func intrinsicSizesAndHuggingShareARow() {
    let root = Self.root()
    let name = UILabel()
    name.text = "Hi"
    let value = UILabel()
    value.text = "Hello"
    for label in [name, value] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    NSLayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
      value.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      name.topAnchor.constraint(equalTo: root.topAnchor),
      value.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Equal hugging: the first keeps its size, the last stretches.
    #expect(name.frame == CGRect(x: 0, y: 0, width: 17, height: 21))
    #expect(value.frame == CGRect(x: 25, y: 0, width: 375, height: 21))
    // The one that hugs harder keeps its size.
    value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
    #expect(value.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    root.layoutIfNeeded()
    #expect(name.frame.width == 349 && value.frame == CGRect(x: 357, y: 0, width: 43, height: 21))
    // A new text changes the intrinsic size, and the next pass follows.
    value.text = "Hello there"
    root.layoutIfNeeded()
    #expect(value.frame.width == 94)
  }

  @Test func aLayoutGuideIsPlacedLikeAView() {
    let root = Self.root()
    let gap = UILayoutGuide()
    gap.identifier = "gap"
    root.addLayoutGuide(gap)
    #expect(root.layoutGuides == [gap] && gap.owningView === root)
    let right = Self.constrained("right", in: root)
    NSLayoutConstraint.activate([
      gap.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      gap.widthAnchor.constraint(equalToConstant: 100),
      gap.topAnchor.constraint(equalTo: root.topAnchor),
      gap.heightAnchor.constraint(equalTo: root.heightAnchor),
      right.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.topAnchor.constraint(equalTo: gap.topAnchor),
      right.bottomAnchor.constraint(equalTo: gap.centerYAnchor),
    ])
    root.layoutIfNeeded()
    #expect(gap.layoutFrame == CGRect(x: 10, y: 0, width: 100, height: 300))
    #expect(right.frame == CGRect(x: 110, y: 0, width: 290, height: 150))
    root.removeLayoutGuide(gap)
    #expect(root.layoutGuides.isEmpty && gap.owningView == nil && root.constraints.count == 1)
  }
}
