import DnDEngine
import DnDSimulator
import Testing

/// A drop's `each_file` load mode (Docs/formats.md): one `loadFileRepresentation` per listed type
/// each item has, each handler on the loads queue (talk 213: "it even allows you to load multiple
/// file representations for each item … this completion block will be called on the background
/// queue").
@Suite struct DeclarativeFileLoadTests {
  static func spec(files: [TypeIdentifier]) -> SceneSpec {
    var spec = Specs.pinboard(drop: DropSpec(perform: PerformSpec(load: .eachFile(files))))
    spec.items[0].representations = [
      RepresentationSpec(type: .jpeg, content: .image(Size(width: 64, height: 48))),
      RepresentationSpec(type: .png, content: .image(Size(width: 64, height: 48))),
    ]
    return spec
  }

  @Test func eachListedTypeTheItemHasIsLoadedAsAFileInTheListsOrder() throws {
    let driver = try DeclarativeDriver(Self.spec(files: [.png, .jpeg]))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "started(provider") == [
        "L1 started(provider: P1, file: public.png)",
        "L2 started(provider: P1, file: public.jpeg)",
      ])
    let received = driver.events(containing: "receivedFile")
    #expect(received.count == 2)
    #expect(
      received.first?.hasPrefix("board receivedFile(item: I1, type: public.png, data: <") == true)
    #expect(
      received.last?.hasPrefix("board receivedFile(item: I1, type: public.jpeg, data: <") == true)
  }

  @Test func theHandlerRunsOnTheLoadsQueueBeforeTheTransferIsReported() throws {
    let driver = try DeclarativeDriver(Self.spec(files: [.png, .jpeg]))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    let lines = driver.log.summaries()
    let lastFile = try #require(lines.lastIndex { $0.contains("receivedFile") })
    let transferred = try #require(lines.firstIndex { $0.contains("sessionDidTransferItems") })
    // The last handler runs right after its load completes, on the loads queue, before the
    // engine reports the transfer (a main-queue hop would come after it).
    #expect(lastFile < transferred)
    #expect(lines[lastFile - 1].hasPrefix("L2 completed("))
  }

  @Test func aTypeTheItemLacksIsNotAskedFor() throws {
    let driver = try DeclarativeDriver(
      Self.spec(files: [TypeIdentifier("com.adobe.pdf", conformsTo: [.data]), .jpeg]))
    try driver.drag(from: Specs.photoCenter, to: Point(x: 250, y: 300))
    #expect(
      driver.events(containing: "started(provider") == [
        "L1 started(provider: P1, file: public.jpeg)"
      ])
    #expect(driver.events(containing: "receivedFile").count == 1)
  }
}
