import DnDFormats

/// Reads a WebDriver actions document — `{"actions": [source, …]}` — into a
/// ``WebDriverDocument``, by the spec's *extract an action sequence* and *process an input source
/// action sequence* steps, each refusal an error at its JSON path. Where dndsim is stricter than
/// a browser it says why: pointers must be touch pointers (a trace holds touches), a source id
/// appears once, and unknown keys are errors (a misspelt `"duration"` would silently make a move
/// last its whole tick).
enum WebDriverDocumentReader {
  static let sourceTypes = ["pointer", "key", "wheel", "none"]
  static let pointerTypes = ["mouse", "pen", "touch"]

  static func read(_ reader: JSONReader) throws(JSONReadError) -> WebDriverDocument {
    let root = try reader.object()
    try root.rejectUnknownKeys(allowed: ["actions"])
    var sources: [WebDriverSource] = []
    // Where each id first appeared: a lookup, not a scan of the sources before (a document of
    // tens of thousands of sources took quadratic time).
    var firstPaths: [String: JSONPath] = [:]
    for element in try root.requireArray(key: "actions") {
      let source = try Self.source(element.object())
      if let first = firstPaths[source.id] {
        throw JSONReadError(
          source: reader.source, path: source.path.appending(key: "id"),
          message:
            "source \(JSONQuoting.quoted(source.id, maxScalars: 40)) appears twice (first at \(first)); expected one action sequence per source"
        )
      }
      firstPaths[source.id] = source.path
      sources.append(source)
    }
    return WebDriverDocument(sources: sources)
  }

  private static func source(_ object: JSONObjectReader) throws(JSONReadError) -> WebDriverSource {
    let typeReader = try object.require(key: "type")
    let type = try typeReader.string()
    guard sourceTypes.contains(type) else {
      throw typeReader.error(
        "expected \(SceneValues.alternatives(sourceTypes)), found \(JSONQuoting.quoted(type, maxScalars: 40))"
      )
    }
    try object.rejectUnknownKeys(
      allowed: type == "pointer"
        ? ["type", "id", "parameters", "actions"] : ["type", "id", "actions"])
    let id = try object.requireString(key: "id")
    let kind: WebDriverSource.Kind
    switch type {
    case "pointer":
      try requireTouch(object)
      kind = .touch
    case "key": kind = .key
    case "wheel": kind = .wheel
    default: kind = .none
    }
    var actions: [WebDriverAction] = []
    for item in try object.requireArray(key: "actions") {
      actions.append(try WebDriverActionReader.action(item.object(), in: kind))
    }
    return WebDriverSource(id: id, kind: kind, path: object.path, actions: actions)
  }

  /// The spec's *process pointer parameters*, then dndsim's rule: the pointer must be a touch.
  /// A missing `parameters` or `pointerType` means a mouse (the spec's default pointer), so it
  /// is refused with the words to add.
  private static func requireTouch(_ object: JSONObjectReader) throws(JSONReadError) {
    guard let parameters = try object.optionalObject(key: "parameters") else {
      throw object.error(
        "a pointer source without \"parameters\" is a mouse (WebDriver's default); expected \"parameters\": {\"pointerType\": \"touch\"}"
      )
    }
    try parameters.rejectUnknownKeys(allowed: ["pointerType"])
    guard let typeReader = parameters.optional(key: "pointerType") else {
      throw parameters.error(
        "a pointer source without \"pointerType\" is a mouse (WebDriver's default); expected \"pointerType\": \"touch\""
      )
    }
    let type = try typeReader.string()
    guard pointerTypes.contains(type) else {
      throw typeReader.error(
        "expected \(SceneValues.alternatives(pointerTypes)), found \(JSONQuoting.quoted(type, maxScalars: 40))"
      )
    }
    guard type == "touch" else {
      throw typeReader.error(
        "a \(type) pointer cannot be replayed (a trace holds touches only); expected \"touch\"")
    }
  }
}
