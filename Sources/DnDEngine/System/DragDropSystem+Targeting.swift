import VirtualTime

extension DragDropSystem {
  /// The dragging finger moved: tell the source, then find the drop target under the new hit
  /// point. Source first, destination second is our choice (ground truth §3 (a) row 11 leaves the
  /// order within a frame open).
  func sessionMoved(_ session: DragSession, to location: Point) {
    // The speed between the last two samples drives spring loading; a still finger is speed 0.
    let elapsed = clock.now - session.previousTime
    let distance = session.screenLocation.distance(to: location)
    session.speed = distance == 0 ? 0 : elapsed > .zero ? distance / elapsed.seconds : .infinity
    session.previousTime = clock.now
    guard location != session.screenLocation else {
      updateSpringLoading(session, at: hitPoint(of: session))
      return
    }
    session.screenLocation = location
    if let source = session.contributors.first {
      tell(source, "sessionDidMove", [arg("session", session.id)], app: session.sourceApp) {
        source.delegate.sessionDidMove(source, session: session)
      }
    }
    updateDropTarget(session, moved: true)
  }

  /// The point used for hit testing: the finger, offset upwards in precise mode.
  func hitPoint(of session: DragSession) -> Point {
    guard session.drop.target != nil, session.drop.proposal.isPrecise else {
      return session.screenLocation
    }
    return session.screenLocation + profile.preciseModeOffset
  }

  /// Re-resolves which drop interaction the session is over and sends enter / update / exit.
  ///
  /// Interactions are tried innermost first; the first whose `canHandle` (asked once per visit of
  /// its view, again when items were added) is true becomes the target.
  func updateDropTarget(_ session: DragSession, moved: Bool = false, itemsAdded: Bool = false) {
    let drop = session.drop
    var point = hitPoint(of: session)
    var chain = dropInteractions(at: point, for: session)
    if let target = drop.target, point != session.screenLocation,
      !chain.contains(where: { $0 === target }),
      target.view?.frameInScreen?.contains(session.screenLocation) == true
    {
      // Precise mode hysteresis: the target is kept while the finger itself is still over it,
      // so the offset hit point crossing its edge does not flip enter and exit every frame.
      point = session.screenLocation
      chain = dropInteractions(at: point, for: session)
    }
    drop.visits.removeAll { visit in !chain.contains { $0 === visit.interaction } }
    drop.ignoredBy.removeAll { ignoring in !chain.contains { $0 === ignoring } }

    var newTarget: DropInteraction?
    for interaction in chain {
      if drop.ignoredBy.contains(where: { $0 === interaction }) { continue }
      // Checked on every pass, not only on a first visit: a visit kept while the session was
      // over an inner target must not let it into an interaction another session has taken.
      if drop.target !== interaction, !interaction.allowsSimultaneousDropSessions,
        interaction.enteredSessions.contains(where: { $0 !== session })
      {
        drop.ignoredBy.append(interaction)
        note(
          interaction.name, "sessionIgnored",
          [arg("session", session.id), arg("reason", "another session is inside")])
        continue
      }
      var index = drop.visits.firstIndex { $0.interaction === interaction }
      if index == nil {
        drop.visits.append(DropState.Visit(interaction: interaction, canHandle: nil))
        index = drop.visits.count - 1
      }
      guard let index else { continue }
      if drop.visits[index].canHandle == nil
        || (itemsAdded && drop.visits[index].canHandle == false)
      {
        drop.visits[index].canHandle = askCanHandle(interaction, session: session)
      }
      if drop.visits[index].canHandle == true {
        newTarget = interaction
        break
      }
    }

    if newTarget !== drop.target {
      if let old = drop.target { exit(session, from: old) }
      if let newTarget {
        enter(session, into: newTarget)
        update(session, in: newTarget)
      }
    } else if let target = drop.target, moved || itemsAdded {
      update(session, in: target)
    }
    updatePreviewScale(session)
    updateSpringLoading(session, at: point)
  }

