import DnDUIKit
import Testing

/// `scrollToRow(at:at:animated:)`, `scrollToItem(at:at:animated:)` and `rectForRow(at:)`: the
/// content offset moves at once to where the position says, within the content, and the rows it
/// brings into the bounds get cells (Docs/uikit.md, "Tables and collection views").
@Suite struct ScrollToTests {
  /// 30 rows of 44 points in a 300-point table: content 1,320 points, the offset at most 1,020.
  final class Rows: UIViewController, UITableViewDataSource {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)

    override func viewDidLoad() {
      super.viewDidLoad()
      table.dataSource = self
      view.addSubview(table)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell()
    }
  }

  /// 30 items of 100 × 100 in rows of 3 (10 points apart) in a 320 × 300 view: rows every 110
  /// points, content 1,090 points, the offset at most 790.
  final class Items: UIViewController, UICollectionViewDataSource {
    let collection: UICollectionView = {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      return UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
    }()

    override func viewDidLoad() {
      super.viewDidLoad()
      collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collection.dataSource = self
      view.addSubview(collection)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 30 }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  static func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

  @Test func aRowScrollsToEachPositionWithinTheContent() {
    let device = TestDevice()
    let rows = Rows()
    device.show(rows, app: "rows", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = rows.table
    #expect(table.rectForRow(at: Self.row(3)) == CGRect(x: 0, y: 132, width: 320, height: 44))
    #expect(table.rectForRow(at: Self.row(30)) == .zero)
    #expect(table.cellForRow(at: Self.row(20)) == nil)

    table.scrollToRow(at: Self.row(20), at: .top, animated: true)
    #expect(table.contentOffset.y == 880)
    #expect(table.cellForRow(at: Self.row(20)) != nil && table.cellForRow(at: Self.row(0)) == nil)
    table.scrollToRow(at: Self.row(10), at: .middle, animated: false)
    #expect(table.contentOffset.y == 312)  // 462 - 150
    table.scrollToRow(at: Self.row(10), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 184)  // 484 - 300
    // The offset stays within the content.
    table.scrollToRow(at: Self.row(29), at: .top, animated: false)
    #expect(table.contentOffset.y == 1020)
    table.scrollToRow(at: Self.row(0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 0)
    // .none: the least scroll that shows the row whole; none when it is shown.
    table.scrollToRow(at: Self.row(2), at: .none, animated: false)
    #expect(table.contentOffset.y == 0)
    table.scrollToRow(at: Self.row(20), at: .none, animated: false)
    #expect(table.contentOffset.y == 624)  // 924 - 300
    table.scrollToRow(at: Self.row(5), at: .none, animated: false)
    #expect(table.contentOffset.y == 220)
    // A row that does not exist: nothing moves.
    table.scrollToRow(at: Self.row(40), at: .top, animated: false)
    #expect(table.contentOffset.y == 220)
  }

  @Test func anItemScrollsToItsVerticalPosition() {
    let device = TestDevice()
    let items = Items()
    device.show(items, app: "items", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collection = items.collection
    let item = IndexPath(item: 16, section: 0)  // row 5, at 550-650
    collection.scrollToItem(at: item, at: .top, animated: true)
    #expect(collection.contentOffset.y == 550)
    #expect(collection.cellForItem(at: item) != nil)
    collection.scrollToItem(
      at: item, at: [.centeredVertically, .centeredHorizontally], animated: false)
    #expect(collection.contentOffset.y == 450)  // 600 - 150
    collection.scrollToItem(at: item, at: .bottom, animated: false)
    #expect(collection.contentOffset.y == 350)
    collection.scrollToItem(at: IndexPath(item: 29, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 790)
    collection.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
    #expect(collection.contentOffset.y == 0)
  }
}
