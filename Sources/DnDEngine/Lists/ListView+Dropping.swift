import VirtualTime

/// The drop side's decisions: where a drag would land, what the view shows meanwhile, the
/// coordinator, the table's `moveRowAt` reorder and the drop previews. Rules and sources in
/// `Docs/engine.md` ("Table and collection views").
extension ListView {
  /// What the session's hit point is over, in content coordinates.
  func hit(of session: DropSession) -> ListHit {
    ensureLoaded()
    guard let point = session.location(in: self) else { return .none }
    return geometry.hit(contentPoint(point))
  }

  // MARK: Visuals

  /// Applies a proposal: resolves `.automatic`, lifts a reordered item out of its place, moves
  /// the gap (paced by the cadence) or the highlight, and stores the destination a drop would use.
  func updateDropVisuals(
    _ tracking: ListDropTracking, proposal: ListDropProposal, hit: ListHit,
    destination: ListIndexPath?
  ) {
    tracking.requested = proposal
    var resolved = proposal
    var target = destination
    if proposal.intent == .automatic {
      (resolved.intent, target) = resolveAutomatic(hit: hit, destination: destination)
    }
    if target == nil { resolved.intent = .unspecified }
    let session = tracking.session
    let operation = effectiveOperation(of: resolved, session: session)
    let drops = operation.performsDrop

    // A single item dragged out of this view, proposed as move + insert-at, is lifted out of its
    // place (the reorder); with more items a move acts like a copy (radar 42068699, Docs/uikit-behaviour.md §3 (d) notes).
    let reorders =
      drops && operation == .move && resolved.intent == .insertAtDestinationIndexPath
      && session.items.count == 1 && sourceToken(of: session.items[0]) != nil
    if reorders, tracking.liftedToken == nil, let token = sourceToken(of: session.items[0]),
      let source = contents.indexPath(ofItem: token)
    {
      tracking.liftedToken = token
      tracking.gap = source
      note("liftedOut", [.indexPath("at", source)])
      relayout()
      // The same point now lies over the view without the item: that is the destination.
      let liftedHit = currentHit(of: tracking)
      target = self.destination(for: liftedHit)
      if proposal.intent == .automatic {
        (resolved.intent, target) = resolveAutomatic(hit: liftedHit, destination: target)
      }
    } else if !reorders, let token = tracking.liftedToken {
      tracking.liftedToken = nil
      if let source = contents.indexPath(ofItem: token) {
        note("liftedItemReturned", [.indexPath("at", source)])
      }
      closeGap(tracking)
      relayout()
    }

    tracking.destination = target
    tracking.proposal = resolved

    let wantsGap =
      drops && resolved.intent == .insertAtDestinationIndexPath
      && !isMultiItemMove(resolved, session)
    moveGap(tracking, toward: wantsGap ? target : nil)

    let highlight =
      drops && resolved.intent == .insertIntoDestinationIndexPath
      ? target.flatMap { shownItem($0) } : nil
    if highlight != tracking.highlighted {
      if let old = tracking.highlighted { cells[.item(old)]?.isDropHighlighted = false }
      tracking.highlighted = highlight
      if let highlight, let indexPath = target {
        cells[.item(highlight)]?.isDropHighlighted = true
        note("highlight", [.indexPath("at", indexPath)])
      } else {
        note("highlightCleared")
      }
    }
  }

  private func currentHit(of tracking: ListDropTracking) -> ListHit {
    guard let facade = tracking.facade else { return .none }
    return hit(of: facade)
  }

  /// A local move of several items in a collection view shows no gap (radar 42068699).
  private func isMultiItemMove(_ proposal: ListDropProposal, _ session: DragSession) -> Bool {
    style == .collection && proposal.operation == .move && session.items.count > 1
      && session.items.contains { sourceToken(of: $0) != nil }
  }

