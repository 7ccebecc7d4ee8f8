import DnDEngine
import DnDSimulator
import Testing

@Suite struct DeclarativeDragTests {
  /// Mail (talk 213): a message list in one app whose taps add messages to a drag.
  static func mail(flocking: FlockingRule, extra: [ViewSpec] = []) -> SceneSpec {
    let message = TypeIdentifier("private.example.mail", conformsTo: [.data])
    func item(_ name: String) -> ItemSpec {
      ItemSpec(
        name: name, localObject: name,
        representations: [RepresentationSpec(type: message, content: .bytes(64))])
    }
    return SceneSpec(
      name: "mail", apps: [AppSpec(name: "mail", team: "T1")],
      windows: [
        WindowSpec(
          app: "mail", frame: Rect(x: 0, y: 0, width: 800, height: 600),
          views: [
            ViewSpec(
              name: "m1", frame: Rect(x: 0, y: 0, width: 200, height: 100),
              drag: DragSpec(items: ["m1"], addItems: ["m1"], flocking: flocking)),
            ViewSpec(
              name: "m2", frame: Rect(x: 0, y: 100, width: 200, height: 100),
              drag: DragSpec(items: ["m2"], addItems: ["m2"], flocking: flocking)),
          ] + extra)
      ],
      items: [item("m1"), item("m2"), Specs.photo])
  }

  /// What each `itemsForAddingTo` answered.
  func answers(_ driver: DeclarativeDriver) -> [String] {
    driver.log.events.filter { $0.name == "itemsForAddingTo" }.map { $0.result ?? "" }
  }

  @Test func withoutDuplicatesATapOnAnItemAlreadyDraggedAddsNothing() throws {
    let driver = try DeclarativeDriver(
      Self.mail(flocking: FlockingRule(withoutDuplicates: true)))
    let finger = try driver.lift(at: Point(x: 100, y: 50), to: Point(x: 500, y: 300))
    try driver.tap(at: Point(x: 100, y: 50))
    try driver.tap(at: Point(x: 100, y: 150))
    try driver.tap(at: Point(x: 100, y: 150))
    try driver.touch(finger, .ended, Point(x: 500, y: 300))
    try driver.replay.finish()
    #expect(
      answers(driver) == ["[]", "[I2]", "[]"])
  }

  @Test func alwaysFlockingAddsDuplicates() throws {
    let driver = try DeclarativeDriver(Self.mail(flocking: .always))
    let finger = try driver.lift(at: Point(x: 100, y: 50), to: Point(x: 500, y: 300))
    try driver.tap(at: Point(x: 100, y: 50))
    try driver.touch(finger, .ended, Point(x: 500, y: 300))
    try driver.replay.finish()
    #expect(answers(driver) == ["[I2]"])
  }

  @Test func onlyTypeFlockingAddsOnlyToSessionsOfThatType() throws {
    let photo = ViewSpec(
      name: "photo", frame: Rect(x: 400, y: 0, width: 100, height: 100),
      drag: DragSpec(items: ["photo-1"]))
    let rule = FlockingRule(onlyType: TypeIdentifier("private.example.mail", conformsTo: [.data]))
    let driver = try DeclarativeDriver(Self.mail(flocking: rule, extra: [photo]))
    let finger = try driver.lift(at: Point(x: 450, y: 50), to: Point(x: 600, y: 300))
    try driver.tap(at: Point(x: 100, y: 50))
    try driver.touch(finger, .ended, Point(x: 600, y: 300))
    try driver.replay.finish()
    #expect(answers(driver) == ["[]"])
  }

  @Test func neverFlockingAddsNothing() throws {
    let driver = try DeclarativeDriver(Self.mail(flocking: .never))
    let finger = try driver.lift(at: Point(x: 100, y: 50), to: Point(x: 500, y: 300))
    try driver.tap(at: Point(x: 100, y: 150))
    try driver.touch(finger, .ended, Point(x: 500, y: 300))
    try driver.replay.finish()
    #expect(answers(driver) == ["[]"])
  }

  @Test func aCustomLiftPreviewCutsOutAVisiblePathAndTheCancelPreviewFollows() throws {
    let crop = Path(roundedRect: Rect(x: 10, y: 10, width: 40, height: 40), cornerRadius: 8)
    let drag = DragSpec(
      items: ["pin-1"], liftPreview: .custom(visiblePath: crop, backgroundColor: nil),
      cancelPreview: .custom(visiblePath: crop, backgroundColor: nil))
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    // Released over the photos app, which has no drop target: a cancel.
    try driver.drag(from: Specs.pinCenter, to: Point(x: 900, y: 500))
    let lift = driver.events(containing: "pin.drag previewForLifting")
    #expect(lift.count == 1 && lift[0].contains("visiblePath: roundedRect("))
    let cancel = driver.events(containing: "pin.drag previewForCancelling")
    #expect(cancel.count == 1 && cancel[0].contains("-> targetedPreview(view: pin, parameters:"))
  }

  @Test func theDefaultCancelPreviewFadesInPlace() throws {
    let driver = try DeclarativeDriver(Specs.pinboard())
    try driver.drag(from: Specs.pinCenter, to: Point(x: 900, y: 500))
    // `default` is "not implemented": the method is not called, and the item fades in place.
    #expect(driver.events(containing: "pin.drag previewForCancelling").isEmpty)
    #expect(driver.events(containing: "pin.drag willAnimateCancel").count == 1)
    #expect(driver.replay.system.notImplementedCalls.contains("pin.drag previewForCancelling"))
  }

  @Test func aLiftDimsTheSourceOnlyWhenItCompletesAndAnEarlyReleaseRestoresIt() throws {
    let dim = AlongsideSpec(
      completion: [PropertyChange(view: "pin", property: "alpha", value: "0.5")],
      reversed: [PropertyChange(view: "pin", property: "alpha", value: "1")])
    let spec = Specs.pinboard(drag: DragSpec(items: ["pin-1"], liftAnimation: dim))
    let completed = try DeclarativeDriver(spec)
    try completed.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(completed.events(containing: "pin set") == ["pin set(alpha: 0.5)"])

    let early = try DeclarativeDriver(spec)
    try early.touch(1, .began, Specs.pinCenter)
    try early.touch(1, .stationary, Specs.pinCenter, after: 400)
    try early.touch(1, .ended, Specs.pinCenter)
    try early.replay.finish()
    #expect(early.events(containing: "pin set") == ["pin set(alpha: 1)"])
  }

  @Test func aPlatterSetInSessionWillBeginReplacesThePreview() throws {
    let drag = DragSpec(
      items: ["pin-1"], platter: PlatterSpec(name: "platter", size: Size(width: 200, height: 120)))
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(!driver.log.summaries().filter { $0.contains("platter") }.isEmpty)
  }

  @Test func sessionDidEndChangesRunOnce() throws {
    let drag = DragSpec(
      items: ["pin-1"], didEnd: [PropertyChange(view: "pin", property: "alpha", value: "1")])
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(driver.events(containing: "pin set") == ["pin set(alpha: 1)"])
  }
}

