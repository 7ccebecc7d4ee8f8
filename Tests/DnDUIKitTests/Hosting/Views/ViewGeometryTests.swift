import DnDUIKit
import Testing

/// A view's frame, bounds and centre, as UIKit relates them (bounds keep origin zero here:
/// Docs/uikit.md, "Around the delegates").
@Suite struct ViewGeometryTests {
  @Test func settingTheBoundsResizesAroundTheCentre() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.bounds = CGRect(x: 0, y: 0, width: 60, height: 80)
    #expect(view.frame == CGRect(x: 30, y: 0, width: 60, height: 80))
    #expect(view.center == CGPoint(x: 60, y: 40))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 60, height: 80))
  }

  @Test func settingTheCentreMovesTheFrameAndKeepsItsSize() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
    view.center = CGPoint(x: 0, y: 0)
    #expect(view.frame == CGRect(x: -50, y: -20, width: 100, height: 40))
    #expect(view.bounds.size == CGSize(width: 100, height: 40))
  }

  @Test func aViewKeepsTheTransformItIsGiven() {
    let view = UIView()
    #expect(view.transform.isIdentity)
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    #expect(view.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
  }
}
