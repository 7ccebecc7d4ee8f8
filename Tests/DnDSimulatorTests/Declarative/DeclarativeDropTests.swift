import DnDEngine
import DnDSimulator
import Testing

/// The proposals the board's drop delegate gave.
func updates(_ driver: DeclarativeDriver) -> [String] {
  driver.events(containing: "board.drop sessionDidUpdate")
}

@Suite struct DeclarativeDropTests {
  @Test func anExternalDragIsCopiedAndItsObjectsLoadedInPerformDrop() throws {
    let driver = try DeclarativeDriver(Specs.pinboard())
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(!updates(driver).isEmpty && updates(driver).allSatisfy { $0.hasSuffix("-> copy") })
    #expect(
      driver.events(containing: "board inserted") == [
        "board inserted(objects: [PNG 64x48], at: (250,300))"
      ])
  }

  @Test func aLocalDragIsMovedThroughItsLocalObjectWithoutLoading() throws {
    let driver = try DeclarativeDriver(Specs.pinboard())
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(!updates(driver).isEmpty && updates(driver).allSatisfy { $0.hasSuffix("-> move") })
    #expect(
      driver.events(containing: "board moved") == ["board moved(object: pin-1, to: (250,300))"])
    #expect(driver.log.events.filter { $0.kind == .load }.isEmpty)
    // The pin moves in the drop animation's completion (talk 203: "by adding a completion block,
    // we're going to set the new center"), not in performDrop.
    let events = driver.log.events
    let dropAnimator = try #require(
      events.first { $0.name == "started" && $0.arguments.first?.value == "drop" }?.subject)
    let finished = events.firstIndex { $0.subject == dropAnimator && $0.name == "finished" }
    let moved = events.firstIndex { $0.name == "moved" && $0.subject == "board" }
    #expect(finished != nil && moved != nil && finished! < moved!)
    #expect(events[moved!].time > events.first { $0.name == "performDrop" }!.time)
  }

  @Test func aMoveTheSessionDoesNotAllowBecomesACopy() throws {
    let driver = try DeclarativeDriver(
      Specs.pinboard(drag: DragSpec(items: ["pin-1"], allowsMove: false)))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(!updates(driver).isEmpty && updates(driver).allSatisfy { $0.hasSuffix("-> copy") })
  }

  /// An app that does not check `allowsMoveOperation` proposes the move anyway; the system
  /// treats a move the session does not allow as a cancel (Apple's documentation; Docs/engine.md
  /// §4): the rule is reachable from a scene file (`checks_allows_move: false`).
  @Test func aMoveTheAppProposesAnywayIsTreatedAsCancel() throws {
    let drop = DropSpec(
      accepts: [.image], proposal: ProposalPolicy(checksAllowsMove: false),
      perform: PerformSpec(load: .objects(.image), localItems: .relocate))
    let driver = try DeclarativeDriver(
      Specs.pinboard(drop: drop, drag: DragSpec(items: ["pin-1"], allowsMove: false)))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(!updates(driver).isEmpty && updates(driver).allSatisfy { $0.hasSuffix("-> move") })
    #expect(
      driver.log.summaries([.system]).contains {
        $0.contains("proposalAdjusted(from: move, to: cancel, reason: move not allowed)")
      })
    #expect(driver.events(containing: "performDrop").isEmpty)
    #expect(driver.events(containing: "board moved").isEmpty)
  }

  /// Data can be loaded only in `performDrop` (Apple's documentation; Docs/engine.md §4): a
  /// scene's app that asks in `sessionDidUpdate` (`load_in_update`) is refused and its
  /// completion gets no objects, while the drop itself still loads.
  @Test func aLoadAskedForInSessionDidUpdateFails() throws {
    let drop = DropSpec(
      accepts: [.image], perform: PerformSpec(load: .objects(.image)), loadsInUpdate: true)
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.log.summaries([.system]).filter { $0.contains("loadObjectsRefused") } == [
        "S1 loadObjectsRefused(reason: outside performDrop)"
      ])
    #expect(driver.events(containing: "loadedInUpdate") == ["board loadedInUpdate(objects: 0)"])
    #expect(
      driver.events(containing: "board inserted") == [
        "board inserted(objects: [PNG 64x48], at: (250,300))"
      ])
  }

  @Test func aForbiddingConditionForbidsTheDrop() throws {
    let drop = DropSpec(
      accepts: [.image], proposal: ProposalPolicy(forbiddenWhen: [.lacks(.jpeg)]),
      perform: PerformSpec(load: .objects(.image)))
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(!updates(driver).isEmpty && updates(driver).allSatisfy { $0.hasSuffix("-> forbidden") })
    #expect(driver.events(containing: "performDrop").isEmpty)
  }

  @Test func typesNotAcceptedAreNotHandled() throws {
    let driver = try DeclarativeDriver(Specs.pinboard(drop: DropSpec(accepts: [.url])))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "board.drop canHandle") == [
        "board.drop canHandle(session: S1) -> false"
      ])
    #expect(driver.events(containing: "board.drop sessionDidUpdate").isEmpty)
  }

  @Test func aRetargetedDropPreviewShrinksIntoItsContainerWhileAlongsideChangesRun() throws {
    let drop = DropSpec(
      perform: PerformSpec(localItems: .delete),
      preview: .retarget(container: "board", center: Point(x: 480, y: 580), scale: 0.1),
      animation: AlongsideSpec(
        animations: [PropertyChange(view: "board", property: "scale", value: "1.25")],
        completion: [PropertyChange(view: "board", property: "scale", value: "1")]))
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    let preview = driver.events(containing: "board.drop previewForDropping")
    #expect(preview.count == 1)
    #expect(
      preview.first?.hasSuffix(
        "-> targetedPreview(view: pin, target: target(container: board, center: (480,580), transform: [0.1 0 0 0.1 0 0]))"
      ) == true)
    let effects = driver.log.summaries().filter { $0.hasPrefix("board ") }
    #expect(
      effects == ["board deleted(object: pin-1)", "board set(scale: 1.25)", "board set(scale: 1)"])
  }

  @Test func perItemProgressAndConcludeBookkeepingAreTheAppsOwn() throws {
    let drop = DropSpec(
      perform: PerformSpec(
        load: .eachObject(.image), progressStyle: .none, perItemProgress: true,
        concludeBookkeeping: true))
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    let effects = driver.log.summaries().filter { $0.hasPrefix("board ") }
    #expect(
      effects == [
        "board showProgress(item: I1)", "board inserted(item: I1, object: PNG 64x48)",
        "board hideProgress(item: I1)", "board concluded(items: 1)",
      ])
  }
}

