import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// What an iOS developer relies on in the UIKit-spelled collection view, as UIKit documents it:
/// selection by tap, by spring loading and by the app; adding items to a drag with a tap; the
/// drop delegate's calls and the coordinator's drops; queries, updates, layout and scrolling;
/// the controller's and the protocols' defaults. The scenes are in CollectionBehaviourScenes.swift.
@Suite struct CollectionBehaviourTests {
  static let screen = CGRect(x: 0, y: 0, width: 500, height: 800)

  /// The screen centre of item `item` of an album grid at the screen's origin (four a row).
  static func centre(of item: Int) -> CGPoint {
    CGPoint(x: 50 + 110 * CGFloat(item % 4), y: 50 + 110 * CGFloat(item / 4))
  }

  static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  static func tap(_ point: CGPoint, finger: Int = 1, on device: TestDevice) {
    device.tap(point, finger: finger)
  }

  /// Drags the mail note over `point`, slows down and holds it there for `hold` ms, then lets it
  /// go on the mail window (where nothing takes it).
  static func hoverMailNote(over point: CGPoint, hold: Int64, on device: TestDevice) {
    device.hover(
      from: CGPoint(x: 650, y: 150), over: point, hold: hold, releaseAt: CGPoint(x: 800, y: 600))
  }

  /// Long-presses item `item` with finger 1 and drags it to `point` without letting go.
  static func lift(item: Int, to point: CGPoint, on device: TestDevice) {
    device.lift(from: centre(of: item), dragTo: point)
  }

  // MARK: Selection by a tap

