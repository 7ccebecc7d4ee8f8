import DnDEngine
import DnDSimulator
import Testing

/// A list drop's `insert_all`, `nil_destination` and `reload_sections` (Docs/formats.md): talk
/// 223's first demo — "it could be nil. So we'll just handle that case here by returning a zero
/// zero", "load all objects of a specific class", "in load objects' completion closure … perform
/// batch updates", "reload the first section".
@Suite struct DeclarativeInsertAllTests {
  static func pets(nilDestination: ListIndexPath?, reload: [Int]) -> SceneSpec {
    var spec = DeclarativeListTests.pets(perform: .insertAll)
    spec.windows[0].views[0].list?.drop?.nilDestination = nilDestination
    spec.windows[0].views[0].list?.drop?.reloadSections = reload
    return spec
  }

  /// The note dropped below the adopt table's last row: no destination.
  static let belowTheRows = Point(x: 125, y: 400)

  @Test func aDropOverEmptySpaceGoesWhereTheAppSaysInOneBatch() throws {
    let driver = try DeclarativeDriver(
      Self.pets(nilDestination: ListIndexPath(item: 0, section: 0), reload: [0]))
    try driver.drag(from: Point(x: 650, y: 150), to: Self.belowTheRows)
    #expect(
      driver.events(containing: "adopt.drop performDropWith").first?.contains("destination: nil")
        == true)
    #expect(driver.events(containing: "loadObjectsCompletion").count == 1)
    // A row is named after what arrived, as the per-item inserts do (`"Fido"`, quoted text).
    #expect(driver.scene.rows(of: "adopt") == [[#""Fido""#, "Rex", "Tom", "Kit"]])
    #expect(
      driver.events(containing: "adopt inserted")
        == [#"adopt inserted(objects: ["Fido"], at: [0, 0])"#])
    #expect(
      driver.events(containing: "adopt batchUpdate")
        == ["adopt batchUpdate(reloadedSections: [0])"])
  }

  @Test func withoutThemTheObjectsGoToTheEndWithInsertItems() throws {
    let driver = try DeclarativeDriver(Self.pets(nilDestination: nil, reload: []))
    try driver.drag(from: Point(x: 650, y: 150), to: Self.belowTheRows)
    #expect(driver.scene.rows(of: "adopt") == [["Rex", "Tom", "Kit", #""Fido""#]])
    #expect(
      driver.events(containing: "adopt batchUpdate") == ["adopt batchUpdate(inserted: [[0, 3]])"])
  }
}
