import DnDEngine
import DnDSimulator

extension SceneFile {
  /// The canonical text of `spec`: keys in the documented order, values equal to their defaults
  /// left out, custom types declared in `types`, two-space indentation with short arrays and
  /// objects on one line (``SceneJSONText``), and a final newline. The same spec always gives the
  /// same bytes, and reading them gives back `spec`.
  ///
  /// What the format cannot say, the writer still writes, so that reading the text reports it:
  /// names that are not names, numbers out of range, keys of the other list kind. Exceptions,
  /// which the format cannot hold at all:
  /// - a loader's delay must be whole milliseconds, 0 or more (a precondition);
  /// - one type name stands for one declaration: if the spec uses a name with different parents
  ///   in different places, the first one met is declared (`TypeIdentifier` equality compares
  ///   names only, so the read spec still compares equal);
  /// - a flocking rule that disallows adding is written `"never"`, whatever its other fields.
  public static func write(_ spec: SceneSpec) -> String {
    SceneJSONText.render(SceneWriter().document(spec)) + "\n"
  }
}

/// Turns a ``SceneSpec`` into the JSON value of its canonical file.
struct SceneWriter {
  /// An object's members in the order added.
  struct Members {
    var members: [JSONObject.Member] = []

    mutating func add(_ key: String, _ value: JSONValue) {
      members.append(JSONObject.Member(key: key, value: value))
    }

    var value: JSONValue { .object(JSONObject(members)) }
  }

  func document(_ spec: SceneSpec) -> JSONValue {
    var root = Members()
    root.add("format", .string(SceneFile.format))
    root.add("version", .integer(SceneFile.version))
    root.add("name", .string(spec.name))
    let declarations = Self.typeDeclarations(spec)
    if !declarations.isEmpty {
      root.add("types", .array(declarations.map(Self.declaration)))
    }
    root.add("apps", .array(spec.apps.map(app)))
    if !spec.items.isEmpty {
      root.add("items", .array(spec.items.map(item)))
    }
    root.add("windows", .array(spec.windows.map(window)))
    return root.value
  }

  private func app(_ app: AppSpec) -> JSONValue {
    var members = Members()
    members.add("name", .string(app.name))
    members.add("team", .string(app.team))
    if let group = app.group { members.add("group", .string(group)) }
    return members.value
  }

  private func window(_ window: WindowSpec) -> JSONValue {
    var members = Members()
    members.add("app", .string(window.app))
    members.add("frame", Self.rect(window.frame))
    members.add("views", .array(window.views.map(view)))
    return members.value
  }

  private func view(_ view: ViewSpec) -> JSONValue {
    var members = Members()
    members.add("name", .string(view.name))
    members.add("frame", Self.rect(view.frame))
    if view.isHidden { members.add("hidden", .bool(true)) }
    if let drag = view.drag { members.add("drag", self.drag(drag)) }
    if let drop = view.drop { members.add("drop", self.drop(drop)) }
    if let spring = view.spring {
      var object = Members()
      if spring.action != SpringSpec().action { object.add("action", .string(spring.action)) }
      members.add("spring", object.value)
    }
    if let paste = view.paste {
      var object = Members()
      object.add("types", Self.types(paste.acceptableTypes))
      object.add("load", Self.load(paste.load))
      members.add("paste", object.value)
    }
    if !view.tap.isEmpty { members.add("tap", Self.changes(view.tap)) }
    if let button = view.button {
      var object = Members()
      object.add("action", .string(button.action))
      if button.springLoaded { object.add("spring_loaded", .bool(true)) }
      members.add("button", object.value)
    }
    if let list = view.list { members.add(list.kind.rawValue, self.list(list)) }
    if !view.children.isEmpty { members.add("children", .array(view.children.map(self.view))) }
    return members.value
  }

  // MARK: Items

  private func item(_ item: ItemSpec) -> JSONValue {
    var members = Members()
    members.add("name", .string(item.name))
    if let localObject = item.localObject { members.add("local_object", .string(localObject)) }
    if let suggestedName = item.suggestedName {
      members.add("suggested_name", .string(suggestedName))
    }
    if let size = item.presentationSize { members.add("presentation_size", Self.size(size)) }
    members.add("representations", .array(item.representations.map(representation)))
    return members.value
  }

