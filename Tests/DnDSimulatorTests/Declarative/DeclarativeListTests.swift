import DnDEngine
import DnDSimulator
import Testing

@Suite struct DeclarativeListTests {
  /// Pet Finder (screencast) shape: two tables in one app, plus a notes app with text.
  static func pets(
    perform: ListPerformStrategy = .insert, movesRows: Bool = true,
    loader: LoadScript = LoadScript()
  ) -> SceneSpec {
    let drop = ListDropSpec(
      accepts: [.text],
      local: ListProposalRule(operation: .move, intent: .insertAtDestinationIndexPath, maxItems: 1),
      app: ListProposalRule(operation: .copy, intent: .insertAtDestinationIndexPath),
      perform: perform, load: .objects(.text))
    func table(_ name: String, x: Double, rows: [String]) -> ViewSpec {
      ViewSpec(
        name: name, frame: Rect(x: x, y: 0, width: 250, height: 500),
        list: ListSpec(
          kind: .table, sections: [rows],
          layout: .table(rowHeight: 50, headerHeight: 0, footerHeight: 0), movesRows: movesRows,
          drag: ListDragSpec(), drop: drop))
    }
    return SceneSpec(
      name: "pets",
      apps: [AppSpec(name: "pets", team: "T1"), AppSpec(name: "notes", team: "T2")],
      windows: [
        WindowSpec(
          app: "pets", frame: Rect(x: 0, y: 0, width: 500, height: 500),
          views: [
            table("adopt", x: 0, rows: ["Rex", "Tom", "Kit"]),
            table("adopted", x: 250, rows: ["Bo"]),
          ]),
        WindowSpec(
          app: "notes", frame: Rect(x: 500, y: 0, width: 500, height: 500),
          views: [
            ViewSpec(
              name: "note", frame: Rect(x: 100, y: 100, width: 100, height: 100),
              drag: DragSpec(items: ["note"]))
          ]),
      ],
      items: [
        ItemSpec(
          name: "note",
          representations: [
            RepresentationSpec(type: .utf8PlainText, content: .text("Fido"), loader: loader)
          ])
      ])
  }