  /// The operation the engine will act on: a move outside the source app, or not allowed by the
  /// source, is a cancel (the engine's own validation, Docs/uikit-behaviour.md §1).
  private func effectiveOperation(of proposal: ListDropProposal, session: DragSession)
    -> DropOperation
  {
    guard proposal.operation == .move else { return proposal.operation }
    return app === session.sourceApp && session.allowsMoveOperation ? .move : .cancel
  }

  /// Tables: insert-into over the middle share of a row, insert-at before it above and after it
  /// below (``DeviceProfile/tableAutomaticInsertIntoShare``). Collections: unspecified.
  private func resolveAutomatic(hit: ListHit, destination: ListIndexPath?) -> (
    ListDropIntent, ListIndexPath?
  ) {
    guard style == .table else { return (.unspecified, destination) }
    guard case .slot(let section, let index) = hit, case .item = slots[section][index],
      let destination, let point = dropTracking?.facade?.location(in: self)
    else { return (.insertAtDestinationIndexPath, destination) }
    let frame = geometry.sections[section].slotFrames[index]
    let share = system?.profile.tableAutomaticInsertIntoShare ?? 0.5
    let fraction = (contentPoint(point).y - frame.minY) / frame.height
    let band = (1 - share) / 2
    if fraction < band { return (.insertAtDestinationIndexPath, destination) }
    if fraction >= 1 - band {
      return (
        .insertAtDestinationIndexPath,
        ListIndexPath(item: destination.item + 1, section: destination.section)
      )
    }
    return (.insertIntoDestinationIndexPath, destination)
  }

  // MARK: The gap and its cadence

  /// Moves the gap toward `target` (`nil` closes it): at once for tables and cadence
  /// `.immediate`; otherwise once the drag has stayed on the target for the cadence's dwell
  /// moving no faster than its speed limit (Docs/uikit-behaviour.md §1.1). Checked on every update (with the
  /// speed of the last touch sample) and by a timer every dwell period; a timer check counts the
  /// speed as zero when no touch sample arrived since the previous check — the finger rested
  /// (our rule: samples stop when a finger is still, so the last measured speed would be stale).
  func moveGap(_ tracking: ListDropTracking, toward target: ListIndexPath?) {
    guard target != tracking.gap else {
      cancelPendingGap(tracking)
      return
    }
    guard let target else {
      cancelPendingGap(tracking)
      closeGap(tracking)
      return
    }
    guard let step = pacingStep(tracking) else {
      setGap(tracking, target)
      return
    }
    let now = system?.clock.now ?? .start
    if let pending = tracking.pendingGap, pending.target == target {
      if now - pending.since >= step.dwell && tracking.session.speed <= step.maxSpeed {
        setGap(tracking, target)
      }
      return
    }
    cancelPendingGap(tracking)
    tracking.pendingGap = PendingGap(target: target, since: now, checkedAt: now)
    scheduleGapCheck(tracking, after: step.dwell)
  }

  private func scheduleGapCheck(_ tracking: ListDropTracking, after delay: VirtualDuration) {
    tracking.pendingGap?.timer = system?.clock.schedule(after: delay, label: "\(name) gap dwell") {
      [weak self, weak tracking] in
      guard let self, let tracking else { return }
      self.checkPendingGap(tracking)
    }
  }

  private func checkPendingGap(_ tracking: ListDropTracking) {
    guard dropTracking === tracking, let pending = tracking.pendingGap,
      let step = pacingStep(tracking), let now = system?.clock.now
    else { return }
    let rested = tracking.session.previousTime <= pending.checkedAt
    if rested || tracking.session.speed <= step.maxSpeed {
      setGap(tracking, pending.target)
    } else {
      tracking.pendingGap?.checkedAt = now
      scheduleGapCheck(tracking, after: step.dwell)
    }
  }

