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
    spec.items.map { scene.items.makeItem($0) }
  }

  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  {
    spec.flocking.admit(spec.addItems, to: session, scene: scene).map { scene.items.makeItem($0) }
  }

  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    policy(for: item, spec.liftPreview, perItem: spec.itemLiftPreviews)
      .answer(for: view, defaultPreview: nil, scene: scene)
  }

  /// `item`'s own policy among `perItem` (by the template it was made from, in ``DragSpec/items``
  /// order), else `shared`.
  private func policy(for item: DragItem, _ shared: PreviewPolicy, perItem: [PreviewPolicy])
    -> PreviewPolicy
  {
    guard !perItem.isEmpty, let template = scene.items.template(of: item),
      let index = spec.items.firstIndex(of: template), index < perItem.count
    else { return shared }
    return perItem[index]
  }

  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    scene.animate(spec.liftAnimation, with: animator)
  }

  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool { spec.restricted }

  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
    spec.allowsMove
  }

  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    guard let platter = spec.platter else { return }
    for item in session.items {
      item.previewProvider = {
        let view = View(name: platter.name, frame: Rect(origin: .zero, size: platter.size))
        var parameters = PreviewParameters()
        parameters.visiblePath = platter.visiblePath
        return DragPreview(view: view, parameters: parameters)
      }
    }
  }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    scene.apply(spec.didEnd)
  }

  // A scene's app implements every notification (so each one is in the log) and answers the
  // questions no key sets as UIKit does without an answer.

  func prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool {
    false
  }
  func sessionDidMove(_ interaction: DragInteraction, session: DragSession) {}
  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {}
  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {}
  func sessionForAddingItems(
    _ interaction: DragInteraction, sessions: [DragSession], point: Point
  ) -> DragSession? { nil }
  func willAddItems(
    _ interaction: DragInteraction, session: DragSession, items: [DragItem],
    addingInteraction: DragInteraction
  ) {}

  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    // `default` means the app does not implement the method: it is not called (no line in the
    // log), and the item fades in place.
    let policy = policy(for: item, spec.cancelPreview, perItem: spec.itemCancelPreviews)
    if policy == .default && spec.itemCancelPreviews.isEmpty {
      DelegateMethod.reportNotImplemented()
      return nil
    }
    return policy.answer(for: view, defaultPreview: defaultPreview, scene: scene)
  }

  func willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator) {
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
