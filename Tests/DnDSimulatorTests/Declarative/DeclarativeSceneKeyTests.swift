import DnDEngine
import DnDSimulator
import Testing

/// Scene keys that make the rest of the talks' demos reachable from a scene file (Docs/formats.md,
/// issue 21): full-size previews, a preview swapped when the drag leaves a view, the session a
/// tap adds to, another view's preview, a tap handler, the room a drop makes from an item's
/// presentation size, rows that opt out of spring loading or flash another view, and a drop to a
/// target elsewhere.
@Suite struct DeclarativeSceneKeyTests {
  /// Talk 213: "At the drag site, there's drag interaction prefersFullSizePreviewsFor session.
  /// Return true here, and we'll try to keep those previews full size".
  @Test(arguments: [false, true])
  func fullSizePreviewsAreWhatTheDragAnswers(fullSize: Bool) throws {
    var drag = DragSpec(items: ["pin-1"])
    drag.fullSizePreviews = fullSize
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "pin.drag prefersFullSizePreviews")
        == ["pin.drag prefersFullSizePreviews(session: S1) -> \(fullSize)"])
  }

  /// Talk 213's Mail: "as the user moves out of the listView … I want to replace what they're
  /// dragging with a little envelope graphic"; "I check if I have already updated this item".
  @Test func aPlatterWhenLeavingIsSetOnceTheDragLeavesTheViewAndOnlyOnce() throws {
    var drag = DragSpec(items: ["pin-1"])
    drag.platter = PlatterSpec(
      name: "envelope", size: Size(width: 40, height: 30), whenLeaving: "board")
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    let finger = try driver.lift(at: Specs.pinCenter, to: Point(x: 250, y: 300))
    // Inside the board: the lifted pin is still what is dragged.
    #expect(driver.events(containing: "previewProvider").isEmpty)
    try driver.touch(finger, .moved, Point(x: 700, y: 300))
    try driver.touch(finger, .moved, Point(x: 750, y: 300))
    try driver.touch(finger, .moved, Point(x: 250, y: 300))
    try driver.touch(finger, .ended, Point(x: 250, y: 300))
    try driver.replay.finish()
    let provided = driver.events(containing: "I1 previewProvider")
    #expect(provided.count == 1)
    #expect(provided.first?.contains("envelope") == true)
  }

  @Test func aPlatterWithoutWhenLeavingIsSetWhenTheSessionBegins() throws {
    var drag = DragSpec(items: ["pin-1"])
    drag.platter = PlatterSpec(name: "platter", size: Size(width: 40, height: 30))
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    _ = try driver.lift(at: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(driver.events(containing: "I1 previewProvider").count == 1)
  }

  /// Two drags of the pinboard app at once, then a tap on a third pin: `sessionForAddingItems`
  /// chooses (Docs/uikit-behaviour.md: asked only when two or more sessions could take items).
  @Test(arguments: [(SessionChoice.none, "nil"), (.oldest, "S1"), (.newest, "S2")])
  func aTapWithTwoDragsAddsToTheSessionTheDelegateChooses(choice: SessionChoice, chosen: String)
    throws
  {
    var spec = Specs.pinboard()
    var drag = DragSpec(items: ["pin-1"], addItems: ["pin-1"])
    drag.sessionForAdding = choice
    spec.windows[0].views[0].children = [
      ViewSpec(name: "p1", frame: Rect(x: 20, y: 20, width: 60, height: 60), drag: drag),
      ViewSpec(name: "p2", frame: Rect(x: 120, y: 20, width: 60, height: 60), drag: drag),
      ViewSpec(name: "p3", frame: Rect(x: 220, y: 20, width: 60, height: 60), drag: drag),
    ]
    let driver = try DeclarativeDriver(spec)
    let first = try driver.lift(at: Point(x: 50, y: 50), to: Point(x: 100, y: 300))
    let second = try driver.lift(at: Point(x: 150, y: 50), to: Point(x: 300, y: 300))
    try driver.tap(at: Point(x: 250, y: 50))
    #expect(
      driver.events(containing: "p3.drag sessionForAddingItems")
        == ["p3.drag sessionForAddingItems(sessions: [S1, S2], point: (30,30)) -> \(chosen)"])
    let added = driver.events(containing: "p3.drag itemsForAddingTo")
    #expect(
      added
        == (chosen == "nil"
          ? [] : ["p3.drag itemsForAddingTo(session: \(chosen), point: (30,30)) -> [I3]"]))
    try driver.touch(first, .ended, Point(x: 100, y: 300))
    try driver.touch(second, .ended, Point(x: 300, y: 300))
    try driver.replay.finish()
  }

  /// Talk 213's thread: "all of the messages that I'm lifting would have their own
  /// representation based on the message view dedicated to them".
  @Test func aViewPreviewLiftsThatViewWhereItIs() throws {
    var spec = Specs.pinboard()
    var drag = DragSpec(items: ["pin-1", "pin-1"])
    drag.itemLiftPreviews = [.view("message-1"), .view("message-2")]
    spec.windows[0].views[0].children = [
      ViewSpec(
        name: "thread", frame: Rect(x: 0, y: 0, width: 200, height: 200),
        children: [
          ViewSpec(name: "message-1", frame: Rect(x: 0, y: 0, width: 200, height: 100)),
          ViewSpec(name: "message-2", frame: Rect(x: 0, y: 100, width: 200, height: 100)),
        ], drag: drag)
    ]
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 100, y: 100), to: Point(x: 250, y: 400))
    #expect(
      driver.events(containing: "liftPreview(geometry")
        == [
          "I1 liftPreview(geometry: preview(center: (100,50), size: 200x100, scale: 1))",
          "I2 liftPreview(geometry: preview(center: (100,150), size: 200x100, scale: 1))",
        ])
  }

  @Test func aTapHandlerMakesItsChangesAfterTheEnginesLine() throws {
    var spec = Specs.pinboard()
    spec.windows[1].views[0].tap = [
      PropertyChange(view: "photo", property: "selected", value: "true")
    ]
    let driver = try DeclarativeDriver(spec)
    try driver.tap(at: Specs.photoCenter)
    try driver.replay.finish()
    let lines = driver.log.summaries().filter { $0.hasPrefix("photo ") }
    #expect(lines == ["photo tapHandler(at: (50,50))", "photo set(selected: true)"])
  }

  /// The pinboard with a button `favorites` on the board (Docs/formats.md `button`).
  static func withButton(springLoaded: Bool) -> SceneSpec {
    var spec = Specs.pinboard()
    spec.windows[0].views[0].children.append(
      ViewSpec(
        name: "favorites", frame: Rect(x: 300, y: 400, width: 100, height: 60),
        button: ButtonSpec(action: "showFavorites", springLoaded: springLoaded)))
    return spec
  }

  /// Talk 203: "Several different classes, such as UIButton. All you have to do is say,
  /// isSpringLoaded equals true. When that drag-and-drop session hovers over that button, the
  /// button's action will automatically run." The interaction is the button's own: the app sees
  /// the action, not an activation handler.
  @Test(arguments: [false, true])
  func aSpringLoadedButtonSendsItsActionWhenADragHovers(springLoaded: Bool) throws {
    let driver = try DeclarativeDriver(Self.withButton(springLoaded: springLoaded))
    let over = Point(x: 350, y: 430)
    let finger = try driver.lift(at: Specs.photoCenter, to: over)
    for _ in 0..<150 { try driver.touch(finger, .stationary, over) }
    #expect(
      driver.events(containing: "showFavorites")
        == (springLoaded ? ["favorites showFavorites(sender: favorites)"] : []))
    #expect(driver.events(containing: "activationHandler").isEmpty)
    #expect(
      driver.log.summaries().contains("favorites.spring flash(view: favorites)") == springLoaded)
    try driver.touch(finger, .ended, over)
    try driver.replay.finish()
  }

  /// A tap on a button sends the same action, as UIKit's does; the tap is the button's own
  /// tracking, so no `tapHandler(at:)` call into the app is logged.
  @Test func aTapOnAButtonSendsItsAction() throws {
    let driver = try DeclarativeDriver(Self.withButton(springLoaded: true))
    try driver.tap(at: Point(x: 350, y: 430))
    try driver.replay.finish()
    #expect(driver.events(containing: "tapDelivered(view: favorites").count == 1)
    #expect(
      driver.log.summaries().filter { $0.hasPrefix("favorites ") }
        == ["favorites showFavorites(sender: favorites)"])
    #expect(driver.events(containing: "tapHandler").isEmpty)
  }

  /// Talk 213: "NSItemProvider has a property called preferredPresentationSize … Mail is able to
  /// read that out on the other side".
  @Test func aPlacedItemNamesThePresentationSizeItMakesRoomFor() throws {
    var spec = Specs.pinboard(
      drop: DropSpec(
        accepts: [.image],
        perform: PerformSpec(load: .eachObject(.image), placeImmediately: true)))
    spec.items[0].presentationSize = Size(width: 1600, height: 1200)
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "board placed")
        == ["board placed(item: I1, at: (250,300), size: 1600x1200)"])
  }
}

