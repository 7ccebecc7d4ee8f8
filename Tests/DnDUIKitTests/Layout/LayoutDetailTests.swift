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
}
