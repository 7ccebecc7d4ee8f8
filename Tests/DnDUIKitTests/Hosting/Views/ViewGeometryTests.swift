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

  /// UIKit's index-path accessors read and write Foundation's indexes: `section` is index 0,
  /// `row` and `item` are index 1.
  @Test func anIndexPathsSectionRowAndItemAreItsIndexes() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path == IndexPath(indexes: [1, 3]) && path == IndexPath(item: 3, section: 1))
    path.section = 4
    #expect(path == IndexPath(indexes: [4, 3]))
    path.row = 7
    #expect(path == IndexPath(indexes: [4, 7]) && path.item == 7)
    path.item = 2
    #expect(path.section == 4 && path.row == 2)
  }
}