/// Talk 213: "if you do implement precision mode, please indicate some UI at the drop site to
/// indicate to the user where they will be dropping this items".
@Suite struct DeclarativeDropIndicatorTests {
  static func spec(precise: Bool) -> SceneSpec {
    var proposal = ProposalPolicy()
    proposal.isPrecise = precise
    var spec = Specs.pinboard(
      drop: DropSpec(
        accepts: [.image], proposal: proposal, perform: PerformSpec(load: .objects(.image)),
        indicator: "caret"))
    spec.windows[1].views[0].drag?.addItems = ["photo-1"]
    return spec
  }

  @Test func theIndicatorFollowsTheDropLocationAndHidesWhenTheSessionLeaves() throws {
    let driver = try DeclarativeDriver(Self.spec(precise: false))
    let finger = try driver.lift(at: Specs.photoCenter, to: Point(x: 250, y: 300))
    try driver.touch(finger, .moved, Point(x: 260, y: 300))
    try driver.touch(finger, .moved, Point(x: 700, y: 300))  // out of the board: hidden
    try driver.touch(finger, .moved, Point(x: 260, y: 300))  // back: shown again
    // A tap adds an item while the finger rests: the system asks again at the same place, and
    // the caret, which did not move, logs nothing new.
    try driver.tap(at: Specs.photoCenter)
    // The release asks once more at the same place: the caret does not move, so no new line.
    try driver.touch(finger, .ended, Point(x: 260, y: 300))
    try driver.replay.finish()
    let lines = driver.log.summaries().filter { $0.contains("Indicator(") }
    #expect(
      lines.suffix(4) == [
        "board showIndicator(name: caret, at: (260,300))",
        "board hideIndicator(name: caret)",
        "board showIndicator(name: caret, at: (260,300))",
        "board hideIndicator(name: caret)",
      ])
  }

  @Test func underAPreciseProposalTheIndicatorIsAboveTheFinger() throws {
    let driver = try DeclarativeDriver(Self.spec(precise: true))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    let shown = driver.events(containing: "board showIndicator")
    let last = try #require(shown.last)
    #expect(last != "board showIndicator(name: caret, at: (250,300))")
    #expect(last.hasPrefix("board showIndicator(name: caret, at: (250,"))
  }
}