  private func pacingStep(_ tracking: ListDropTracking) -> ReorderingPacing.Step? {
    guard let collection = self as? CollectionView, let profile = system?.profile else {
      return nil
    }
    let pacing: ReorderingPacing
    switch collection.reorderingCadence {
    case .immediate: return nil
    case .fast: pacing = profile.reorderingFast
    case .slow: pacing = profile.reorderingSlow
    }
    return tracking.gapMoves == 0 ? pacing.initial : pacing.subsequent
  }

  private func setGap(_ tracking: ListDropTracking, _ target: ListIndexPath) {
    cancelPendingGap(tracking)
    tracking.gap = target
    tracking.gapMoves += 1
    note("gap", [.indexPath("at", target)])
    relayout()
  }

  private func cancelPendingGap(_ tracking: ListDropTracking) {
    if let timer = tracking.pendingGap?.timer { system?.clock.cancel(timer) }
    tracking.pendingGap = nil
  }

  private func closeGap(_ tracking: ListDropTracking) {
    guard tracking.gap != nil else { return }
    tracking.gap = nil
    note("gapClosed")
    relayout()
  }

  /// Removes the gap, the highlight and the lifted-out state (after a drop, an exit or the end).
  /// A lifted-out item that is still there goes back to its place (logged unless a drop just
  /// placed it).
  func clearDropVisuals(_ tracking: ListDropTracking, afterDrop: Bool = false) {
    cancelPendingGap(tracking)
    if let highlighted = tracking.highlighted {
      cells[.item(highlighted)]?.isDropHighlighted = false
      tracking.highlighted = nil
      note("highlightCleared")
    }
    if let token = tracking.liftedToken, !afterDrop, let place = contents.indexPath(ofItem: token) {
      note("liftedItemReturned", [.indexPath("at", place)])
    }
    tracking.liftedToken = nil
    closeGap(tracking)
    relayout()
  }

  /// The data changed under a hovering drag (a batch update, a commit, a placeholder, a reload):
  /// the lifted-out item may be gone and the gap or destination may point past the end. The
  /// state is checked and recomputed from the drag's current point with the last proposal.
  func refreshDropAfterModelChange() {
    guard let tracking = dropTracking, !tracking.isDropping, let requested = tracking.requested
    else { return }
    if let token = tracking.liftedToken, contents.indexPath(ofItem: token) == nil {
      tracking.liftedToken = nil
    }
    if let gap = tracking.gap {
      if gap.section >= contents.numberOfSections {
        tracking.gap = nil
        note("gapClosed")
      } else {
        let count =
          contents.numberOfItems(inSection: gap.section)
          - (tracking.liftedToken.flatMap { contents.indexPath(ofItem: $0) }?.section == gap.section
            ? 1 : 0)
        tracking.gap = ListIndexPath(item: min(gap.item, count), section: gap.section)
      }
    }
    if let highlighted = tracking.highlighted, contents.indexPath(ofItem: highlighted) == nil {
      tracking.highlighted = nil
      note("highlightCleared")
    }
    relayout()
    let hit = currentHit(of: tracking)
    updateDropVisuals(tracking, proposal: requested, hit: hit, destination: destination(for: hit))
  }

  /// Whether a drop may insert at `indexPath`: an existing section, an item from 0 to its count.
  func isInsertionPoint(_ indexPath: ListIndexPath) -> Bool {
    indexPath.section >= 0 && indexPath.section < contents.numberOfSections && indexPath.item >= 0
      && indexPath.item <= contents.numberOfItems(inSection: indexPath.section)
  }

  func endDropTracking(_ session: DragSession) {
    guard let tracking = dropTracking, tracking.session === session else { return }
    clearDropVisuals(tracking)
    dropTracking = nil
  }

  // MARK: Dropping