/// `lift_previews` (Docs/formats.md): each item of a drag source gets its own lift preview, in
/// `items` order (talk 213's QR codes, "individual rects … get lifted up").
@Suite struct DeclarativeItemLiftPreviewTests {
  @Test func eachItemLiftsWithItsOwnPreview() throws {
    let left = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
    let right = Path(rect: Rect(x: 40, y: 0, width: 20, height: 20))
    var drag = DragSpec(items: ["pin-1", "photo-1"])
    drag.itemLiftPreviews = [
      .custom(visiblePath: left, backgroundColor: nil),
      .custom(visiblePath: right, backgroundColor: nil),
    ]
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 900, y: 500))
    let lifts = driver.events(containing: "pin.drag previewForLifting")
    #expect(lifts.count == 2)
    #expect(lifts[0].contains("visiblePath: rect(0,0 20x20)"))
    #expect(lifts[1].contains("visiblePath: rect(40,0 20x20)"))
  }
}

/// A crop preview (`{"visible_path": …, "in_place": true}`): targeted at the path's own centre, so
/// the cut-out lifts and cancels where it is (talk 213's QR codes).
@Suite struct DeclarativeCropPreviewTests {
  @Test func aCropLiftsAndFliesBackWhereItIs() throws {
    let crop = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
    var drag = DragSpec(items: ["pin-1"])
    drag.itemLiftPreviews = [.crop(visiblePath: crop, backgroundColor: nil)]
    drag.itemCancelPreviews = [.crop(visiblePath: crop, backgroundColor: nil)]
    let driver = try DeclarativeDriver(Specs.pinboard(drag: drag))
    try driver.drag(from: Specs.pinCenter, to: Point(x: 900, y: 500))
    // The pin is 60 × 60 at (20, 20) on the board: the crop's centre is (30, 30) there.
    let lift = driver.events(containing: "I1 liftPreview")
    #expect(lift == ["I1 liftPreview(geometry: preview(center: (30,30), size: 20x20, scale: 1))"])
    let cancel = driver.events(containing: "pin.drag previewForCancelling")
    #expect(cancel.count == 1 && cancel[0].contains("center: (30,30)"))
  }
}
