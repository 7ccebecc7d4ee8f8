import DnDEngine
import DnDSimulator

/// Drags, drops and lists in canonical form: every value equal to its default is left out.
extension SceneWriter {
  func drag(_ drag: DragSpec) -> JSONValue {
    var members = Members()
    Self.addImplements(drag.implemented, .drag, to: &members)
    members.add("items", .array(drag.items.map { .string($0) }))
    if !drag.addItems.isEmpty {
      members.add("add_items", .array(drag.addItems.map { .string($0) }))
    }
    if drag.flocking != .always { members.add("flocking", Self.flocking(drag.flocking)) }
    if drag.restricted { members.add("restricted", .bool(true)) }
    if let enabled = drag.enabled { members.add("enabled", .bool(enabled)) }
    if !drag.allowsMove { members.add("allows_move", .bool(false)) }
    if drag.liftPreview != .default { members.add("lift_preview", Self.preview(drag.liftPreview)) }
    if !drag.itemLiftPreviews.isEmpty {
      members.add("lift_previews", .array(drag.itemLiftPreviews.map(Self.preview)))
    }
    if !drag.itemCancelPreviews.isEmpty {
      members.add("cancel_previews", .array(drag.itemCancelPreviews.map(Self.preview)))
    }
    if drag.cancelPreview != .default {
      members.add("cancel_preview", Self.preview(drag.cancelPreview))
    }
    if !drag.liftAnimation.isEmpty {
      members.add("lift_animation", Self.alongside(drag.liftAnimation))
    }
    if !drag.cancelAnimation.isEmpty {
      members.add("cancel_animation", Self.alongside(drag.cancelAnimation))
    }
    if let platter = drag.platter {
      var object = Members()
      object.add("name", .string(platter.name))
      object.add("size", Self.size(platter.size))
      if let path = platter.visiblePath { object.add("visible_path", Self.path(path)) }
      if let leaving = platter.whenLeaving { object.add("when_leaving", .string(leaving)) }
      members.add("platter", object.value)
    }
    if drag.fullSizePreviews { members.add("full_size_previews", .bool(true)) }
    if drag.sessionForAdding != .none {
      members.add("session_for_adding", .string(drag.sessionForAdding.rawValue))
    }
    if !drag.didEnd.isEmpty { members.add("did_end", Self.changes(drag.didEnd)) }
    if let context = drag.localContext { members.add("local_context", .string(context)) }
    return members.value
  }

  func drop(_ drop: DropSpec) -> JSONValue {
    var members = Members()
    Self.addImplements(drop.implemented, .drop, to: &members)
    if !drop.accepts.isEmpty { members.add("accepts", Self.types(drop.accepts)) }
    if drop.proposal != ProposalPolicy() { members.add("proposal", Self.proposal(drop.proposal)) }
    if drop.perform != PerformSpec() { members.add("perform", Self.perform(drop.perform)) }
    if drop.preview != .default { members.add("preview", Self.preview(drop.preview)) }
    if let preview = drop.localPreview { members.add("local_preview", Self.preview(preview)) }
    if !drop.animation.isEmpty { members.add("animation", Self.alongside(drop.animation)) }
    if let animation = drop.localAnimation {
      members.add("local_animation", Self.alongside(animation))
    }
    if drop.allowsSimultaneousSessions { members.add("simultaneous_sessions", .bool(true)) }
    if drop.interactionCount != 1 {
      members.add("interactions", .integer(Int64(drop.interactionCount)))
    }
    if drop.loadsInUpdate { members.add("load_in_update", .bool(true)) }
    if !drop.conclude.isEmpty { members.add("conclude", Self.changes(drop.conclude)) }
    if let indicator = drop.indicator { members.add("indicator", .string(indicator)) }
    return members.value
  }

