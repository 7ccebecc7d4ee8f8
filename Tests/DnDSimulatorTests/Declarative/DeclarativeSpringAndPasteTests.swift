import DnDEngine
import DnDSimulator
import Testing

/// Talk 203: a spring-loaded control activates when a drag hovers over it; a paste configuration
/// lets a view take pastes (and drops) of its types, like Pinboard's.
@Suite struct DeclarativeSpringAndPasteTests {
  static func spec() -> SceneSpec {
    var spec = Specs.pinboard()
    spec.windows[0].views[0].drop = nil
    spec.windows[0].views[0].paste = PasteSpec(acceptableTypes: [.image], load: .objects(.image))
    spec.windows[0].views[0].children.append(
      ViewSpec(
        name: "folder", frame: Rect(x: 300, y: 400, width: 100, height: 100),
        spring: SpringSpec(action: "openFolder")))
    return spec
  }

  @Test func hoveringADragOverASpringLoadedViewRunsItsAction() throws {
    let driver = try DeclarativeDriver(Self.spec())
    let finger = try driver.lift(at: Specs.photoCenter, to: Point(x: 350, y: 450))
    for _ in 0..<150 { try driver.touch(finger, .stationary, Point(x: 350, y: 450)) }
    try driver.touch(finger, .ended, Point(x: 350, y: 450))
    try driver.replay.finish()
    #expect(driver.events(containing: "folder openFolder") == ["folder openFolder"])
  }

  @Test func aPasteLoadsTheAcceptedProvidersAndShowsWhatArrived() throws {
    let driver = try DeclarativeDriver(Self.spec())
    let system = driver.replay.system
    let board = try #require(driver.scene.view(named: "board"))
    let image = ItemProvider(
      object: ImageObject(format: .png, pixelSize: Size(width: 8, height: 6)))
    #expect(system.paste([image], into: board, from: App(name: "photos", team: "T2")))
    try driver.replay.finish()
    #expect(
      driver.events(containing: "board pasted") == ["board pasted(provider: P1, object: PNG 8x6)"])
  }

  /// The `paste` scene action: a trace (or gesture script) times a paste of a fresh item of a
  /// template from an app into a view (Docs/scenes.md, scene actions).
  @Test func aTimedPasteActionPastesATemplateFromAnApp() throws {
    let driver = try DeclarativeDriver(Self.spec())
    try driver.action("paste", [("view", "board"), ("item", "photo-1"), ("from", "photos")])
    try driver.replay.finish()
    #expect(
      driver.events(containing: "board.paste") == ["board.paste paste(itemProviders: [P1])"])
    #expect(driver.events(containing: "board pasted").count == 1)
    #expect(throws: (any Error).self) {
      try driver.action("paste", [("view", "board"), ("item", "nope"), ("from", "photos")])
    }
  }
}
