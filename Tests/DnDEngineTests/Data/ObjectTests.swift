import DnDEngine
import Testing

/// A user type that reads its own custom type, and plain text as a fallback.
private struct Recipe: ObjectReading, Equatable {
  static let type = TypeIdentifier("com.example.recipe", conformsTo: [.data])
  var title: String

  static var readableTypeIdentifiers: [TypeIdentifier] { [type, .plainText] }

  static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError) -> Recipe {
    guard let text = data.utf8String else { throw .unexpectedValueClass }
    if type == Recipe.type {
      guard text.hasPrefix("recipe:") else { throw .unexpectedValueClass }
      return Recipe(title: String(text.dropFirst("recipe:".count)))
    }
    return Recipe(title: text)
  }
}

@Suite("Built-in and custom objects")
struct ObjectTests {
  @Test func stringRoundTrip() throws {
    #expect("hi".writableTypeIdentifiers == [.utf8PlainText])
    let data = try #require("hi".data(for: .utf8PlainText))
    #expect(try String.object(from: data, type: .utf8PlainText) == "hi")
    #expect("hi".data(for: .png) == nil)
    #expect(String.readableTypeIdentifiers == [.utf8PlainText, .plainText, .text])
  }

  @Test func stringRejectsInvalidUTF8() {
    #expect(throws: LoadError.unexpectedValueClass) {
      try String.object(from: ItemData([0xC3]), type: .plainText)
    }
  }

  @Test func imageRoundTripKeepsItsSize() throws {
    let image = ImageObject(format: .jpeg, pixelSize: Size(width: 640, height: 480.5))
    #expect(image.writableTypeIdentifiers == [.jpeg])
    let data = try #require(image.data(for: .jpeg))
    #expect(data.utf8String == "JPEG 640x480.5")
    #expect(try ImageObject.object(from: data, type: .jpeg) == image)
    // A generic image type accepts either format.
    #expect(try ImageObject.object(from: data, type: .image) == image)
    #expect(image.data(for: .png) == nil)
  }

  @Test func imageRejectsGarbageAndMismatchedFormat() {
    for bytes in ["not an image", "PNG 10", "PNG 10xA", "GIF 1x1", "PNG -1x5", "PNG 1x1 x", ""] {
      #expect(throws: LoadError.unexpectedValueClass) {
        try ImageObject.object(from: ItemData(utf8: bytes), type: .png)
      }
    }
    #expect(throws: LoadError.unexpectedValueClass) {
      try ImageObject.object(from: ItemData(utf8: "JPEG 1x1"), type: .png)
    }
    #expect(throws: LoadError.unexpectedValueClass) {
      try ImageObject.object(from: ItemData([0x89, 0x50]), type: .png)
    }
  }

  @Test func urlTypesFollowTheScheme() throws {
    let web = URLObject(string: "https://example.com/a")
    let file = URLObject(string: "FILE:///tmp/a.png")
    #expect(!web.isFileURL)
    #expect(file.isFileURL)
    #expect(web.writableTypeIdentifiers == [.url])
    #expect(file.writableTypeIdentifiers == [.fileURL])
    let data = try #require(file.data(for: .fileURL))
    #expect(try URLObject.object(from: data, type: .fileURL) == file)
    #expect(web.data(for: .fileURL) == nil)
  }

  @Test func urlRejectsTextWithoutSchemeAndNonFileURLsAsFileURLs() {
    for text in ["no scheme", ":nothing", "1http://x", "ht tp://x"] {
      #expect(throws: LoadError.unexpectedValueClass) {
        try URLObject.object(from: ItemData(utf8: text), type: .url)
      }
    }
    #expect(throws: LoadError.unexpectedValueClass) {
      try URLObject.object(from: ItemData(utf8: "https://x"), type: .fileURL)
    }
  }

  @Test func customReadableType() throws {
    #expect(
      try Recipe.object(from: ItemData(utf8: "recipe:Soup"), type: Recipe.type)
        == Recipe(title: "Soup"))
    #expect(
      try Recipe.object(from: ItemData(utf8: "Stew"), type: .plainText) == Recipe(title: "Stew"))
    #expect(throws: LoadError.unexpectedValueClass) {
      try Recipe.object(from: ItemData(utf8: "Stew"), type: Recipe.type)
    }
  }

  @Test func customTypeLoadsThroughAProvider() throws {
    let host = TestLoadHost()
    let provider = host.attachedProvider()
    provider.registerDataRepresentation(forType: Recipe.type, data: ItemData(utf8: "recipe:Pie"))
    #expect(provider.canLoadObject(ofClass: Recipe.self))
    let outcome = LoadOutcome<Recipe>()
    provider.loadObject(ofClass: Recipe.self, completion: outcome.record)
    try host.run()
    #expect(outcome.value?.loadedValue == Recipe(title: "Pie"))
  }
}
