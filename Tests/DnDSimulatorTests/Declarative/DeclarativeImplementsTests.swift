import DnDEngine
import DnDSimulator
import Testing

/// A scene's `implements` (Docs/formats.md, "Delegate methods"): a method the app does not
/// implement is never called, leaves no line in the log, and the system goes on with UIKit's
/// answer for a missing method (Docs/delegate-methods.md) — whatever the scene's other keys say.
@Suite struct DeclarativeImplementsTests {
  /// The calls of `subject` (e.g. `pin.drag`) in the log, by method name.
  func calls(_ driver: DeclarativeDriver, _ subject: String) -> [String] {
    driver.log.events.filter { $0.subject == subject && $0.kind == .delegate }.map(\.name)
  }

  /// The Pet Finder screencast's drag delegate "has just a single method to implement".
  @Test func aDragDelegateThatImplementsOnlyItemsForBeginningHearsNothingElse() throws {
    let driver = try DeclarativeDriver(
      Specs.pinboard(drag: DragSpec(items: ["pin-1"], implemented: [])))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(calls(driver, "pin.drag") == ["itemsForBeginning"])
    #expect(
      driver.replay.system.notImplementedCalls.isSuperset(of: [
        "pin.drag previewForLifting", "pin.drag willAnimateLift",
        "pin.drag sessionIsRestrictedToDraggingApplication", "pin.drag sessionAllowsMoveOperation",
        "pin.drag prefersFullSizePreviews", "pin.drag sessionWillBegin", "pin.drag sessionDidMove",
        "pin.drag sessionWillEnd", "pin.drag sessionDidEnd", "pin.drag sessionDidTransferItems",
      ]))
    // The drop itself went ahead: the board moved its own pin.
    #expect(
      driver.events(containing: "board moved") == ["board moved(object: pin-1, to: (250,300))"])
  }

  @Test func aDragDelegateThatSaysNothingHearsEveryNotification() throws {
    let driver = try DeclarativeDriver(Specs.pinboard(drag: DragSpec(items: ["pin-1"])))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    let heard = Set(calls(driver, "pin.drag"))
    #expect(
      heard.isSuperset(of: [
        "itemsForBeginning", "previewForLifting", "willAnimateLift",
        "sessionIsRestrictedToDraggingApplication", "sessionAllowsMoveOperation",
        "prefersFullSizePreviews", "sessionWillBegin", "sessionDidMove", "sessionWillEnd",
        "sessionDidEnd",
      ]))
  }

  /// Without `sessionAllowsMoveOperation` moves are allowed (UIKit's default), whatever
  /// `allows_move` says: the board's move of its own pin stays a move.
  @Test(
    arguments: [([.sessionAllowsMoveOperation], "copy"), ([], "move")]
      as [(Set<DragDelegateMethod>, String)])
  func withoutAllowsMoveTheDragAllowsMoving(implemented: Set<DragDelegateMethod>, operation: String)
    throws
  {
    let drag = DragSpec(items: ["pin-1"], allowsMove: false, implemented: implemented)
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "S1 drop(")
        == ["S1 drop(target: board.drop, operation: \(operation))"])
  }

  /// Without `previewForLifting` the system lifts the whole view, even if the scene's preview
  /// policy would hide the item.
  @Test(
    arguments: [([.previewForLifting], false), ([], true)] as [(Set<DragDelegateMethod>, Bool)])
  func withoutPreviewForLiftingTheWholeViewLifts(
    implemented: Set<DragDelegateMethod>, lifted: Bool
  ) throws {
    let drag = DragSpec(items: ["pin-1"], liftPreview: .none, implemented: implemented)
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    _ = try driver.lift(at: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "I1 liftPreview(geometry: preview(")
        == (lifted
          ? ["I1 liftPreview(geometry: preview(center: (50,50), size: 60x60, scale: 1))"] : []))
  }

  /// Before the key, a `default` cancel preview meant "not implemented"; a scene that lists
  /// `previewForCancelling` is asked, and the default policy answers the default preview.
  @Test(
    arguments: [(nil, false), ([.previewForCancelling], true)]
      as [(Set<DragDelegateMethod>?, Bool)])
  func previewForCancellingIsAskedOnlyWhenImplemented(
    implemented: Set<DragDelegateMethod>?, asked: Bool
  ) throws {
    let drag = DragSpec(items: ["pin-1"], implemented: implemented)
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    // Released over the photos app, which has no drop: a cancel.
    try driver.drag(from: Specs.pinCenter, to: Point(x: 800, y: 500))
    #expect(calls(driver, "pin.drag").contains("previewForCancelling") == asked)
    #expect(driver.events(containing: "S1 cancel(").count == 1)
  }

  /// Apple: "If you don't implement this method, the default operation is UIDropOperation.cancel"
  /// (`dropInteraction(_:sessionDidUpdate:)`) — so a drop delegate without it never drops.
  @Test(
    arguments: [
      ([.canHandle, .performDrop], false), ([.canHandle, .sessionDidUpdate, .performDrop], true),
    ] as [(Set<DropDelegateMethod>, Bool)])
  func withoutSessionDidUpdateTheProposalIsCancel(
    implemented: Set<DropDelegateMethod>, drops: Bool
  ) throws {
    let drop = DropSpec(
      accepts: [.image], perform: PerformSpec(load: .objects(.image)), implemented: implemented)
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(calls(driver, "board.drop").contains("sessionDidUpdate") == drops)
    #expect(calls(driver, "board.drop").contains("performDrop") == drops)
    #expect(driver.events(containing: "S1 drop(target: board.drop").count == (drops ? 1 : 0))
    #expect(driver.events(containing: "S1 cancel(").count == (drops ? 0 : 1))
    #expect(
      driver.replay.system.notImplementedCalls.contains("board.drop sessionDidUpdate") == !drops)
  }

  /// Without `canHandle` every session is handled (UIKit: "If not implemented … the other
  /// delegate methods will be called"), though the scene's `accepts` would refuse a photo.
  @Test(
    arguments: [
      ([.canHandle, .sessionDidUpdate, .performDrop], false),
      ([.sessionDidUpdate, .performDrop], true),
    ] as [(Set<DropDelegateMethod>, Bool)])
  func withoutCanHandleEverySessionIsHandled(implemented: Set<DropDelegateMethod>, drops: Bool)
    throws
  {
    let drop = DropSpec(
      accepts: [.text], perform: PerformSpec(load: .objects(.image)), implemented: implemented)
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(calls(driver, "board.drop").contains("canHandle") == !drops)
    #expect(driver.events(containing: "S1 drop(target: board.drop").count == (drops ? 1 : 0))
  }

  /// The notifications a drop delegate leaves out are neither called nor logged; the ones it
  /// lists are.
  @Test func aDropDelegateHearsOnlyWhatItImplements() throws {
    let drop = DropSpec(
      perform: PerformSpec(load: .objects(.image)),
      implemented: [.sessionDidUpdate, .performDrop, .concludeDrop])
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    // `loadObjectsCompletion` is the engine's line for the load's completion, not a method.
    #expect(
      Set(calls(driver, "board.drop")).subtracting(["loadObjectsCompletion"])
        == ["sessionDidUpdate", "performDrop", "concludeDrop"])
    #expect(driver.events(containing: "board inserted").count == 1)
  }

  // MARK: Lists

  static func pets(drag: Set<ListDragDelegateMethod>?, drop: Set<ListDropDelegateMethod>?)
    -> SceneSpec
  {
    var spec = DeclarativeListTests.pets(movesRows: false)
    spec.windows[0].views[0].list?.drag?.implemented = drag
    spec.windows[0].views[0].list?.drop?.implemented = drop
    return spec
  }

  /// The screencast's table delegates: a drag delegate with only `itemsForBeginning`, a drop
  /// delegate with `canHandle`, `dropSessionDidUpdate` and `performDropWith`.
  @Test func aTableHearsOnlyWhatItsDelegatesImplement() throws {
    let driver = try DeclarativeDriver(
      Self.pets(drag: [], drop: [.canHandle, .dropSessionDidUpdate]))
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    #expect(calls(driver, "adopt.drag") == ["itemsForBeginning"])
    #expect(
      Set(calls(driver, "adopt.drop")) == ["canHandle", "dropSessionDidUpdate", "performDropWith"])
    #expect(
      driver.replay.system.notImplementedCalls.isSuperset(of: [
        "adopt.drag dragPreviewParametersForRowAt",
        "adopt.drag dragSessionIsRestrictedToDraggingApplication",
        "adopt.drag dragSessionAllowsMoveOperation", "adopt.drag dragSessionWillBegin",
        "adopt.drag dragSessionDidEnd", "adopt.drop dropSessionDidEnter",
        "adopt.drop dropSessionDidEnd",
      ]))
    #expect(driver.scene.rows(of: "adopt") == [["Tom", "Kit", "Rex"]])
  }

  /// The scene's own list of missing calls (what a golden read alone is checked with) holds every
  /// call the replay found missing, and nothing of a delegate that says nothing.
  @Test func theScenesMissingCallsCoverWhatTheReplayFound() throws {
    let spec = Self.pets(drag: [], drop: [.canHandle, .dropSessionDidUpdate])
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    let found = driver.replay.system.notImplementedCalls
    #expect(!found.isEmpty)
    #expect(found.isSubset(of: spec.notImplementedCalls))
    #expect(spec.notImplementedCalls.contains("adopt.drop dropPreviewParametersForRowAt"))
    #expect(!spec.notImplementedCalls.contains { $0.hasPrefix("adopted.") })
    #expect(!spec.notImplementedCalls.contains("adopt.drop canHandle"))
  }

  /// Without `dropSessionDidUpdate` a table's proposal is copy with the intent unspecified
  /// (Docs/engine.md §13.4: talk 223's first demo drops implementing only `performDropWith`).
  @Test(
    arguments: [(nil, "move(insertAt)"), ([], "copy")]
      as [(Set<ListDropDelegateMethod>?, String)])
  func withoutDropSessionDidUpdateATableProposesCopy(
    drop: Set<ListDropDelegateMethod>?, proposal: String
  ) throws {
    let driver = try DeclarativeDriver(Self.pets(drag: nil, drop: drop))
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    let performed = try #require(driver.log.events.last { $0.name == "performDropWith" })
    #expect(performed.arguments.first { $0.label == "proposal" }?.value == proposal)
    #expect(calls(driver, "adopt.drop").contains("dropSessionDidUpdate") == (drop == nil))
  }

  /// Without `dragSessionAllowsMoveOperation` moves are allowed, so the drop delegate's own
  /// check (`allows_move: false` would make it a copy) sees a session that allows them.
  @Test(
    arguments: [([.dragSessionAllowsMoveOperation], "copy(insertAt)"), ([], "move(insertAt)")]
      as [(Set<ListDragDelegateMethod>, String)])
  func withoutAllowsMoveATableDragAllowsMoving(
    drag: Set<ListDragDelegateMethod>, proposal: String
  ) throws {
    var spec = Self.pets(drag: drag, drop: nil)
    spec.windows[0].views[0].list?.drag?.allowsMove = false
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    #expect(driver.log.events.last { $0.name == "dropSessionDidUpdate" }?.result == proposal)
  }

  /// Without `didSelectRowAt` a tap still selects the row (the table's own change), but the app
  /// hears nothing.
  @Test(arguments: [(nil, true), ([], false)] as [(Set<ListDelegateMethod>?, Bool)])
  func withoutDidSelectATapSelectsSilently(implemented: Set<ListDelegateMethod>?, told: Bool)
    throws
  {
    var spec = DeclarativeListTests.pets()
    spec.windows[0].views[0].list?.delegateImplemented = implemented
    let driver = try DeclarativeDriver(spec)
    try driver.tap(at: Point(x: 125, y: 75))
    try driver.replay.finish()
    #expect(driver.events(containing: "adopt select(at: [0, 1]").count == 1)
    #expect(driver.events(containing: "adopt.delegate didSelectRowAt").count == (told ? 1 : 0))
    #expect(driver.events(containing: "adopt selected(row: Tom)").count == (told ? 1 : 0))
  }
}
