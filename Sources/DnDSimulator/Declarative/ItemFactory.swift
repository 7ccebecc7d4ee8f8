import DnDEngine

/// Makes fresh drag items from a scene's templates and remembers which template each came from
/// (flocking without duplicates compares templates).
final class ItemFactory {
  private let templates: [String: ItemSpec]
  /// Every item made, by identity, with its template's name. Items are kept alive for the
  /// scene's lifetime so an identity is never reused for another item.
  private var made: [ObjectIdentifier: (item: DragItem, template: String)] = [:]

  init(templates: [ItemSpec]) {
    var byName: [String: ItemSpec] = [:]
    for template in templates { byName[template.name] = template }
    self.templates = byName
  }

  func hasTemplate(named name: String) -> Bool { templates[name] != nil }

  /// A new item from the template `name`; a name that is not a template gives a text item with
  /// that text and the name as its local object (how list rows without a template drag).
  func makeItem(_ name: String) -> DragItem {
    let template =
      templates[name]
      ?? ItemSpec(
        name: name, localObject: name,
        representations: [RepresentationSpec(type: .utf8PlainText, content: .text(name))])
    let item = DragItem(itemProvider: makeProvider(template))
    item.localObject = template.localObject
    made[ObjectIdentifier(item)] = (item, name)
    return item
  }

  /// The template an item was made from; nil for items this scene did not make.
  func template(of item: DragItem) -> String? {
    made[ObjectIdentifier(item)]?.template
  }

  private func makeProvider(_ template: ItemSpec) -> ItemProvider {
    let provider = ItemProvider()
    provider.suggestedName = template.suggestedName
    for representation in template.representations {
      let data = representation.bytes
      let script = representation.loader
      provider.registerDataRepresentation(
        forType: representation.type, visibility: representation.visibility
      ) { request in
        script.run(request) { $0.complete(with: .success(data)) }
      }
    }
    if let size = template.presentationSize ?? template.firstImageSize {
      provider.preferredPresentationSize = size
    }
    return provider
  }
}

extension ItemSpec {
  /// An image's pixel size gives the presentation size when none is set, as an image object
  /// registered on a real provider would.
  var firstImageSize: Size? {
    for representation in representations {
      if case .image(let size) = representation.content { return size }
    }
    return nil
  }
}

extension RepresentationSpec {
  /// The bytes a load delivers.
  var bytes: ItemData {
    switch content {
    case .text(let text): ItemData(utf8: text)
    case .image(let size):
      ImageObject(format: type.conforms(to: .jpeg) ? .jpeg : .png, pixelSize: size).encoded
    case .url(let string): URLObject(string: string).data(for: type) ?? ItemData(utf8: string)
    case .bytes(let count): ItemData([UInt8](repeating: 0x2A, count: count))
    }
  }
}
