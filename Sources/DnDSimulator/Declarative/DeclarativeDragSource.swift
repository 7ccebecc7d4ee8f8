import DnDEngine

/// A plain view's drag delegate, answering by its ``DragSpec``.
final class DeclarativeDragSource: DragInteractionDelegate {
  let spec: DragSpec
  unowned let view: View
  unowned let scene: DeclarativeScene

  init(spec: DragSpec, view: View, scene: DeclarativeScene) {
    self.spec = spec
    self.view = view
    self.scene = scene
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    let items = spec.items.map { scene.items.makeItem($0) }
    if let context = spec.localContext, !items.isEmpty {
      session.localContext = context
      scene.note(
        view.name, "setLocalContext", [("session", session.id), ("value", "\"\(context)\"")])
    }
    lifted = lifted.filter { $0.value.item != nil }
    for (index, item) in items.enumerated() {
      lifted[ObjectIdentifier(item)] = LiftedItem(item: item, index: index)
    }
    return items
  }

  /// An item this source lifted and its place in ``DragSpec/items`` (a template may be listed
  /// twice). Held weakly: a lift released early never reaches `sessionDidEnd`, and an identifier
  /// freed with its item may come back for another one, which the identity check tells apart.
  private final class LiftedItem {
    weak var item: DragItem?
    let index: Int
    init(item: DragItem, index: Int) {
      self.item = item
      self.index = index
    }
  }
  private var lifted: [ObjectIdentifier: LiftedItem] = [:]

