import DnDEngine
import DnDSimulator

/// A plain view's `drag`, and the policies it shares with drops: flocking, previews and alongside
/// animations.
extension SceneReader {
  static let maxRetargetScale = 100.0

  mutating func readDrag(_ object: JSONObjectReader) throws(JSONReadError) -> DragSpec {
    try object.rejectUnknownKeys(allowed: [
      "items", "add_items", "flocking", "restricted", "allows_move", "lift_preview",
      "lift_previews", "cancel_previews",
      "cancel_preview", "lift_animation", "cancel_animation", "platter", "did_end", "enabled",
      "full_size_previews", "session_for_adding", "implements", "local_context",
    ])
    var items: [String] = []
    for reader in try object.requireArray(key: "items") {
      items.append(try item(reader))
    }
    var drag = DragSpec(items: items)
    for reader in try object.optionalArray(key: "add_items") ?? [] {
      drag.addItems.append(try item(reader))
    }
    if let flocking = object.optional(key: "flocking") {
      drag.flocking = try readFlocking(flocking)
    }
    if let restricted = object.optional(key: "restricted") {
      drag.restricted = try restricted.bool()
    }
    if let enabled = object.optional(key: "enabled") {
      drag.enabled = try enabled.bool()
    }
    if let allowsMove = object.optional(key: "allows_move") {
      drag.allowsMove = try allowsMove.bool()
    }
    if let preview = object.optional(key: "lift_preview") {
      drag.liftPreview = try readPreview(preview, forDrop: false)
    }
    drag.itemLiftPreviews = try readItemPreviews(object, key: "lift_previews", items: items.count)
    drag.itemCancelPreviews = try readItemPreviews(
      object, key: "cancel_previews", items: items.count)
    if let preview = object.optional(key: "cancel_preview") {
      drag.cancelPreview = try readPreview(preview, forDrop: false)
    }
    if let animation = try object.optionalObject(key: "lift_animation") {
      drag.liftAnimation = try readAlongside(animation)
    }
    if let animation = try object.optionalObject(key: "cancel_animation") {
      drag.cancelAnimation = try readAlongside(animation)
    }
    if let platter = try object.optionalObject(key: "platter") {
      drag.platter = try readPlatter(platter)
    }
    if let fullSize = object.optional(key: "full_size_previews") {
      drag.fullSizePreviews = try fullSize.bool()
    }
    if let choice = object.optional(key: "session_for_adding") {
      drag.sessionForAdding = try choice.choice([
        "none": .none, "oldest": .oldest, "newest": .newest,
      ])
    }
    drag.didEnd = try readChanges(try object.optionalArray(key: "did_end") ?? [])
    drag.localContext = try object.optional(key: "local_context")?.text()
    try Self.readDragImplements(object, into: &drag)
    return drag
  }

  /// The drag's `implements`, and no key configuring a method it leaves out.
  private static func readDragImplements(_ object: JSONObjectReader, into drag: inout DragSpec)
    throws(JSONReadError)
  {
    let names = MethodNames<DragDelegateMethod>.drag
    drag.implemented = try readImplements(object, names)
    try checkConfigured(
      object,
      [
        ("add_items", .itemsForAddingTo), ("flocking", .itemsForAddingTo),
        ("restricted", .sessionIsRestrictedToDraggingApplication),
        ("allows_move", .sessionAllowsMoveOperation), ("lift_preview", .previewForLifting),
        ("lift_previews", .previewForLifting), ("cancel_preview", .previewForCancelling),
        ("cancel_previews", .previewForCancelling), ("lift_animation", .willAnimateLift),
        ("cancel_animation", .willAnimateCancel), ("full_size_previews", .prefersFullSizePreviews),
        ("session_for_adding", .sessionForAddingItems), ("did_end", .sessionDidEnd),
      ], implemented: drag.implemented, names)
    // A platter is set in sessionWillBegin, or in sessionDidMove once the drag leaves a view.
    if let implemented = drag.implemented, let platter = drag.platter,
      let reader = object.optional(key: "platter")
    {
      let method: DragDelegateMethod =
        platter.whenLeaving == nil ? .sessionWillBegin : .sessionDidMove
      if !implemented.contains(method) {
        throw notImplemented(reader, key: "platter", method: method.rawValue)
      }
    }
  }

  /// A drag's per-item previews under `key` (`lift_previews`, `cancel_previews`): at most one per
  /// lifted item; none when the key is absent.
  private mutating func readItemPreviews(_ object: JSONObjectReader, key: String, items: Int)
    throws(JSONReadError) -> [PreviewPolicy]
  {
    guard let readers = try object.optionalArray(key: key) else { return [] }
    guard readers.count <= items else {
      throw object.error(
        "\"\(key)\" has \(readers.count) previews for \(items) items; expected at most one per item"
      )
    }
    var previews: [PreviewPolicy] = []
    for reader in readers { previews.append(try readPreview(reader, forDrop: false)) }
    return previews
  }

