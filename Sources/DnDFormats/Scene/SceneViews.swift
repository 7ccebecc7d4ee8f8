import DnDEngine
import DnDSimulator

/// The `windows` section: windows and their view trees.
extension SceneReader {
  static let viewKeys = [
    "name", "frame", "hidden", "drag", "drop", "spring", "paste", "table", "collection",
    "children", "tap", "button",
  ]
  /// Subjects the log derives from a view's name: `<view>.drag`, `.drop`, `.paste`, `.spring`,
  /// and a list's `.dataSource` and `.delegate`.
  static let reservedSuffixes = [".drag", ".drop", ".paste", ".spring", ".dataSource", ".delegate"]

  mutating func readWindows(_ readers: [JSONReader]) throws(JSONReadError) -> [WindowSpec] {
    var windows: [WindowSpec] = []
    for reader in readers {
      let object = try reader.object()
      try object.rejectUnknownKeys(allowed: ["app", "frame", "views"])
      let app = try app(try object.require(key: "app"))
      let frame = try object.require(key: "frame").rect()
      var views: [ViewSpec] = []
      for viewReader in try object.requireArray(key: "views") {
        views.append(try readView(viewReader))
      }
      windows.append(WindowSpec(app: app, frame: frame, views: views))
    }
    return windows
  }

  private mutating func readView(_ reader: JSONReader) throws(JSONReadError) -> ViewSpec {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: Self.viewKeys)
    try object.atMostOne(of: ["table", "collection"])
    let nameReader = try object.require(key: "name")
    let name = try nameReader.name()
    // The log tells a view's own events from its interactions' by these suffixes
    // (`board.drop`); a view named like an interaction would put its lines on the wrong channel.
    for suffix in Self.reservedSuffixes where name.hasSuffix(suffix) {
      throw nameReader.error(
        "view name \"\(name)\" ends in \"\(suffix)\", which logs reserve for interactions and list delegates; expected another name"
      )
    }
    if let first = viewPaths[name] {
      throw Self.duplicate("view", name, nameReader, first: first)
    }
    viewPaths[name] = nameReader.path
    var view = ViewSpec(name: name, frame: try object.require(key: "frame").rect())
    if let hidden = object.optional(key: "hidden") {
      view.isHidden = try hidden.bool()
    }
    if let drag = try object.optionalObject(key: "drag") {
      view.drag = try readDrag(drag)
    }
    if let drop = try object.optionalObject(key: "drop") {
      view.drop = try readDrop(drop)
    }
    if let spring = try object.optionalObject(key: "spring") {
      view.spring = try readSpring(spring)
    }
    if let paste = try object.optionalObject(key: "paste") {
      view.paste = try readPaste(paste)
    }
    if let table = try object.optionalObject(key: "table") {
      view.list = try readList(table, kind: .table)
    }
    if let collection = try object.optionalObject(key: "collection") {
      view.list = try readList(collection, kind: .collection)
    }
    view.tap = try readChanges(try object.optionalArray(key: "tap") ?? [])
    if let button = object.optional(key: "button") {
      view.button = try readButton(button, view: view)
    }
    for child in try object.optionalArray(key: "children") ?? [] {
      view.children.append(try readView(child))
    }
    return view
  }

  /// A view name that must exist somewhere in the scene (checked after all windows are read).
  mutating func viewReference(_ reader: JSONReader) throws(JSONReadError) -> String {
    let name = try reader.name()
    viewReferences.append(reader)
    return name
  }
}
