import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// What the UIKit-spelled tables and collection views do beyond parity: registered cell
/// subclasses, the `performDropWith` fallback of a table without `moveRowAt`, UIKit's outcome of
/// misuse without a crash, names, and the value types' spelling.
@Suite struct ListBehaviourTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  /// A native "mail" app on the right with a `note` view dragging plain text.
  static func addMail(to device: TestDevice) {
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 500, y: 0, width: 500, height: 800))
    device.system.addWindow(mail)
    let note = View(name: "note", frame: Rect(x: 100, y: 100, width: 100, height: 100))
    mail.rootView.addSubview(note)
    note.addInteraction(DragInteraction(delegate: MailNote()))
  }

  final class MailNote: DragInteractionDelegate {
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      [DragItem(itemProvider: ItemProvider(object: "note"))]
    }
  }

  // MARK: Cells

  @Test func registeredSubclassesAreMadeThroughTheirInitializersAndNamedAsEngineCells() throws {
    let device = TestDevice()
    let notes = NotesTableViewController()
    device.show(notes, app: "notes", frame: Self.screen)
    let cell = try #require(notes.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
    let badge = try #require(cell as? BadgeCell)
    #expect(badge.madeWithStyle)
    #expect(badge.badge == 3)
    #expect(badge.reuseIdentifier == "Badge")
    #expect(badge.engineView.name == "NotesTableViewController.cell4")
    #expect(notes.tableView.indexPath(for: badge) == IndexPath(row: 3, section: 0))
    #expect(
      notes.tableView.indexPathForRow(at: CGPoint(x: 10, y: 125)) == IndexPath(row: 3, section: 0))
    // The cell is the same object every time (kept while the table shows it).
    #expect(notes.tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === badge)
    // Loaded on first appearance, unlogged.
    #expect(!device.lines.contains { $0.contains("reloadData") })
  }

  @Test func aCellsDragStatesReachItsOverride() throws {
    let device = TestDevice()
    let notes = NotesTableViewController()
    device.show(notes, app: "notes", frame: Self.screen)
    let cell = try #require(
      notes.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? BadgeCell)
    device.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 700))
    device.settle()
    #expect(cell.dragStates.prefix(2) == [.lifting, .dragging])
  }

  @Test func dequeuingAnUnregisteredIdentifierWithoutAnIndexPathGivesNil() {
    let table = UITableView(frame: Self.screen, style: .plain)
    #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    #expect(table.dequeueReusableCell(withIdentifier: "Row")?.reuseIdentifier == "Row")
  }

  @Test func cellsTheAppMakesItselfAreNamedByTheirPlace() throws {
    let device = TestDevice()
    let host = ListHostViewController()
    device.show(host, app: "host", frame: Self.screen)
    #expect(host.table.engineView.name == "ListHostViewController/UITableView1")
    let cell = try #require(host.table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.engineView.name == "ListHostViewController/UITableView1/UITableViewCell2")
    #expect(cell.textLabel?.text == "r1")
    #expect(cell.detailTextLabel != nil)
    // Loaded when it joined the window, unlogged.
    #expect(!device.lines.contains { $0.contains("reloadData") })
    // The table's drag interaction took the table's place name.
    device.drag(from: CGPoint(x: 100, y: 120), to: CGPoint(x: 100, y: 700))
    device.settle()
    #expect(
      device.lines.contains {
        $0.contains("longPressRecognized(interaction: ListHostViewController/UITableView1.drag)")
      })
  }

  @Test func placeNumbersCountOnlyTheCellsWithoutAnIdentifier() throws {
    let device = TestDevice()
    let host = ListHostViewController()
    host.rows = ["r0", "r1", "r2", "r3"]
    host.identifiers = [0: "pinned", 2: "flagged"]
    device.show(host, app: "host", frame: Self.screen)
    let names = try (0..<4).map { row in
      try #require(host.table.cellForRow(at: IndexPath(row: row, section: 0))).engineView.name
    }
    let table = "ListHostViewController/UITableView1"
    #expect(
      names == ["pinned", "\(table)/UITableViewCell1", "flagged", "\(table)/UITableViewCell2"])
  }

  // MARK: Spring loading

  /// Drags the mail note over row `row` of the folders table, slows down and holds it there for
  /// `hold` ms, then lets it go outside the table.
  static func hoverMailNote(over row: Int, hold: Int64, on device: TestDevice) {
    device.hover(
      from: CGPoint(x: 650, y: 150), over: CGPoint(x: 200, y: Double(row) * 50 + 25), hold: hold,
      releaseAt: CGPoint(x: 450, y: 600))
  }

  @Test func aSpringLoadedTableOfAPlainControllerSpringsItsRows() {
    let device = TestDevice()
    let folders = SpringFolderController()
    device.show(folders, app: "files", frame: Self.screen)
    Self.addMail(to: device)
    Self.hoverMailNote(over: 2, hold: 2000, on: device)
    device.settle()
    // The delegate does not implement shouldSpringLoadRowAt: UIKit's default lets every row
    // spring; the row is selected and the delegate told.
    #expect(folders.selected == [IndexPath(row: 2, section: 0)])
    #expect(device.lines.contains { $0.contains("folders select(at: [0, 2], by: springLoading)") })
    #expect(device.lines.contains { $0.contains("folders.delegate didSelectRowAt(at: [0, 2])") })
    #expect(device.system.notImplementedCalls.contains("folders.delegate shouldSpringLoadRowAt"))
    #expect(!device.lines.contains { $0.contains("shouldSpringLoadRowAt") })
  }

  @Test func aSpringLoadedTableWithoutADelegateSpringsItsRows() {
    let device = TestDevice()
    let folders = FolderListController()
    device.show(folders, app: "files", frame: Self.screen)
    Self.addMail(to: device)
    Self.hoverMailNote(over: 1, hold: 2000, on: device)
    device.settle()
    #expect(folders.table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(device.lines.contains { $0.contains("folders select(at: [0, 1], by: springLoading)") })
  }

  @Test func aRowTheDelegateRefusesNeverSprings() {
    let device = TestDevice()
    let folders = SpringFolderRefusingController()
    folders.refused = [1]
    device.show(folders, app: "files", frame: Self.screen)
    Self.addMail(to: device)
    Self.hoverMailNote(over: 1, hold: 2000, on: device)
    device.settle()
    #expect(folders.asked.contains(IndexPath(row: 1, section: 0)))
    #expect(folders.selected.isEmpty)
    #expect(!device.lines.contains { $0.contains("by: springLoading") })
    // A row it allows springs.
    Self.hoverMailNote(over: 3, hold: 2000, on: device)
    device.settle()
    #expect(folders.selected == [IndexPath(row: 3, section: 0)])
  }

  /// UIKit's `UISpringLoadedInteractionContext.targetView` is `get set`: the context starts with
  /// the row's cell, and a view the delegate sets there is the one that flashes.
  @Test func theTargetViewTheDelegateSetsIsTheOneThatFlashes() {
    let device = TestDevice()
    let folders = SpringFolderRefusingController()
    folders.flashesTable = true
    device.show(folders, app: "files", frame: Self.screen)
    Self.addMail(to: device)
    Self.hoverMailNote(over: 2, hold: 2000, on: device)
    device.settle()
    #expect(folders.selected == [IndexPath(row: 2, section: 0)])
    #expect(!folders.givenTargets.isEmpty)
    #expect(folders.givenTargets.allSatisfy { $0 is UITableViewCell })
    let flashes = device.lines.filter { $0.contains(" flash(view: ") }
    #expect(flashes.count == 1)
    #expect(flashes.first?.hasSuffix("flash(view: folders)") == true)
  }

  // MARK: Reordering without moveRowAt

  @Test func aTableWithoutMoveRowAtReordersThroughPerformDropWith() {
    let device = TestDevice()
    let notes = NotesTableViewController()
    device.show(notes, app: "notes", frame: Self.screen)
    // Row 0 (centre y 20) dragged below row 2 (rows are 40 points tall).
    device.drag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 100, y: 110))
    device.settle()
    #expect(notes.notes == ["n1", "n2", "n0", "n3", "n4"])
    #expect(notes.dropSources == [IndexPath(row: 0, section: 0)])
    #expect(notes.dropDestination == IndexPath(row: 2, section: 0))
    #expect(!device.lines.contains { $0.contains("moveRowAt") })
    #expect(
      device.system.notImplementedCalls.contains("NotesTableViewController.dataSource moveRowAt"))
    #expect(device.lines.contains { $0.contains("NotesTableViewController.drop performDropWith") })
    #expect(
      device.lines.contains {
        $0.contains("NotesTableViewController batchUpdate(deleted: [[0, 0]], inserted: [[0, 2]])")
      })
  }

  @Test func aTapSelectsARowAndTellsTheDelegate() {
    let device = TestDevice()
    let notes = NotesTableViewController()
    device.show(notes, app: "notes", frame: Self.screen)
    device.touch(1, .began, CGPoint(x: 100, y: 60))
    device.advance(ms: 50)
    device.touch(1, .ended, CGPoint(x: 100, y: 60))
    device.settle()
    #expect(notes.selected == [IndexPath(row: 1, section: 0)])
    #expect(notes.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(
      device.lines.contains {
        $0.contains("NotesTableViewController.delegate didSelectRowAt(at: [0, 1])")
      })
  }

  // MARK: Misuse

  @Test func aPlaceholderCommitAfterReloadDataReturnsFalseWithoutRunningItsBlock() {
    let device = TestDevice()
    let grid = TileGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    device.show(grid, app: "tiles", frame: Self.screen)
    Self.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: CGPoint(x: 25, y: 25))
    try! device.clock.runUntilIdle()
    #expect(grid.contexts.count == 1)
    #expect(grid.collectionView.hasUncommittedUpdates)
    grid.collectionView.reloadData()
    #expect(!grid.collectionView.hasUncommittedUpdates)
    #expect(grid.commitFirst("late") == false)
    #expect(grid.blockRuns == 0)
    #expect(grid.tiles == ["t0", "t1", "t2"])
    #expect(grid.contexts[0].deletePlaceholder() == false)
    #expect(device.lines.last?.hasSuffix("commitInsertion(placeholder: PH1) -> false") == true)
    device.settle()
  }

  @Test func aPlaceholderCommitsWithItsCurrentIndexPath() throws {
    let device = TestDevice()
    let grid = TileGridViewController(collectionViewLayout: UICollectionViewFlowLayout())
    device.show(grid, app: "tiles", frame: Self.screen)
    Self.addMail(to: device)
    // Dropped before tile 1 (tiles are 50 points with 10 points between them).
    device.drag(from: CGPoint(x: 650, y: 150), to: CGPoint(x: 85, y: 25))
    try! device.clock.runUntilIdle()
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(grid.commitFirst("new"))
    #expect(grid.tiles == ["t0", "new", "t1", "t2"])
    let cell = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect((cell as? TileCell)?.title == "new")
    #expect(grid.commitFirst("again") == false)
    device.settle()
  }

  @Test func anInconsistentBatchUpdateIsRefusedAndLoggedNotRaised() {
    let device = TestDevice()
    let notes = NotesTableViewController()
    device.show(notes, app: "notes", frame: Self.screen)
    var completed: [Bool] = []
    // The model is not changed: the data source still reports five rows.
    notes.tableView.performBatchUpdates(
      { notes.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
      completion: { completed.append($0) })
    #expect(completed == [false])
    #expect(notes.tableView.numberOfRows(inSection: 0) == 5)
    #expect(
      device.lines.last?.contains(
        "NotesTableViewController updateRejected(reason: Invalid update: invalid number of items in section 0"
      ) == true)
    // Outside a batch, as UIKit's single-row calls are.
    notes.notes.append("n5")
    notes.tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
    #expect(notes.tableView.numberOfRows(inSection: 0) == 6)
    // beginUpdates / endUpdates make one batch.
    notes.tableView.beginUpdates()
    notes.notes.remove(at: 0)
    notes.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .left)
    notes.notes.append("n6")
    notes.tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .right)
    notes.tableView.endUpdates()
    #expect(notes.tableView.numberOfRows(inSection: 0) == 6)
    #expect(
      device.lines.last?.hasSuffix(
        "NotesTableViewController batchUpdate(deleted: [[0, 0]], inserted: [[0, 5]])") == true)
  }

  // MARK: Spelling

  @Test func proposalsIntentsAndConstantsSpellUIKits() throws {
    #expect(UITableViewDropIntent.unspecified.rawValue == 0)
    #expect(UITableViewDropIntent.insertAtDestinationIndexPath.rawValue == 1)
    #expect(UITableViewDropIntent.insertIntoDestinationIndexPath.rawValue == 2)
    #expect(UITableViewDropIntent.automatic.rawValue == 3)
    #expect(UICollectionViewDropIntent.insertIntoDestinationIndexPath.rawValue == 2)
    #expect(UICollectionView.ReorderingCadence.slow.rawValue == 2)
    #expect(UITableViewCell.DragState.dragging.rawValue == 2)
    #expect(UICollectionViewCell.DragState.lifting.rawValue == 1)
    #expect(UITableViewAutomaticDimension == UITableView.automaticDimension)

    let proposal = UITableViewDropProposal(operation: .move, intent: .automatic)
    proposal.isPrecise = true
    let copy = try #require(proposal.copy() as? UITableViewDropProposal)
    #expect(copy.intent == .automatic && copy.operation == .move && copy.isPrecise)
    #expect(UITableViewDropProposal(operation: .copy).intent == .unspecified)
    #expect(UICollectionViewDropProposal(operation: .copy).intent == .unspecified)

    let table = UITableView(frame: Self.screen, style: .grouped)
    #expect(table.style == .grouped)
    #expect(table.rowHeight == UITableView.automaticDimension)
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    let collection = UICollectionView(frame: Self.screen, collectionViewLayout: layout)
    #expect(collection.collectionViewLayout === layout)
    #expect(layout.collectionView === collection)
    #expect(collection.reorderingCadence == .immediate)
  }
}
