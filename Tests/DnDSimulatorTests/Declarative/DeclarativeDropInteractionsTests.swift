import DnDEngine
import DnDSimulator
import Testing

/// A drop's `interactions` (Docs/formats.md): the view has that many drop interactions with the
/// same behaviour, and each takes a session of its own (talk 213: "just add a few more drop
/// interactions, and they will all be handled at the same time").
@Suite struct DeclarativeDropInteractionsTests {
  /// Two fingers each drag the photo onto the board and let go, the second while the first's
  /// session is still over it.
  static func twoDrops(interactions: Int) throws -> DeclarativeDriver {
    var drop = DropSpec(accepts: [.image], perform: PerformSpec(load: .objects(.image)))
    drop.interactionCount = interactions
    let driver = try DeclarativeDriver(Specs.pinboard(drop: drop))
    let first = try driver.lift(at: Specs.photoCenter, to: Point(x: 150, y: 300))
    let second = try driver.lift(at: Specs.photoCenter, to: Point(x: 350, y: 300))
    try driver.touch(second, .ended, Point(x: 350, y: 300))
    try driver.touch(first, .ended, Point(x: 150, y: 300))
    try driver.replay.finish()
    return driver
  }

  @Test func aSecondInteractionTakesTheSessionTheFirstIgnores() throws {
    let driver = try Self.twoDrops(interactions: 2)
    #expect(
      driver.log.summaries([.system]).filter { $0.contains("sessionIgnored") } == [
        "board.drop sessionIgnored(session: S2, reason: another session is inside)"
      ])
    #expect(
      driver.events(containing: "performDrop") == [
        "board#2.drop performDrop(session: S2)", "board.drop performDrop(session: S1)",
      ])
    #expect(driver.events(containing: "board inserted").count == 2)
  }

  @Test func withOneInteractionTheSecondSessionIsCancelled() throws {
    let driver = try Self.twoDrops(interactions: 1)
    #expect(driver.events(containing: "performDrop") == ["board.drop performDrop(session: S1)"])
    #expect(driver.events(containing: "#2.drop").isEmpty)
  }
}
