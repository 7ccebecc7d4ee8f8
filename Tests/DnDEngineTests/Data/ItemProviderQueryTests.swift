import DnDEngine
import Testing

@Suite("ItemProvider registration and queries")
struct ItemProviderQueryTests {
  @Test func registrationOrderIsFidelityOrder() {
    let provider = ItemProvider()
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 1x1"))
    provider.registerDataRepresentation(forType: .utf8PlainText, data: ItemData(utf8: "a"))
    provider.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 2x2"))
    #expect(provider.registeredTypeIdentifiers == [.png, .utf8PlainText])
    #expect(provider.representations.count == 3)
  }

  @Test func objectRegistersEachWritableType() {
    let provider = ItemProvider(object: URLObject(string: "file:///a"))
    #expect(provider.registeredTypeIdentifiers == [.fileURL])
    provider.registerObject("caption")
    #expect(provider.registeredTypeIdentifiers == [.fileURL, .utf8PlainText])
    #expect(provider.representations.allSatisfy { $0.visibility == .all })
  }

  @Test func conformanceQueries() {
    let provider = ItemProvider(
      object: ImageObject(format: .png, pixelSize: Size(width: 1, height: 1)))
    #expect(provider.hasItemConforming(toTypeIdentifier: .png))
    #expect(provider.hasItemConforming(toTypeIdentifier: .image))
    #expect(provider.hasItemConforming(toTypeIdentifier: .data))
    #expect(!provider.hasItemConforming(toTypeIdentifier: .jpeg))
    #expect(!provider.hasItemConforming(toTypeIdentifier: .text))
    #expect(provider.canLoadObject(ofClass: ImageObject.self))
    #expect(!provider.canLoadObject(ofClass: String.self))
    #expect(!provider.canLoadObject(ofClass: URLObject.self))
  }

  @Test func queriesSeeOnlyWhatTheRequesterMay() {
    let host = TestLoadHost()
    let owner = App(name: "photos", team: "T1", group: "G1")
    let provider = host.attachedProvider(owner: owner)
    provider.registerDataRepresentation(forType: .png, visibility: .ownProcess, data: ItemData([]))
    provider.registerDataRepresentation(forType: .jpeg, visibility: .group, data: ItemData([]))
    provider.registerDataRepresentation(
      forType: .utf8PlainText, visibility: .team, data: ItemData([]))
    provider.registerDataRepresentation(forType: .url, visibility: .all, data: ItemData([]))

    host.requester = nil
    #expect(provider.registeredTypeIdentifiers == [.png, .jpeg, .utf8PlainText, .url])
    host.requester = owner
    #expect(provider.registeredTypeIdentifiers == [.png, .jpeg, .utf8PlainText, .url])
    host.requester = App(name: "editor", team: "T1")
    #expect(provider.registeredTypeIdentifiers == [.utf8PlainText, .url])
    host.requester = App(name: "viewer", team: "T2", group: "G1")
    #expect(provider.registeredTypeIdentifiers == [.jpeg, .url])
    host.requester = App(name: "mail", team: "T3")
    #expect(provider.registeredTypeIdentifiers == [.url])
    #expect(!provider.hasItemConforming(toTypeIdentifier: .image))
    #expect(!provider.canLoadObject(ofClass: String.self))
    #expect(provider.canLoadObject(ofClass: URLObject.self))
  }

  @Test func withoutAnOwnerEverythingIsVisible() {
    let provider = ItemProvider()
    provider.registerDataRepresentation(forType: .png, visibility: .ownProcess, data: ItemData([]))
    #expect(provider.registeredTypeIdentifiers == [.png])
  }

  @Test func queriesNeverRunALoader() {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    var loads = 0
    provider.registerDataRepresentation(forType: .png) { _ in loads += 1 }
    _ = provider.registeredTypeIdentifiers
    _ = provider.hasItemConforming(toTypeIdentifier: .image)
    _ = provider.canLoadObject(ofClass: ImageObject.self)
    #expect(loads == 0)
    #expect(host.log.events.isEmpty)
  }

  @Test func attachAssignsTheIdentityOnce() {
    let host = TestLoadHost()
    let owner = App(name: "photos", team: "T1")
    let first = ItemProvider()
    let second = ItemProvider()
    #expect(first.id == "P?")
    first.attach(to: host, owner: owner)
    second.attach(to: host, owner: owner)
    first.attach(to: TestLoadHost(), owner: App(name: "other", team: "T2"))
    #expect(first.id == "P1")
    #expect(second.id == "P2")
    #expect(first.owner === owner)
    #expect(first.host === host)
    #expect(first.description == "P1")
  }

  @Test func preferredPresentationSizeRule() {
    let plain = ItemProvider(object: "text")
    #expect(plain.preferredPresentationSize == .zero)

    let image = ItemProvider(
      object: ImageObject(format: .png, pixelSize: Size(width: 640, height: 480)))
    image.registerObject(ImageObject(format: .jpeg, pixelSize: Size(width: 10, height: 10)))
    #expect(image.preferredPresentationSize == Size(width: 640, height: 480))
    image.preferredPresentationSize = Size(width: 32, height: 24)
    #expect(image.preferredPresentationSize == Size(width: 32, height: 24))
    image.preferredPresentationSize = .zero
    #expect(image.preferredPresentationSize == Size(width: 640, height: 480))

    // Raw image bytes are not an image object: no size is derived from them.
    let raw = ItemProvider()
    raw.registerDataRepresentation(forType: .png, data: ItemData(utf8: "PNG 5x5"))
    #expect(raw.preferredPresentationSize == .zero)
  }

  @Test func suggestedName() {
    let provider = ItemProvider()
    #expect(provider.suggestedName == nil)
    provider.suggestedName = "Photo.png"
    #expect(provider.suggestedName == "Photo.png")
  }
}