  private func representation(_ representation: RepresentationSpec) -> JSONValue {
    var members = Members()
    members.add("type", Self.type(representation.type))
    if representation.visibility != .all {
      let names: [RepresentationVisibility: String] = [
        .all: "all", .team: "team", .group: "group", .ownProcess: "own_process",
      ]
      members.add("visibility", .string(names[representation.visibility]!))
    }
    switch representation.content {
    case .text(let text): members.add("text", .string(text))
    case .image(let size): members.add("image", Self.size(size))
    case .url(let url): members.add("url", .string(url))
    case .bytes(let count): members.add("bytes", .integer(Int64(count)))
    }
    let loader = representation.loader
    if loader != LoadScript() {
      var object = Members()
      let nanoseconds = loader.delay.nanoseconds
      precondition(
        nanoseconds >= 0 && nanoseconds % 1_000_000 == 0,
        "a scene file holds loader delays in whole milliseconds, not \(loader.delay)")
      if nanoseconds != 0 { object.add("delay_ms", .integer(nanoseconds / 1_000_000)) }
      if loader.progressSteps != 0 {
        object.add("progress_steps", .integer(Int64(loader.progressSteps)))
      }
      switch loader.outcome {
      case .deliver: break
      case .fail(let reason): object.add("fail", .string(reason))
      case .hang: object.add("hang", .bool(true))
      }
      members.add("loader", object.value)
    }
    return members.value
  }

  // MARK: Types

  /// The types the file must declare for every type in `spec` to read back with its parents: in
  /// the order first met (representations, then views depth first), each followed by its parents.
  static func typeDeclarations(_ spec: SceneSpec) -> [TypeIdentifier] {
    var used: [TypeIdentifier] = []
    for item in spec.items { used += item.representations.map(\.type) }
    func visit(_ view: ViewSpec) {
      if let drag = view.drag, let type = drag.flocking.onlyType { used.append(type) }
      func loaded(_ load: LoadMode) {
        switch load {
        case .eachData(let type): used.append(type)
        case .eachFile(let types): used += types
        case .none, .objects, .eachObject: break
        }
      }
      if let drop = view.drop {
        used += drop.accepts
        loaded(drop.perform.load)
        for condition in drop.proposal.forbiddenWhen {
          switch condition {
          case .lacks(let type), .has(let type): used.append(type)
          case .moreItemsThan: break
          }
        }
      }
      if let paste = view.paste {
        used += paste.acceptableTypes
        loaded(paste.load)
      }
      if let type = view.list?.drag?.flocking.onlyType { used.append(type) }
      if let drop = view.list?.drop {
        used += drop.accepts
        loaded(drop.load)
      }
      for child in view.children { visit(child) }
    }
    for window in spec.windows {
      for view in window.views { visit(view) }
    }

    var declared: [TypeIdentifier] = []
    var seen: Set<String> = []
    func declare(_ type: TypeIdentifier) {
      guard seen.insert(type.rawValue).inserted else { return }
      if !sameDeclaration(type, TypeIdentifier(type.rawValue)) { declared.append(type) }
      for parent in type.parents { declare(parent) }
    }
    for type in used { declare(type) }
    return declared
  }

  /// Whether two types have the same name and, recursively, the same parents.
  private static func sameDeclaration(_ a: TypeIdentifier, _ b: TypeIdentifier) -> Bool {
    a.rawValue == b.rawValue && a.parents.count == b.parents.count
      && zip(a.parents, b.parents).allSatisfy { sameDeclaration($0, $1) }
  }

  private static func declaration(_ type: TypeIdentifier) -> JSONValue {
    var members = Members()
    members.add("name", .string(type.rawValue))
    members.add("conforms_to", types(type.parents))
    return members.value
  }

  // MARK: Values

  static func type(_ type: TypeIdentifier) -> JSONValue { .string(type.rawValue) }

  static func types(_ types: [TypeIdentifier]) -> JSONValue { .array(types.map(type)) }

  static func number(_ value: Double) -> JSONValue {
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
      return .integer(Int64(value))
    }
    return .double(value)
  }

  static func rect(_ rect: Rect) -> JSONValue {
    .array([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(number))
  }

  static func point(_ point: Point) -> JSONValue { .array([number(point.x), number(point.y)]) }

  static func size(_ size: Size) -> JSONValue { .array([number(size.width), number(size.height)]) }

  static func path(_ path: Path) -> JSONValue {
    var members = Members()
    switch path.shape {
    case .rect(let rect):
      members.add("rect", self.rect(rect))
    case .roundedRect(let rect, let radius):
      members.add("rounded_rect", self.rect(rect))
      members.add("corner_radius", number(radius))
    case .ellipse(let rect):
      members.add("ellipse", self.rect(rect))
    case .polygon(let points):
      members.add("polygon", .array(points.map(point)))
    }
    return members.value
  }

  static func load(_ load: LoadMode) -> JSONValue {
    switch load {
    case .none: .string("none")
    case .objects(let objectClass): .object(["objects": .string(objectClass.rawValue)])
    case .eachObject(let objectClass): .object(["each_object": .string(objectClass.rawValue)])
    case .eachData(let type): .object(["each_data": .string(type.rawValue)])
    case .eachFile(let types): .object(["each_file": Self.types(types)])
    }
  }

  static func operation(_ operation: DropOperation) -> JSONValue {
    .string(operation.logDescription)
  }

  static func progress(_ style: ProgressIndicatorStyle) -> JSONValue {
    .string(style == .none ? "none" : "default")
  }
}
