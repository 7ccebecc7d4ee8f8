import DnDUIKit
import Testing

/// Stack views and layout guides after a change: a view taken out of the arrangement, a third
/// view spaced equally, a second guide, a guide that left its view.
@Suite struct StackAndGuideLayoutTests {
  /// Three plain views of fixed widths 20, 40 and 60, arranged in a 300-point stack view.
  static func stack(_ distribution: UIStackView.Distribution) -> (UIStackView, [UIView]) {
    let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
    stack.distribution = distribution
    let views = [20, 40, 60].map { width -> UIView in
      let view = UIView()
      stack.addArrangedSubview(view)
      if distribution != .fillEqually {
        view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
      }
      return view
    }
    return (stack, views)
  }

  /// UIKit's `removeArrangedSubview(_:)`: the view stays a subview, and the others are laid out
  /// again without it at the stack view's next layout pass.
  @Test func aViewTakenOutOfTheArrangementMakesRoomAtTheNextLayout() {
    let (stack, views) = Self.stack(.fillEqually)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 100, 100])
    stack.removeArrangedSubview(views[1])
    stack.layoutIfNeeded()
    #expect(views[1].superview === stack)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    #expect(views[2].frame == CGRect(x: 150, y: 0, width: 150, height: 20))
  }

  /// `.equalSpacing` with three views: both gaps are equal (300 − 120 = 180, 90 each), not
  /// only the first against itself.
  @Test func equalSpacingMakesEveryGapTheSame() {
    let (stack, views) = Self.stack(.equalSpacing)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 110, 240])
    #expect(stack.autoLayoutMessages.isEmpty)
  }

  /// Two custom guides on one view: the second does not replace or hide the first.
  @Test func aViewHoldsEveryGuideGivenToIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = UILayoutGuide()
    let right = UILayoutGuide()
    root.addLayoutGuide(left)
    right.owningView = root
    #expect(root.layoutGuides.filter { $0 === left || $0 === right }.count == 2)
    NSLayoutConstraint.activate([
      left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      left.widthAnchor.constraint(equalToConstant: 100),
      right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      right.widthAnchor.constraint(equalTo: left.widthAnchor),
    ])
    root.layoutIfNeeded()
    #expect(left.layoutFrame.minX == 0 && left.layoutFrame.width == 100)
    #expect(right.layoutFrame.minX == 200 && right.layoutFrame.width == 100)
  }

  /// A guide that left its view (its `owningView` set to nil) while a constraint still names it:
  /// the constraint is ignored, with the reason, and the view it pins keeps its frame.
  @Test func aConstraintOnAGuideThatLeftItsViewIsIgnoredWithTheReason() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let pinned = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
    root.addSubview(pinned)
    pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 30).isActive = true
    guide.owningView = nil
    root.layoutIfNeeded()
    #expect(pinned.frame == CGRect(x: 5, y: 6, width: 7, height: 8))
    #expect(
      root.autoLayoutMessages.contains {
        $0.hasPrefix("Ignoring malformed constraint")
          && $0.hasSuffix(": a layout guide in it belongs to no view")
      })
  }

  /// `addConstraint(_:)` on a view that does not hold one of the constraint's items (UIKit
  /// raises): the constraint is ignored, the reason is reported, and the views keep their frames.
  @Test func aConstraintInstalledOnAViewThatDoesNotHoldItsItemIsReported() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let right = UIView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
    root.addSubview(left)
    root.addSubview(right)
    left.addConstraint(left.leadingAnchor.constraint(equalTo: right.leadingAnchor))
    root.layoutIfNeeded()
    #expect(left.frame.minX == 0 && right.frame.minX == 50)
    #expect(
      root.autoLayoutMessages.contains {
        $0.hasPrefix("Ignoring malformed constraint")
          && $0.contains(": it is installed on ") && $0.contains(", which does not hold ")
      })
  }

  /// A stack view (spacing 10, top alignment) pinned only by its leading and top edges, `inset`
  /// points into a 400 × 200 root: nothing sizes it.
  static func unsizedStack(at inset: CGFloat) -> (UIView, UIStackView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
    let stack = UIStackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.spacing = 10
    stack.alignment = .top
    root.addSubview(stack)
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset).isActive = true
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: inset).isActive = true
    return (root, stack)
  }

  /// A stack view that nothing sizes takes its arrangement's natural size: the views' widths and
  /// the spacing between them (two gaps for three views, none after the last), the tallest
  /// height across (top alignment, so each view keeps its own height).
  @Test func aStackViewNothingSizesTakesItsArrangementsNaturalSize() {
    let (root, stack) = Self.unsizedStack(at: 5)
    for (width, height) in [(20, 10), (40, 30), (60, 20)] {
      let view = UIView()
      stack.addArrangedSubview(view)
      view.widthAnchor.constraint(equalToConstant: CGFloat(width)).isActive = true
      view.heightAnchor.constraint(equalToConstant: CGFloat(height)).isActive = true
    }
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 5, y: 5, width: 140, height: 30))
    #expect(stack.arrangedSubviews.map(\.frame.minX) == [0, 30, 80])
  }

  /// The same with arranged views that have no size constraints: their current sizes (30 and 50
  /// wide) and the one gap between them give the stack view 90 points.
  @Test func aStackViewOfUnconstrainedViewsTakesTheirSizesAndTheGapsBetween() {
    let (root, stack) = Self.unsizedStack(at: 0)
    let views = [30, 50].map { UIView(frame: CGRect(x: 0, y: 0, width: $0, height: 20)) }
    for view in views { stack.addArrangedSubview(view) }
    root.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 90, height: 20))
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 30, height: 20), CGRect(x: 40, y: 0, width: 50, height: 20),
      ])
  }
}
