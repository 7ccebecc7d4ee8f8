import DnDEngine
import DnDSimulator

/// Reads one `dndsim-scene` document into a ``SceneSpec``, keeping what later parts refer to:
/// declared types, app and item names, and every view's name.
///
/// Sections are read in a fixed order whatever their order in the file — `types`, `apps`,
/// `items`, `windows` — so a type, app or item is known wherever it is used. References to views
/// (a retarget container, an alongside change) may point forwards and are checked after all
/// windows, in the order they were read. The first problem throws.
struct SceneReader {
  /// Declared custom types by name.
  var declaredTypes: [String: TypeIdentifier] = [:]
  /// App and item names in declaration order (for messages) and by name (for lookups).
  var appNames: [String] = []
  var itemNames: [String] = []
  var appPaths: [String: JSONPath] = [:]
  var itemPaths: [String: JSONPath] = [:]
  /// Where each view's name was declared.
  var viewPaths: [String: JSONPath] = [:]
  /// Names that must be views, with where they were used.
  var viewReferences: [JSONReader] = []
  /// Platter names, which must not be view names.
  var platterNames: [JSONReader] = []

  static let rootKeys = ["format", "version", "name", "types", "apps", "items", "windows"]

  static func read(_ root: JSONReader) throws(JSONReadError) -> SceneSpec {
    let object = try root.object()
    // Format and version first: a newer file's new keys should be reported as a newer version.
    let format = try object.require(key: "format")
    guard try format.string() == SceneFile.format else {
      throw format.error(
        "expected \(JSONQuoting.quoted(SceneFile.format)), "
          + "found \(JSONQuoting.quoted(try format.string(), maxScalars: 40))")
    }
    let version = try object.require(key: "version")
    guard try version.integer() == SceneFile.version else {
      throw version.error(
        "unknown version \(try version.integer()); this build reads version \(SceneFile.version)")
    }
    try object.rejectUnknownKeys(allowed: rootKeys)
    let name = try object.require(key: "name").name()
    var reader = SceneReader()
    if let types = try object.optionalArray(key: "types") {
      try reader.declareTypes(types)
    }
    let apps = try reader.readApps(try object.requireArray(key: "apps"))
    let items = try reader.readItems(try object.optionalArray(key: "items") ?? [])
    let windows = try reader.readWindows(try object.requireArray(key: "windows"))
    try reader.checkViewReferences()
    return SceneSpec(name: name, apps: apps, windows: windows, items: items)
  }

  /// Throws for the first reference to a view that does not exist, then for the first platter
  /// named like a view.
  func checkViewReferences() throws(JSONReadError) {
    for reference in viewReferences {
      let name = try reference.string()
      guard viewPaths[name] != nil else {
        throw reference.error(
          "unknown view \(JSONQuoting.quoted(name)); expected the name of a view in this scene")
      }
    }
    for platter in platterNames {
      let name = try platter.string()
      if let view = viewPaths[name] {
        throw platter.error(
          "platter \(JSONQuoting.quoted(name)) has the name of the view at \(view); "
            + "a platter needs a name of its own in logs")
      }
    }
  }

  /// `duplicate <what> "name" (first declared at $.path)`.
  static func duplicate(_ what: String, _ name: String, _ reader: JSONReader, first: JSONPath)
    -> JSONReadError
  {
    reader.error("duplicate \(what) \(JSONQuoting.quoted(name)) (first declared at \(first))")
  }
}