  /// Model and view agree for every list, and no update was rejected.
  func expectConsistent(
    _ driver: DeclarativeDriver, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for name in ["adopt", "adopted"] {
      let view = driver.scene.view(named: name) as? ListView
      let rows = driver.scene.rows(of: name) ?? []
      #expect(
        view.map { v in (0..<v.numberOfSections).map { v.numberOfItems(inSection: $0) } }
          == rows.map(\.count), "\(name)", sourceLocation: sourceLocation)
    }
    #expect(driver.events(containing: "updateRejected").isEmpty, sourceLocation: sourceLocation)
  }

  @Test func aSameTableReorderGoesThroughMoveRowAt() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    #expect(driver.events(containing: "adopt.dataSource moveRowAt").count == 1)
    #expect(driver.scene.rows(of: "adopt") == [["Tom", "Kit", "Rex"]])
    expectConsistent(driver)
  }

  @Test func aCopyWithinTheSameTableInsertsTheRowAgain() throws {
    var spec = Self.pets(movesRows: false)
    spec.windows[0].views[0].list?.drag?.allowsMove = false
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    #expect(
      driver.log.events.last { $0.name == "dropSessionDidUpdate" }?.result == "copy(insertAt)")
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Rex", "Kit"]])
    expectConsistent(driver)
  }

  @Test func severalRowsOfOneListMoveTogetherToTheDestination() throws {
    var spec = Self.pets(movesRows: false)
    spec.windows[0].views[0].list?.sections = [["A", "B", "C", "D", "E"]]
    spec.windows[0].views[0].list?.drag?.flocking = .always
    spec.windows[0].views[0].list?.drop?.local.maxItems = nil
    let driver = try DeclarativeDriver(spec)
    // Lift A out of the list, tap D into the drag, drop before E (index 4 among the rows
    // before the move: a multi-item drop has no gap).
    let finger = try driver.lift(at: Point(x: 125, y: 25), to: Point(x: 375, y: 400))
    try driver.tap(at: Point(x: 125, y: 175))
    try driver.touch(finger, .moved, Point(x: 125, y: 205))
    try driver.touch(finger, .ended, Point(x: 125, y: 205))
    try driver.replay.finish()
    let destination = try #require(
      driver.log.events.last { $0.name == "performDropWith" }?.arguments.first {
        $0.label == "destination"
      }?.value)
    #expect(destination == "[0, 4]")
    #expect(driver.scene.rows(of: "adopt") == [["B", "C", "A", "D", "E"]])
    expectConsistent(driver)
  }

  @Test func aRowFromTheOtherTableIsCopiedByItsLocalObjectWithoutLoading() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.drag(from: Point(x: 125, y: 75), to: Point(x: 375, y: 40))
    #expect(
      driver.events(containing: "adopted copied") == ["adopted copied(object: Tom, from: adopt)"])
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit"]])
    #expect(driver.scene.rows(of: "adopted") == [["Tom", "Bo"]])
    #expect(driver.log.events.filter { $0.kind == .load }.isEmpty)
    expectConsistent(driver)
  }

  @Test func aMoveFromTheOtherTableTakesTheRow() throws {
    var spec = Self.pets()
    spec.windows[0].views[1].list?.drop?.app.operation = .move
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 75), to: Point(x: 375, y: 40))
    #expect(driver.events(containing: "adopted took") == ["adopted took(object: Tom, from: adopt)"])
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Kit"]])
    expectConsistent(driver)
  }

  @Test func aRowIsTakenFromTheListItWasDraggedFromNotTheFirstWithItsName() throws {
    var spec = Self.pets()
    spec.windows[0].views[1].list?.drop?.app.operation = .move
    spec.windows[0].views[1].list?.sections = [["Tom"]]
    // "Tom" is in both tables; drag it from "adopted" into "adopt".
    spec.windows[0].views[0].list?.drop?.app.operation = .move
    let moving = try DeclarativeDriver(spec)
    try moving.drag(from: Point(x: 375, y: 25), to: Point(x: 125, y: 140))
    #expect(moving.events(containing: "adopt took") == ["adopt took(object: Tom, from: adopted)"])
    #expect(moving.scene.rows(of: "adopted") == [[]])
    #expect(moving.scene.rows(of: "adopt") == [["Rex", "Tom", "Tom", "Kit"]])
    expectConsistent(moving)
  }

  @Test func aRowNamedAfterATemplateTransfersByItsRow() throws {
    var spec = Self.pets()
    spec.windows[0].views[0].list?.sections = [["note", "Tom"]]
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 375, y: 40))
    #expect(
      driver.events(containing: "adopted copied") == ["adopted copied(object: note, from: adopt)"])
    #expect(driver.log.events.filter { $0.kind == .load }.isEmpty)
    expectConsistent(driver)
  }

  @Test func moreRowsThanTheRuleAllowsCancel() throws {
    var spec = Self.pets()
    spec.windows[0].views[0].list?.drag?.flocking = .always
    let driver = try DeclarativeDriver(spec)
    let finger = try driver.lift(at: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    try driver.tap(at: Point(x: 125, y: 75))
    try driver.touch(finger, .moved, Point(x: 125, y: 130))
    try driver.touch(finger, .ended, Point(x: 125, y: 130))
    try driver.replay.finish()
    let proposals = driver.log.events.filter { $0.name == "dropSessionDidUpdate" }.map(\.result)
    #expect(proposals.first == "move(insertAt)")
    // The screencast returns `UITableViewDropProposal(operation: .cancel)`: intent unspecified.
    #expect(proposals.last == "cancel")
  }

  @Test func textFromAnotherAppIsLoadedThenInserted() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 90))
    #expect(driver.scene.rows(of: "adopted") == [["Bo", "\"Fido\""]])
  }

  @Test func aSlowLoadGetsAPlaceholderThatIsCommittedWhenTheDataArrives() throws {
    let driver = try DeclarativeDriver(
      Self.pets(
        perform: .placeholders(reuseIdentifier: "PetCell", rowHeight: 110),
        loader: LoadScript(delay: .seconds(2))))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 10))
    let placeholder = driver.events(containing: "adopted drop(item: I1, toPlaceholder: PH1)")
    #expect(placeholder.count == 1)
    #expect(driver.events(containing: "commitInsertion").count == 1)
    #expect(driver.scene.rows(of: "adopted") == [["\"Fido\"", "Bo"]])
  }

  @Test func aFailedLoadDeletesItsPlaceholder() throws {
    let driver = try DeclarativeDriver(
      Self.pets(
        perform: .placeholders(reuseIdentifier: "PetCell", rowHeight: nil),
        loader: LoadScript(delay: .milliseconds(500), outcome: .fail("offline"))))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 10))
    #expect(driver.events(containing: "commitInsertion").isEmpty)
    #expect(driver.events(containing: "placeholderDeleted").count == 1)
    #expect(driver.scene.rows(of: "adopted") == [["Bo"]])
  }

  /// `on_failure: keep` models the Pet Finder screencast's code, whose load completion has no
  /// else branch: a failed load leaves its placeholder — which the invariant checker reports as
  /// the app bug it is (`placeholder-resolved`); 223's code (the default) deletes it.
  @Test func aPlaceholderKeptOnFailureStaysAndIsReported() throws {
    let driver = try DeclarativeDriver(
      Self.pets(
        perform: .placeholders(reuseIdentifier: "PetCell", rowHeight: nil, keepsOnFailure: true),
        loader: LoadScript(delay: .milliseconds(500), outcome: .fail("offline"))))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 10))
    #expect(driver.events(containing: "placeholderDeleted").isEmpty)
    #expect(driver.events(containing: "commitInsertion").isEmpty)
    let rules = Invariants.violations(in: driver.log.events).map(\.rule)
    #expect(rules == ["placeholder-resolved"])
  }

  /// The app fills a placeholder's cell through its `cellUpdateHandler` (the Pet Finder
  /// screencast and talk 223: "Loading..."), and the log shows the call and what it did.
  @Test func aPlaceholderCellIsFilledByItsUpdateHandler() throws {
    let driver = try DeclarativeDriver(
      Self.pets(
        perform: .placeholders(reuseIdentifier: "PetCell", rowHeight: nil),
        loader: LoadScript(delay: .milliseconds(500))))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 10))
    #expect(driver.events(containing: "cellUpdateHandler").count == 1)
    #expect(driver.events(containing: "setText").count == 1)
    #expect(driver.events(containing: "setText").first?.contains("\"Loading…\"") == true)
  }

  @Test func everyPlaceholderOfAMultiItemDropGoesToTheDestination() throws {
    // 223: `coordinator.drop(item.dragItem, toPlaceholderInsertedAt: destinationIndexPath, …)`
    // for every item; counting past placeholders pointed beyond the section and lost an item.
    var spec = Self.pets(
      perform: .placeholders(reuseIdentifier: "PetCell", rowHeight: nil),
      loader: LoadScript(delay: .seconds(2)))
    spec.windows[1].views[0].drag = DragSpec(items: ["note", "note"])
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 60))
    #expect(driver.events(containing: "toPlaceholder").count == 2)
    #expect(driver.events(containing: "updateRejected").isEmpty)
    #expect(driver.events(containing: "commitInsertion").count == 2)
    #expect(driver.scene.rows(of: "adopted") == [["Bo", "\"Fido\"", "\"Fido\""]])
    expectConsistent(driver)
  }

  @Test func aFailedLoadDroppedIntoARowAddsNothing() throws {
    let driver = try DeclarativeDriver(
      Self.pets(
        perform: .insertInto,
        loader: LoadScript(delay: .milliseconds(500), outcome: .fail("offline"))))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 25))
    #expect(driver.events(containing: "adopted added").isEmpty)
  }

  @Test func aListInAnotherAppIsLoadedLikeAnyOtherApp() throws {
    // 223: "If you're dragging between applications on iOS, we always have an asynchronous data
    // load" — a row of another app's list is not a row of this app.
    var spec = Self.pets()
    spec.windows[1].views[0] = ViewSpec(
      name: "notes-list", frame: Rect(x: 0, y: 0, width: 250, height: 500),
      list: ListSpec(
        kind: .table, sections: [["Fido"]],
        layout: .table(rowHeight: 50, headerHeight: 0, footerHeight: 0), drag: ListDragSpec()))
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 625, y: 25), to: Point(x: 375, y: 90))
    #expect(driver.events(containing: "adopted copied").isEmpty)
    #expect(!driver.events(containing: "L1").isEmpty)  // an asynchronous load ran
    #expect(driver.scene.rows(of: "adopted") == [["Bo", "\"Fido\""]])
  }

  @Test func droppingIntoARowAddsToItWithoutInserting() throws {
    let driver = try DeclarativeDriver(Self.pets(perform: .insertInto))
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 375, y: 25))
    #expect(
      driver.events(containing: "adopted added") == [
        "adopted added(item: I1, object: \"Fido\", to: Bo)"
      ])
    #expect(driver.scene.rows(of: "adopted") == [["Bo"]])
  }

  @Test func sceneActionsChangeTheDataWhileTheEngineWatches() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.action("insertRow", [("list", "adopted"), ("name", "Max"), ("row", "0")])
    try driver.action("moveRow", [("list", "adopt"), ("row", "0"), ("toRow", "2")])
    try driver.action("deleteRow", [("list", "adopt"), ("row", "0")])
    #expect(driver.scene.rows(of: "adopted") == [["Max", "Bo"]])
    #expect(driver.scene.rows(of: "adopt") == [["Kit", "Rex"]])
    expectConsistent(driver)
  }

  @Test func badSceneActionsSayWhatIsWrong() throws {
    let driver = try DeclarativeDriver(Self.pets())
    #expect {
      try driver.action("deleteRow", [("list", "adopt"), ("row", "9")])
    } throws: { "\($0)".contains("adopt section 0 has no row 9 (it has 3)") }
    #expect {
      try driver.action("insertRow", [("list", "nope"), ("name", "x")])
    } throws: { "\($0)".contains("no table or collection view \"nope\"") }
    #expect {
      try driver.action("fly", [])
    } throws: { "\($0)".contains("has no action \"fly\"; expected one of insertRow") }
    #expect {
      try driver.action("insertRow", [("list", "adopted"), ("name", "x"), ("rwo", "0")])
    } throws: {
      "\($0)".hasSuffix(
        #"insertRow: unknown argument "rwo"; expected "list", "name", "section", "row""#)
    }
    #expect {
      try driver.action("deleteRow", [("list", "adopt"), ("row", "+1")])
    } throws: {
      "\($0)".hasSuffix(#"deleteRow: argument "row" is "+1"; expected a whole number ≥ 0"#)
    }
    #expect {
      try driver.action("moveRow", [("list", "adopt"), ("row", "0"), ("toRow", "3")])
    } throws: {
      "\($0)".hasSuffix(
        "moveRow: adopt section 0 has room for rows 0…2 after the move; toRow 3 is past its end")
    }
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit"]])
    expectConsistent(driver)
  }
}