  @Test func aTapSelectsAnItemAndTellsTheDelegate() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    Self.tap(Self.centre(of: 5), on: device)
    device.settle()
    #expect(grid.selected == [Self.path(5)])
    #expect(grid.collectionView.indexPathsForSelectedItems == [Self.path(5)])
    #expect(
      device.lines.contains { $0.contains("DropAlbumController select(at: [0, 5], by: tap)") })
    #expect(
      device.lines.contains {
        $0.contains("DropAlbumController.delegate didSelectItemAt(at: [0, 5])")
      })
  }

  @Test func aTapOnAControllerWithoutDidSelectItemAtSelectsWithoutACall() {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    Self.tap(Self.centre(of: 2), on: device)
    device.settle()
    #expect(grid.collectionView.indexPathsForSelectedItems == [Self.path(2)])
    #expect(
      device.system.notImplementedCalls.contains("AlbumGridController.delegate didSelectItemAt"))
    #expect(!device.lines.contains { $0.contains("didSelectItemAt") })
  }

  @Test func aTapPastTheLastItemSelectsNothing() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    Self.tap(CGPoint(x: 450, y: 160), on: device)
    Self.tap(CGPoint(x: 250, y: 600), on: device)
    device.settle()
    #expect(grid.selected.isEmpty)
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
  }

  // MARK: Selection by the app

  @Test func selectItemSelectsOneItemWithoutTellingTheDelegate() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = grid.collectionView!
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(!collection.allowsMultipleSelection)
    collection.selectItem(at: Self.path(3), animated: false, scrollPosition: .top)
    #expect(collection.indexPathsForSelectedItems == [Self.path(3)])
    // Single selection: selecting another item replaces it.
    collection.selectItem(at: Self.path(1), animated: true, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [Self.path(1)])
    collection.deselectItem(at: Self.path(1), animated: false)
    #expect(collection.indexPathsForSelectedItems == nil)
    #expect(grid.selected.isEmpty)
    #expect(!device.lines.contains { $0.contains("didSelectItemAt") || $0.contains("select(at:") })
    device.settle()
  }

  @Test func multipleSelectionKeepsItemsInIndexPathOrderAndNilClearsThem() {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = grid.collectionView!
    collection.allowsMultipleSelection = true
    #expect(collection.allowsMultipleSelection)
    collection.selectItem(at: Self.path(4), animated: false, scrollPosition: [])
    collection.selectItem(at: Self.path(0), animated: false, scrollPosition: [])
    collection.selectItem(at: Self.path(2), animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == [Self.path(0), Self.path(2), Self.path(4)])
    collection.deselectItem(at: Self.path(2), animated: false)
    #expect(collection.indexPathsForSelectedItems == [Self.path(0), Self.path(4)])
    // A tap adds to the selection.
    Self.tap(Self.centre(of: 5), on: device)
    #expect(
      collection.indexPathsForSelectedItems == [Self.path(0), Self.path(4), Self.path(5)])
    collection.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(collection.indexPathsForSelectedItems == nil)
    device.settle()
  }

  // MARK: Spring loading

  @Test func aSpringLoadedItemIsSelectedAndTheDelegateAskedAndTold() {
    let device = TestDevice()
    let grid = SpringAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 2), hold: 2000, on: device)
    device.settle()
    #expect(grid.asked.contains(Self.path(2)))
    #expect(Set(grid.asked) == [Self.path(2)])
    #expect(grid.selected == [Self.path(2)])
    #expect(grid.collectionView.indexPathsForSelectedItems == [Self.path(2)])
    #expect(
      device.lines.contains {
        $0.contains("SpringAlbumController select(at: [0, 2], by: springLoading)")
      })
    #expect(
      device.lines.contains {
        $0.contains("SpringAlbumController.delegate shouldSpringLoadItemAt(at: [0, 2]")
      })
  }

  @Test func anItemTheDelegateRefusesNeverSprings() {
    let device = TestDevice()
    let grid = SpringAlbumController()
    grid.refused = [1]
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 1), hold: 2000, on: device)
    device.settle()
    #expect(grid.asked.contains(Self.path(1)))
    #expect(grid.selected.isEmpty)
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    #expect(!device.lines.contains { $0.contains("by: springLoading") })
    // An item it allows springs.
    Self.hoverMailNote(over: Self.centre(of: 4), hold: 2000, on: device)
    device.settle()
    #expect(grid.selected == [Self.path(4)])
  }

  @Test func aShortHoverDoesNotSpring() {
    let device = TestDevice()
    let grid = SpringAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 3), hold: 100, on: device)
    device.settle()
    #expect(grid.selected.isEmpty)
  }

  @Test func aControllerWithoutTheSpringOverridesLetsEveryItemSpring() {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    #expect(!grid.collectionView.isSpringLoaded)
    grid.collectionView.isSpringLoaded = true
    #expect(grid.collectionView.isSpringLoaded)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 5), hold: 2000, on: device)
    device.settle()
    #expect(grid.collectionView.indexPathsForSelectedItems == [Self.path(5)])
    let missing = device.system.notImplementedCalls
    #expect(missing.contains("AlbumGridController.delegate shouldSpringLoadItemAt"))
    #expect(missing.contains("AlbumGridController.delegate didSelectItemAt"))
  }

  @Test func aCollectionViewThatIsNotSpringLoadedIgnoresAHover() {
    let device = TestDevice()
    let grid = SpringAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    grid.collectionView.isSpringLoaded = false
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 2), hold: 2000, on: device)
    device.settle()
    #expect(grid.selected.isEmpty)
    #expect(grid.asked.isEmpty)
  }

  @Test func aSpringLoadedCollectionViewWithoutADelegateSpringsItsItems() {
    let device = TestDevice()
    let host = AlbumHostViewController()
    device.show(host, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 1), hold: 2000, on: device)
    device.settle()
    #expect(host.collection.indexPathsForSelectedItems == [Self.path(1)])
    #expect(device.lines.contains { $0.contains("albums select(at: [0, 1], by: springLoading)") })
  }

  @Test func aDelegateImplementingNothingLetsItemsSpring() {
    let device = TestDevice()
    let host = AlbumHostViewController()
    let delegate = SilentCollectionDelegate()
    host.collection.delegate = delegate
    device.show(host, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 3), hold: 2000, on: device)
    device.settle()
    #expect(host.collection.indexPathsForSelectedItems == [Self.path(3)])
    #expect(device.system.notImplementedCalls.contains("albums.delegate shouldSpringLoadItemAt"))
    #expect(device.system.notImplementedCalls.contains("albums.delegate didSelectItemAt"))
    withExtendedLifetime(delegate) {}
  }

  @Test func aDelegateThatWentAwayLetsItemsSpring() {
    let device = TestDevice()
    let host = AlbumHostViewController()
    do {
      let delegate = SilentCollectionDelegate()
      withExtendedLifetime(delegate) { host.collection.delegate = delegate }
    }
    #expect(host.collection.delegate == nil)
    device.show(host, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    Self.hoverMailNote(over: Self.centre(of: 4), hold: 2000, on: device)
    device.settle()
    #expect(host.collection.indexPathsForSelectedItems == [Self.path(4)])
  }

  // MARK: Adding items to a drag with a tap

  @Test func aTapDuringADragAddsTheTappedItem() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    #expect(!grid.collectionView.hasActiveDrag)
    Self.lift(item: 0, to: CGPoint(x: 250, y: 400), on: device)
    #expect(grid.collectionView.hasActiveDrag)
    Self.tap(Self.centre(of: 3), finger: 2, on: device)
    #expect(grid.added == [Self.path(3)])
    #expect(grid.addedPoints == [Self.centre(of: 3)])
    #expect(grid.selected.isEmpty)
    device.advance(ms: 16)
    device.touch(1, .moved, CGPoint(x: 250, y: 500))
    #expect(grid.sessionItemCounts.last == 2)
    device.advance(ms: 50)
    device.touch(1, .ended, CGPoint(x: 250, y: 500))
    device.settle()
    #expect(grid.coordinatorSources == [Self.path(0), Self.path(3)])
    #expect(grid.coordinatorSessionItems == 2)
    #expect(!grid.collectionView.hasActiveDrag)
    #expect(
      device.lines.contains {
        $0.contains(
          "DropAlbumController.drag itemsForAddingTo(session: S1, at: [0, 3], point: (380,50)) -> [I2]"
        )
      })
  }

  @Test func aTapTheDelegateAddsNothingForIsAnOrdinaryTap() {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.refusedAdding = [3]
    device.show(grid, app: "albums", frame: Self.screen)
    Self.lift(item: 0, to: CGPoint(x: 250, y: 400), on: device)
    Self.tap(Self.centre(of: 3), finger: 2, on: device)
    #expect(grid.added.isEmpty)
    #expect(grid.selected == [Self.path(3)])
    device.advance(ms: 16)
    device.touch(1, .moved, CGPoint(x: 250, y: 500))
    #expect(grid.sessionItemCounts.last == 1)
    device.touch(1, .ended, CGPoint(x: 250, y: 500))
    device.settle()
  }

  @Test func aDragDelegateWithoutItemsForAddingToTreatsATapAsOrdinary() {
    let device = TestDevice()
    let grid = MinimalDropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    Self.lift(item: 0, to: CGPoint(x: 250, y: 400), on: device)
    Self.tap(Self.centre(of: 2), finger: 2, on: device)
    #expect(grid.collectionView.indexPathsForSelectedItems == [Self.path(2)])
    #expect(
      device.system.notImplementedCalls.contains(
        "MinimalDropAlbumController.drag itemsForAddingTo"))
    device.touch(1, .ended, CGPoint(x: 250, y: 400))
    device.settle()
  }

  // MARK: The drop delegate

  @Test func aDropSessionThatLeavesIsToldItExited() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    #expect(!grid.collectionView.hasActiveDrop)
    device.touch(1, .began, CGPoint(x: 650, y: 150))
    device.advance(ms: 600)
    for x in stride(from: 600, through: 200, by: -100) {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    #expect(grid.collectionView.hasActiveDrop)
    #expect(grid.hadActiveDropWhileUpdating)
    #expect(grid.exits == 0)
    for x in stride(from: 400, through: 800, by: 100) {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    #expect(grid.exits == 1)
    #expect(!grid.collectionView.hasActiveDrop)
    device.touch(1, .ended, CGPoint(x: 800, y: 160))
    device.settle()
    #expect(grid.exits == 1)
    #expect(device.lines.contains { $0.contains("DropAlbumController.drop dropSessionDidExit") })
    #expect(grid.sections == [["a0", "a1", "a2", "a3", "a4", "a5"]])
  }

  @Test func aDropDelegateWithoutOptionalMethodsGetsACopyWithNoIntent() throws {
    let device = TestDevice()
    let grid = MinimalDropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 1))
    device.settle()
    let proposal = try #require(grid.coordinatorProposal)
    #expect(proposal.operation == .copy)
    #expect(proposal.intent == .unspecified)
    let missing = device.system.notImplementedCalls
    #expect(missing.contains("MinimalDropAlbumController.drop dropSessionDidUpdate"))
    #expect(!device.lines.contains { $0.contains("gap(at:") })
  }

  @Test func aDropDelegateWithoutDidExitIsNotCalledWhenASessionLeaves() {
    let device = TestDevice()
    let grid = MinimalDropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.touch(1, .began, CGPoint(x: 650, y: 150))
    device.advance(ms: 600)
    for x in [550, 400, 250, 400, 550, 700] {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: CGFloat(x), y: 160))
    }
    device.touch(1, .ended, CGPoint(x: 700, y: 160))
    device.settle()
    #expect(
      device.system.notImplementedCalls.contains(
        "MinimalDropAlbumController.drop dropSessionDidExit"))
    #expect(!device.lines.contains { $0.contains("dropSessionDidExit") })
    #expect(grid.coordinatorProposal == nil)
  }

  // MARK: The coordinator

  @Test func aDropToAnInsertedItemAnimatesToItsCell() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 1))
    device.settle()
    #expect(grid.coordinatorDestination == Self.path(1))
    #expect(grid.coordinatorSources == [nil])
    let proposal = try #require(grid.coordinatorProposal)
    #expect(proposal.operation == .copy)
    #expect(proposal.intent == .insertAtDestinationIndexPath)
    #expect(grid.sections == [["a0", "dropped", "a1", "a2", "a3", "a4", "a5"]])
    #expect(grid.title(at: Self.path(1)) == "dropped")
    #expect(device.lines.contains { $0.contains("toItemAt: [0, 1]") })
    #expect(grid.animationsRun == 1)
    #expect(grid.completions == [.end])
  }

  @Test func aDropIntoAnItemAnimatesIntoItsRect() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.dropStyle = .intoItem
    grid.proposal = UICollectionViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    #expect(grid.coordinatorDestination == Self.path(2))
    #expect(grid.coordinatorProposal?.intent == .insertIntoDestinationIndexPath)
    #expect(grid.sections == [["a0", "a1", "a2", "a3", "a4", "a5"]])
    #expect(device.lines.contains { $0.contains("highlight(at: [0, 2])") })
    #expect(device.lines.contains { $0.contains("intoItemAt: [0, 2]") })
    #expect(grid.animationsRun == 1)
    #expect(grid.completions == [.end])
  }

  @Test func aDropToATargetAnimatesThere() {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.dropStyle = .toTarget
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    #expect(
      device.lines.contains { $0.contains("DropAlbumController drop(") && $0.contains("to: ") })
    #expect(grid.animationsRun == 1)
    #expect(grid.completions == [.end])
  }

  @Test func aPlaceholderCellIsUpdatedAgainOnRequestAndCommits() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.dropStyle = .placeholder
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 1))
    try device.clock.runUntilIdle()
    let context = try #require(grid.context)
    #expect(grid.cellUpdates.count == 1)
    #expect(grid.previewProvided >= 1)
    #expect(grid.collectionView.hasUncommittedUpdates)
    context.setNeedsCellUpdate()
    #expect(grid.cellUpdates.count == 2)
    #expect(grid.completions == [.end])
    #expect(grid.animationsRun == 1)
    #expect(context.commitInsertion { grid.sections[0].insert("note", at: $0.item) })
    #expect(grid.sections[0] == ["a0", "note", "a1", "a2", "a3", "a4", "a5"])
    #expect(!grid.collectionView.hasUncommittedUpdates)
    // Gone: no further update.
    context.setNeedsCellUpdate()
    #expect(grid.cellUpdates.count == 2)
    device.settle()
  }

  @Test func aReorderGivesTheSourceIndexPathAndAMoveProposal() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.dropStyle = .reorder
    grid.proposal = UICollectionViewDropProposal(
      operation: .move, intent: .insertAtDestinationIndexPath)
    device.show(grid, app: "albums", frame: Self.screen)
    device.drag(from: Self.centre(of: 0), to: Self.centre(of: 2))
    device.settle()
    #expect(grid.coordinatorSources == [Self.path(0)])
    #expect(grid.coordinatorProposal?.operation == .move)
    #expect(grid.sections[0].first == "a1")
    #expect(grid.sections[0].contains("a0"))
    #expect(grid.sections[0].count == 6)
  }

  @Test func theCoordinatorsProposalKeepsTheDelegatesFlags() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    grid.dropStyle = .intoItem
    let proposal = UICollectionViewDropProposal(operation: .copy, intent: .unspecified)
    proposal.prefersFullSizePreview = true
    grid.proposal = proposal
    device.show(grid, app: "albums", frame: Self.screen)
    ListBehaviourTests.addMail(to: device)
    device.drag(from: CGPoint(x: 650, y: 150), to: Self.centre(of: 2))
    device.settle()
    let got = try #require(grid.coordinatorProposal)
    #expect(got.prefersFullSizePreview)
    #expect(!got.isPrecise)
    #expect(got.intent == .unspecified)
  }

  // MARK: Proposals

  @Test func aProposalsDefaultsAndCopy() throws {
    let plain = UICollectionViewDropProposal(operation: .move)
    #expect(plain.operation == .move)
    #expect(plain.intent == .unspecified)
    #expect(!plain.isPrecise)
    #expect(!plain.prefersFullSizePreview)
    let proposal = UICollectionViewDropProposal(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    proposal.isPrecise = true
    proposal.prefersFullSizePreview = true
    let copy = try #require(proposal.copy() as? UICollectionViewDropProposal)
    #expect(copy !== proposal)
    #expect(copy.operation == .copy)
    #expect(copy.intent == .insertIntoDestinationIndexPath)
    #expect(copy.isPrecise)
    #expect(copy.prefersFullSizePreview)
    copy.isPrecise = false
    #expect(proposal.isPrecise)
    let other = try #require(plain.copy() as? UICollectionViewDropProposal)
    #expect(other.operation == .move && other.intent == .unspecified)
    #expect(!other.isPrecise && !other.prefersFullSizePreview)
  }

  // MARK: Queries

  @Test func cellsAndPointsAnswerTheirIndexPaths() throws {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = try #require(grid.collectionView)
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems(inSection: 0) == 6)
    #expect(collection.numberOfItems(inSection: 2) == 0)
    let cell = try #require(collection.cellForItem(at: Self.path(5)))
    #expect((cell as? AlbumCell)?.title == "a5")
    #expect(collection.indexPath(for: cell) == Self.path(5))
    #expect(collection.indexPath(for: UICollectionViewCell(frame: .zero)) == nil)
    #expect(collection.cellForItem(at: Self.path(6)) == nil)
    #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 50)) == Self.path(0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 380, y: 50)) == Self.path(3))
    #expect(collection.indexPathForItem(at: CGPoint(x: 160, y: 160)) == Self.path(5))
    // Past the last item, and below every row.
    #expect(collection.indexPathForItem(at: CGPoint(x: 300, y: 160)) == nil)
    #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 600)) == nil)
    device.settle()
  }

  @Test func aDataSourceWithoutNumberOfSectionsHasOneSection() {
    let device = TestDevice()
    let host = AlbumHostViewController()
    device.show(host, app: "albums", frame: Self.screen)
    #expect(host.collection.numberOfSections == 1)
    #expect(host.collection.numberOfItems(inSection: 0) == 6)
    #expect(host.collection.indexPathForItem(at: Self.centre(of: 4)) == Self.path(4))
  }

  @Test func aNewDataSourceReloadsTheItems() {
    let device = TestDevice()
    let host = AlbumHostViewController()
    device.show(host, app: "albums", frame: Self.screen)
    #expect(host.collection.numberOfItems(inSection: 0) == 6)
    let two = TwoAlbumsDataSource()
    host.collection.dataSource = two
    #expect(host.collection.numberOfItems(inSection: 0) == 2)
    #expect(host.collection.cellForItem(at: Self.path(2)) == nil)
    host.collection.dataSource = host
    #expect(host.collection.numberOfItems(inSection: 0) == 6)
    withExtendedLifetime(two) {}
  }

  @Test func theScrollViewsDelegateIsTheCollectionViewsDelegate() {
    let collection = UICollectionView(
      frame: Self.screen, collectionViewLayout: UICollectionViewFlowLayout())
    let delegate = SilentCollectionDelegate()
    let scrollView: UIScrollView = collection
    scrollView.delegate = delegate
    #expect(collection.delegate === delegate)
    #expect(scrollView.delegate === delegate)
    collection.delegate = nil
    #expect(scrollView.delegate == nil)
    withExtendedLifetime(delegate) {}
  }

  // MARK: Layout and scrolling

  @Test func aNewLayoutPlacesTheItemsAgain() throws {
    let device = TestDevice()
    let grid = AlbumGridController()
    #expect((grid.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize.width == 100)
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = try #require(grid.collectionView)
    let old = collection.collectionViewLayout
    #expect(grid.collectionViewLayout === old)
    #expect(old.collectionView === collection)
    #expect(collection.contentSize.height == 210)
    let big = UICollectionViewFlowLayout()
    big.itemSize = CGSize(width: 200, height: 200)
    collection.collectionViewLayout = big
    #expect(old.collectionView == nil)
    #expect(big.collectionView === collection)
    #expect(grid.collectionViewLayout === big)
    // Two a row now.
    #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 50)) == Self.path(1))
    #expect(collection.indexPathForItem(at: CGPoint(x: 50, y: 250)) == Self.path(2))
    #expect(collection.contentSize.height == 620)
    Self.tap(CGPoint(x: 300, y: 300), on: device)
    #expect(collection.indexPathsForSelectedItems == [Self.path(3)])
    device.settle()
  }

  @Test func scrollingChangesWhichItemATapFinds() throws {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = try #require(grid.collectionView)
    #expect(collection.contentOffset == .zero)
    collection.contentOffset = CGPoint(x: 30, y: 110)
    #expect(collection.contentOffset == CGPoint(x: 0, y: 110))
    Self.tap(CGPoint(x: 50, y: 50), on: device)
    #expect(grid.selected == [Self.path(4)])
    collection.contentOffset = .zero
    Self.tap(CGPoint(x: 50, y: 50), on: device)
    #expect(grid.selected == [Self.path(4), Self.path(0)])
    device.settle()
  }

  // MARK: Drag interaction

  @Test func itemsDragOnATabletByDefault() {
    let device = TestDevice()
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    #expect(grid.collectionView.dragInteractionEnabled)
    grid.collectionView.dragInteractionEnabled = false
    #expect(!grid.collectionView.dragInteractionEnabled)
    device.drag(from: Self.centre(of: 0), to: CGPoint(x: 250, y: 600))
    device.settle()
    #expect(!device.lines.contains { $0.contains("itemsForBeginning") })
  }

  @Test func itemsDragOnAPhoneOnlyWhenEnabled() {
    let device = TestDevice(profile: .phone)
    let grid = DropAlbumController()
    device.show(grid, app: "albums", frame: Self.screen)
    #expect(!grid.collectionView.dragInteractionEnabled)
    device.drag(from: Self.centre(of: 0), to: CGPoint(x: 250, y: 600))
    device.settle()
    #expect(!device.lines.contains { $0.contains("itemsForBeginning") })
    grid.collectionView.dragInteractionEnabled = true
    #expect(grid.collectionView.dragInteractionEnabled)
    device.drag(from: Self.centre(of: 0), to: CGPoint(x: 250, y: 600))
    device.settle()
    #expect(
      device.lines.contains {
        $0.contains("DropAlbumController.drag itemsForBeginning(session: S1, at: [0, 0])")
      })
  }

  // MARK: Updates

  @Test func itemAndSectionUpdatesFollowTheModel() throws {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = try #require(grid.collectionView)
    grid.sections[0].insert(grid.sections[0].remove(at: 0), at: 2)
    collection.moveItem(at: Self.path(0), to: Self.path(2))
    #expect(grid.title(at: Self.path(0)) == "a1")
    #expect(grid.title(at: Self.path(2)) == "a0")
    #expect(device.lines.last?.contains("batchUpdate(") == true)
    grid.sections[0][1] = "b2"
    collection.reloadItems(at: [Self.path(1)])
    #expect(grid.title(at: Self.path(1)) == "b2")
    #expect(grid.title(at: Self.path(0)) == "a1")
    grid.sections.append(["s0", "s1"])
    collection.insertSections(IndexSet(integer: 1))
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 1) == 2)
    #expect(grid.title(at: Self.path(1, 1)) == "s1")
    grid.sections[1] = ["t0"]
    collection.reloadSections(IndexSet(integer: 1))
    #expect(collection.numberOfItems(inSection: 1) == 1)
    #expect(grid.title(at: Self.path(0, 1)) == "t0")
    #expect(collection.numberOfItems(inSection: 0) == 6)
    grid.sections.remove(at: 0)
    collection.deleteSections(IndexSet(integer: 0))
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems(inSection: 0) == 1)
    #expect(grid.title(at: Self.path(0)) == "t0")
    // reloadData takes whatever the model says, logged.
    grid.sections = [["u0", "u1"], ["v0"]]
    collection.reloadData()
    #expect(collection.numberOfSections == 2)
    #expect(grid.title(at: Self.path(0, 1)) == "v0")
    #expect(device.lines.last?.hasSuffix("AlbumGridController reloadData") == true)
    #expect(!device.lines.contains { $0.contains("updateRejected") })
    device.settle()
  }

  @Test func updatesTheModelDoesNotMatchAreRefused() throws {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    let collection = try #require(grid.collectionView)
    collection.insertSections(IndexSet(integer: 1))
    #expect(collection.numberOfSections == 1)
    #expect(device.lines.last?.contains("AlbumGridController updateRejected(") == true)
    collection.deleteSections(IndexSet(integer: 0))
    #expect(collection.numberOfItems(inSection: 0) == 6)
    collection.moveItem(at: Self.path(0), to: Self.path(9))
    #expect(grid.title(at: Self.path(0)) == "a0")
    // One album fewer: reloading its items cannot say so, reloading its section can.
    grid.sections[0].removeLast()
    let rejected = device.lines.count
    collection.reloadItems(at: [Self.path(0)])
    #expect(device.lines.count == rejected + 1)
    #expect(collection.numberOfItems(inSection: 0) == 6)
    collection.reloadSections(IndexSet(integer: 0))
    #expect(collection.numberOfItems(inSection: 0) == 5)
    #expect(device.lines.last?.contains("updateRejected") == false)
    device.settle()
  }

  // MARK: The controller and its cells

  @Test func aBareControllerShowsOneEmptySectionInAFlowLayout() throws {
    let device = TestDevice()
    let controller = UICollectionViewController(nibName: nil, bundle: nil)
    #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
    device.show(controller, app: "albums", frame: Self.screen)
    let collection = try #require(controller.collectionView)
    #expect(collection.dataSource === controller)
    #expect(collection.delegate === controller)
    #expect(collection.numberOfSections == 1)
    #expect(collection.numberOfItems(inSection: 0) == 0)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(controller.installsStandardGestureForInteractiveMovement)
    #expect(collection.collectionViewLayout === controller.collectionViewLayout)
    let other = UICollectionView(
      frame: Self.screen, collectionViewLayout: AlbumGridController.albumLayout)
    controller.collectionView = other
    #expect(controller.view === other)
    #expect(controller.collectionViewLayout === other.collectionViewLayout)
    device.settle()
  }

  @Test func cellsKeepTheirIdentifierAndOneBackgroundView() throws {
    let device = TestDevice()
    let grid = AlbumGridController()
    device.show(grid, app: "albums", frame: Self.screen)
    let cell = try #require(grid.collectionView.cellForItem(at: Self.path(0)))
    #expect(cell.reuseIdentifier == "Album")
    let plain = UICollectionViewCell()
    #expect(plain.reuseIdentifier == nil)
    #expect(plain.frame == .zero)
    let content = plain.contentView
    let first = UIView()
    plain.backgroundView = first
    #expect(first.superview === plain)
    #expect(plain.subviews.first === first)
    let second = UIView()
    plain.backgroundView = second
    #expect(first.superview == nil)
    #expect(plain.subviews.first === second)
    #expect(plain.subviews.count == 2)
    #expect(content.superview === plain)
  }

  @Test func registeringNilRemovesACellClass() {
    let collection = UICollectionView(
      frame: Self.screen, collectionViewLayout: UICollectionViewFlowLayout())
    collection.register(AlbumCell.self, forCellWithReuseIdentifier: "Album")
    #expect(
      collection.dequeueReusableCell(withReuseIdentifier: "Album", for: Self.path(0)) is AlbumCell)
    collection.register(nil as AnyClass?, forCellWithReuseIdentifier: "Album")
    let plain = collection.dequeueReusableCell(withReuseIdentifier: "Album", for: Self.path(0))
    #expect(!(plain is AlbumCell))
    #expect(plain.reuseIdentifier == "Album")
  }
}
