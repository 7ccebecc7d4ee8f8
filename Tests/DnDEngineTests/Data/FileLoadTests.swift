import DnDEngine
import Testing
import VirtualTime

/// A file load (`loadFileRepresentation(forTypeIdentifier:)`): a data load under the same rules
/// whose `started` line says a file was asked for (Docs/engine.md §4; talk 213: "Use loadObject,
/// or loadDataRepresentation, or loadFileRepresentation on the item provider").
@Suite struct FileLoadTests {
  @Test func aFileLoadSaysItAskedForAFileAndCompletesOnTheLoadQueue() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .jpeg, data: ItemData(utf8: "JPEG 4x3"))
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 4x3!"))
    var queue: SimulatedQueue?
    let outcome = LoadOutcome<ItemData>()
    provider.loadFileRepresentation(forTypeIdentifier: .png) { result in
      queue = host.clock.currentQueue
      outcome.record(result)
    }
    #expect(outcome.results.isEmpty)
    try host.run()
    #expect(queue == host.loadQueue)
    #expect(outcome.value?.loadedValue?.utf8String == "PNG 4x3!")
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, file: public.png)",
        "L1 completed(data: <8 bytes>)",
      ])
  }

  @Test func aMissingTypeIsItemUnavailableAsForData() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .jpeg, data: ItemData(utf8: "JPEG 4x3"))
    let outcome = LoadOutcome<ItemData>()
    provider.loadFileRepresentation(forTypeIdentifier: .png, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadError == .itemUnavailable)
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, file: public.png)",
        "L1 failed(error: itemUnavailable(-1000))",
      ])
  }
}
