import DnDEngine
import DnDSimulator
import DnDTesting
import DnDUIKit
import Testing

/// The moodboard of `Examples/CurrentApps` (written as a new Xcode 26 app target writes it; its
/// apps and scene linked here unchanged, into a Swift 6, MainActor-by-default target): what its
/// tasks put on the board, at which virtual instant, under the same fault plans as its traces.
@Suite struct CurrentAppsTests {
  private func drag(
    _ clipping: KeyPath<ClippingsViewController, some UIView>, faults: FaultPlan? = nil
  ) throws -> (SimulatedDevice, MoodboardViewController) {
    let device = try SimulatedDevice(scene: MoodboardScene.self, faults: faults)
    let scene = device.scene(as: MoodboardScene.self)
    try device.longPressDrag(
      from: .view(scene.clippings[keyPath: clipping]), to: .point(x: 600, y: 400))
    return (device, scene.board)
  }

  @Test func aQuoteArrivesThroughItsCompletionHandlersTask() throws {
    let (device, board) = try drag(\.quote)
    try device.settle()
    #expect(board.cards.map(\.content) == [.quote("Less, but better.")])
    // Where the finger lifted, in the board's coordinates (its window starts at x = 300).
    #expect(board.cards.first?.center == CGPoint(x: 300, y: 400))
  }

  @Test func aPhotoArrivesWhenTheAwaitedLoadCompletes() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(delay: .seconds(2)))])
    let (device, board) = try drag(\.photo, faults: plan)
    try device.advance(by: .milliseconds(1_900))
    #expect(board.cards.isEmpty)
    try device.advance(by: .milliseconds(200))
    #expect(board.cards.map(\.content) == [.photo(width: 1200, height: 800)])
    try device.settle()
    #expect(device.log.events.contains { $0.name == "progressUIShown" })
  }

  @Test func aFailedPhotoIsReportedNotAdded() throws {
    let plan = FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .fail("deleted")))])
    let (device, board) = try drag(\.photo, faults: plan)
    try device.settle()
    #expect(board.cards.isEmpty)
    #expect(board.failures.count == 1)
  }
}
