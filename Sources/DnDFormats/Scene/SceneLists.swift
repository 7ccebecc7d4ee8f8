import DnDEngine
import DnDSimulator

/// A view's `table` or `collection`: data, layout, and the list's drag and drop delegates.
///
/// Layout keys default to the engine's `TableLayout` and `FlowLayout` defaults (the model's
/// ``ListSpec/Layout`` has none). Keys that only one kind has are errors on the other: tables
/// have no reordering cadence (their gap always moves at once) and collections have no
/// `moveRowAt`, no footers, no `automatic` intent and no placeholder row height.
extension SceneReader {
  static let commonListKeys = [
    "sections", "header_height", "content_offset", "multiple_selection", "spring_loaded",
    "spring_loaded_except", "spring_flash", "drag", "drop", "delegate",
  ]
  /// The largest section or item index a scene file may name.
  static let maxListIndex = 10_000
  static let tableKeys = commonListKeys + ["row_height", "footer_height", "moves_rows"]
  static let collectionKeys =
    commonListKeys + ["item_size", "interitem_spacing", "line_spacing", "reordering_cadence"]

  /// An integer 0…``maxListIndex`` (`what` names it in the error: "a section index").
  static func listIndex(_ reader: JSONReader, _ what: String) throws(JSONReadError) -> Int {
    let value = try reader.integer()
    guard (0...Int64(maxListIndex)).contains(value) else {
      throw reader.error("expected \(what) 0…\(maxListIndex), found \(value)")
    }
    return Int(value)
  }

  mutating func readList(_ object: JSONObjectReader, kind: ListSpec.Kind) throws(JSONReadError)
    -> ListSpec
  {
    try object.rejectUnknownKeys(allowed: kind == .table ? Self.tableKeys : Self.collectionKeys)
    let sections = try readSections(try object.requireArray(key: "sections"))
    let header = try object.optional(key: "header_height")?.length("a header height") ?? 0
    let layout: ListSpec.Layout
    switch kind {
    case .table:
      layout = .table(
        rowHeight: try object.optional(key: "row_height")?.length("a row height", positive: true)
          ?? 44,
        headerHeight: header,
        footerHeight: try object.optional(key: "footer_height")?.length("a footer height") ?? 0)
    case .collection:
      layout = .flow(
        itemSize: try object.optional(key: "item_size")?.size(positive: true)
          ?? Size(width: 50, height: 50),
        interitemSpacing: try object.optional(key: "interitem_spacing")?.length("a spacing")
          ?? 10,
        lineSpacing: try object.optional(key: "line_spacing")?.length("a spacing") ?? 10,
        headerHeight: header)
    }
    var list = ListSpec(kind: kind, sections: sections, layout: layout)
    if let offset = object.optional(key: "content_offset") {
      list.contentOffset = try offset.length("a content offset")
    }
    if let multiple = object.optional(key: "multiple_selection") {
      list.allowsMultipleSelection = try multiple.bool()
    }
    if let cadence = object.optional(key: "reordering_cadence") {
      list.reorderingCadence = try cadence.choice([
        "immediate": .immediate, "fast": .fast, "slow": .slow,
      ])
    }
    if let movesRows = object.optional(key: "moves_rows") {
      list.movesRows = try movesRows.bool()
    }
    if let springLoaded = object.optional(key: "spring_loaded") {
      list.springLoaded = try springLoaded.bool()
    }
    if let delegate = try object.optionalObject(key: "delegate") {
      try delegate.rejectUnknownKeys(allowed: ["implements"])
      list.delegateImplemented = try Self.readImplements(delegate, .listDelegate(kind))
    }
    if let except = try object.optionalArray(key: "spring_loaded_except") {
      guard list.springLoaded else {
        throw object.error(
          "\"spring_loaded_except\" opts rows out of spring loading; expected \"spring_loaded\": true with it"
        )
      }
      for reader in except {
        let row = try reader.text()
        guard sections.contains(where: { $0.contains(row) }) else {
          throw reader.error(
            "unknown row \(JSONQuoting.quoted(row)); expected a row of \"sections\"")
        }
        list.springLoadedExcept.append(row)
      }
      // The rows opt out through shouldSpringLoadRowAt (ItemAt).
      if !list.delegateImplements(.shouldSpringLoad),
        let reader = object.optional(key: "spring_loaded_except")
      {
        throw Self.notImplemented(
          reader, key: "spring_loaded_except",
          method: ListDelegateMethod.shouldSpringLoad.logName(in: kind))
      }
    }
    if let flash = object.optional(key: "spring_flash") {
      list.springFlash = try readSpringFlash(flash, list: list, kind: kind)
    }
    if let drag = try object.optionalObject(key: "drag") {
      list.drag = try readListDrag(drag, kind: kind)
    }
    if let drop = try object.optionalObject(key: "drop") {
      list.drop = try readListDrop(drop, kind: kind)
    }
    return list
  }

