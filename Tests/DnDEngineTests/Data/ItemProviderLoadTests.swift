import DnDEngine
import Testing
import VirtualTime

@Suite("ItemProvider loads")
struct ItemProviderLoadTests {
  @Test func loaderRunsOnlyWhenLoadedAndEachTime() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    var requests: [TypeIdentifier] = []
    provider.registerDataRepresentation(forType: .png) { request in
      requests.append(request.type)
      request.complete(with: .success(ItemData(utf8: "PNG 1x1")))
    }
    #expect(requests.isEmpty)
    provider.loadDataRepresentation(forTypeIdentifier: .image) { _ in }
    #expect(requests == [.png])
    provider.loadDataRepresentation(forTypeIdentifier: .png) { _ in }
    #expect(requests == [.png, .png])
    try host.run()
  }

  @Test func objectsAreAskedForBytesOnlyOnLoad() throws {
    final class Counting: ObjectWriting {
      var writes = 0
      var writableTypeIdentifiers: [TypeIdentifier] { [.utf8PlainText] }
      func data(for type: TypeIdentifier) -> ItemData? {
        writes += 1
        return ItemData(utf8: "x")
      }
    }
    let host = TestLoadHost()
    let object = Counting()
    let provider = ItemProvider(object: object)
    provider.attach(to: host, owner: App(name: "a", team: "T"))
    #expect(object.writes == 0)
    provider.loadObject(ofClass: String.self) { _ in }
    #expect(object.writes == 1)
    try host.run()
  }

  @Test func completionRunsLaterOnTheLoadQueue() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 3x4"))
    var queue: SimulatedQueue?
    let outcome = LoadOutcome<ItemData>()
    let progress = provider.loadDataRepresentation(forTypeIdentifier: .png) { result in
      queue = host.clock.currentQueue
      outcome.record(result)
    }
    #expect(outcome.results.isEmpty)
    #expect(!progress.isFinished)
    try host.run()
    #expect(queue == host.loadQueue)
    #expect(outcome.value?.loadedValue == ItemData(utf8: "PNG 3x4"))
    #expect(progress.isFinished)
    #expect(progress.fractionCompleted == 1)
    #expect(progress.totalUnitCount == ItemProvider.loadUnitCount)
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, type: public.png)",
        "L1 completed(data: <7 bytes>)",
      ])
    #expect(host.notes == ["started L1 P1", "finished L1 nil"])
  }

  @Test func dataLoadTakesTheFirstConformingRepresentation() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .utf8PlainText, data: ItemData(utf8: "text"))
    provider.registerDataRepresentation(forType: .jpeg, data: ItemData(utf8: "JPEG 1x1"))
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 1x1"))
    let image = LoadOutcome<ItemData>()
    let anything = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .image, completion: image.record)
    provider.loadDataRepresentation(forTypeIdentifier: .data, completion: anything.record)
    try host.run()
    #expect(image.value?.loadedValue?.utf8String == "JPEG 1x1")
    #expect(anything.value?.loadedValue?.utf8String == "text")
  }

  @Test func objectLoadForEachBuiltIn() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    let image = ImageObject(format: .png, pixelSize: Size(width: 640, height: 480))
    provider.registerObject(image)
    provider.registerObject("caption")
    provider.registerObject(URLObject(string: "https://example.com"))
    let images = LoadOutcome<ImageObject>()
    let strings = LoadOutcome<String>()
    let urls = LoadOutcome<URLObject>()
    provider.loadObject(ofClass: ImageObject.self, completion: images.record)
    provider.loadObject(ofClass: String.self, completion: strings.record)
    provider.loadObject(ofClass: URLObject.self, completion: urls.record)
    try host.run()
    #expect(images.value?.loadedValue == image)
    #expect(strings.value?.loadedValue == "caption")
    #expect(urls.value?.loadedValue == URLObject(string: "https://example.com"))
    #expect(
      host.loadEvents.filter { $0.contains("started") } == [
        "L1 started(provider: P1, class: ImageObject)",
        "L2 started(provider: P1, class: String)",
        "L3 started(provider: P1, class: URLObject)",
      ])
  }

  // MARK: Errors

  @Test func noConformingRepresentationIsItemUnavailable() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData([]))
    let outcome = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .text, completion: outcome.record)
    #expect(outcome.results.isEmpty)
    try host.run()
    #expect(outcome.value?.loadError == .itemUnavailable)
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, type: public.text)",
        "L1 failed(error: itemUnavailable(-1000))",
      ])
    #expect(host.notes == ["started L1 P1", "finished L1 itemUnavailable(-1000)"])
  }

  @Test func noReadableRepresentationIsUnavailableCoercion() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerObject("just text")
    let outcome = LoadOutcome<ImageObject>()
    provider.loadObject(ofClass: ImageObject.self, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadError == .unavailableCoercion)
  }

  @Test func unreadableBytesAreUnexpectedValueClass() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "garbage"))
    let outcome = LoadOutcome<ImageObject>()
    provider.loadObject(ofClass: ImageObject.self, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadError == .unexpectedValueClass)
    #expect(host.loadEvents.last == "L1 failed(error: unexpectedValueClass(-1100))")
  }

  @Test func objectWithoutBytesForItsTypeIsUnavailableCoercion() throws {
    struct Liar: ObjectWriting {
      var writableTypeIdentifiers: [TypeIdentifier] { [.png] }
      func data(for type: TypeIdentifier) -> ItemData? { nil }
    }
    let host = TestLoadHost()
    let provider = ItemProvider(object: Liar())
    provider.attach(to: host, owner: App(name: "a", team: "T"))
    let outcome = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadError == .unavailableCoercion)
  }

  @Test func loaderFailureIsPassedOn() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png) { request in
      request.complete(with: .failure(.failed("disk on fire")))
    }
    let outcome = LoadOutcome<ImageObject>()
    provider.loadObject(ofClass: ImageObject.self, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadError == .failed("disk on fire"))
    #expect(host.loadEvents.last == #"L1 failed(error: failed(-1, "disk on fire"))"#)
  }

  @Test func refusedLoadNeverCallsTheLoader() throws {
    let host = TestLoadHost()
    host.refusal = .notPermitted("outside performDrop")
    let provider = host.attachedProvider()
    var loads = 0
    provider.registerDataRepresentation(forType: .png) { _ in loads += 1 }
    let outcome = LoadOutcome<ItemData>()
    let progress = provider.loadDataRepresentation(
      forTypeIdentifier: .png, completion: outcome.record)
    #expect(progress.id == "L1")
    #expect(outcome.results.isEmpty)
    try host.run()
    #expect(loads == 0)
    #expect(outcome.value?.loadError == .notPermitted("outside performDrop"))
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, type: public.png)",
        #"L1 failed(error: notPermitted(-1, "outside performDrop"))"#,
      ])
  }

  @Test func unattachedProviderFailsSynchronously() {
    let provider = ItemProvider()
    var loads = 0
    provider.registerDataRepresentation(forType: .png) { _ in loads += 1 }
    let outcome = LoadOutcome<ItemData>()
    let progress = provider.loadDataRepresentation(
      forTypeIdentifier: .png, completion: outcome.record)
    #expect(outcome.value?.loadError == .notPermitted("provider not attached to a system"))
    #expect(progress.isFinished)
    #expect(progress.id == "L?")
    #expect(loads == 0)
  }

  @Test func hiddenRepresentationsAreSkippedByLoads() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider(owner: App(name: "photos", team: "T1"))
    provider.registerDataRepresentation(
      forType: .png, visibility: .ownProcess, data: ItemData(utf8: "PNG 9x9"))
    provider.registerDataRepresentation(forType: .jpeg, data: ItemData(utf8: "JPEG 1x1"))
    host.requester = App(name: "mail", team: "T2")
    let image = LoadOutcome<ItemData>()
    let png = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .image, completion: image.record)
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: png.record)
    try host.run()
    #expect(image.value?.loadedValue?.utf8String == "JPEG 1x1")
    #expect(png.value?.loadError == .itemUnavailable)
  }

  // MARK: Exactly once

  @Test func onlyTheFirstCompletionCounts() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png) { request in
      request.complete(with: .success(ItemData(utf8: "PNG 1x1")))
      request.complete(with: .failure(.failed("again")))
    }
    let outcome = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: outcome.record)
    try host.run()
    #expect(outcome.results.count == 1)
    #expect(outcome.value?.loadedValue != nil)
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, type: public.png)",
        "L1 lateCompletionIgnored",
        "L1 completed(data: <7 bytes>)",
      ])
    #expect(host.log.events[1].kind == .system)
  }

  @Test func cancellingCompletesWithCancelledAndIgnoresTheLoader() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    var pending: LoadRequest?
    var handlerRuns = 0
    provider.registerDataRepresentation(forType: .png) { request in
      request.progress.cancellationHandler = { handlerRuns += 1 }
      pending = request
    }
    let outcome = LoadOutcome<ItemData>()
    let progress = provider.loadDataRepresentation(
      forTypeIdentifier: .png, completion: outcome.record)
    try host.run()
    #expect(outcome.results.isEmpty)  // a hanging loader

    progress.cancel()
    progress.cancel()
    #expect(handlerRuns == 1)
    #expect(pending?.isCancelled == true)
    #expect(outcome.results.isEmpty)  // still asynchronous
    try host.run()
    #expect(outcome.value?.loadError == .cancelled)
    #expect(progress.isCancelled)

    pending?.progress.completedUnitCount = 90  // a decided load logs no more progress

    pending?.complete(with: .success(ItemData(utf8: "PNG 1x1")))
    try host.run()
    #expect(outcome.results.count == 1)
    #expect(
      host.loadEvents == [
        "L1 started(provider: P1, type: public.png)",
        "L1 cancelled",
        "L1 lateCompletionIgnored",
      ])
    #expect(host.notes == ["started L1 P1", "finished L1 cancelled(3072)"])
  }

  @Test func cancelAfterTheLoaderCompletedKeepsTheResult() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 1x1"))
    let outcome = LoadOutcome<ItemData>()
    let progress = provider.loadDataRepresentation(
      forTypeIdentifier: .png, completion: outcome.record)
    progress.cancel()  // the result was decided before: the data still arrives
    try host.run()
    #expect(outcome.value?.loadedValue != nil)
    #expect(host.loadEvents.last == "L1 completed(data: <7 bytes>)")
  }

  @Test func wrappedLoadersReplaceTheOriginals() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 1x1"))
    provider.registerDataRepresentation(forType: .utf8PlainText, data: ItemData(utf8: "a"))
    provider.wrapLoaders { representation in
      let original = representation.loader
      return { request in
        if representation.type == .png {
          request.complete(with: .failure(.failed("injected")))
        } else {
          original(request)
        }
      }
    }
    let image = LoadOutcome<ItemData>()
    let text = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: image.record)
    provider.loadDataRepresentation(forTypeIdentifier: .text, completion: text.record)
    try host.run()
    #expect(image.value?.loadError == .failed("injected"))
    #expect(text.value?.loadedValue?.utf8String == "a")
  }

  @Test func aLoadCancelledByItsHostBeforeItRunsNeverCallsTheLoader() throws {
    let host = TestLoadHost()
    host.aggregate = LoadProgress(id: "S1")
    host.aggregate?.cancel()
    let provider = host.attachedProvider()
    var loads = 0
    provider.registerDataRepresentation(forType: .png) { _ in loads += 1 }
    let outcome = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: outcome.record)
    try host.run()
    #expect(loads == 0)
    #expect(outcome.value?.loadError == .cancelled)
    #expect(host.loadEvents == ["L1 started(provider: P1, type: public.png)", "L1 cancelled"])
  }

  // MARK: Progress and time

  @Test func loaderProgressIsLoggedWhenItChanges() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: .png) { request in
      request.progress.completedUnitCount = 50
      request.progress.completedUnitCount = 50
      request.clock.schedule(after: .milliseconds(200), on: host.loadQueue) {
        request.progress.completedUnitCount = 75
        request.complete(with: .success(ItemData(utf8: "PNG 1x1")))
      }
    }
    let outcome = LoadOutcome<ItemData>()
    provider.loadDataRepresentation(forTypeIdentifier: .png, completion: outcome.record)
    try host.clock.advance(by: .milliseconds(199))
    #expect(outcome.results.isEmpty)
    try host.clock.advance(by: .milliseconds(1))
    #expect(outcome.value?.loadedValue != nil)
    #expect(
      host.log.lines == [
        "t=0.000s load L1 started(provider: P1, type: public.png)",
        "t=0.000s load L1 progress(fraction: 0.5)",
        "t=0.200s load L1 progress(fraction: 0.75)",
        "t=0.200s load L1 completed(data: <7 bytes>)",
      ])
  }

  @Test func aggregateProgressFollowsItsLoads() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    var requests: [LoadRequest] = []
    provider.registerDataRepresentation(forType: .png) { requests.append($0) }
    let aggregate = LoadProgress(totalUnitCount: 2, id: "S1")
    aggregate.addChild(
      provider.loadDataRepresentation(forTypeIdentifier: .png) { _ in }, withPendingUnitCount: 1)
    aggregate.addChild(
      provider.loadDataRepresentation(forTypeIdentifier: .png) { _ in }, withPendingUnitCount: 1)
    requests[0].progress.completedUnitCount = 50
    #expect(aggregate.fractionCompleted == 0.25)
    requests[1].complete(with: .failure(.failed("no")))
    try host.run()
    // A load that ended, even in failure, counts as done.
    #expect(aggregate.fractionCompleted == 0.75)
    #expect(!aggregate.isFinished)
    aggregate.cancel()
    try host.run()
    #expect(aggregate.isFinished)
    #expect(requests[0].isCancelled)
    #expect(host.loadEvents.filter { $0.hasSuffix("cancelled") } == ["L1 cancelled"])
  }

  @Test func idsAreDeterministic() throws {
    func run() throws -> [String] {
      let host = TestLoadHost()
      let first = host.attachedProvider()
      let second = host.attachedProvider()
      first.registerObject("a")
      second.registerObject(ImageObject(format: .png, pixelSize: Size(width: 2, height: 2)))
      second.loadObject(ofClass: ImageObject.self) { _ in }
      first.loadDataRepresentation(forTypeIdentifier: .text) { _ in }
      second.loadObject(ofClass: String.self) { _ in }
      try host.run()
      return host.log.lines
    }
    let expected = [
      "t=0.000s load L1 started(provider: P2, class: ImageObject)",
      "t=0.000s load L2 started(provider: P1, type: public.text)",
      "t=0.000s load L3 started(provider: P2, class: String)",
      "t=0.000s load L1 completed(data: <7 bytes>)",
      "t=0.000s load L2 completed(data: <1 bytes>)",
      "t=0.000s load L3 failed(error: unavailableCoercion(-1200))",
    ]
    let first = try run()
    #expect(first == expected)
    #expect(try run() == first)
  }
}
