import VirtualTime

extension DragDropSystem {
  /// The dragging finger lifted (or the touch was cancelled): drop with the last validated
  /// proposal if it is copy or move, else cancel.
  func release(_ session: DragSession, cancelled: Bool) {
    session.stage = .ending
    endSpringLoading(session)
    let drop = session.drop
    // No more moves: the views and interactions the last look-up found are let go.
    drop.lastChain = nil
    drop.keptUnder = nil
    if let target = drop.target {
      target.enteredSessions.removeAll { $0 === session }
    }
    if !cancelled, let target = drop.target, drop.proposal.operation.performsDrop {
      if !performDrop(session, on: target, operation: drop.proposal.operation) {
        cancelDrag(session, reason: "performDrop not implemented")
      }
    } else {
      let reason =
        cancelled
        ? "touch cancelled"
        : drop.target == nil
          ? "released over nothing" : "proposal \(drop.proposal.operation.logDescription)"
      cancelDrag(session, reason: reason)
    }
  }

  // MARK: Drop — Docs/uikit-behaviour.md §3 (a) rows 12–18, order in Docs/engine.md

  /// Drops on `target`; false, with nothing logged or changed, when its delegate does not
  /// implement `performDrop` and the profile says such a drop does not happen
  /// (``DeviceProfile/cancelsDropWithoutPerformDrop``, Docs/engine.md §10.12) — the caller then
  /// cancels.
  private func performDrop(
    _ session: DragSession, on target: DropInteraction, operation: DropOperation
  ) -> Bool {
    let drop = session.drop
    drop.dropTarget = target
    let app = target.view?.app
    let facade = dropSession(session, for: target)
    // UIKit asks the delegate whether it responds to `performDrop` before it drops; the engine
    // learns it only by calling the method (Docs/engine.md §1, "Optional methods"). So the drop
    // line is held open across the call and taken back with it when the method turns out to be
    // missing: the log then shows the cancel alone, as UIKit's would.
    let dropLine = log.beginCall(
      session.id, "drop",
      with: [arg("target", target.name), arg("operation", operation.logDescription)],
      kind: .gesture)

    loadScopes.append(
      LoadScope(session: session, app: app, providers: session.items.map(\.itemProvider)))
    drop.performing = target
    var implemented = true
    tell(target, "performDrop", [arg("session", session.id)], app: app) {
      target.delegate.performDrop(target, session: facade)
      implemented = !DelegateMethod.currentCallIsNotImplemented
    }
    drop.performing = nil
    loadScopes.removeLast()
    if !implemented, profile.cancelsDropWithoutPerformDrop, log.withdrawCall(dropLine) {
      drop.dropTarget = nil
      return false
    }
    log.finishCall(dropLine, result: nil)

    animateDrop(session, on: target)
    if profile.sourceEndsBeforeDropSide {
      endSource(session, operation: operation)
      endDropSide(session)
    } else {
      sourceWillEnd(session, operation: operation)
      endDropSide(session)
      sourceDidEnd(session, operation: operation)
    }
    session.stage = .ended
    checkTransfer(session)
    scheduleProgressUI(session)
    return true
  }

