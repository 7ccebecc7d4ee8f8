import DnDEngine
import DnDSimulator
import Testing

/// A list rule's `full_size_preview` (Docs/formats.md): the table's drop proposal prefers a
/// full-size preview (talk 213: "at the drop site, you can set the flag to true on the drop
/// proposal"), as `UITableViewDropProposal` inherits `prefersFullSizePreview` from
/// `UIDropProposal`.
@Suite struct DeclarativeListFullSizeTests {
  static func spec(fullSize: Bool) -> SceneSpec {
    var spec = DeclarativeListTests.pets()
    spec.windows[0].views[0].list?.drop?.local.prefersFullSizePreview = fullSize
    return spec
  }

  @Test func theReorderProposalPrefersAFullSizePreview() throws {
    let driver = try DeclarativeDriver(Self.spec(fullSize: true))
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    let updates = driver.events(containing: "adopt.drop dropSessionDidUpdate")
    #expect(!updates.isEmpty)
    #expect(updates.allSatisfy { $0.hasSuffix("-> move(insertAt, fullSize)") })
  }

  @Test func withoutTheKeyTheProposalHasNoPreference() throws {
    let driver = try DeclarativeDriver(Self.spec(fullSize: false))
    try driver.drag(from: Point(x: 125, y: 25), to: Point(x: 125, y: 140))
    let updates = driver.events(containing: "adopt.drop dropSessionDidUpdate")
    #expect(!updates.isEmpty)
    #expect(updates.allSatisfy { $0.hasSuffix("-> move(insertAt)") })
  }
}
