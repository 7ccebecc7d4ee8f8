extension DragDropSystem {
  /// A quick tap on a view with a drag interaction: add items to a session of the same app
  /// ("flocking"), or, if nothing is added, an ordinary tap (Docs/uikit-behaviour.md §3 (c)).
  func tapped(_ finger: Finger, on view: View, interaction: DragInteraction) {
    finger.role = .done
    // The point is in the interaction's view's coordinates (UIKit: "in the coordinate space of
    // the interaction's view"), whichever subview the finger hit.
    guard let app = view.app, let home = interaction.view,
      let point = home.convertFromScreen(finger.location)
    else { return }
    // Cross-app flocking never happens: only sessions that started in this app take items.
    let candidates = activeDragSessions.filter { $0.sourceApp === app }
    let session: DragSession?
    switch candidates.count {
    case 0:
      session = nil
    case 1:
      session = candidates[0]
    default:
      session = ask(
        interaction, "sessionForAddingItems",
        [
          arg("sessions", "[" + candidates.map(\.id).joined(separator: ", ") + "]"),
          arg("point", point.logDescription),
        ],
        app: app, answer: { (chosen: DragSession?) in chosen?.id ?? "nil" },
        {
          interaction.delegate.sessionForAddingItems(
            interaction, sessions: candidates, point: point)
        })
    }
    guard let session, candidates.contains(where: { $0 === session }) else {
      return deliverTap(finger, to: view)
    }
    let items = ask(
      interaction, "itemsForAddingTo",
      [arg("session", session.id), arg("point", point.logDescription)], app: app,
      answer: { (items: [DragItem]) in items.logDescription },
      {
        adopt(
          interaction.delegate.itemsForAddingTo(interaction, session: session, point: point),
          from: interaction, app: app)
      })
    // An item already in the session is not added twice (the delegate should prevent it; the
    // system keeps the session consistent either way).
    let added = items.filter { item in !session.items.contains { $0 === item } }
    guard !added.isEmpty else {
      gesture(finger.name, "addDeclined", [arg("interaction", interaction.name)])
      return deliverTap(finger, to: view)
    }
    addItems(added, to: session, from: interaction, finger: finger)
  }

  private func addItems(
    _ added: [DragItem], to session: DragSession, from interaction: DragInteraction, finger: Finger
  ) {
    session.items.append(contentsOf: added)
    if !session.contributors.contains(where: { $0 === interaction }) {
      session.contributors = session.contributors + [interaction]
    }
    gesture(
      session.id, "itemsAdded",
      [
        arg("finger", finger.name), arg("interaction", interaction.name),
        arg("items", added.logDescription),
      ])
    askLiftPreviews(for: added, from: interaction, session: session)
    let animator = Animator(
      id: ids.next("M"), purpose: "add", subject: interaction.name, clock: clock, log: log)
    tell(
      interaction, "willAnimateLift",
      [arg("animator", animator.id), arg("session", session.id)], app: session.sourceApp
    ) { interaction.delegate.willAnimateLift(interaction, animator: animator, session: session) }
    animator.start(duration: profile.liftAnimationDuration, completesAutomatically: false)
    for contributor in session.contributors {
      tell(
        contributor, "willAddItems",
        [
          arg("session", session.id), arg("items", added.logDescription),
          arg("interaction", interaction.name),
        ],
        app: session.sourceApp
      ) {
        contributor.delegate.willAddItems(
          contributor, session: session, items: added, addingInteraction: interaction)
      }
    }
    // Docs/uikit-behaviour.md §3 (c) row 5: the add animator is stopped and finished in the same turn.
    animator.finish(at: .end)
    updatePreviews(of: session, items: added)
    updateDropTarget(session, itemsAdded: true)
  }
}
