import DnDEngine
import DnDSimulator

/// A plain view's `drop`, `spring` and `paste`, and the values they share with lists: load modes,
/// operations and progress styles.
extension SceneReader {
  static let forbidKeys = ["more_items_than", "lacks", "has"]
  static let maxItemCount: Int64 = 10_000

  mutating func readDrop(_ object: JSONObjectReader) throws(JSONReadError) -> DropSpec {
    try object.rejectUnknownKeys(allowed: [
      "accepts", "proposal", "perform", "preview", "local_preview", "animation",
      "local_animation", "simultaneous_sessions", "conclude", "load_in_update",
      "indicator", "implements", "interactions",
    ])
    var drop = DropSpec()
    if let accepts = try object.optionalArray(key: "accepts") {
      drop.accepts = try types(accepts)
    }
    if let proposal = try object.optionalObject(key: "proposal") {
      drop.proposal = try readProposal(proposal)
    }
    if let perform = try object.optionalObject(key: "perform") {
      drop.perform = try readPerform(perform)
    }
    if let preview = object.optional(key: "preview") {
      drop.preview = try readPreview(preview, forDrop: true)
    }
    if let preview = object.optional(key: "local_preview") {
      drop.localPreview = try readPreview(preview, forDrop: true)
    }
    if let animation = try object.optionalObject(key: "animation") {
      drop.animation = try readAlongside(animation)
    }
    if let animation = try object.optionalObject(key: "local_animation") {
      drop.localAnimation = try readAlongside(animation)
    }
    if let indicator = object.optional(key: "indicator") {
      drop.indicator = try indicator.name()
    }
    if let simultaneous = object.optional(key: "simultaneous_sessions") {
      drop.allowsSimultaneousSessions = try simultaneous.bool()
    }
    if let loads = object.optional(key: "load_in_update") {
      drop.loadsInUpdate = try loads.bool()
    }
    if let count = object.optional(key: "interactions") {
      drop.interactionCount = try count.integer(
        in: 1...Int64(DropSpec.maxInteractions), "a number of drop interactions")
    }
    drop.conclude = try readChanges(try object.optionalArray(key: "conclude") ?? [])
    try Self.readDropImplements(object, into: &drop)
    return drop
  }

  /// The drop's `implements`, and no key configuring a method it leaves out.
  private static func readDropImplements(_ object: JSONObjectReader, into drop: inout DropSpec)
    throws(JSONReadError)
  {
    let names = MethodNames<DropDelegateMethod>.drop
    drop.implemented = try readImplements(object, names)
    guard let implemented = drop.implemented else { return }
    try checkConfigured(
      object,
      [
        ("accepts", .canHandle), ("proposal", .sessionDidUpdate), ("indicator", .sessionDidUpdate),
        ("load_in_update", .sessionDidUpdate), ("perform", .performDrop),
        ("preview", .previewForDropping), ("local_preview", .previewForDropping),
        ("animation", .willAnimateDrop), ("local_animation", .willAnimateDrop),
        ("conclude", .concludeDrop),
      ], implemented: implemented, names)
    guard let perform = try object.optionalObject(key: "perform") else { return }
    // The app's own progress is hidden, and its bookkeeping logged, in concludeDrop.
    try checkConfigured(
      perform, [("per_item_progress", .concludeDrop), ("conclude_bookkeeping", .concludeDrop)],
      implemented: implemented, names)
    // A relocated item moves when its drop animation ends (willAnimateDrop adds the completion),
    // or in concludeDrop when it had none.
    if drop.perform.localItems == .relocate, let reader = perform.optional(key: "local_items"),
      !implemented.contains(.willAnimateDrop), !implemented.contains(.concludeDrop)
    {
      throw reader.error(
        "\"relocate\" moves each item when its drop animation ends (\"willAnimateDrop\") or in "
          + "\"concludeDrop\", and \"implements\" lists neither; list one of them")
    }
  }

  private func readProposal(_ object: JSONObjectReader) throws(JSONReadError) -> ProposalPolicy {
    try object.rejectUnknownKeys(allowed: [
      "local", "external", "forbidden_when", "precise", "full_size_preview", "checks_allows_move",
    ])
    var proposal = ProposalPolicy()
    if let local = object.optional(key: "local") {
      proposal.local = try local.operation()
    }
    if let external = object.optional(key: "external") {
      proposal.external = try external.operation()
    }
    for reader in try object.optionalArray(key: "forbidden_when") ?? [] {
      proposal.forbiddenWhen.append(try readForbidCondition(reader))
    }
    if let precise = object.optional(key: "precise") {
      proposal.isPrecise = try precise.bool()
    }
    if let fullSize = object.optional(key: "full_size_preview") {
      proposal.prefersFullSizePreview = try fullSize.bool()
    }
    if let checks = object.optional(key: "checks_allows_move") {
      proposal.checksAllowsMove = try checks.bool()
    }
    return proposal
  }

