import DnDEngine
import DnDSimulator
import DnDTesting
import DnDUIKit
import Testing

/// The moodboard of `Examples/CurrentApps` (written as a new Xcode 26 app target writes it, and
/// linked here unchanged into a Swift 6, MainActor-by-default target): what its tasks put on the
/// board, at which virtual instant, under the same fault plans as its traces.
@Suite struct CurrentAppsTests {
  final class Scene: DnDScene {
    static let name = "current-moodboard"
    let clippings: ClippingsViewController
    let board = MoodboardViewController()

    init(system: DragDropSystem) throws {
      UIImage.registerAsset(named: "dunes", size: CGSize(width: 1200, height: 800))
      clippings = ClippingsViewController()
      let clippingsWindow = UIWindow(
        app: App(name: "clippings", team: "example"),
        frame: CGRect(x: 0, y: 0, width: 300, height: 768))
      let boardWindow = UIWindow(
        app: App(name: "moodboard", team: "other"),
        frame: CGRect(x: 300, y: 0, width: 724, height: 768))
      system.addWindow(clippingsWindow)
      system.addWindow(boardWindow)
      clippingsWindow.rootViewController = clippings
      boardWindow.rootViewController = board
    }
  }

  private func drag(
    _ clipping: KeyPath<ClippingsViewController, some UIView>, faults: FaultPlan? = nil
  ) throws -> (SimulatedDevice, MoodboardViewController) {
    let device = try SimulatedDevice(scene: Scene.self, faults: faults)
    let scene = device.scene(as: Scene.self)
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
