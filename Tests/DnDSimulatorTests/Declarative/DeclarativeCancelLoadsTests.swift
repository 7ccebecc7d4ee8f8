import DnDEngine
import DnDSimulator
import Testing

/// The `cancelLoads` scene action (Docs/scenes.md, "Scene actions"): the app cancels its own
/// loads through the progress the loads returned (talk 213: "the item provider load methods all
/// return a progress object … please allow the user to cancel"; talk 203: "you can even cancel
/// the data transfer from there").
@Suite struct DeclarativeCancelLoadsTests {
  /// Pinboard with a photo whose data takes 2 s.
  static func spec(load: LoadMode) -> SceneSpec {
    var spec = Specs.pinboard(drop: DropSpec(accepts: [.image], perform: PerformSpec(load: load)))
    spec.items[0] = ItemSpec(
      name: "photo-1", suggestedName: "beach.png",
      representations: [
        RepresentationSpec(
          type: .png, content: .image(Size(width: 64, height: 48)),
          loader: LoadScript(delay: .seconds(2)))
      ])
    return spec
  }

  /// Drops the photo on the board and lets 100 ms pass: its load is running.
  static func drop(_ driver: DeclarativeDriver) throws {
    let finger = try driver.lift(at: Specs.photoCenter, to: Point(x: 250, y: 300))
    try driver.touch(finger, .ended, Point(x: 250, y: 300))
    try driver.touch(2, .began, Point(x: 900, y: 500), after: 100)
  }

  @Test func theAppCancelsEachItemsLoad() throws {
    let driver = try DeclarativeDriver(Self.spec(load: .eachObject(.image)))
    try Self.drop(driver)
    try driver.action("cancelLoads", [("view", "board")])
    try driver.touch(2, .ended, Point(x: 900, y: 500))
    try driver.replay.finish()
    #expect(driver.events(containing: "board cancelLoad(") == ["board cancelLoad(item: I1)"])
    #expect(driver.log.summaries([.load]).contains("L1 cancelled"))
    #expect(
      driver.events(containing: "board inserted") == [
        "board inserted(item: I1, object: failed cancelled(3072))"
      ])
  }

  @Test func theAppCancelsTheSessionsLoadObjects() throws {
    let driver = try DeclarativeDriver(Self.spec(load: .objects(.image)))
    try Self.drop(driver)
    try driver.action("cancelLoads", [("view", "board")])
    try driver.touch(2, .ended, Point(x: 900, y: 500))
    try driver.replay.finish()
    #expect(driver.events(containing: "board cancelLoad(") == ["board cancelLoad(session: S1)"])
    #expect(driver.log.summaries([.load]).contains("L1 cancelled"))
    #expect(driver.events(containing: "board inserted").isEmpty)
  }

  @Test func loadsThatEndedAreNotCancelled() throws {
    let driver = try DeclarativeDriver(Self.spec(load: .eachObject(.image)))
    try Self.drop(driver)
    try driver.touch(2, .ended, Point(x: 900, y: 500), after: 3000)
    try driver.action("cancelLoads", [("view", "board")])
    try driver.replay.finish()
    #expect(driver.events(containing: "board cancelLoad(").isEmpty)
    #expect(
      driver.events(containing: "board inserted") == ["board inserted(item: I1, object: PNG 64x48)"]
    )
  }

  @Test func aViewWithoutADropIsRefused() throws {
    let driver = try DeclarativeDriver(Self.spec(load: .eachObject(.image)))
    #expect {
      try driver.action("cancelLoads", [("view", "photo")])
    } throws: { "\($0)".contains("cancelLoads: no view \"photo\" with a drop") }
  }
}
