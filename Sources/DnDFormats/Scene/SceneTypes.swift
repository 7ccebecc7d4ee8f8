import DnDEngine

/// The `types` section: custom type declarations, and how every type name in the file resolves.
///
/// A declared type becomes `TypeIdentifier(name, conformsTo: parents)`; its parents may be
/// built-in, undeclared or declared (in any order, but not in a cycle). Everywhere else a type
/// name resolves to the declared type of that name first, so a custom type's conformance holds
/// wherever the file uses it; then to the built-in type; otherwise to an undeclared type
/// (conforming to `public.data`, see ``TypeIdentifier``). Built-in types cannot be redeclared.
extension SceneReader {
  private struct Declaration {
    var name: String
    var nameReader: JSONReader
    var parents: [JSONReader]
  }

  mutating func declareTypes(_ readers: [JSONReader]) throws(JSONReadError) {
    var declarations: [Declaration] = []
    var index: [String: Int] = [:]
    for reader in readers {
      let object = try reader.object()
      try object.rejectUnknownKeys(allowed: ["name", "conforms_to"])
      let nameReader = try object.require(key: "name")
      let name = try nameReader.name()
      if TypeIdentifier.builtIns.contains(where: { $0.rawValue == name }) {
        throw nameReader.error(
          "\(JSONQuoting.quoted(name)) is a built-in type and cannot be redeclared")
      }
      if let first = index[name] {
        throw Self.duplicate(
          "type", name, nameReader, first: declarations[first].nameReader.path)
      }
      let parents = try object.requireArray(key: "conforms_to")
      _ = try names(parents, what: "type")
      index[name] = declarations.count
      declarations.append(Declaration(name: name, nameReader: nameReader, parents: parents))
    }
    var resolved: [String: TypeIdentifier] = [:]
    for declaration in declarations {
      try resolve(declaration.name, declarations, index, &resolved, chain: [])
    }
    declaredTypes = resolved
  }

  /// Builds the declared type `name` after its declared parents, throwing on a cycle.
  private func resolve(
    _ name: String, _ declarations: [Declaration], _ index: [String: Int],
    _ resolved: inout [String: TypeIdentifier], chain: [String]
  ) throws(JSONReadError) {
    guard resolved[name] == nil, let position = index[name] else { return }
    let declaration = declarations[position]
    var parents: [TypeIdentifier] = []
    for parentReader in declaration.parents {
      let parent = try parentReader.name()
      if parent == name || chain.contains(parent) {
        let cycle = (chain + [name, parent]).drop { $0 != parent }
        throw parentReader.error(
          "circular conformance: "
            + cycle.map { JSONQuoting.quoted($0) }.joined(separator: " → "))
      }
      if index[parent] != nil {
        try resolve(parent, declarations, index, &resolved, chain: chain + [name])
        parents.append(resolved[parent]!)
      } else {
        parents.append(TypeIdentifier(parent))
      }
    }
    resolved[name] = TypeIdentifier(name, conformsTo: parents)
  }

  /// The type named by `reader`: declared, else built-in, else undeclared.
  func type(_ reader: JSONReader) throws(JSONReadError) -> TypeIdentifier {
    let name = try reader.name()
    return declaredTypes[name] ?? TypeIdentifier(name)
  }

  /// A list of types without repeats.
  func types(_ readers: [JSONReader]) throws(JSONReadError) -> [TypeIdentifier] {
    var result: [TypeIdentifier] = []
    for name in try names(readers, what: "type") {
      result.append(declaredTypes[name] ?? TypeIdentifier(name))
    }
    return result
  }

  /// A list of names without repeats; `what` names them in the error (`type`, `item`).
  func names(_ readers: [JSONReader], what: String) throws(JSONReadError) -> [String] {
    var names: [String] = []
    for reader in readers {
      let name = try reader.name()
      if let first = names.firstIndex(of: name) {
        throw reader.error(
          "\(what) \(JSONQuoting.quoted(name)) is already listed at \(readers[first].path)")
      }
      names.append(name)
    }
    return names
  }
}
