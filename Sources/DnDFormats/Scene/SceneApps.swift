import DnDSimulator

/// The `apps` section, and references to apps.
extension SceneReader {
  mutating func readApps(_ readers: [JSONReader]) throws(JSONReadError) -> [AppSpec] {
    var apps: [AppSpec] = []
    for reader in readers {
      let object = try reader.object()
      try object.rejectUnknownKeys(allowed: ["name", "team", "group"])
      let nameReader = try object.require(key: "name")
      let name = try nameReader.name()
      if let first = appPaths[name] {
        throw Self.duplicate("app", name, nameReader, first: first)
      }
      appPaths[name] = nameReader.path
      appNames.append(name)
      apps.append(
        AppSpec(
          name: name, team: try object.require(key: "team").name(),
          group: try object.optional(key: "group")?.name()))
    }
    return apps
  }

  /// The name of a declared app.
  func app(_ reader: JSONReader) throws(JSONReadError) -> String {
    let name = try reader.name()
    guard appPaths[name] != nil else {
      throw reader.error(
        "unknown app \(JSONQuoting.quoted(name)); "
          + (appNames.isEmpty
            ? "the scene declares no apps" : "declared apps: \(SceneValues.list(appNames))"))
    }
    return name
  }
}
