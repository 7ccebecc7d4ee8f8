import DnDUIKit
import Testing

/// Auto Layout's API as UIKit spells it — constraints, anchors, priorities, installation and
/// deactivation, constraint updates, fitting sizes — and stack views arranging their views.
@Suite struct AutoLayoutAPITests {
  @Test func prioritiesCompareAndCount() {
    #expect(UILayoutPriority.required.rawValue == 1000)
    #expect(UILayoutPriority.defaultHigh.rawValue == 750)
    #expect(UILayoutPriority.defaultLow.rawValue == 250)
    #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
    #expect(UILayoutPriority(rawValue: 999) == .required - 1)
    #expect(.defaultHigh + 1 == UILayoutPriority(751) && 1 + .defaultLow == UILayoutPriority(251))
    #expect(.defaultLow < UILayoutPriority.defaultHigh)
    #expect(
      !(UILayoutPriority.defaultLow < .defaultLow) && UILayoutPriority.defaultLow <= .defaultLow)
    #expect(
      !(UILayoutPriority.defaultHigh < .defaultLow) && UILayoutPriority.required > .defaultHigh)
    #expect(UILayoutPriority.required - .defaultHigh == 250)
    var priority = UILayoutPriority.defaultLow
    priority += 10
    priority -= 5
    #expect(priority.rawValue == 255)
  }

  @Test func constraintsKeepWhatTheyWereMadeWith() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.accessibilityIdentifier = "root"
    let child = UIView()
    child.accessibilityIdentifier = "child"
    root.addSubview(child)
    #expect(child.translatesAutoresizingMaskIntoConstraints)
    let constraint = child.widthAnchor.constraint(
      equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
    #expect(constraint.firstItem === child && constraint.secondItem === root)
    #expect(constraint.firstAttribute == .width && constraint.secondAttribute == .width)
    #expect(constraint.relation == .equal && constraint.multiplier == 0.5)
    #expect(constraint.constant == -4 && constraint.priority == .required)
    #expect(!constraint.isActive && constraint.identifier == nil)
    #expect(constraint.firstAnchor.description == "child.width")
    #expect(constraint.secondAnchor?.description == "root.width")
    constraint.identifier = "half"
    constraint.priority = UILayoutPriority(700)
    #expect(
      constraint.description
        == "<NSLayoutConstraint 'half' child.width == root.width * 0.5 - 4 @700>")
    let fixed = child.heightAnchor.constraint(lessThanOrEqualToConstant: 30)
    #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute)
    #expect(
      fixed.relation == .lessThanOrEqual
        && fixed.description == "<NSLayoutConstraint child.height <= 30>")
    let spaced = child.topAnchor.constraint(
      equalToSystemSpacingBelow: root.topAnchor, multiplier: 2)
    #expect(spaced.constant == 16)
    let made = NSLayoutConstraint(
      item: child, attribute: .centerX, relatedBy: .greaterThanOrEqual, toItem: root,
      attribute: .centerX, multiplier: 1, constant: 3)
    #expect(made.relation == .greaterThanOrEqual && made.secondItem === root)
    #expect(NSLayoutConstraint.Attribute.leading.rawValue == 5)
    #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
  }

  @Test func activationInstallsOnTheNearestCommonAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let column = UIView()
    let card = UIView()
    let other = UIView()
    root.addSubview(column)
    column.addSubview(card)
    root.addSubview(other)
    let width = card.widthAnchor.constraint(equalToConstant: 10)
    let inColumn = card.topAnchor.constraint(equalTo: column.topAnchor)
    let across = card.leadingAnchor.constraint(equalTo: other.trailingAnchor)
    NSLayoutConstraint.activate([width, inColumn, across])
    #expect(width.isActive && inColumn.isActive && across.isActive)
    #expect(card.constraints == [width] && column.constraints == [inColumn])
    #expect(root.constraints == [across])
    NSLayoutConstraint.deactivate([width])
    #expect(!width.isActive && card.constraints.isEmpty)
    // addConstraint installs on the view it is sent to; removeConstraint takes it off.
    root.addConstraint(width)
    #expect(width.isActive && root.constraints == [across, width])
    root.removeConstraint(width)
    #expect(!width.isActive)
    root.addConstraints([width])
    root.removeConstraints([width])
    #expect(root.constraints == [across])
    // Leaving the tree, the card takes its constraints to the rest of the tree with it; those
    // inside its subtree stay.
    let inside = UIView()
    card.addSubview(inside)
    let nested = inside.centerXAnchor.constraint(equalTo: card.centerXAnchor)
    nested.isActive = true
    card.removeFromSuperview()
    #expect(!across.isActive && !inColumn.isActive && nested.isActive)
    #expect(root.constraints.isEmpty && column.constraints.isEmpty)
  }

  /// Counts its constraint updates, and adds one at its first.
  final class Badge: UIView {
    var updates = 0
    override func updateConstraints() {
      updates += 1
      if updates == 1 { widthAnchor.constraint(equalToConstant: 44).isActive = true }
      super.updateConstraints()
    }
  }

  final class Screen: UIViewController {
    let badge = Badge()
    var journal: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      badge.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
        badge.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
      ])
    }
    override func updateViewConstraints() {
      journal.append("updateViewConstraints")
      super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
      super.viewWillLayoutSubviews()
      journal.append("viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      journal.append("viewDidLayoutSubviews \(badge.frame)")
    }
  }

  @Test func constraintsAreUpdatedBeforeTheLayoutAWindowRuns() {
    let device = TestDevice()
    let screen = Screen()
    device.show(screen, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let badgeFrame = CGRect(x: 348, y: 10, width: 44, height: 44)
    #expect(
      screen.journal == [
        "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews \(badgeFrame)",
      ])
    #expect(screen.badge.updates == 1 && !screen.badge.needsUpdateConstraints())
    screen.badge.setNeedsUpdateConstraints()
    #expect(screen.badge.needsUpdateConstraints())
    screen.view.layoutIfNeeded()
    #expect(screen.badge.updates == 2)
    #expect(screen.view.autoLayoutMessages.isEmpty)
  }

  @Test func aFittingSizeComesFromTheContent() {
    let card = UIView()
    let title = UILabel()
    title.text = "Hello"
    title.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(title)
    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      title.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    ])
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 59, height: 37))
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 37))
    #expect(card.frame == .zero)
    #expect(UILabel().systemLayoutSizeFitting(.zero) == .zero)
  }

  @Test func intrinsicSizesOfControls() {
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Hello"
    #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
    label.font = .systemFont(ofSize: 10)
    #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
    label.text = "two\nlines"
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 25, height: 24))
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 25, height: 24))
    let button = UIButton(type: .system)
    #expect(button.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    button.setTitle("Button", for: .normal)
    #expect(button.intrinsicContentSize == CGSize(width: 45, height: 30))
    #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize.width == 37)
    let view = UIView()
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(view.autoresizingMask.rawValue == 18 && view.autoresizesSubviews)
  }

  @Test func aStackViewArrangesItsViews() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let short = UILabel()
    short.text = "Hi"
    let long = UILabel()
    long.text = "Hello"
    let stack = UIStackView(arrangedSubviews: [short, long])
    stack.spacing = 8
    #expect(!short.translatesAutoresizingMaskIntoConstraints)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    // The stack's height is its arrangement's; the last of two equal huggers fills the row.
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 380, height: 21))
    #expect(short.frame == CGRect(x: 0, y: 0, width: 17, height: 21))
    #expect(long.frame == CGRect(x: 25, y: 0, width: 355, height: 21))
    // Equal widths; a hidden view leaves the arrangement.
    let third = UIView()
    stack.addArrangedSubview(third)
    stack.distribution = .fillEqually
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(short.frame.width == 120 && long.frame == CGRect(x: 130, y: 0, width: 120, height: 21))
    #expect(third.frame == CGRect(x: 260, y: 0, width: 120, height: 21))
    long.isHidden = true
    root.layoutIfNeeded()
    #expect(third.frame == CGRect(x: 195, y: 0, width: 185, height: 21))
    #expect(root.autoLayoutMessages.isEmpty)
  }

  @Test func aVerticalStackViewAlignsAcrossItsAxis() {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    stack.axis = .vertical
    stack.alignment = .center
    stack.distribution = .equalSpacing
    let top = UIView()
    let bottom = UIView()
    for view in [top, bottom] {
      stack.addArrangedSubview(view)
      NSLayoutConstraint.activate([
        view.widthAnchor.constraint(equalToConstant: 50),
        view.heightAnchor.constraint(equalToConstant: 20),
      ])
    }
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    stack.layoutIfNeeded()
    #expect(top.frame == CGRect(x: 75, y: 10, width: 50, height: 20))
    #expect(bottom.frame == CGRect(x: 75, y: 70, width: 50, height: 20))
  }

  /// A stack view that nothing else sizes takes its arranged views' sizes (a fixed constant,
  /// else the intrinsic size, else the current frame), each along its own axis: a fixed height
  /// does not stand for a view's width. A view arranged or hidden later resizes it at the
  /// superview's next layout, as a change of intrinsic size does.
  @Test func aStackViewSizesItselfFromEachViewsOwnAxis() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
    let stack = UIStackView(arrangedSubviews: [plain])
    stack.axis = .vertical
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      plain.heightAnchor.constraint(equalToConstant: 44),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 30, height: 44))
    #expect(plain.frame == CGRect(x: 0, y: 0, width: 30, height: 44))
    // A label beside it: its intrinsic width is what sizes the stack across its axis.
    let label = UILabel()
    label.text = "Hi"
    stack.addArrangedSubview(label)
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 17, height: 65))
    #expect(label.frame == CGRect(x: 0, y: 44, width: 17, height: 21))
    // Hidden, the label leaves the arrangement: the stack view is as tall as the plain view, and
    // as wide as it now is (the width the label gave it is its current frame).
    label.isHidden = true
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 17, height: 44))
    #expect(root.autoLayoutMessages.isEmpty)
  }
}