  /// `"spring_flash": {"<row>": "<view>"}`: the delegate's `shouldSpringLoadRowAt` (ItemAt) sets
  /// the view as its context's `targetView`, so that view flashes when the row springs.
  private mutating func readSpringFlash(
    _ flashReader: JSONReader, list: ListSpec, kind: ListSpec.Kind
  ) throws(JSONReadError) -> [String: String] {
    let object = try flashReader.object()
    guard list.springLoaded else {
      throw object.error(
        "\"spring_flash\" changes the view a row's spring loading flashes; expected \"spring_loaded\": true with it"
      )
    }
    // The delegate sets the flashing view in shouldSpringLoadRowAt (ItemAt).
    guard list.delegateImplements(.shouldSpringLoad) else {
      throw Self.notImplemented(
        flashReader, key: "spring_flash",
        method: ListDelegateMethod.shouldSpringLoad.logName(in: kind))
    }
    var flash: [String: String] = [:]
    for member in object.object.members {
      guard let reader = object.optional(key: member.key) else { continue }
      guard list.sections.contains(where: { $0.contains(member.key) }) else {
        throw reader.error(
          "unknown row \(JSONQuoting.quoted(member.key)); expected a row of \"sections\"")
      }
      guard !list.springLoadedExcept.contains(member.key) else {
        throw reader.error(
          "row \(JSONQuoting.quoted(member.key)) is in \"spring_loaded_except\": it never springs, so nothing flashes"
        )
      }
      flash[member.key] = try viewReference(reader)
    }
    return flash
  }

  /// Rows are text; a row's name is its identity (a text row's `localObject`), so names are
  /// unique within the list.
  private func readSections(_ readers: [JSONReader]) throws(JSONReadError) -> [[String]] {
    var sections: [[String]] = []
    var rowPaths: [String: JSONPath] = [:]
    for sectionReader in readers {
      var rows: [String] = []
      for rowReader in try sectionReader.array() {
        let row = try rowReader.text()
        if let first = rowPaths[row] {
          throw rowReader.error(
            "duplicate row \(JSONQuoting.quoted(row)) (first at \(first)); "
              + "a row's name identifies it in its list")
        }
        rowPaths[row] = rowReader.path
        rows.append(row)
      }
      sections.append(rows)
    }
    return sections
  }

  private func readListDrag(_ object: JSONObjectReader, kind: ListSpec.Kind)
    throws(JSONReadError) -> ListDragSpec
  {
    try object.rejectUnknownKeys(allowed: [
      "restricted", "allows_move", "flocking", "preview_corner_radius", "implements",
    ])
    var drag = ListDragSpec()
    if let restricted = object.optional(key: "restricted") {
      drag.restricted = try restricted.bool()
    }
    if let allowsMove = object.optional(key: "allows_move") {
      drag.allowsMove = try allowsMove.bool()
    }
    if let flocking = object.optional(key: "flocking") {
      drag.flocking = try readFlocking(flocking)
    }
    if let radius = object.optional(key: "preview_corner_radius") {
      drag.previewCornerRadius = try radius.length("a corner radius")
    }
    let names = MethodNames<ListDragDelegateMethod>.listDrag(kind)
    drag.implemented = try Self.readImplements(object, names)
    try Self.checkConfigured(
      object,
      [
        ("restricted", .dragSessionIsRestrictedToDraggingApplication),
        ("allows_move", .dragSessionAllowsMoveOperation), ("flocking", .itemsForAddingTo),
        ("preview_corner_radius", .dragPreviewParameters),
      ], implemented: drag.implemented, names)
    return drag
  }

