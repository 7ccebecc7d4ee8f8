import DnDEngine
import DnDSimulator
import VirtualTime

/// The `items` section: item templates, their representations and loaders.
extension SceneReader {
  static let contentKeys = ["text", "image", "url", "bytes"]
  /// The largest `bytes` content: a scene's bytes are really allocated.
  static let maxContentBytes: Int64 = 16 << 20

  mutating func readItems(_ readers: [JSONReader]) throws(JSONReadError) -> [ItemSpec] {
    var items: [ItemSpec] = []
    for reader in readers {
      let object = try reader.object()
      try object.rejectUnknownKeys(allowed: [
        "name", "local_object", "suggested_name", "presentation_size", "representations",
      ])
      let nameReader = try object.require(key: "name")
      let name = try nameReader.name()
      if let first = itemPaths[name] {
        throw Self.duplicate("item", name, nameReader, first: first)
      }
      itemPaths[name] = nameReader.path
      itemNames.append(name)
      let localObject = try object.optional(key: "local_object")?.text()
      let suggestedName = try object.optional(key: "suggested_name")?.text()
      let presentationSize = try object.optional(key: "presentation_size")?.size()
      var representations: [RepresentationSpec] = []
      var typePaths: [String: JSONPath] = [:]
      for representationReader in try object.requireArray(key: "representations") {
        let representation = try readRepresentation(representationReader)
        let typeName = representation.type.rawValue
        if let first = typePaths[typeName] {
          throw try representationReader.object().require(key: "type").error(
            "duplicate representation type \(JSONQuoting.quoted(typeName)) "
              + "(first registered at \(first))")
        }
        typePaths[typeName] = representationReader.path.appending(key: "type")
        representations.append(representation)
      }
      items.append(
        ItemSpec(
          name: name, localObject: localObject, suggestedName: suggestedName,
          presentationSize: presentationSize, representations: representations))
    }
    return items
  }

  private func readRepresentation(_ reader: JSONReader) throws(JSONReadError)
    -> RepresentationSpec
  {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["type", "visibility"] + Self.contentKeys + ["loader"])
    let typeReader = try object.require(key: "type")
    let type = try self.type(typeReader)
    var visibility = RepresentationVisibility.all
    if let visibilityReader = object.optional(key: "visibility") {
      visibility = try visibilityReader.choice([
        "all": .all, "team": .team, "group": .group, "own_process": .ownProcess,
      ])
    }
    let contentKey = try object.exactlyOne(of: Self.contentKeys)
    let contentReader = try object.require(key: contentKey)
    let content: RepresentationSpec.Content
    switch contentKey {
    case "text":
      content = .text(try contentReader.string())
    case "image":
      content = .image(try contentReader.size())
    case "url":
      content = .url(try contentReader.text())
    default:
      content = .bytes(try contentReader.integer(in: 0...Self.maxContentBytes, "a byte count"))
    }
    var loader = LoadScript()
    if let loaderObject = try object.optionalObject(key: "loader") {
      loader = try readLoader(loaderObject)
    }
    return RepresentationSpec(
      type: type, visibility: visibility, content: content, loader: loader)
  }

  /// A representation's loader: the load-script vocabulary of fault plans.
  private func readLoader(_ object: JSONObjectReader) throws(JSONReadError) -> LoadScript {
    try object.rejectUnknownKeys(allowed: LoadScriptReader.keys)
    return try LoadScriptReader.read(object)
  }

  /// The name of a declared item template.
  func item(_ reader: JSONReader) throws(JSONReadError) -> String {
    let name = try reader.name()
    guard itemPaths[name] != nil else {
      throw reader.error(
        "unknown item \(JSONQuoting.quoted(name)); "
          + (itemNames.isEmpty
            ? "the scene declares no items" : "declared items: \(SceneValues.list(itemNames))"))
    }
    return name
  }
}
