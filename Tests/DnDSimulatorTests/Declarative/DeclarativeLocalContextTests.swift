import DnDEngine
import DnDSimulator
import Testing

/// A drag's `local_context` (Docs/formats.md): state the app keeps in its drag session's
/// `localContext`, read back by the drag side and by a drop in the same app (talk 213: "keep
/// states for that drag session and the drop session, of course, locally").
@Suite struct DeclarativeLocalContextTests {
  static func spec() -> SceneSpec {
    var spec = Specs.pinboard(
      drag: DragSpec(items: ["pin-1"], localContext: "pin from the corner"))
    spec.windows[1].views[0].drag?.localContext = "photo from the roll"
    return spec
  }

  @Test func aDropInTheSameAppReadsTheStateTheDragKept() throws {
    let driver = try DeclarativeDriver(Self.spec())
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "LocalContext(") == [
        #"pin setLocalContext(session: S1, value: "pin from the corner")"#
      ])
    #expect(
      driver.events(containing: "localContext(") == [
        #"board localContext(session: S1, value: "pin from the corner")"#,
        #"pin localContext(session: S1, value: "pin from the corner")"#,
      ])
  }

  @Test func aDropInAnotherAppHasNoLocalDragSession() throws {
    let driver = try DeclarativeDriver(Self.spec())
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "localContext(") == [
        #"photo localContext(session: S1, value: "photo from the roll")"#
      ])
  }

  @Test func aDragWithoutOneKeepsNothing() throws {
    let driver = try DeclarativeDriver(Specs.pinboard())
    try driver.drag(from: Specs.pinCenter, to: Point(x: 250, y: 300))
    #expect(driver.events(containing: "ocalContext").isEmpty)
  }
}