  func makeCoordinator(_ tracking: ListDropTracking, session: DropSession) -> ListDropCoordinator {
    let items = session.items.map { item in
      ListDropItem(
        dragItem: item,
        sourceIndexPath: sourceToken(of: item).flatMap { contents.indexPath(ofItem: $0) },
        previewSize: item.liftPreview.flatMap { PreviewGeometry.of($0)?.size } ?? .zero)
    }
    var proposal = tracking.proposal
    // Defensive: a destination the data no longer has is no destination.
    let destination = tracking.destination.flatMap { isInsertionPoint($0) ? $0 : nil }
    if destination == nil { proposal.intent = .unspecified }
    return ListDropCoordinator(
      items: items, destinationIndexPath: destination, proposal: proposal,
      session: session, list: self)
  }

  /// A table's reorder of one of its own rows, proposed as move + insert-at, goes through the
  /// data source's `moveRowAt` when it implements it (Docs/uikit-behaviour.md §3 (e) row 6). Returns whether
  /// it did.
  func reorderThroughMoveRow(_ coordinator: ListDropCoordinator) -> Bool {
    guard style == .table, let mover = dataSource as? ListMovingDataSource,
      coordinator.items.count == 1, let source = coordinator.items[0].sourceIndexPath,
      let destination = coordinator.destinationIndexPath,
      coordinator.proposal.operation == .move,
      coordinator.proposal.intent == .insertAtDestinationIndexPath,
      destination.section < contents.numberOfSections,
      destination.item
        < contents.numberOfItems(inSection: destination.section)
        + (destination.section == source.section ? 0 : 1)
    else { return false }
    tell("dataSource", "moveRowAt", [.indexPath("from", source), .indexPath("to", destination)]) {
      mover.moveItem(in: self, from: source, to: destination)
    }
    // A data source that reports the method not implemented (see `DelegateMethod`) was never
    // asked: the drop goes to `performDropWith`.
    if system?.lastCallWasImplemented == false { return false }
    var batch = BatchUpdate()
    batch.movedItems = [ItemMove(from: source, to: destination)]
    do {
      dropTracking?.liftedToken = nil
      try apply(batch)
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
    } catch {
      // `apply` logged the rejection; the row stays where the model says.
    }
    return true
  }

  /// The preview an item flies to, from the coordinator's instruction.
  func dropPreview(for action: ListDropAction, item: DragItem, defaultPreview: TargetedPreview)
    -> TargetedPreview?
  {
    switch action {
    case .toItem(let indexPath, _):
      guard let cell = cellForItem(at: indexPath) else { return defaultPreview }
      let parameters = call(
        "drop", "dropPreviewParametersFor\(term)At", [.indexPath("at", indexPath)],
        answer: { (parameters: PreviewParameters?) in parameters?.logDescription ?? "nil" },
        { askedDropDelegate.dropPreviewParameters(self, at: indexPath) })
      return (try? TargetedPreview(view: cell, parameters: parameters ?? PreviewParameters()))
        ?? defaultPreview
    case .intoItem(let indexPath, let rect, _):
      guard let cell = cellForItem(at: indexPath), cell.window != nil else { return defaultPreview }
      let size =
        defaultPreview.parameters.visiblePath?.boundingBox.size ?? defaultPreview.view.bounds.size
      let scale =
        size.width > 0 && size.height > 0
        ? min(1, rect.width / size.width, rect.height / size.height) : 1
      return defaultPreview.retargeted(
        to: PreviewTarget(
          container: cell, center: rect.center, transform: AffineTransform(scaleX: scale, y: scale))
      )
    case .target(let target, _):
      return defaultPreview.retargeted(to: target)
    case .placeholder(let context):
      guard let cell = cells[.placeholder(context.token)] else { return defaultPreview }
      var parameters = PreviewParameters()
      if let provider = context.placeholder.previewParametersProvider {
        parameters =
          call(
            context.id, "previewParametersProvider", [.init("cell", cell.name)],
            answer: { (value: PreviewParameters?) in value?.logDescription ?? "nil" },
            { provider(cell) }) ?? PreviewParameters()
      }
      return (try? TargetedPreview(view: cell, parameters: parameters)) ?? defaultPreview
    }
  }
}