  /// `"always"`, `"never"` or `{"without_duplicates": bool, "only_type": type}` (adding allowed).
  func readFlocking(_ reader: JSONReader) throws(JSONReadError) -> FlockingRule {
    if case .string = reader.value {
      return try reader.choice(["always": .always, "never": .never])
    }
    guard case .object = reader.value else {
      throw reader.error(
        "expected \"always\", \"never\" or an object, found \(reader.value.summary)")
    }
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["without_duplicates", "only_type"])
    var rule = FlockingRule()
    if let withoutDuplicates = object.optional(key: "without_duplicates") {
      rule.withoutDuplicates = try withoutDuplicates.bool()
    }
    if let onlyType = object.optional(key: "only_type") {
      rule.onlyType = try type(onlyType)
    }
    return rule
  }

  /// `"default"`, `"none"`, `"in_place"` (drop previews only), `{"visible_path": path,
  /// "background": colour}` (both optional) or
  /// `{"retarget": {"container": view, "center": [x, y], "scale": s}}`.
  mutating func readPreview(_ reader: JSONReader, forDrop: Bool) throws(JSONReadError)
    -> PreviewPolicy
  {
    let names = forDrop ? ["default", "none", "in_place"] : ["default", "none"]
    if case .string(let name) = reader.value {
      if forDrop {
        return try reader.choice(["default": .default, "none": .none, "in_place": .inPlace])
      }
      if name == "in_place" {
        throw reader.error(
          "\"in_place\" is for drop previews (the item settles where the finger let go); "
            + "expected \"default\", \"none\" or an object")
      }
      return try reader.choice(["default": .default, "none": .none])
    }
    guard case .object = reader.value else {
      throw reader.error(
        "expected \(names.map { JSONQuoting.quoted($0) }.joined(separator: ", ")) or an object, "
          + "found \(reader.value.summary)")
    }
    let object = try reader.object()
    if let other = object.optional(key: "view") {
      guard !forDrop else {
        throw other.error(
          "\"view\" previews are for lifts and cancels (another view's own preview); "
            + "a drop preview is \"default\", \"none\", \"in_place\", a custom or a retarget")
      }
      try object.rejectUnknownKeys(allowed: ["view"])
      return .view(try viewReference(other))
    }
    if let retarget = object.optional(key: "retarget") {
      try object.rejectUnknownKeys(allowed: ["retarget"])
      let target = try retarget.object()
      try target.rejectUnknownKeys(allowed: ["container", "center", "scale"])
      return .retarget(
        container: try viewReference(try target.require(key: "container")),
        center: try target.require(key: "center").point(),
        scale: try target.require(key: "scale").positiveNumber(
          upTo: Self.maxRetargetScale, "a scale"))
    }
    try object.rejectUnknownKeys(
      allowed: forDrop
        ? ["visible_path", "background", "retarget"]
        : ["visible_path", "background", "retarget", "in_place", "view"])
    if let inPlace = object.optional(key: "in_place"), try inPlace.bool() {
      guard let path = try object.optional(key: "visible_path")?.shapePath() else {
        throw object.error("\"in_place\": true needs a \"visible_path\" to lift in place")
      }
      return .crop(
        visiblePath: path, backgroundColor: try object.optional(key: "background")?.text())
    }
    return .custom(
      visiblePath: try object.optional(key: "visible_path")?.shapePath(),
      backgroundColor: try object.optional(key: "background")?.text())
  }

  /// `{"animations": [change…], "completion": [change…], "reversed": [change…]}`.
  mutating func readAlongside(_ object: JSONObjectReader) throws(JSONReadError) -> AlongsideSpec {
    try object.rejectUnknownKeys(allowed: ["animations", "completion", "reversed"])
    return AlongsideSpec(
      animations: try readChanges(try object.optionalArray(key: "animations") ?? []),
      completion: try readChanges(try object.optionalArray(key: "completion") ?? []),
      reversed: try readChanges(try object.optionalArray(key: "reversed") ?? []))
  }

  /// Changes, each `{"view": name, "set": property, "to": value}`.
  mutating func readChanges(_ readers: [JSONReader]) throws(JSONReadError) -> [PropertyChange] {
    var changes: [PropertyChange] = []
    for reader in readers { changes.append(try readChange(reader)) }
    return changes
  }

  private mutating func readChange(_ reader: JSONReader) throws(JSONReadError) -> PropertyChange {
    let object = try reader.object()
    try object.rejectUnknownKeys(allowed: ["view", "set", "to"])
    return PropertyChange(
      view: try viewReference(try object.require(key: "view")),
      property: try object.require(key: "set").name(),
      value: try object.require(key: "to").text())
  }

  private mutating func readPlatter(_ object: JSONObjectReader) throws(JSONReadError)
    -> PlatterSpec
  {
    try object.rejectUnknownKeys(allowed: ["name", "size", "visible_path", "when_leaving"])
    let nameReader = try object.require(key: "name")
    let name = try nameReader.name()
    platterNames.append(nameReader)
    var leaving: String?
    if let reader = object.optional(key: "when_leaving") { leaving = try viewReference(reader) }
    return PlatterSpec(
      name: name, size: try object.require(key: "size").size(),
      visiblePath: try object.optional(key: "visible_path")?.shapePath(), whenLeaving: leaving)
  }
}
