import DnDEngine
import DnDSimulator
import DnDTestSupport
import DnDTesting
import DnDUIKit
import DnDUIKitTesting
import Foundation
import Testing

/// The driver's touch targets in UIKit's spelling, on app code written for iOS: a table view
/// controller that reorders through `moveRowAt` (``InboxScene``).
@Suite struct TouchTargetUIKitTests {
  @Test func aTableReorderThroughMoveRowAt() throws {
    let device = try SimulatedDevice(scene: InboxScene.self)
    let inbox = device.scene(as: InboxScene.self).inbox
    try device.longPressDrag(
      from: .row(IndexPath(row: 0, section: 0), in: inbox.tableView),
      to: .row(IndexPath(row: 2, section: 0), in: inbox.tableView))
    try device.settle()
    #expect(inbox.messages == ["Photos", "Invoice", "Lunch?", "Flight"])
    #expect(device.callNames.contains("inbox.dataSource moveRowAt"))
    #expect(device.listChanges(of: "inbox").contains("inbox batchUpdate(moved: [[0, 0]->[0, 2]])"))
    try device.assertMatchesGolden(named: "inbox-reorder")
  }

  @Test func listChangesAreTheListsOwnEvents() throws {
    let device = try SimulatedDevice(scene: InboxScene.self)
    let inbox = device.scene(as: InboxScene.self).inbox
    try device.longPressDrag(
      from: .row(IndexPath(row: 3, section: 0), in: inbox.tableView),
      to: .row(IndexPath(row: 0, section: 0), in: inbox.tableView))
    try device.settle()
    let changes = device.listChanges(of: "inbox")
    #expect(changes.contains("inbox batchUpdate(moved: [[0, 3]->[0, 0]])"))
    #expect(changes.allSatisfy { $0.hasPrefix("inbox ") })
    #expect(device.listChanges(of: "nothing").isEmpty)
  }

  @Test func pointsAndViewsResolveToScreenPoints() throws {
    let device = try SimulatedDevice(scene: InboxScene.self)
    let inbox = device.scene(as: InboxScene.self).inbox
    let finger = device.finger()
    try finger.down(at: .point(CGPoint(x: 7, y: 8)))
    #expect(finger.location == Point(x: 7, y: 8))
    // The table fills the window at the origin (500 × 600).
    try finger.move(to: .view(inbox.tableView), over: .milliseconds(20))
    #expect(finger.location == Point(x: 250, y: 300))
    try finger.move(
      to: .view(inbox.tableView, at: CGPoint(x: 10, y: 5)), over: .milliseconds(20))
    #expect(finger.location == Point(x: 10, y: 5))
    try finger.lift()
  }

  @Test func listTargetsAreTheCentresOfTheirCells() throws {
    let device = try SimulatedDevice(scene: InboxScene.self)
    let inbox = device.scene(as: InboxScene.self).inbox
    let finger = device.finger()
    // Rows are 60 points tall in a table at the window's origin.
    try finger.down(at: .row(IndexPath(row: 2, section: 0), in: inbox.tableView))
    #expect(finger.location?.y == 150)
    try finger.move(
      to: .item(ListIndexPath(item: 1, section: 0), in: inbox.tableView.engineTable),
      over: .milliseconds(20))
    #expect(finger.location?.y == 90)
    let missing = TouchTarget.row(IndexPath(row: 9, section: 0), in: inbox.tableView)
    #expect(throws: DriverError("inbox shows no cell at [0, 9] (scrolled away, or no such item)")) {
      try finger.move(to: missing, over: .milliseconds(20))
    }
  }

  @Test func collectionTargetsAreTheCentresOfTheirItems() throws {
    let device = try SimulatedDevice(scene: InboxScene.self)
    let layout = UICollectionViewFlowLayout()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 300, width: 400, height: 300), collectionViewLayout: layout)
    grid.accessibilityIdentifier = "grid"
    let source = GridSource()
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    try #require(device.scene(as: InboxScene.self).inbox.view.window).addSubview(grid)
    grid.reloadData()
    let finger = device.finger()
    // Items are 50 × 50 with 10 points between them.
    try finger.down(at: .item(IndexPath(item: 1, section: 0), in: grid))
    #expect(finger.location == Point(x: 85, y: 325))
    try finger.lift()
  }

  final class GridSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 3 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
  }
}