/// `each_data`: the bytes of a type by name (`loadDataRepresentation(forTypeIdentifier:)`) —
/// what an app of another team cannot get from a representation kept to its team (talk 203:
/// "to other apps developed by the same team").
@Suite struct DeclarativeDataLoadTests {
  @Test(arguments: [("T1", "<"), ("T2", "failed itemUnavailable(-1000)")])
  func aTeamOnlyTypeLoadsOnlyForTheSameTeam(team: String, outcome: String) throws {
    let sketch = TypeIdentifier("com.example.sketch", conformsTo: [.data])
    var spec = Specs.pinboard(
      drop: DropSpec(perform: PerformSpec(load: .eachData(sketch))))
    spec.apps[1].team = team  // the photos app, the source
    spec.items[0].representations = [
      RepresentationSpec(type: sketch, visibility: .team, content: .bytes(12))
    ]
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    let inserted = driver.events(containing: "board inserted")
    #expect(inserted.count == 1)
    #expect(inserted.first?.contains("object: \(outcome)") == true)
  }
}

/// Lists: rows opting out of spring loading, and a drop to a target elsewhere in the app.
@Suite struct DeclarativeListSceneKeyTests {
  static func albums(except: [String], perform: ListPerformStrategy = .insertInto) -> SceneSpec {
    var spec = DeclarativeListTests.pets(perform: perform)
    spec.windows[0].views[0].list?.springLoaded = true
    spec.windows[0].views[0].list?.springLoadedExcept = except
    // Rows are albums: a drop goes into them (the engine spring-loads the row under the finger).
    spec.windows[0].views[0].list?.drop?.external = ListProposalRule(
      operation: .copy, intent: .insertIntoDestinationIndexPath)
    spec.windows[0].views.append(
      ViewSpec(name: "tab-bar", frame: Rect(x: 0, y: 450, width: 500, height: 50)))
    return spec
  }