  /// Drop previews (small flocks only) and one animator per item; a large flock gets default
  /// previews and a single shared animator (the many-item rule).
  private func animateDrop(_ session: DragSession, on target: DropInteraction) {
    let app = target.view?.app
    let items = session.items
    var previews: [String: TargetedPreview?] = [:]
    let custom = items.count <= profile.maxItemsForCustomDropPreviews
    for item in items where item.isVisible {
      let fallback = defaultDropPreview(for: item, session: session, target: target)
      guard custom, let fallback else {
        previews[item.id] = fallback
        continue
      }
      previews[item.id] = ask(
        target, "previewForDropping",
        [arg("item", item.id), arg("defaultPreview", fallback.logDescription)], app: app,
        answer: { (preview: TargetedPreview?) in preview.logDescription },
        { target.delegate.previewForDropping(target, item: item, defaultPreview: fallback) })
    }
    if !custom {
      note(
        session.id, "defaultDropPreviews",
        [arg("items", "\(items.count)"), arg("limit", "\(profile.maxItemsForCustomDropPreviews)")])
    }

    // One animator per item, or one for the whole stack above the many-item limit.
    let makeAnimator = {
      Animator(
        id: self.ids.next("M"), purpose: "drop", subject: target.name, clock: self.clock,
        log: self.log)
    }
    let groups: [(animator: Animator, items: [DragItem])] =
      custom ? items.map { (makeAnimator(), [$0]) } : [(makeAnimator(), items)]
    for group in groups {
      for item in group.items {
        tell(
          target, "willAnimateDrop",
          [arg("item", item.id), arg("animator", group.animator.id)],
          app: app
        ) { target.delegate.willAnimateDrop(target, item: item, animator: group.animator) }
      }
    }
    session.drop.runningDropAnimations = groups.count
    for group in groups {
      // A shared animator flies the whole stack: it lasts as long as the farthest item's flight.
      let distance = group.items.map { travel(session, to: previews[$0.id] ?? nil) }.max() ?? 0
      group.animator.onFinished = { [weak self, session = Unretained(session)] _ in
        guard let self, let session = session.value else { return }
        session.drop.runningDropAnimations -= 1
        if session.drop.runningDropAnimations == 0 { self.concludeDrop(session, on: target) }
      }
      group.animator.start(duration: profile.dropAnimation.duration(forDistance: distance))
    }
  }

  /// How far a preview travels from the finger to its target centre; `nil` = in place.
  private func travel(_ session: DragSession, to preview: TargetedPreview?) -> Double {
    guard let preview, let geometry = PreviewGeometry.of(preview) else { return 0 }
    return session.screenLocation.distance(to: geometry.center)
  }

  /// The default drop preview: the preview being dragged (the `previewProvider`'s replacement,
  /// else the lift preview), retargeted to the centre of the drop interaction's view (talk 203:
  /// "The default preview instead will scale down and move to the center of the pinboard"), at
  /// the scale the drag shows it at, made smaller still when that does not fit inside the view
  /// (``DeviceProfile/defaultDropPreviewScalesDown``, Docs/engine.md §3.1 and §10.14).
  private func defaultDropPreview(
    for item: DragItem, session: DragSession, target: DropInteraction
  ) -> TargetedPreview? {
    guard let view = target.view, let preview = item.currentPreview(centeredIn: view) else {
      return nil
    }
    guard profile.defaultDropPreviewScalesDown, let size = item.currentPreviewContentSize else {
      return preview
    }
    let scale = Self.defaultDropScale(
      previewSize: size, draggedScale: item.previewScale, in: view.bounds.size)
    guard scale < 1 else { return preview }
    var scaled = preview.target
    scaled.transform = AffineTransform(scaleX: scale, y: scale)
    return preview.retargeted(to: scaled)
  }

  /// The scale of a default drop preview of `previewSize` shown at `draggedScale`, landing in a
  /// view of `viewSize`: the dragged scale, times what it takes to fit inside the view; never
  /// above 1.
  static func defaultDropScale(previewSize: Size, draggedScale: Double, in viewSize: Size)
    -> Double
  {
    var scale = min(draggedScale, 1)
    let shown = Size(width: previewSize.width * scale, height: previewSize.height * scale)
    if shown.width > 0, shown.height > 0 {
      let fit = min(viewSize.width / shown.width, viewSize.height / shown.height)
      if fit < 1 { scale *= max(fit, 0) }
    }
    return scale
  }

  private func concludeDrop(_ session: DragSession, on target: DropInteraction) {
    guard !session.drop.dropFinished else { return }
    session.drop.dropFinished = true
    let facade = dropSession(session, for: target)
    tell(target, "concludeDrop", [arg("session", session.id)], app: target.view?.app) {
      target.delegate.concludeDrop(target, session: facade)
    }
    retireIfDone(session)
  }

  // MARK: Cancel — Docs/uikit-behaviour.md §3 (b1)

