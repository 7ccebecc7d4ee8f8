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
}
