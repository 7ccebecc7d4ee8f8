import DnDEngine
import Testing

@Suite("TypeIdentifier")
struct TypeIdentifierTests {
  @Test func builtInTree() {
    #expect(TypeIdentifier.png.conforms(to: .image))
    #expect(TypeIdentifier.png.conforms(to: .data))
    #expect(TypeIdentifier.png.conforms(to: .item))
    #expect(TypeIdentifier.jpeg.conforms(to: .image))
    #expect(TypeIdentifier.utf8PlainText.conforms(to: .plainText))
    #expect(TypeIdentifier.utf8PlainText.conforms(to: .text))
    #expect(TypeIdentifier.fileURL.conforms(to: .url))
    #expect(TypeIdentifier.image.conforms(to: .content))
    #expect(TypeIdentifier.text.conforms(to: .content))
    // Siblings and children do not conform to each other.
    #expect(!TypeIdentifier.png.conforms(to: .jpeg))
    #expect(!TypeIdentifier.image.conforms(to: .png))
    #expect(!TypeIdentifier.text.conforms(to: .image))
    #expect(!TypeIdentifier.url.conforms(to: .text))
    #expect(!TypeIdentifier.url.conforms(to: .content))
  }

  @Test func textAndURLsAreDataAsInUTType() {
    #expect(TypeIdentifier.text.conforms(to: .data))
    #expect(TypeIdentifier.utf8PlainText.conforms(to: .data))
    #expect(TypeIdentifier.url.conforms(to: .data))
    #expect(TypeIdentifier.fileURL.conforms(to: .data))
  }

  @Test func conformanceIsReflexive() {
    for type in TypeIdentifier.builtIns {
      #expect(type.conforms(to: type))
    }
  }

  @Test func everythingConformsToItem() {
    let orphan = TypeIdentifier("com.example.orphan", conformsTo: [])
    #expect(orphan.conforms(to: .item))
    #expect(TypeIdentifier.content.conforms(to: .item))
    #expect(!TypeIdentifier.item.conforms(to: .data))
  }

  @Test func literalOfABuiltInNameIsTheBuiltIn() {
    let png: TypeIdentifier = "public.png"
    #expect(png.parents == [.image])
    #expect(png.conforms(to: .image))
    #expect(TypeIdentifier("public.utf8-plain-text").conforms(to: .text))
  }

  @Test func undeclaredNameConformsToDataOnly() {
    let unknown: TypeIdentifier = "com.example.blob"
    #expect(unknown.parents == [.data])
    #expect(unknown.conforms(to: .data))
    #expect(!unknown.conforms(to: .text))
  }

  @Test func customTypeConformsThroughDeclaredParents() {
    let recipe = TypeIdentifier("com.example.recipe", conformsTo: [.utf8PlainText])
    let card = TypeIdentifier("com.example.card", conformsTo: [recipe, .png])
    #expect(card.conforms(to: recipe))
    #expect(card.conforms(to: .text))
    #expect(card.conforms(to: .image))
    #expect(!recipe.conforms(to: card))
  }

  @Test func equalityAndHashingUseTheNameOnly() {
    let declared = TypeIdentifier("com.example.recipe", conformsTo: [.text])
    let undeclared: TypeIdentifier = "com.example.recipe"
    #expect(declared == undeclared)
    #expect(Set([declared, undeclared]).count == 1)
    // Each value keeps its own parents: conformance follows the value at hand.
    #expect(declared.conforms(to: .text))
    #expect(!undeclared.conforms(to: .text))
  }

  @Test func descriptions() {
    #expect(TypeIdentifier.plainText.description == "public.plain-text")
    #expect(TypeIdentifier.fileURL.logDescription == "public.file-url")
  }
}
