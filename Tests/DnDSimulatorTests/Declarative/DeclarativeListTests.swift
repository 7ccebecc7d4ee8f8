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

  @Test func aSameTableReorderGoesThroughMoveRowAt() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    #expect(driver.events(containing: "adopt.dataSource moveRowAt").count == 1)
    #expect(driver.scene.rows(of: "adopt") == [["Tom", "Kit", "Rex"]])
  }

  @Test func aRowFromTheOtherTableIsCopiedByItsLocalObjectWithoutLoading() throws {
    let driver = try DeclarativeDriver(Self.pets())
    try driver.drag(from: Point(x: 125, y: 75), to: Point(x: 375, y: 40))
    #expect(
      driver.events(containing: "adopted copied") == ["adopted copied(object: Tom, from: adopt)"])
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit"]])
    #expect(driver.scene.rows(of: "adopted") == [["Tom", "Bo"]])
    #expect(driver.log.events.filter { $0.kind == .load }.isEmpty)
  }

  @Test func aMoveFromTheOtherTableTakesTheRow() throws {
    var spec = Self.pets()
    spec.windows[0].views[1].list?.drop?.app.operation = .move
    let driver = try DeclarativeDriver(spec)
    try driver.drag(from: Point(x: 125, y: 75), to: Point(x: 375, y: 40))
    #expect(driver.events(containing: "adopted took") == ["adopted took(object: Tom, from: adopt)"])
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Kit"]])
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
    #expect(proposals.last == "cancel(insertAt)")
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
  }
}