  // Each optional method the scene says the app does not implement goes to the protocol's
  // default (`Unimplemented`): no line in the log, UIKit's answer for a missing method.

  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  {
    guard spec.implements(.itemsForAddingTo) else {
      return Unimplemented.drag.itemsForAddingTo(interaction, session: session, point: point)
    }
    return spec.flocking.admit(spec.addItems, to: session, scene: scene).map {
      scene.items.makeItem($0)
    }
  }

  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    guard spec.implements(.previewForLifting) else {
      return Unimplemented.drag.previewForLifting(interaction, item: item, session: session)
    }
    return policy(for: item, spec.liftPreview, perItem: spec.itemLiftPreviews)
      .answer(for: view, defaultPreview: nil, scene: scene)
  }

  /// `item`'s own policy among `perItem` (by its place in ``DragSpec/items`` when it was lifted),
  /// else `shared` (added items too).
  private func policy(for item: DragItem, _ shared: PreviewPolicy, perItem: [PreviewPolicy])
    -> PreviewPolicy
  {
    guard let entry = lifted[ObjectIdentifier(item)], entry.item === item,
      entry.index < perItem.count
    else { return shared }
    return perItem[entry.index]
  }

  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    guard spec.implements(.willAnimateLift) else {
      return Unimplemented.drag.willAnimateLift(interaction, animator: animator, session: session)
    }
    scene.animate(spec.liftAnimation, with: animator)
  }

  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool {
    guard spec.implements(.sessionIsRestrictedToDraggingApplication) else {
      return Unimplemented.drag.sessionIsRestrictedToDraggingApplication(
        interaction, session: session)
    }
    return spec.restricted
  }

  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
    guard spec.implements(.sessionAllowsMoveOperation) else {
      return Unimplemented.drag.sessionAllowsMoveOperation(interaction, session: session)
    }
    return spec.allowsMove
  }

  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    guard spec.implements(.sessionWillBegin) else {
      return Unimplemented.drag.sessionWillBegin(interaction, session: session)
    }
    guard let platter = spec.platter, platter.whenLeaving == nil else { return }
    for item in session.items { show(platter, for: item) }
  }

  /// Items already given the platter when the drag left a view (talk 213: "I check if I have
  /// already updated this item, because this operation is not free").
  private var swapped: Set<ObjectIdentifier> = []

  func sessionDidMove(_ interaction: DragInteraction, session: DragSession) {
    guard spec.implements(.sessionDidMove) else {
      return Unimplemented.drag.sessionDidMove(interaction, session: session)
    }
    // Talk 213's Mail: "I perform a hit check to see if I'm still inside the listView, and if I
    // am, I just abort"; then each item with a message as its local object gets the envelope.
    guard let platter = spec.platter, let name = platter.whenLeaving,
      let container = scene.view(named: name)
    else { return }
    if let point = session.location(in: container), container.bounds.contains(point) { return }
    for item in session.items where item.localObject != nil {
      guard swapped.insert(ObjectIdentifier(item)).inserted else { continue }
      show(platter, for: item)
    }
  }

  private func show(_ platter: PlatterSpec, for item: DragItem) {
    item.previewProvider = {
      let view = View(name: platter.name, frame: Rect(origin: .zero, size: platter.size))
      var parameters = PreviewParameters()
      parameters.visiblePath = platter.visiblePath
      return DragPreview(view: view, parameters: parameters)
    }
  }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    // The swap bookkeeping is the simulation's (an identifier may come back for another item), so
    // it is cleared even when the app has no `sessionDidEnd`.
    for item in session.items { swapped.remove(ObjectIdentifier(item)) }
    guard spec.implements(.sessionDidEnd) else {
      return Unimplemented.drag.sessionDidEnd(interaction, session: session, operation: operation)
    }
    if spec.localContext != nil, let context = session.localContext as? String {
      scene.note(view.name, "localContext", [("session", session.id), ("value", "\"\(context)\"")])
    }
    scene.apply(spec.didEnd)
  }

  // Unless the scene says otherwise, its app implements every notification (so each one is in
  // the log) and answers the questions no key sets as UIKit does without an answer.

  func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool {
    guard spec.implements(.prefersFullSizePreviews) else {
      return Unimplemented.drag.prefersFullSizePreviews(interaction, session: session)
    }
    return spec.fullSizePreviews
  }
  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    guard spec.implements(.sessionWillEnd) else {
      return Unimplemented.drag.sessionWillEnd(interaction, session: session, operation: operation)
    }
  }
  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {
    guard spec.implements(.sessionDidTransferItems) else {
      return Unimplemented.drag.sessionDidTransferItems(interaction, session: session)
    }
  }
  func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession? {
    guard spec.implements(.sessionForAddingItems) else {
      return Unimplemented.drag.sessionForAddingItems(
        interaction, sessions: sessions, point: point)
    }
    return switch spec.sessionForAdding {
    case .none: nil
    case .oldest: sessions.first
    case .newest: sessions.last
    }
  }
  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) {
    guard spec.implements(.willAddItems) else {
      return Unimplemented.drag.willAddItems(
        interaction, session: session, items: items, addingInteraction: addingInteraction)
    }
  }

  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    // With no `implements` list, a `default` cancel preview means the app does not implement the
    // method: it is not called (no line in the log), and the item fades in place.
    guard spec.implements(.previewForCancelling) else {
      return Unimplemented.drag.previewForCancelling(
        interaction, item: item, defaultPreview: defaultPreview)
    }
    let policy = policy(for: item, spec.cancelPreview, perItem: spec.itemCancelPreviews)
    return policy.answer(for: view, defaultPreview: defaultPreview, scene: scene)
  }

  func willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator) {
    guard spec.implements(.willAnimateCancel) else {
      return Unimplemented.drag.willAnimateCancel(interaction, item: item, animator: animator)
    }
    scene.animate(spec.cancelAnimation, with: animator)
  }
}

extension FlockingRule {
  /// The templates of `candidates` a tap may add to `session`, in order.
  func admit(_ candidates: [String], to session: DragSession, scene: DeclarativeScene) -> [String] {
    guard isAllowed else { return [] }
    if let onlyType, !session.hasItemsConforming(toTypeIdentifiers: [onlyType]) { return [] }
    guard withoutDuplicates else { return candidates }
    var present = Set(session.items.compactMap { scene.items.template(of: $0) })
    var admitted: [String] = []
    for candidate in candidates where !present.contains(candidate) {
      present.insert(candidate)
      admitted.append(candidate)
    }
    return admitted
  }
}