@Suite struct DeclarativePinboardPreviewTests {
  /// Talk 203's Pinboard: external drops shrink in place (nil), own pins settle where let go and
  /// the original fades out alongside.
  static let drop = DropSpec(
    accepts: [.image], perform: PerformSpec(load: .objects(.image), localItems: .relocate),
    preview: .none, localPreview: .inPlace,
    localAnimation: AlongsideSpec(
      animations: [PropertyChange(view: "pin", property: "alpha", value: "0")],
      completion: [PropertyChange(view: "pin", property: "alpha", value: "1")]))

  @Test func anOwnPinSettlesWhereItWasLetGo() throws {
    let driver = try DeclarativeDriver(Specs.pinboard(drop: Self.drop))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    let preview = driver.log.events.first { $0.name == "previewForDropping" }
    #expect(
      preview?.result
        == "targetedPreview(view: pin, target: target(container: board, center: (250,300), transform: identity))"
    )
    #expect(driver.events(containing: "pin set") == ["pin set(alpha: 0)", "pin set(alpha: 1)"])
  }

  @Test func anExternalPhotoShrinksInPlaceWithoutAlongsideChanges() throws {
    let driver = try DeclarativeDriver(Specs.pinboard(drop: Self.drop))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(driver.log.events.first { $0.name == "previewForDropping" }?.result == "nil")
    #expect(driver.events(containing: "pin set").isEmpty)
  }
}