  private func readForbidCondition(_ reader: JSONReader) throws(JSONReadError) -> ForbidCondition {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: Self.forbidKeys)
    let key = try object.exactlyOne(of: Self.forbidKeys)
    let value = try object.require(key: key)
    switch key {
    case "more_items_than":
      return .moreItemsThan(try value.integer(in: 0...Self.maxItemCount, "an item count"))
    case "lacks":
      return .lacks(try type(value))
    default:
      return .has(try type(value))
    }
  }

  private func readPerform(_ object: JSONObjectReader) throws(JSONReadError) -> PerformSpec {
    try object.rejectUnknownKeys(allowed: [
      "load", "local_items", "progress", "per_item_progress", "conclude_bookkeeping",
      "place_immediately",
    ])
    var perform = PerformSpec()
    if let load = object.optional(key: "load") {
      perform.load = try readLoadMode(load, allowsFiles: true)
    }
    if let localItems = object.optional(key: "local_items") {
      perform.localItems = try localItems.choice([
        "relocate": LocalItemAction.relocate, "delete": .delete,
      ])
    }
    if let progress = object.optional(key: "progress") {
      perform.progressStyle = try progress.progressStyle()
    }
    if let perItem = object.optional(key: "per_item_progress") {
      perform.perItemProgress = try perItem.bool()
    }
    if let conclude = object.optional(key: "conclude_bookkeeping") {
      perform.concludeBookkeeping = try conclude.bool()
    }
    if let place = object.optional(key: "place_immediately") {
      perform.placeImmediately = try place.bool()
    }
    return perform
  }

  func readSpring(_ object: JSONObjectReader) throws(JSONReadError) -> SpringSpec {
    try object.rejectUnknownKeys(allowed: ["action"])
    var spring = SpringSpec()
    if let action = object.optional(key: "action") {
      spring.action = try action.name()
    }
    return spring
  }

  /// `"button": {"action": name, "spring_loaded": bool}`. A button's taps and spring loading are
  /// its own (they send the action), so it takes no `tap` handler, no `spring` interaction of the
  /// app's and is no list.
  func readButton(_ reader: JSONReader, view: ViewSpec) throws(JSONReadError) -> ButtonSpec {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["action", "spring_loaded"])
    for (key, present) in [
      ("tap", !view.tap.isEmpty), ("spring", view.spring != nil),
      (view.list?.kind.rawValue ?? "table", view.list != nil),
    ] where present {
      throw reader.error(
        "a button's taps and spring loading send its action; expected no \(JSONQuoting.quoted(key)) with it"
      )
    }
    var button = ButtonSpec(action: try object.require(key: "action").name())
    if let springLoaded = object.optional(key: "spring_loaded") {
      button.springLoaded = try springLoaded.bool()
    }
    return button
  }

  func readPaste(_ object: JSONObjectReader) throws(JSONReadError) -> PasteSpec {
    try object.rejectUnknownKeys(allowed: ["types", "load"])
    return PasteSpec(
      acceptableTypes: try types(try object.requireArray(key: "types")),
      load: try readLoadMode(try object.require(key: "load")))
  }
}

extension JSONReader {
  /// `"cancel"`, `"forbidden"`, `"copy"` or `"move"`.
  func operation() throws(JSONReadError) -> DropOperation {
    try choice(["cancel": .cancel, "forbidden": .forbidden, "copy": .copy, "move": .move])
  }

  /// `"default"` or `"none"`.
  func progressStyle() throws(JSONReadError) -> ProgressIndicatorStyle {
    try choice(["default": .default, "none": .none])
  }
}

extension SceneReader {
  /// `"none"`, `{"objects": class}`, `{"each_object": class}` (class `"image"`, `"text"` or
  /// `"url"`), `{"each_data": type}`, or — where `allowsFiles` (a plain view's drop) —
  /// `{"each_file": [type]}` (at least one type, no repeats).
  func readLoadMode(_ reader: JSONReader, allowsFiles: Bool = false) throws(JSONReadError)
    -> LoadMode
  {
    if case .string = reader.value {
      return try reader.choice(["none": LoadMode.none])
    }
    guard case .object = reader.value else {
      throw reader.error("expected \"none\" or an object, found \(reader.value.summary)")
    }
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["objects", "each_object", "each_data", "each_file"])
    let key = try object.exactlyOne(of: ["objects", "each_object", "each_data", "each_file"])
    if key == "each_data" {
      return .eachData(try type(try object.require(key: key)))
    }
    if key == "each_file" {
      let list = try object.require(key: key)
      guard allowsFiles else {
        throw list.error("each_file is a plain view's drop load mode (perform.load)")
      }
      let readers = try list.array()
      guard !readers.isEmpty else { throw list.error("expected at least one type") }
      return .eachFile(try types(readers))
    }
    let objectClass = try object.require(key: key).choice([
      "image": ObjectClass.image, "text": .text, "url": .url,
    ])
    return key == "objects" ? .objects(objectClass) : .eachObject(objectClass)
  }
}