  func list(_ list: ListSpec) -> JSONValue {
    var members = Members()
    members.add("sections", .array(list.sections.map { .array($0.map { .string($0) }) }))
    switch list.layout {
    case .table(let rowHeight, let headerHeight, let footerHeight):
      if rowHeight != 44 { members.add("row_height", Self.number(rowHeight)) }
      if headerHeight != 0 { members.add("header_height", Self.number(headerHeight)) }
      if footerHeight != 0 { members.add("footer_height", Self.number(footerHeight)) }
    case .flow(let itemSize, let interitemSpacing, let lineSpacing, let headerHeight):
      if itemSize != Size(width: 50, height: 50) { members.add("item_size", Self.size(itemSize)) }
      if interitemSpacing != 10 {
        members.add("interitem_spacing", Self.number(interitemSpacing))
      }
      if lineSpacing != 10 { members.add("line_spacing", Self.number(lineSpacing)) }
      if headerHeight != 0 { members.add("header_height", Self.number(headerHeight)) }
    }
    if list.contentOffset != 0 { members.add("content_offset", Self.number(list.contentOffset)) }
    if list.allowsMultipleSelection { members.add("multiple_selection", .bool(true)) }
    if list.reorderingCadence != .immediate {
      members.add("reordering_cadence", .string(list.reorderingCadence.logDescription))
    }
    if list.movesRows { members.add("moves_rows", .bool(true)) }
    if list.springLoaded { members.add("spring_loaded", .bool(true)) }
    if !list.springLoadedExcept.isEmpty {
      members.add("spring_loaded_except", .array(list.springLoadedExcept.map { .string($0) }))
    }
    if !list.springFlash.isEmpty {
      // In the rows' order, so the file is the same every time.
      var flash = Members()
      for row in list.sections.joined() {
        if let view = list.springFlash[row] { flash.add(row, .string(view)) }
      }
      members.add("spring_flash", flash.value)
    }
    if let drag = list.drag { members.add("drag", Self.listDrag(drag, kind: list.kind)) }
    if let drop = list.drop { members.add("drop", Self.listDrop(drop, kind: list.kind)) }
    if list.delegateImplemented != nil {
      var delegate = Members()
      Self.addImplements(list.delegateImplemented, .listDelegate(list.kind), to: &delegate)
      members.add("delegate", delegate.value)
    }
    return members.value
  }

  /// `implements` when the delegate says which methods it implements: the required ones, then
  /// the implemented optional ones in Docs/delegate-methods.md's order.
  static func addImplements<Method>(
    _ implemented: Set<Method>?, _ names: MethodNames<Method>, to members: inout Members
  ) {
    guard let implemented else { return }
    let listed =
      names.required + names.methods.filter { implemented.contains($0.method) }.map(\.name)
    members.add("implements", .array(listed.map { .string($0) }))
  }

  // MARK: Shared policies

  static func flocking(_ rule: FlockingRule) -> JSONValue {
    guard rule.isAllowed else { return .string("never") }
    guard rule.withoutDuplicates || rule.onlyType != nil else { return .string("always") }
    var members = Members()
    if rule.withoutDuplicates { members.add("without_duplicates", .bool(true)) }
    if let type = rule.onlyType { members.add("only_type", Self.type(type)) }
    return members.value
  }

  static func preview(_ policy: PreviewPolicy) -> JSONValue {
    switch policy {
    case .default:
      return .string("default")
    case .none:
      return .string("none")
    case .inPlace:
      return .string("in_place")
    case .view(let name):
      var members = Members()
      members.add("view", .string(name))
      return members.value
    case .custom(let visiblePath, let backgroundColor):
      var members = Members()
      if let visiblePath { members.add("visible_path", path(visiblePath)) }
      if let backgroundColor { members.add("background", .string(backgroundColor)) }
      return members.value
    case .crop(let visiblePath, let backgroundColor):
      var members = Members()
      members.add("visible_path", path(visiblePath))
      if let backgroundColor { members.add("background", .string(backgroundColor)) }
      members.add("in_place", .bool(true))
      return members.value
    case .retarget(let container, let center, let scale):
      var target = Members()
      target.add("container", .string(container))
      target.add("center", point(center))
      target.add("scale", number(scale))
      return .object(JSONObject([JSONObject.Member(key: "retarget", value: target.value)]))
    }
  }

  static func alongside(_ spec: AlongsideSpec) -> JSONValue {
    var members = Members()
    if !spec.animations.isEmpty { members.add("animations", changes(spec.animations)) }
    if !spec.completion.isEmpty { members.add("completion", changes(spec.completion)) }
    if !spec.reversed.isEmpty { members.add("reversed", changes(spec.reversed)) }
    return members.value
  }

  static func changes(_ changes: [PropertyChange]) -> JSONValue {
    .array(
      changes.map { change in
        .object([
          "view": .string(change.view), "set": .string(change.property),
          "to": .string(change.value),
        ])
      })
  }

  // MARK: Plain drops

  private static func proposal(_ proposal: ProposalPolicy) -> JSONValue {
    let defaults = ProposalPolicy()
    var members = Members()
    if proposal.local != defaults.local { members.add("local", operation(proposal.local)) }
    if proposal.external != defaults.external {
      members.add("external", operation(proposal.external))
    }
    if !proposal.forbiddenWhen.isEmpty {
      members.add("forbidden_when", .array(proposal.forbiddenWhen.map(condition)))
    }
    if proposal.isPrecise { members.add("precise", .bool(true)) }
    if proposal.prefersFullSizePreview { members.add("full_size_preview", .bool(true)) }
    if !proposal.checksAllowsMove { members.add("checks_allows_move", .bool(false)) }
    return members.value
  }