  /// Drop interactions on the view under `point` and its ancestors, innermost first, that may
  /// see `session` at all: enabled, and either in the source app or in another app the drag may
  /// reach (not on a phone, not restricted).
  func dropInteractions(at point: Point, for session: DragSession) -> [DropInteraction] {
    guard let view = hitTest(point) else { return [] }
    var result: [DropInteraction] = []
    for candidate in view.ancestry {
      for case let interaction as DropInteraction in candidate.interactions
      where interaction.isEnabled && mayReach(interaction, session: session) {
        result.append(interaction)
      }
    }
    return result
  }

  /// Whether `session` is visible to `interaction` at all (the security rules).
  func mayReach(_ interaction: DropInteraction, session: DragSession) -> Bool {
    guard let app = interaction.view?.app else { return false }
    if app === session.sourceApp { return true }
    return profile.dragsMayLeaveApp && !session.isRestrictedToDraggingApplication
  }

  func dropSession(_ session: DragSession, for interaction: DropInteraction) -> DropSession {
    if let existing = session.dropFacades.first(where: { $0.viewer === interaction }) {
      return existing
    }
    let facade = DropSession(core: session, viewer: interaction)
    session.dropFacades.append(facade)
    return facade
  }

  private func askCanHandle(_ interaction: DropInteraction, session: DragSession) -> Bool {
    let facade = dropSession(session, for: interaction)
    return ask(
      interaction, "canHandle", [arg("session", session.id)], app: interaction.view?.app,
      answer: { (value: Bool) in "\(value)" }
    ) { interaction.delegate.canHandle(interaction, session: facade) }
  }

  private func markSeen(_ session: DragSession, by interaction: DropInteraction) {
    if !session.drop.seenBy.contains(where: { $0 === interaction }) {
      session.drop.seenBy.append(interaction)
    }
  }

  private func enter(_ session: DragSession, into interaction: DropInteraction) {
    session.drop.target = interaction
    session.drop.proposal = .cancel
    interaction.enteredSessions.append(session)
    markSeen(session, by: interaction)
    let facade = dropSession(session, for: interaction)
    tell(
      interaction, "sessionDidEnter", [arg("session", session.id)], app: interaction.view?.app
    ) {
      interaction.delegate.sessionDidEnter(interaction, session: facade)
    }
  }

  func exit(_ session: DragSession, from interaction: DropInteraction) {
    session.drop.target = nil
    session.drop.proposal = .cancel
    interaction.enteredSessions.removeAll { $0 === session }
    let facade = dropSession(session, for: interaction)
    tell(
      interaction, "sessionDidExit", [arg("session", session.id)], app: interaction.view?.app
    ) {
      interaction.delegate.sessionDidExit(interaction, session: facade)
    }
  }

  private func update(_ session: DragSession, in interaction: DropInteraction) {
    let facade = dropSession(session, for: interaction)
    let proposal = ask(
      interaction, "sessionDidUpdate", [arg("session", session.id)],
      app: interaction.view?.app,
      answer: { (proposal: DropProposal) in proposal.logDescription }
    ) { interaction.delegate.sessionDidUpdate(interaction, session: facade) }
    session.drop.proposal = validate(proposal, session: session, target: interaction)
  }

  /// Applies the system's rules to a proposal: a move is possible only within the source app and
  /// when the drag allows it; otherwise it is treated as a cancel (ground truth §1).
  func validate(_ proposal: DropProposal, session: DragSession, target: DropInteraction)
    -> DropProposal
  {
    guard proposal.operation == .move else { return proposal }
    let sameApp = target.view?.app === session.sourceApp
    guard !sameApp || !session.allowsMoveOperation else { return proposal }
    var adjusted = proposal
    adjusted.operation = .cancel
    note(
      session.id, "proposalAdjusted",
      [
        arg("from", proposal.logDescription), arg("to", adjusted.logDescription),
        arg("reason", sameApp ? "move not allowed" : "move outside the source app"),
      ])
    return adjusted
  }
}

extension VirtualDuration {
  /// The duration in seconds, for speeds.
  var seconds: Double { Double(nanoseconds) / 1_000_000_000 }
}