  private func cancelDrag(_ session: DragSession, reason: String) {
    gesture(session.id, "cancel", [arg("reason", reason)])
    sourceWillEnd(session, operation: .cancel)
    // The drop side learns at once (talk 213: a target that answered cancel or forbidden — "If
    // the user then lifts their finger, we'll call sessionDidEnd right away"); only the source
    // waits for its cancel animation.
    endDropSide(session)
    var previews: [String: TargetedPreview?] = [:]
    for item in session.items where item.isVisible {
      guard let source = item.sourceInteraction, let fallback = item.homePreview else { continue }
      previews[item.id] = ask(
        source, "previewForCancelling",
        [arg("item", item.id), arg("defaultPreview", fallback.logDescription)],
        app: session.sourceApp, answer: { (preview: TargetedPreview?) in preview.logDescription },
        { source.delegate.previewForCancelling(source, item: item, defaultPreview: fallback) })
    }
    let animated = session.items.compactMap { item in item.sourceInteraction.map { (item, $0) } }
    var running = animated.count
    for (item, source) in animated {
      let animator = Animator(
        id: ids.next("M"), purpose: "cancel", subject: source.name, clock: clock, log: log)
      tell(
        source, "willAnimateCancel", [arg("item", item.id), arg("animator", animator.id)],
        app: session.sourceApp
      ) { source.delegate.willAnimateCancel(source, item: item, animator: animator) }
      animator.onFinished = { [weak self, session = Unretained(session)] _ in
        guard let self, let session = session.value else { return }
        running -= 1
        if running == 0 { self.finishCancel(session) }
      }
      let distance = travel(session, to: previews[item.id] ?? nil)
      animator.start(duration: profile.cancelAnimation.duration(forDistance: distance))
    }
    if animated.isEmpty { finishCancel(session) }
  }

  /// After the cancel animations: didEnd(.cancel) to the source (the drop side ended at the
  /// release). Never a transfer.
  private func finishCancel(_ session: DragSession) {
    sourceDidEnd(session, operation: .cancel)
    session.stage = .ended
    session.drop.transferReported = true
    retireIfDone(session)
  }

  // MARK: Both

  /// willEnd then didEnd, each broadcast to every contributing interaction, back to back
  /// (Docs/uikit-behaviour.md §3 (a) 15).
  private func endSource(_ session: DragSession, operation: DropOperation) {
    sourceWillEnd(session, operation: operation)
    sourceDidEnd(session, operation: operation)
  }

  /// `sessionWillEnd(operation)` to every contributing interaction, in contribution order.
  private func sourceWillEnd(_ session: DragSession, operation: DropOperation) {
    for contributor in session.contributors {
      tell(
        contributor, "sessionWillEnd",
        [arg("session", session.id), arg("operation", operation.logDescription)],
        app: session.sourceApp
      ) { contributor.delegate.sessionWillEnd(contributor, session: session, operation: operation) }
    }
  }

  /// `sessionDidEnd(operation)` to every contributing interaction, in contribution order.
  private func sourceDidEnd(_ session: DragSession, operation: DropOperation) {
    for contributor in session.contributors {
      tell(
        contributor, "sessionDidEnd",
        [arg("session", session.id), arg("operation", operation.logDescription)],
        app: session.sourceApp
      ) { contributor.delegate.sessionDidEnd(contributor, session: session, operation: operation) }
    }
  }

  /// `sessionDidEnd` exactly once to every drop interaction that ever saw the session.
  private func endDropSide(_ session: DragSession) {
    for interaction in session.drop.seenBy {
      let facade = dropSession(session, for: interaction)
      tell(
        interaction, "sessionDidEnd", [arg("session", session.id)], app: interaction.view?.app
      ) {
        interaction.delegate.sessionDidEnd(interaction, session: facade)
      }
    }
    session.drop.seenBy.removeAll()
  }

  /// Forgets a session once nothing about it can happen any more.
  func retireIfDone(_ session: DragSession) {
    let drop = session.drop
    guard session.stage == .ended, drop.transferReported, drop.pendingLoads == 0,
      drop.dropTarget == nil || drop.dropFinished
    else { return }
    sessions.removeAll { $0 === session }
    // Each facade holds its session and the session holds the system: a retired session that
    // kept its facades would keep itself, and the whole system, alive forever. An app still
    // holding a facade keeps what it needs through it.
    session.dropFacades = []
    session.lastDropFacade = nil
  }
}