  private static func condition(_ condition: ForbidCondition) -> JSONValue {
    switch condition {
    case .moreItemsThan(let count): .object(["more_items_than": .integer(Int64(count))])
    case .lacks(let type): .object(["lacks": Self.type(type)])
    case .has(let type): .object(["has": Self.type(type)])
    }
  }

  private static func perform(_ perform: PerformSpec) -> JSONValue {
    var members = Members()
    if perform.load != .none { members.add("load", load(perform.load)) }
    if let action = perform.localItems { members.add("local_items", .string(action.rawValue)) }
    if perform.progressStyle != .default {
      members.add("progress", progress(perform.progressStyle))
    }
    if perform.perItemProgress { members.add("per_item_progress", .bool(true)) }
    if perform.concludeBookkeeping { members.add("conclude_bookkeeping", .bool(true)) }
    if perform.placeImmediately { members.add("place_immediately", .bool(true)) }
    return members.value
  }

  // MARK: Lists

  private static func listDrag(_ drag: ListDragSpec, kind: ListSpec.Kind) -> JSONValue {
    var members = Members()
    addImplements(drag.implemented, .listDrag(kind), to: &members)
    if drag.restricted { members.add("restricted", .bool(true)) }
    if !drag.allowsMove { members.add("allows_move", .bool(false)) }
    if drag.flocking != .never { members.add("flocking", flocking(drag.flocking)) }
    if let radius = drag.previewCornerRadius {
      members.add("preview_corner_radius", number(radius))
    }
    return members.value
  }

  private static func listDrop(_ drop: ListDropSpec, kind: ListSpec.Kind) -> JSONValue {
    let defaults = ListDropSpec()
    var members = Members()
    addImplements(drop.implemented, .listDrop(kind), to: &members)
    if !drop.accepts.isEmpty { members.add("accepts", types(drop.accepts)) }
    if drop.local != defaults.local { members.add("local", rule(drop.local, defaults.local)) }
    if drop.app != defaults.app { members.add("app", rule(drop.app, defaults.app)) }
    if drop.external != defaults.external {
      members.add("external", rule(drop.external, defaults.external))
    }
    if drop.perform != .insert { members.add("perform", listPerform(drop.perform)) }
    if drop.load != .none { members.add("load", load(drop.load)) }
    if drop.progressStyle != .default { members.add("progress", progress(drop.progressStyle)) }
    if drop.allowsSimultaneousSessions { members.add("simultaneous_sessions", .bool(true)) }
    if drop.updatesOwnRowsAfterDrop { members.add("update_after_drop", .bool(true)) }
    if let nilDestination = drop.nilDestination {
      members.add(
        "nil_destination",
        .array([
          Self.number(Double(nilDestination.section)), Self.number(Double(nilDestination.item)),
        ]))
    }
    if !drop.reloadSections.isEmpty {
      members.add(
        "reload_sections", .array(drop.reloadSections.map { Self.number(Double($0)) }))
    }
    return members.value
  }

  private static func rule(_ rule: ListProposalRule, _ defaults: ListProposalRule) -> JSONValue {
    var members = Members()
    if rule.operation != defaults.operation { members.add("operation", operation(rule.operation)) }
    if rule.intent != defaults.intent {
      let names: [ListDropIntent: String] = [
        .unspecified: "unspecified", .insertAtDestinationIndexPath: "insert_at_destination",
        .insertIntoDestinationIndexPath: "insert_into_destination", .automatic: "automatic",
      ]
      members.add("intent", .string(names[rule.intent]!))
    }
    if let maxItems = rule.maxItems { members.add("max_items", .integer(Int64(maxItems))) }
    if rule.prefersFullSizePreview { members.add("full_size_preview", .bool(true)) }
    return members.value
  }

  private static func listPerform(_ perform: ListPerformStrategy) -> JSONValue {
    switch perform {
    case .insert:
      return .string("insert")
    case .insertInto:
      return .string("insert_into")
    case .insertAll:
      return .string("insert_all")
    case .placeholders(let reuseIdentifier, let rowHeight, let keepsOnFailure):
      var members = Members()
      members.add("reuse_identifier", .string(reuseIdentifier))
      if let rowHeight { members.add("row_height", number(rowHeight)) }
      if keepsOnFailure { members.add("on_failure", .string("keep")) }
      return .object(JSONObject([JSONObject.Member(key: "placeholders", value: members.value)]))
    case .dropTo(let container, let center, let scale):
      var target = Members()
      target.add("container", .string(container))
      target.add("center", point(center))
      if scale != 1 { target.add("scale", number(scale)) }
      return .object(JSONObject([JSONObject.Member(key: "drop_to", value: target.value)]))
    }
  }
}