/// `simultaneous_sessions` on a list's drop (Docs/formats.md): the list's drop interaction takes
/// several drop sessions at once.
@Suite struct DeclarativeListSimultaneousTests {
  @Test(arguments: [false, true])
  func aListTakesSeveralSessionsOnlyWhenItsSpecSaysSo(simultaneous: Bool) throws {
    let list = ViewSpec(
      name: "albums", frame: Rect(x: 0, y: 0, width: 400, height: 400),
      list: ListSpec(
        kind: .table, sections: [["a", "b"]],
        layout: .table(rowHeight: 50, headerHeight: 0, footerHeight: 0),
        drop: ListDropSpec(allowsSimultaneousSessions: simultaneous)))
    let spec = SceneSpec(
      name: "albums", apps: [AppSpec(name: "photos", team: "T1")],
      windows: [
        WindowSpec(app: "photos", frame: Rect(x: 0, y: 0, width: 400, height: 400), views: [list])
      ])
    let replay = try Replayer(
      scene: SceneDefinition(spec: spec, origin: "test"), profile: .tablet)
    let table = replay.system.windows[0].rootView.subviews.first { $0.name == "albums" }
    #expect((table as? ListView)?.allowsSimultaneousDropSessions == simultaneous)
  }
}

/// `perform: insert_into` with an `automatic` intent (Docs/formats.md): the table resolves the
/// intent when the drop occurs — into the row over its middle, between rows near its edges — and
/// the app drops into the row or inserts accordingly.
@Suite struct DeclarativeListAutomaticIntentTests {
  static func spec() -> SceneSpec {
    var spec = DeclarativeListTests.pets(perform: .insertInto)
    for index in spec.windows[0].views.indices {
      spec.windows[0].views[index].list?.drop?.external = ListProposalRule(
        operation: .copy, intent: .automatic)
    }
    return spec
  }

