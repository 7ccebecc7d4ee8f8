import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// What an iOS developer relies on in the UIKit-spelled table beyond the paths the samples take,
/// as UIKit documents it: `UITableViewController`'s and the protocols' defaults, selection by the
/// app, row and section updates, adding rows to a drag with a tap, the drop delegate's exit, the
/// coordinator's proposal and drops, and the table's and cells' own defaults. The scenes are in
/// TableFacadeScenes.swift.
@Suite struct TableFacadeTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  static func path(_ row: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(row: row, section: section)
  }

  /// The screen centre of row `row` of a 50-point-row table at the screen's origin.
  static func centre(of row: Int) -> CGPoint { CGPoint(x: 250, y: 25 + 50 * CGFloat(row)) }

  static func tap(_ point: CGPoint, finger: Int = 1, on device: TestDevice) {
    device.tap(point, finger: finger)
  }

  /// Long-presses row `row` with finger 1 and drags it to `point` without letting go.
  static func lift(row: Int, to point: CGPoint, on device: TestDevice) {
    device.lift(from: centre(of: row), dragTo: point)
  }

  // MARK: UITableViewController's defaults

  /// A table view controller's table loads its rows when its view is about to appear, before
  /// anything asks for them, and once only.
  @Test func theControllersTableLoadsWhenItAppears() {
    let device = TestDevice()
    let controller = CountingRowsController()
    device.show(controller, app: "rows", frame: Self.screen)
    #expect(controller.sectionQuestions == 1)
    controller.viewWillAppear(false)
    #expect(controller.sectionQuestions == 1)
  }

  @Test func aTapOnAControllerWithoutDidSelectRowAtSelectsWithoutACall() {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    Self.tap(Self.centre(of: 2), on: device)
    device.settle()
    #expect(rows.tableView.indexPathForSelectedRow == Self.path(2))
    #expect(
      device.lines.contains { $0.contains("SectionRowsController select(at: [0, 2], by: tap)") })
    #expect(
      device.system.notImplementedCalls.contains("SectionRowsController.delegate didSelectRowAt"))
    #expect(!device.lines.contains { $0.contains("didSelectRowAt") })
  }

  @Test func aControllerWithoutTheSpringOverridesLetsEveryRowSpring() {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    #expect(!rows.tableView.isSpringLoaded)
    rows.tableView.isSpringLoaded = true
    ListBehaviourTests.addMail(to: device)
    CollectionBehaviourTests.hoverMailNote(
      over: CGPoint(x: 200, y: Self.centre(of: 3).y), hold: 2000, on: device)
    device.settle()
    #expect(rows.tableView.indexPathsForSelectedRows == [Self.path(3)])
    #expect(device.lines.contains { $0.contains("select(at: [0, 3], by: springLoading)") })
    let missing = device.system.notImplementedCalls
    #expect(missing.contains("SectionRowsController.delegate shouldSpringLoadRowAt"))
    #expect(missing.contains("SectionRowsController.delegate didSelectRowAt"))
  }

  @Test func aBareControllerHasOneEmptySectionAndUIKitsAnswers() throws {
    let device = TestDevice()
    let controller = UITableViewController(style: .grouped)
    device.show(controller, app: "rows", frame: Self.screen)
    let table = try #require(controller.tableView)
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(controller.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(controller.tableView(table, titleForFooterInSection: 0) == nil)
    #expect(controller.tableView(table, canEditRowAt: Self.path(0)))
    #expect(controller.tableView(table, canMoveRowAt: Self.path(0)))
    // A data source of its own that leaves them out answers the same (the protocol's defaults).
    let rows: UITableViewDataSource = PlainRows()
    #expect(rows.tableView(table, canEditRowAt: Self.path(0)))
    #expect(rows.tableView(table, canMoveRowAt: Self.path(0)))
    table.rowHeight = 60
    #expect(controller.tableView(table, heightForRowAt: Self.path(0)) == 60)
    #expect(controller.clearsSelectionOnViewWillAppear)
    let other = UITableView(frame: Self.screen, style: .plain)
    controller.tableView = other
    #expect(controller.view === other)
    #expect(controller.tableView === other)
    device.settle()
    let plain = UITableViewController(nibName: nil, bundle: nil)
    #expect(plain.tableView.style == .plain)
  }

  // MARK: The protocols' defaults

  @Test func aDataSourceWithoutMoveRowAtGetsAReorderInPerformDropWith() {
    let device = TestDevice()
    let host = ReorderRowsHostController()
    device.show(host, app: "rows", frame: Self.screen)
    device.drag(from: Self.centre(of: 0), to: CGPoint(x: 250, y: 140))
    device.settle()
    #expect(host.coordinatorSources == [Self.path(0)])
    #expect(device.system.notImplementedCalls.contains("reorder.dataSource moveRowAt"))
    #expect(!device.lines.contains { $0.contains("moveRowAt") })
    #expect(device.lines.contains { $0.contains("reorder.drop performDropWith") })
  }

  @Test func aDelegateWithoutDidSelectRowAtIsNotToldOfATap() {
    let device = TestDevice()
    let host = MinimalRowsHostController()
    device.show(host, app: "rows", frame: Self.screen)
    Self.tap(Self.centre(of: 1), on: device)
    device.settle()
    #expect(host.table.indexPathForSelectedRow == Self.path(1))
    #expect(device.system.notImplementedCalls.contains("minimal.delegate didSelectRowAt"))
  }

  @Test func aDropDelegateWithoutOptionalMethodsGetsACopyWithNoIntent() throws {
    let device = TestDevice()
    let host = MinimalRowsHostController()
    device.show(host, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 1))
    device.settle()
    let proposal = try #require(host.coordinatorProposal)
    #expect(proposal.operation == .copy)
    #expect(proposal.intent == .unspecified)
    #expect(host.coordinatorSources == [nil])
    #expect(device.system.notImplementedCalls.contains("minimal.drop dropSessionDidUpdate"))
    #expect(!device.lines.contains { $0.contains("minimal gap(at:") })
  }

  @Test func aDropDelegateWithoutDidExitIsNotCalledWhenASessionLeaves() {
    let device = TestDevice()
    let host = MinimalRowsHostController()
    device.show(host, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.touch(1, .began, CGPoint(x: 650, y: 150))
    device.advance(ms: 600)
    for x in [550, 400, 250, 400, 550, 700] {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    device.touch(1, .ended, CGPoint(x: 700, y: 160))
    device.settle()
    #expect(device.system.notImplementedCalls.contains("minimal.drop dropSessionDidExit"))
    #expect(host.performed == 0)
  }

  @Test func aDragDelegateWithoutItemsForAddingToTreatsATapAsOrdinary() {
    let device = TestDevice()
    let host = MinimalRowsHostController()
    device.show(host, app: "rows", frame: Self.screen)
    Self.lift(row: 0, to: CGPoint(x: 250, y: 500), on: device)
    Self.tap(Self.centre(of: 2), finger: 2, on: device)
    #expect(host.table.indexPathForSelectedRow == Self.path(2))
    #expect(device.system.notImplementedCalls.contains("minimal.drag itemsForAddingTo"))
    device.touch(1, .ended, CGPoint(x: 250, y: 500))
    device.settle()
  }

  // MARK: Adding rows to a drag with a tap

  @Test func aTapDuringADragAddsTheTappedRow() {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    Self.lift(row: 0, to: CGPoint(x: 250, y: 500), on: device)
    Self.tap(Self.centre(of: 3), finger: 2, on: device)
    #expect(rows.added == [Self.path(3)])
    #expect(rows.selected.isEmpty)
    device.advance(ms: 16)
    device.touch(1, .moved, CGPoint(x: 250, y: 510))
    #expect(rows.sessionItemCounts.last == 2)
    device.advance(ms: 50)
    device.touch(1, .ended, CGPoint(x: 250, y: 510))
    device.settle()
    #expect(rows.coordinatorSessionItems == 2)
    #expect(rows.coordinatorSources == [Self.path(0), Self.path(3)])
    #expect(
      device.lines.contains {
        $0.contains("DropRowsController.drag itemsForAddingTo(session: S1, at: [0, 3]")
      })
  }

  @Test func aTapTheDelegateAddsNothingForIsAnOrdinaryTap() {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    rows.refusedAdding = [3]
    device.show(rows, app: "rows", frame: Self.screen)
    Self.lift(row: 0, to: CGPoint(x: 250, y: 500), on: device)
    Self.tap(Self.centre(of: 3), finger: 2, on: device)
    #expect(rows.added.isEmpty)
    #expect(rows.selected == [Self.path(3)])
    device.touch(1, .ended, CGPoint(x: 250, y: 500))
    device.settle()
  }

  // MARK: The drop delegate and the coordinator

  @Test func aDropSessionThatLeavesIsToldItExited() {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    #expect(!rows.tableView.hasActiveDrop)
    device.touch(1, .began, CGPoint(x: 650, y: 150))
    device.advance(ms: 600)
    for x in [550, 400, 250] {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    #expect(rows.tableView.hasActiveDrop)
    #expect(rows.exits == 0)
    for x in [400, 550, 700] {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    #expect(rows.exits == 1)
    #expect(!rows.tableView.hasActiveDrop)
    device.touch(1, .ended, CGPoint(x: 700, y: 160))
    device.settle()
    #expect(rows.exits == 1)
    #expect(device.lines.contains { $0.contains("DropRowsController.drop dropSessionDidExit") })
    #expect(rows.coordinatorProposal == nil)
  }

  @Test func aDropIntoARowAnimatesIntoItsRect() throws {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    rows.dropStyle = .intoRow
    rows.proposal = UITableViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    device.show(rows, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    #expect(rows.coordinatorDestination == Self.path(2))
    let proposal = try #require(rows.coordinatorProposal)
    #expect(proposal.operation == .copy)
    #expect(proposal.intent == .insertIntoDestinationIndexPath)
    #expect(rows.coordinatorSessionItems == 1)
    #expect(rows.sections == [["r0", "r1", "r2", "r3", "r4"]])
    #expect(device.lines.contains { $0.contains("intoItemAt: [0, 2]") })
    #expect(rows.animationsRun == 1)
    #expect(rows.completions == [.end])
  }

  @Test func aDropToATargetAnimatesThere() {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    rows.dropStyle = .toTarget
    device.show(rows, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    #expect(device.lines.contains { $0.contains("DropRowsController drop(item: I1, to: ") })
    #expect(rows.animationsRun == 1)
    #expect(rows.completions == [.end])
  }

  @Test func anAutomaticIntentReachesTheCoordinatorResolved() throws {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    rows.dropStyle = .intoRow
    rows.proposal = UITableViewDropProposal(operation: .copy, intent: .automatic)
    device.show(rows, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    // Over the middle of row 2: into it.
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    #expect(rows.coordinatorProposal?.intent == .insertIntoDestinationIndexPath)
    #expect(rows.coordinatorDestination == Self.path(2))
    // Near the top of row 2: before it.
    rows.dropStyle = .toRow
    device.drag(from: CGPoint(x: 650, y: 150), to: CGPoint(x: 250, y: 103))
    device.settle()
    #expect(rows.coordinatorProposal?.intent == .insertAtDestinationIndexPath)
    #expect(rows.coordinatorDestination == Self.path(2))
    #expect(rows.sections[0][2] == "dropped")
    #expect(rows.completions == [.end, .end])
  }

  @Test func theCoordinatorsProposalKeepsTheDelegatesFlags() throws {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    rows.dropStyle = .intoRow
    let proposal = UITableViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    proposal.prefersFullSizePreview = true
    rows.proposal = proposal
    device.show(rows, app: "rows", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 1))
    device.settle()
    let got = try #require(rows.coordinatorProposal)
    #expect(got.prefersFullSizePreview)
    #expect(!got.isPrecise)
  }

  @Test func aProposalsDefaultsAndCopy() throws {
    let plain = UITableViewDropProposal(operation: .forbidden)
    #expect(plain.operation == .forbidden)
    #expect(plain.intent == .unspecified)
    #expect(!plain.isPrecise)
    #expect(!plain.prefersFullSizePreview)
    let proposal = UITableViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    proposal.prefersFullSizePreview = true
    let copy = try #require(proposal.copy() as? UITableViewDropProposal)
    #expect(copy !== proposal)
    #expect(copy.operation == .copy && copy.intent == .insertIntoDestinationIndexPath)
    #expect(copy.prefersFullSizePreview && !copy.isPrecise)
  }

  // MARK: Selection by the app

  @Test func selectRowSelectsWithoutTellingTheDelegate() {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = rows.tableView!
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(!table.allowsMultipleSelection)
    table.selectRow(at: Self.path(3), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == Self.path(3))
    table.selectRow(at: Self.path(1), animated: true, scrollPosition: .middle)
    #expect(table.indexPathsForSelectedRows == [Self.path(1)])
    table.deselectRow(at: Self.path(1), animated: false)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(rows.selected.isEmpty)
    #expect(!device.lines.contains { $0.contains("didSelectRowAt") || $0.contains("select(at:") })
    device.settle()
  }

  @Test func multipleSelectionKeepsRowsInIndexPathOrderAndNilClearsThem() {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = rows.tableView!
    table.allowsMultipleSelection = true
    #expect(table.allowsMultipleSelection)
    table.selectRow(at: Self.path(4), animated: false, scrollPosition: .none)
    table.selectRow(at: Self.path(1), animated: false, scrollPosition: .none)
    table.selectRow(at: Self.path(3), animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [Self.path(1), Self.path(3), Self.path(4)])
    #expect(table.indexPathForSelectedRow == Self.path(1))
    table.deselectRow(at: Self.path(1), animated: false)
    #expect(table.indexPathForSelectedRow == Self.path(3))
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    device.settle()
  }

  // MARK: Updates

  @Test func rowAndSectionUpdatesFollowTheModel() throws {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = try #require(rows.tableView)
    rows.sections[0].insert(rows.sections[0].remove(at: 0), at: 3)
    table.moveRow(at: Self.path(0), to: Self.path(3))
    #expect(rows.text(at: Self.path(0)) == "r1")
    #expect(rows.text(at: Self.path(3)) == "r0")
    rows.sections[0][1] = "x2"
    table.reloadRows(at: [Self.path(1)], with: .fade)
    #expect(rows.text(at: Self.path(1)) == "x2")
    #expect(rows.text(at: Self.path(2)) == "r3")
    rows.sections.append(["s0", "s1"])
    table.insertSections(IndexSet(integer: 1), with: .automatic)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 1) == 2)
    #expect(rows.text(at: Self.path(1, 1)) == "s1")
    rows.sections[1] = ["t0"]
    table.reloadSections(IndexSet(integer: 1), with: .none)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(rows.text(at: Self.path(0, 1)) == "t0")
    rows.sections.remove(at: 0)
    table.deleteSections(IndexSet(integer: 0), with: .top)
    #expect(table.numberOfSections == 1)
    #expect(rows.text(at: Self.path(0)) == "t0")
    // reloadData takes whatever the model says, logged.
    rows.sections = [["u0", "u1", "u2"], ["v0"]]
    table.reloadData()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(rows.text(at: Self.path(0, 1)) == "v0")
    #expect(device.lines.last?.hasSuffix("SectionRowsController reloadData") == true)
    #expect(!device.lines.contains { $0.contains("updateRejected") })
    device.settle()
  }

  @Test func updatesBetweenBeginAndEndApplyAsOneBatch() throws {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = try #require(rows.tableView)
    let before = device.lines.count
    table.beginUpdates()
    rows.sections.append(["s0"])
    table.insertSections(IndexSet(integer: 1), with: .fade)
    rows.sections[0][1] = "x"
    table.reloadRows(at: [Self.path(1)], with: .fade)
    table.beginUpdates()
    rows.sections[0].remove(at: 4)
    table.deleteRows(at: [Self.path(4)], with: .fade)
    table.endUpdates()
    // Nothing applies until the outermost endUpdates.
    #expect(table.numberOfSections == 1)
    #expect(device.lines.count == before)
    table.endUpdates()
    #expect(device.lines.count == before + 1)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(rows.text(at: Self.path(1)) == "x")
    #expect(rows.text(at: Self.path(0, 1)) == "s0")
    #expect(device.lines.last?.contains("batchUpdate(") == true)
    device.settle()
  }

  @Test func updatesTheModelDoesNotMatchAreRefused() throws {
    let device = TestDevice()
    let rows = SectionRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = try #require(rows.tableView)
    table.insertSections(IndexSet(integer: 1), with: .fade)
    #expect(table.numberOfSections == 1)
    #expect(device.lines.last?.contains("SectionRowsController updateRejected(") == true)
    table.deleteSections(IndexSet(integer: 0), with: .fade)
    #expect(table.numberOfRows(inSection: 0) == 5)
    table.moveRow(at: Self.path(0), to: Self.path(7))
    #expect(rows.text(at: Self.path(0)) == "r0")
    rows.sections[0].removeLast()
    let count = device.lines.count
    table.reloadRows(at: [Self.path(0)], with: .fade)
    #expect(device.lines.count == count + 1)
    #expect(table.numberOfRows(inSection: 0) == 5)
    table.reloadSections(IndexSet(integer: 0), with: .fade)
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(device.lines.last?.contains("updateRejected") == false)
    device.settle()
  }

  // MARK: The table and its cells

  @Test func rowsDragOnATabletByDefaultAndOnAPhoneOnlyWhenEnabled() {
    let tablet = TestDevice()
    let tabletRows = DropRowsController(style: .plain)
    tablet.show(tabletRows, app: "rows", frame: Self.screen)
    #expect(tabletRows.tableView.dragInteractionEnabled)

    let phone = TestDevice(profile: .phone)
    let rows = DropRowsController(style: .plain)
    phone.show(rows, app: "rows", frame: Self.screen)
    #expect(!rows.tableView.dragInteractionEnabled)
    phone.drag(from: Self.centre(of: 0), to: Self.centre(of: 8))
    phone.settle()
    #expect(!phone.lines.contains { $0.contains("itemsForBeginning") })
    rows.tableView.dragInteractionEnabled = true
    #expect(rows.tableView.dragInteractionEnabled)
    phone.drag(from: Self.centre(of: 0), to: Self.centre(of: 8))
    phone.settle()
    #expect(phone.lines.contains { $0.contains("DropRowsController.drag itemsForBeginning") })
  }

  @Test func aTableMadeWithoutArgumentsIsPlainAndEmpty() {
    let table = UITableView()
    #expect(table.style == .plain)
    #expect(table.frame == .zero)
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.numberOfSections == 0)
    table.contentSize = CGSize(width: 900, height: 900)
    #expect(table.contentSize == CGSize(width: 0, height: 0))
  }

  @Test func scrollingChangesWhichRowATapFinds() throws {
    let device = TestDevice()
    let rows = DropRowsController(style: .plain)
    device.show(rows, app: "rows", frame: Self.screen)
    let table = try #require(rows.tableView)
    #expect(table.contentOffset == .zero)
    table.contentOffset = CGPoint(x: 20, y: 100)
    #expect(table.contentOffset == CGPoint(x: 0, y: 100))
    Self.tap(Self.centre(of: 0), on: device)
    #expect(rows.selected == [Self.path(2)])
    table.contentOffset = .zero
    Self.tap(Self.centre(of: 0), on: device)
    #expect(rows.selected == [Self.path(2), Self.path(0)])
    device.settle()
  }

  @Test func theScrollViewsDelegateIsTheTablesDelegate() {
    let table = UITableView(frame: Self.screen, style: .plain)
    let controller = UITableViewController(style: .plain)
    let scrollView: UIScrollView = table
    scrollView.delegate = controller
    #expect(table.delegate === controller)
    #expect(scrollView.delegate === controller)
    table.delegate = nil
    #expect(scrollView.delegate == nil)
  }

  @Test func aSubtitleCellKeepsOneDetailLabel() throws {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "Sub")
    #expect(cell.reuseIdentifier == "Sub")
    let detail = try #require(cell.detailTextLabel)
    #expect(cell.detailTextLabel === detail)
    #expect(detail.superview === cell.contentView)
  }

  @Test func aPlainCellHasNoDetailLabelAndOneImageView() throws {
    let cell = UITableViewCell()
    #expect(cell.reuseIdentifier == nil)
    #expect(cell.detailTextLabel == nil)
    let image = try #require(cell.imageView)
    #expect(cell.imageView === image)
    #expect(image.superview === cell.contentView)
    let first = UIView()
    cell.backgroundView = first
    #expect(cell.subviews.first === first)
    let second = UIView()
    cell.backgroundView = second
    #expect(first.superview == nil)
    #expect(cell.subviews.first === second)
    #expect(cell.subviews.count == 2)
  }

  @Test func registeringNilRemovesACellClass() {
    let table = UITableView(frame: Self.screen, style: .plain)
    table.register(BadgeCell.self, forCellReuseIdentifier: "Badge")
    #expect(table.dequeueReusableCell(withIdentifier: "Badge") is BadgeCell)
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Badge")
    #expect(table.dequeueReusableCell(withIdentifier: "Badge") == nil)
    let plain = table.dequeueReusableCell(withIdentifier: "Badge", for: Self.path(0))
    #expect(!(plain is BadgeCell))
    #expect(plain.reuseIdentifier == "Badge")
  }
}