  /// Talk 223: "shouldSpringLoadItemAt IndexPath with context. This is how you can opt out
  /// specific rows of spring loading."
  @Test(arguments: [([String](), true), (["Tom"], false)])
  func aRowOptedOutNeverSpringLoads(except: [String], selects: Bool) throws {
    let driver = try DeclarativeDriver(Self.albums(except: except))
    let finger = try driver.lift(at: Point(x: 650, y: 150), to: Point(x: 125, y: 75))
    for _ in 0..<150 { try driver.touch(finger, .stationary, Point(x: 125, y: 75)) }
    let asked = driver.events(containing: "shouldSpringLoadRowAt")
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0.hasSuffix(selects ? "-> true" : "-> false") })
    #expect(driver.events(containing: "adopt selected(row: Tom)").count == (selects ? 1 : 0))
    try driver.touch(finger, .ended, Point(x: 125, y: 75))
    try driver.replay.finish()
  }

  /// Talk 223: "customize spring loading effects a bit using that context. For example, you can
  /// change the view that actually flashes during the spring load interaction." Without
  /// `spring_flash` the row's cell flashes; with it, the view the delegate set as the context's
  /// `targetView`.
  @Test(arguments: [([String: String](), "adopt.cell"), (["Tom": "tab-bar"], "tab-bar")])
  func theViewThatFlashesIsTheOneTheDelegateSets(flash: [String: String], view: String) throws {
    var spec = Self.albums(except: [])
    spec.windows[0].views[0].list?.springFlash = flash
    let driver = try DeclarativeDriver(spec)
    let finger = try driver.lift(at: Point(x: 650, y: 150), to: Point(x: 125, y: 75))
    for _ in 0..<150 { try driver.touch(finger, .stationary, Point(x: 125, y: 75)) }
    let flashes = driver.events(containing: "flash(view:")
    #expect(flashes.count == 1)
    #expect(flashes.first?.contains("flash(view: \(view)") == true)
    #expect(driver.events(containing: "adopt selected(row: Tom)").count == 1)
    try driver.touch(finger, .ended, Point(x: 125, y: 75))
    try driver.replay.finish()
  }

  /// Talk 223: "dropping to a target … animating to a location anywhere in your app with an
  /// optional transform. So maybe you want to animate to a tab bar".
  @Test func aDropToATargetAnimatesThereAndAddsTheItemToIt() throws {
    let driver = try DeclarativeDriver(
      Self.albums(
        except: [],
        perform: .dropTo(container: "tab-bar", center: Point(x: 50, y: 25), scale: 0.25)))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 125, y: 75))
    #expect(driver.events(containing: "adopt drop(item: I1, to: target(").count == 1)
    #expect(
      driver.events(containing: "adopt added(")
        == [#"adopt added(item: I1, object: "Fido", to: tab-bar)"#])
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit"]])
  }
}
