import VirtualTime

extension DragDropSystem {
  /// The dragging finger moved: tell the source, then find the drop target under the new hit
  /// point. Source first, destination second is our choice (Docs/uikit-behaviour.md §3 (a) row 11 leaves the
  /// order within a frame open).
  /// `beganDrag`: the move that began the drag, whose targeting also sets the previews' first
  /// scale.
  func sessionMoved(_ session: DragSession, to location: Point, beganDrag: Bool = false) {
    // The speed between the last two samples drives spring loading; a still finger is speed 0.
    let now = clock.now
    let elapsed = now - session.previousTime
    let distance = session.screenLocation.distance(to: location)
    session.speed = distance == 0 ? 0 : elapsed > .zero ? distance / elapsed.seconds : .infinity
    session.previousTime = now
    guard location != session.screenLocation else {
      // A drag that began back at the point it was lifted at: its scale is still to be set.
      if beganDrag { updatePreviewScale(session) }
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
    let (found, point) = dropChain(for: session)
    if moved, !itemsAdded, let target = keptTarget(of: session.drop, under: found) {
      // What `retarget` concludes in this case, without its walk over the chain: the target is
      // kept and asked for a new proposal, on the app found with the chain.
      update(session, in: target, app: found.candidates[0].app)
    } else {
      retarget(session, under: found.candidates, moved: moved, itemsAdded: itemsAdded)
    }
    updatePreviewScale(session)
    updateSpringLoading(
      session, at: point,
      known: SpringsUnder(point: point, version: found.version, interactions: found.springs))
  }

  /// The session's target, when a move leaves it the target with nothing else to do — almost
  /// every move of a drag: it is the innermost candidate in `chain`, said yes to `canHandle` on
  /// this visit, no interaction ignores the session, and every visit is still under the hit
  /// point. Then ``retarget(_:under:moved:itemsAdded:)`` would change no state, skip nothing and
  /// stop at the first candidate; `nil` otherwise.
  ///
  /// The finding depends only on `found` and on the drop state's target, visits and ignores, so
  /// it is remembered with `found` (``DropState/keptUnder``) until one of them changes.
  func keptTarget(of drop: DropState, under found: DropChain) -> DropInteraction? {
    if drop.keptUnder === found { return drop.target }
    let chain = found.candidates
    guard let target = drop.target, drop.ignoredBy.isEmpty, let innermost = chain.first,
      innermost.interaction === target
    else { return nil }
    var targetCanHandle = false
    // Each interaction has at most one visit (one is added only when none is found).
    for visit in drop.visits {
      if visit.interaction === target {
        targetCanHandle = visit.canHandle == true
      } else if !chain.contains(where: { $0.interaction === visit.interaction }) {
        return nil
      }
    }
    guard targetCanHandle else { return nil }
    drop.keptUnder = found
    return target
  }

  /// The general case of ``updateDropTarget(_:moved:itemsAdded:)``: forgets the visits and
  /// ignores of interactions no longer under the hit point, finds the new target in `chain` and
  /// sends exit, enter and update as needed.
  private func retarget(
    _ session: DragSession, under chain: DropCandidates, moved: Bool, itemsAdded: Bool
  ) {
    let drop = session.drop
    // DropState's arrays are only ever assigned whole (see ``View``'s storage), and left alone
    // when nothing changes — the common case of a session moving within its target.
    func isUnder(_ interaction: DropInteraction) -> Bool {
      chain.contains { $0.interaction === interaction }
    }
    if !drop.visits.allSatisfy({ isUnder($0.interaction) }) {
      drop.visits = drop.visits.filter { isUnder($0.interaction) }
    }
    if !drop.ignoredBy.allSatisfy(isUnder) {
      drop.ignoredBy = drop.ignoredBy.filter(isUnder)
    }

    // The position in `chain` of the new target (positions, not candidates: copying a candidate
    // retains what it holds).
    var newTargetIndex: Int?
    // Whether app code or an observer may have run since the chain was found (it may have moved
    // views, so the apps found with the chain are looked up again).
    var calledOut = false
    for candidateIndex in chain.indices {
      let interaction = chain[candidateIndex].interaction
      if drop.ignoredBy.contains(where: { $0 === interaction }) { continue }
      // Checked on every pass, not only on a first visit: a visit kept while the session was
      // over an inner target must not let it into an interaction another session has taken.
      if drop.target !== interaction, !interaction.allowsSimultaneousDropSessions,
        interaction.enteredSessions.contains(where: { $0 !== session })
      {
        drop.ignoredBy = drop.ignoredBy + [interaction]
        calledOut = true
        note(
          interaction.name, "sessionIgnored",
          [arg("session", session.id), arg("reason", "another session is inside")])
        continue
      }
      var index = drop.visits.firstIndex { $0.interaction === interaction }
      if index == nil {
        drop.visits = drop.visits + [DropState.Visit(interaction: interaction, canHandle: nil)]
        index = drop.visits.count - 1
      }
      guard let index else { continue }
      if drop.visits[index].canHandle == nil
        || (itemsAdded && drop.visits[index].canHandle == false)
      {
        calledOut = true
        let canHandle = askCanHandle(interaction, session: session)
        var visits = drop.visits
        visits[index].canHandle = canHandle
        drop.visits = visits
      }
      if drop.visits[index].canHandle == true {
        newTargetIndex = candidateIndex
        break
      }
    }

    let newTarget = newTargetIndex.map { chain[$0].interaction }
    if newTarget !== drop.target {
      if let old = drop.target { exit(session, from: old) }
      if let newTarget {
        enter(session, into: newTarget)
        update(session, in: newTarget, app: newTarget.view?.app)
      }
    } else if let target = drop.target, moved || itemsAdded {
      let app = !calledOut ? newTargetIndex.flatMap { chain[$0].app } : target.view?.app
      update(session, in: target, app: app)
    }
  }

  /// The drop interactions under the hit point of `session` (``dropInteractions(at:for:)``),
  /// with the spring-loaded ones found with them, and the point they were found at.
  private func dropChain(for session: DragSession) -> (DropChain, Point) {
    let point = hitPoint(of: session)
    let found = dropInteractions(at: point, for: session)
    if let target = session.drop.target, point != session.screenLocation,
      !found.candidates.contains(where: { $0.interaction === target }),
      target.view?.frameInScreen?.contains(session.screenLocation) == true
    {
      // Precise mode hysteresis: the target is kept while the finger itself is still over it,
      // so the offset hit point crossing its edge does not flip enter and exit every frame.
      return (dropInteractions(at: session.screenLocation, for: session), session.screenLocation)
    }
    return (found, point)
  }

  /// Drop interactions on the view under `point` and its ancestors, innermost first, that may
  /// see `session` at all: enabled, and either in the source app or in another app the drag may
  /// reach (not on a phone, not restricted). With them, found by the same hit test, the
  /// spring-loaded interactions there (``springLoadedInteractions(at:)``).
  func dropInteractions(at point: Point, for session: DragSession) -> DropChain {
    let version = ViewTree.version
    let dragsMayLeaveApp = storedProfile.dragsMayLeaveApp
    let isRestricted = session.isRestrictedToDraggingApplication
    // The plain hit test finds the view `visitHitChain` would start from; while it is the view
    // of the last look-up and nothing it depends on changed, that look-up is the answer.
    let leaf = hitTest(point)
    if let last = session.drop.lastChain,
      last.applies(
        to: leaf, version: version, dragsMayLeaveApp: dragsMayLeaveApp, isRestricted: isRestricted)
    {
      return last
    }
    var candidates = DropCandidates()
    var springs: [SpringLoadedInteraction] = []
    // Whether every interaction found is on the view it was found on; one that is not (moved
    // without telling its view) has an app the view trees' version does not follow.
    var memoizable = true
    visitHitChain(at: point) { view, app in
      for interaction in view.dropInteractions where interaction.storedIsEnabled {
        // The app of the interaction's view, known from the hit test when it is `view` (it is,
        // unless the interaction was moved without telling its view).
        let interactionApp: App?
        if interaction.view === view {
          interactionApp = app
        } else {
          interactionApp = interaction.view?.app
          memoizable = false
        }
        if mayReach(interactionApp, session: session) {
          candidates.append(DropCandidate(interaction: interaction, app: interactionApp))
        }
      }
      if !view.springLoadedInteractions.isEmpty { springs += view.springLoadedInteractions }
    }
    let found = DropChain(
      leaf: leaf, version: version, dragsMayLeaveApp: dragsMayLeaveApp, isRestricted: isRestricted,
      candidates: candidates, springs: springs)
    session.drop.lastChain = memoizable ? found : nil
    return found
  }

  /// Whether `session` is visible to an interaction on a view of `app` at all (the security
  /// rules).
  private func mayReach(_ app: App?, session: DragSession) -> Bool {
    guard let app else { return false }
    if app === session.sourceApp { return true }
    return profile.dragsMayLeaveApp && !session.isRestrictedToDraggingApplication
  }

  func dropSession(_ session: DragSession, for interaction: DropInteraction) -> DropSession {
    // The facade handed out last is tried first: a session moving over its target asks for the
    // same one on every move.
    if let last = session.lastDropFacade, last.viewer === interaction { return last }
    let facade: DropSession
    if let existing = session.dropFacades.first(where: { $0.viewer === interaction }) {
      facade = existing
    } else {
      facade = DropSession(core: session, viewer: interaction)
      session.dropFacades = session.dropFacades + [facade]
    }
    session.lastDropFacade = facade
    return facade
  }

  private func askCanHandle(_ interaction: DropInteraction, session: DragSession) -> Bool {
    let facade = dropSession(session, for: interaction)
    return ask(
      interaction, "canHandle", [arg("session", session.id)], app: interaction.view?.app,
      answer: { (value: Bool) in "\(value)" },
      { interaction.delegate.canHandle(interaction, session: facade) })
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

  /// Asks `interaction`, on a view of `app`, for its proposal.
  private func update(_ session: DragSession, in interaction: DropInteraction, app: App?) {
    let facade = dropSession(session, for: interaction)
    let proposal = ask(
      interaction, "sessionDidUpdate", [arg("session", session.id)], app: app,
      answer: { (proposal: DropProposal) in proposal.logDescription },
      { interaction.delegate.sessionDidUpdate(interaction, session: facade) })
    session.drop.proposal = validate(proposal, session: session, target: interaction)
  }

  /// Applies the system's rules to a proposal: a move is possible only within the source app and
  /// when the drag allows it; otherwise it is treated as a cancel (Docs/uikit-behaviour.md §1).
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
