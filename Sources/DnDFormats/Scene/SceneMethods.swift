import DnDSimulator

/// `implements`: the methods a delegate implements (`Docs/formats.md`, "Delegate methods").
///
/// Absent, the delegate implements every method, as scene files always said. Present, it is the
/// complete list, as the app's code would read: the required method too (a list without it says
/// the app lacks a method it cannot lack), each name once, by the name the log gives the call.
/// A key that configures a method the list leaves out is an error at that key: the scene would
/// describe code the app does not have.
struct MethodNames<Method: Hashable> {
  /// What messages call the delegate: "a drag delegate", "a table's drop delegate".
  let delegate: String
  let required: [String]
  /// Every optional method, by its name in this delegate's log, in Docs/delegate-methods.md's
  /// order (the order the writer uses).
  let methods: [(name: String, method: Method)]
  /// The names the other kind of list gives the same methods, with this kind's name.
  var otherKind: [String: String] = [:]

  func name(of method: Method) -> String {
    methods.first { $0.method == method }?.name ?? "?"
  }

  /// Every name the list may hold, required ones first.
  var allNames: [String] { required + methods.map(\.name) }
}

extension MethodNames where Method == DragDelegateMethod {
  static var drag: Self {
    .init(
      delegate: "a drag delegate", required: DragDelegateMethod.required,
      methods: DragDelegateMethod.allCases.map { ($0.rawValue, $0) })
  }

}

extension MethodNames where Method == DropDelegateMethod {
  static var drop: Self {
    .init(
      delegate: "a drop delegate", required: DropDelegateMethod.required,
      methods: DropDelegateMethod.allCases.map { ($0.rawValue, $0) })
  }

}

extension MethodNames where Method == ListDragDelegateMethod {
  static func listDrag(_ kind: ListSpec.Kind) -> Self {
    .init(
      delegate: "\(kind.article)'s drag delegate", required: ListDragDelegateMethod.required,
      methods: ListDragDelegateMethod.allCases.map { ($0.logName(in: kind), $0) },
      otherKind: Dictionary(
        uniqueKeysWithValues: ListDragDelegateMethod.allCases.compactMap {
          $0.logName(in: kind.other) == $0.logName(in: kind)
            ? nil : ($0.logName(in: kind.other), $0.logName(in: kind))
        }))
  }

}

extension MethodNames where Method == ListDropDelegateMethod {
  static func listDrop(_ kind: ListSpec.Kind) -> Self {
    .init(
      delegate: "\(kind.article)'s drop delegate", required: ListDropDelegateMethod.required,
      methods: ListDropDelegateMethod.allCases.map { ($0.logName(in: kind), $0) },
      otherKind: Dictionary(
        uniqueKeysWithValues: ListDropDelegateMethod.allCases.compactMap {
          $0.logName(in: kind.other) == $0.logName(in: kind)
            ? nil : ($0.logName(in: kind.other), $0.logName(in: kind))
        }))
  }

}

extension MethodNames where Method == ListDelegateMethod {
  static func listDelegate(_ kind: ListSpec.Kind) -> Self {
    .init(
      delegate: "\(kind.article)'s delegate", required: ListDelegateMethod.required,
      methods: ListDelegateMethod.allCases.map { ($0.logName(in: kind), $0) },
      otherKind: Dictionary(
        uniqueKeysWithValues: ListDelegateMethod.allCases.map {
          ($0.logName(in: kind.other), $0.logName(in: kind))
        }))
  }
}

extension ListSpec.Kind {
  /// "a table", "a collection view".
  var article: String {
    switch self {
    case .table: "a table"
    case .collection: "a collection view"
    }
  }

  var other: ListSpec.Kind {
    switch self {
    case .table: .collection
    case .collection: .table
    }
  }
}

extension SceneReader {
  /// `object`'s `implements` for a delegate with these method names; nil when absent (every
  /// method).
  static func readImplements<Method>(
    _ object: JSONObjectReader, _ names: MethodNames<Method>
  ) throws(JSONReadError) -> Set<Method>? {
    guard let list = object.optional(key: "implements") else { return nil }
    let readers = try list.array()
    var implemented: Set<Method> = []
    var seen: [String: JSONPath] = [:]
    for reader in readers {
      let name = try reader.string()
      if let first = seen[name] {
        throw reader.error(
          "duplicate method \(JSONQuoting.quoted(name)) (first at \(first))")
      }
      seen[name] = reader.path
      if names.required.contains(name) { continue }
      guard let method = names.methods.first(where: { $0.name == name })?.method else {
        if let own = names.otherKind[name] {
          throw reader.error(
            "\(JSONQuoting.quoted(name)) is not a method of \(names.delegate); "
              + "its name there is \(JSONQuoting.quoted(own))")
        }
        throw reader.error(
          "unknown method \(JSONQuoting.quoted(name)) for \(names.delegate); expected one of "
            + names.allNames.map { JSONQuoting.quoted($0) }.joined(separator: ", "))
      }
      implemented.insert(method)
    }
    for required in names.required where seen[required] == nil {
      throw list.error(
        "\(names.delegate) always implements \(JSONQuoting.quoted(required)) (required); "
          + "\"implements\" lists every method the delegate implements, so it must list "
          + JSONQuoting.quoted(required))
    }
    return implemented
  }

  /// Throws at the first of `keys` present in `object` whose method `implemented` leaves out:
  /// the key configures code the app does not have.
  static func checkConfigured<Method>(
    _ object: JSONObjectReader, _ keys: [(key: String, method: Method)],
    implemented: Set<Method>?, _ names: MethodNames<Method>
  ) throws(JSONReadError) {
    guard let implemented else { return }
    for (key, method) in keys where !implemented.contains(method) {
      guard let reader = object.optional(key: key) else { continue }
      throw notImplemented(reader, key: key, method: names.name(of: method))
    }
  }

  /// `"key" configures "method", which "implements" does not list`.
  static func notImplemented(_ reader: JSONReader, key: String, method: String) -> JSONReadError {
    reader.error(
      "\(JSONQuoting.quoted(key)) configures \(JSONQuoting.quoted(method)), which "
        + "\"implements\" does not list; list it there or leave \(JSONQuoting.quoted(key)) out")
  }
}