  @Test func overARowsMiddleTheItemGoesIntoTheRow() throws {
    let driver = try DeclarativeDriver(Self.spec())
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 125, y: 75))
    try driver.replay.finish()
    #expect(
      driver.events(containing: "added(") == [#"adopt added(item: I1, object: "Fido", to: Tom)"#])
  }

  @Test func nearARowsTopEdgeTheItemIsInsertedBeforeIt() throws {
    let driver = try DeclarativeDriver(Self.spec())
    try driver.drag(from: Point(x: 650, y: 150), to: Point(x: 125, y: 53))
    try driver.replay.finish()
    #expect(driver.events(containing: "added(").isEmpty)
    #expect(driver.scene.rows(of: "adopt") == [["Rex", #""Fido""#, "Tom", "Kit"]])
  }
}

/// `update_after_drop` (Docs/formats.md; issue 21, item 7): the Pet Finder screencast reorders its
/// table in `DispatchQueue.main.async` and never instructs the coordinator — the rows move on the
/// next main-queue turn, and the engine animates the item with its defaults.
@Suite struct DeclarativeListUpdateAfterDropTests {
  @Test func theRowsMoveAfterTheDropWithoutAnInstruction() throws {
    var spec = DeclarativeListTests.pets(movesRows: false)
    spec.windows[0].views[0].list?.drop?.updatesOwnRowsAfterDrop = true
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 125))
    try driver.replay.finish()
    #expect(driver.scene.rows(of: "adopt") == [["Tom", "Kit", "Rex"]])
    let summaries = driver.log.summaries()
    let perform = try #require(summaries.firstIndex { $0.hasPrefix("adopt.drop performDropWith") })
    let batch = try #require(summaries.firstIndex { $0.hasPrefix("adopt batchUpdate") })
    #expect(batch > perform)
    #expect(!summaries.contains { $0.hasPrefix("adopt drop(item:") })
    let events = driver.log.events
    #expect(events[batch].time == events[perform].time)
  }

  /// The screencast's "Same app - Different table view" branch (004:250-263): the pet kept in the
  /// local object is added to the other table in `main.async`, with no coordinator instruction.
  @Test func aRowFromTheOtherTableIsCopiedAfterTheDropWithoutAnInstruction() throws {
    var spec = DeclarativeListTests.pets(movesRows: false)
    spec.windows[0].views[1].list?.drop?.updatesOwnRowsAfterDrop = true
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 75), to: Point(x: 375, y: 40))
    try driver.replay.finish()
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit"]])
    #expect(driver.scene.rows(of: "adopted") == [["Tom", "Bo"]])
    let summaries = driver.log.summaries()
    let perform = try #require(
      summaries.firstIndex { $0.hasPrefix("adopted.drop performDropWith") })
    let copied = try #require(summaries.firstIndex { $0.hasPrefix("adopted copied(") })
    let batch = try #require(summaries.firstIndex { $0.hasPrefix("adopted batchUpdate") })
    let ended = try #require(
      summaries.firstIndex { $0.hasPrefix("adopted.drop dropSessionDidEnd") })
    #expect(copied > ended && batch > copied)
    #expect(!summaries.contains { $0.hasPrefix("adopted drop(item:") })
    #expect(driver.log.events.filter { $0.kind == .load }.isEmpty)
    let events = driver.log.events
    #expect(events[batch].time == events[perform].time)
  }
}
