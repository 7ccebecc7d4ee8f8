/// The delegate of a table or collection view's own drag interaction: turns the interaction's
/// calls into the view's index-path calls (Docs/uikit-behaviour.md §3 (e) rows 1–4, 7) and drives the cells'
/// drag states. The interaction's own calls are not logged (`DelegateCallee.isSystemOwned`).
final class ListDragAdapter: DragInteractionDelegate {
  weak var list: ListView?

  init(list: ListView) {
    self.list = list
  }

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    guard let list, let delegate = list.dragDelegate, let pressed = list.item(under: session)
    else { return [] }
    // The pressed item first; if it is selected, every other selected item after it, in
    // index-path order (our choice — Docs/uikit-behaviour.md §3 (e) row 1 says "once per selected row").
    var tokens = [pressed]
    if list.selectedTokens.contains(pressed) {
      let others = list.selectedTokens.filter { $0 != pressed }
        .compactMap { token in list.contents.indexPath(ofItem: token).map { (token, $0) } }
        .sorted { $0.1 < $1.1 }.map(\.0)
      tokens += others
    }
    var result: [DragItem] = []
    for (position, token) in tokens.enumerated() {
      guard let indexPath = list.contents.indexPath(ofItem: token) else { continue }
      let items = list.call(
        "drag", "itemsForBeginning", [.init("session", session.id), .indexPath("at", indexPath)],
        answer: { (items: [DragItem]) in items.logDescription },
        {
          // Adopted here so the logged answer names the items' identities.
          session.system.adopt(
            delegate.itemsForBeginning(list, session: session, at: indexPath), from: interaction,
            app: session.sourceApp)
        })
      // The pressed item declining means no drag at all.
      if position == 0 && items.isEmpty { return [] }
      let fresh = items.filter { item in !result.contains { $0 === item } }
      result += fresh
      for item in fresh { list.rememberSource(item, token: token) }
    }
    if !result.isEmpty, !list.sourceSessions.contains(where: { $0 === session }) {
      list.sourceSessions.append(session)
    }
    return result
  }

  func previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession)
    -> TargetedPreview?
  {
    guard let list, let token = list.sourceToken(of: item),
      let indexPath = list.contents.indexPath(ofItem: token), let cell = list.cells[.item(token)]
    else { return nil }
    let parameters = list.call(
      "drag", "dragPreviewParametersFor\(list.term)At", [.indexPath("at", indexPath)],
      answer: { (parameters: PreviewParameters?) in parameters?.logDescription ?? "nil" },
      { list.askedDragDelegate.dragPreviewParameters(list, at: indexPath) })
    return try? TargetedPreview(view: cell, parameters: parameters ?? PreviewParameters())
  }

  func willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession) {
    guard let list else { return }
    // Only the items not yet lifted: the first lift, or one batch of added items.
    let tokens = list.sourceTokens(of: session).filter {
      (list.dragStates[$0] ?? CellDragState.none) == CellDragState.none
    }
    animator.addAnimations { [weak list] in
      for token in tokens { list?.setDragState(.lifting, forItem: token) }
    }
    animator.addCompletion { [weak list, session = Unretained(session)] position in
      guard let list, let session = session.value else { return }
      if position == .start || session.stage == .ended {
        // The lift was released before the drag began (during the lift, or after it ran its
        // length): back to none, and the drag is over.
        for token in tokens { list.setDragState(.none, forItem: token) }
        list.forgetSession(session)
      } else if session.stage == .dragging {
        for token in tokens { list.setDragState(.dragging, forItem: token) }
      }
    }
  }

  func sessionIsRestrictedToDraggingApplication(
    _ interaction: DragInteraction, session: DragSession
  ) -> Bool {
    guard let list else { return false }
    return list.call(
      "drag", "dragSessionIsRestrictedToDraggingApplication", [.init("session", session.id)],
      answer: { (value: Bool) in "\(value)" },
      {
        list.askedDragDelegate.dragSessionIsRestrictedToDraggingApplication(list, session: session)
      })
  }

  func sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool {
    guard let list else { return true }
    return list.call(
      "drag", "dragSessionAllowsMoveOperation", [.init("session", session.id)],
      answer: { (value: Bool) in "\(value)" },
      { list.askedDragDelegate.dragSessionAllowsMoveOperation(list, session: session) })
  }

  func sessionWillBegin(_ interaction: DragInteraction, session: DragSession) {
    guard let list else { return }
    list.tell("drag", "dragSessionWillBegin", [.init("session", session.id)]) {
      list.askedDragDelegate.dragSessionWillBegin(list, session: session)
    }
    list.begunSessions.append(session)
    for token in list.sourceTokens(of: session) { list.setDragState(.dragging, forItem: token) }
  }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    guard let list else { return }
    // Only to a view that got dragSessionWillBegin — not to one that only added items to a drag
    // that began elsewhere ("always balanced", UIKit's header).
    if list.begunSessions.contains(where: { $0 === session }) {
      list.begunSessions.removeAll { $0 === session }
      list.tell("drag", "dragSessionDidEnd", [.init("session", session.id)]) {
        list.askedDragDelegate.dragSessionDidEnd(list, session: session)
      }
    }
    for token in list.sourceTokens(of: session) { list.setDragState(.none, forItem: token) }
    list.forgetSession(session)
  }

  func itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point)
    -> [DragItem]
  {
    guard let list, let delegate = list.dragDelegate,
      case .slot(let section, let index) = list.geometry.hit(list.contentPoint(point)),
      case .item(let token) = list.slots[section][index],
      let indexPath = list.contents.indexPath(ofItem: token)
    else { return [] }
    let items = list.call(
      "drag", "itemsForAddingTo",
      [
        .init("session", session.id), .indexPath("at", indexPath),
        .init("point", point.logDescription),
      ],
      answer: { (items: [DragItem]) in items.logDescription },
      {
        session.system.adopt(
          delegate.itemsForAddingTo(list, session: session, at: indexPath, point: point),
          from: interaction, app: session.sourceApp)
      })
    for item in items where !session.items.contains(where: { $0 === item }) {
      list.rememberSource(item, token: token)
    }
    if !items.isEmpty, !list.sourceSessions.contains(where: { $0 === session }) {
      list.sourceSessions.append(session)
    }
    return items
  }

  /// A cancelled reorder puts the lifted-out item back first, so its preview flies home (the drop
  /// side hears of the end only after the cancel animation).
  func sessionWillEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    guard let list, operation == .cancel, let tracking = list.dropTracking,
      tracking.session === session, tracking.liftedToken != nil
    else { return }
    list.clearDropVisuals(tracking)
  }

  /// Flies back to the item's cell where it is now; `nil` (fade in place) when the item is gone
  /// or has no cell on screen.
  func previewForCancelling(
    _ interaction: DragInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    guard let list else { return nil }
    var preview: TargetedPreview?
    if let token = list.sourceToken(of: item), let cell = list.cells[.item(token)], !cell.isHidden {
      preview = try? TargetedPreview(view: cell, parameters: defaultPreview.parameters)
    }
    list.note("cancelPreview", [.init("item", item.id), .init("preview", preview.logDescription)])
    return preview
  }
}

extension ListView {
  /// The data item under a session's touch, by token.
  func item(under session: DragSession) -> Int? {
    guard let point = session.location(in: self),
      case .slot(let section, let index) = geometry.hit(contentPoint(point)),
      case .item(let token) = slots[section][index]
    else { return nil }
    return token
  }

  func rememberSource(_ item: DragItem, token: Int) {
    dragSources.removeAll { $0.item === item }
    dragSources.append((item, token))
  }

  func sourceToken(of item: DragItem) -> Int? {
    dragSources.first { $0.item === item }?.token
  }

  /// The session is over for this view as a source.
  func forgetSession(_ session: DragSession) {
    sourceSessions.removeAll { $0 === session }
    dragSources.removeAll { entry in session.items.contains { $0 === entry.item } }
  }
}