  private mutating func readListDrop(_ object: JSONObjectReader, kind: ListSpec.Kind)
    throws(JSONReadError) -> ListDropSpec
  {
    try object.rejectUnknownKeys(allowed: [
      "accepts", "local", "app", "external", "perform", "load", "progress",
      "simultaneous_sessions", "update_after_drop", "nil_destination", "reload_sections",
      "implements",
    ])
    var drop = ListDropSpec()
    if let accepts = try object.optionalArray(key: "accepts") {
      drop.accepts = try types(accepts)
    }
    if let local = try object.optionalObject(key: "local") {
      drop.local = try readRule(local, default: drop.local, kind: kind)
    }
    if let app = try object.optionalObject(key: "app") {
      drop.app = try readRule(app, default: drop.app, kind: kind)
    }
    if let external = try object.optionalObject(key: "external") {
      drop.external = try readRule(external, default: drop.external, kind: kind)
    }
    if let perform = object.optional(key: "perform") {
      drop.perform = try readListPerform(perform, kind: kind)
    }
    if let load = object.optional(key: "load") {
      drop.load = try readLoadMode(load)
    }
    if let progress = object.optional(key: "progress") {
      drop.progressStyle = try progress.progressStyle()
    }
    if let simultaneous = object.optional(key: "simultaneous_sessions") {
      drop.allowsSimultaneousSessions = try simultaneous.bool()
    }
    if let later = object.optional(key: "update_after_drop") {
      drop.updatesOwnRowsAfterDrop = try later.bool()
    }
    if let nilDestination = object.optional(key: "nil_destination") {
      let parts = try nilDestination.array()
      guard parts.count == 2 else {
        throw nilDestination.error(
          "expected an index path [section, item], found \(parts.count) numbers")
      }
      let section = try Self.listIndex(parts[0], "an index")
      drop.nilDestination = ListIndexPath(
        item: try Self.listIndex(parts[1], "an index"), section: section)
    }
    var loadsObjects = false
    if case .objects = drop.load { loadsObjects = true }
    if drop.perform == .insertAll, !loadsObjects, let perform = object.optional(key: "perform") {
      throw perform.error(
        "\"insert_all\" loads the session's objects with one loadObjects; expected \"load\": {\"objects\": class}"
      )
    }
    if let reader = object.optional(key: "reload_sections") {
      guard drop.perform == .insertAll else {
        throw reader.error(
          "\"reload_sections\" is part of the batch \"insert_all\" makes; expected \"perform\": \"insert_all\" with it"
        )
      }
      for part in try reader.array() {
        drop.reloadSections.append(try Self.listIndex(part, "a section index"))
      }
    }
    let names = MethodNames<ListDropDelegateMethod>.listDrop(kind)
    drop.implemented = try Self.readImplements(object, names)
    try Self.checkConfigured(
      object,
      [
        ("accepts", .canHandle), ("local", .dropSessionDidUpdate), ("app", .dropSessionDidUpdate),
        ("external", .dropSessionDidUpdate),
      ], implemented: drop.implemented, names)
    return drop
  }

  /// `{"operation": op, "intent": intent, "max_items": n, "full_size_preview": bool}`; a missing
  /// key keeps the rule's default.
  private func readRule(
    _ object: JSONObjectReader, default rule: ListProposalRule, kind: ListSpec.Kind
  ) throws(JSONReadError) -> ListProposalRule {
    try object.rejectUnknownKeys(allowed: [
      "operation", "intent", "max_items", "full_size_preview",
    ])
    var rule = rule
    if let operation = object.optional(key: "operation") {
      rule.operation = try operation.operation()
    }
    if let intentReader = object.optional(key: "intent") {
      switch kind {
      case .table:
        rule.intent = try intentReader.choice([
          "unspecified": .unspecified, "insert_at_destination": .insertAtDestinationIndexPath,
          "insert_into_destination": .insertIntoDestinationIndexPath, "automatic": .automatic,
        ])
      case .collection:
        rule.intent = try intentReader.choice([
          "unspecified": .unspecified, "insert_at_destination": .insertAtDestinationIndexPath,
          "insert_into_destination": .insertIntoDestinationIndexPath,
        ])
      }
    }
    if let maxItems = object.optional(key: "max_items") {
      rule.maxItems = try maxItems.integer(in: 0...Self.maxItemCount, "an item count")
    }
    if let fullSize = object.optional(key: "full_size_preview") {
      rule.prefersFullSizePreview = try fullSize.bool()
    }
    return rule
  }

  /// `"insert"`, `"insert_into"`,
  /// `{"placeholders": {"reuse_identifier": name, "row_height": h, "on_failure": "delete"|"keep"}}`
  /// (row height: tables only; `on_failure` defaults to `delete`) or
  /// `{"drop_to": {"container": view, "center": [x, y], "scale": s}}`.
  private mutating func readListPerform(_ reader: JSONReader, kind: ListSpec.Kind)
    throws(JSONReadError)
    -> ListPerformStrategy
  {
    if case .string = reader.value {
      return try reader.choice([
        "insert": .insert, "insert_into": .insertInto, "insert_all": .insertAll,
      ])
    }
    guard case .object = reader.value else {
      throw reader.error(
        "expected \"insert\", \"insert_into\", \"insert_all\" or an object, found \(reader.value.summary)"
      )
    }
    let object = try reader.object()
    if let target = try object.optionalObject(key: "drop_to") {
      try object.rejectUnknownKeys(allowed: ["drop_to"])
      try target.rejectUnknownKeys(allowed: ["container", "center", "scale"])
      return .dropTo(
        container: try viewReference(try target.require(key: "container")),
        center: try target.require(key: "center").point(),
        scale: try target.optional(key: "scale")?.positiveNumber(
          upTo: Self.maxRetargetScale, "a scale") ?? 1)
    }
    try object.rejectUnknownKeys(allowed: ["placeholders", "drop_to"])
    let placeholders = try object.requireObject(key: "placeholders")
    try placeholders.rejectUnknownKeys(
      allowed: kind == .table
        ? ["reuse_identifier", "row_height", "on_failure"] : ["reuse_identifier", "on_failure"])
    return .placeholders(
      reuseIdentifier: try placeholders.require(key: "reuse_identifier").name(),
      rowHeight: try placeholders.optional(key: "row_height")?.length(
        "a row height", positive: true),
      keepsOnFailure: try placeholders.optional(key: "on_failure")?.choice([
        "delete": false, "keep": true,
      ]) ?? false)
  }
}
