import VirtualTime

extension DragDropSystem {
  /// The lift delay passed with the finger still: ask for items, then lift them.
  func longPressRecognized(finger fingerID: Int) {
    guard let finger = fingers[fingerID],
      case .pressing(let interaction, let view, _) = finger.role,
      let app = view.app
    else { return }
    gesture(finger.name, "longPressRecognized", [arg("interaction", interaction.name)])
    let session = DragSession(
      id: ids.next("S"), sourceApp: app, finger: fingerID, location: finger.location,
      system: self)
    let items = ask(
      interaction, "itemsForBeginning", [arg("session", session.id)], app: app,
      answer: { (items: [DragItem]) in items.logDescription },
      {
        adopt(
          interaction.delegate.itemsForBeginning(interaction, session: session), from: interaction,
          app: app)
      })
    guard !items.isEmpty else {
      // Docs/uikit-behaviour.md §5.1: nothing else for this touch; it goes on as an ordinary touch.
      gesture(finger.name, "liftDeclined", [arg("interaction", interaction.name)])
      finger.role = .ordinary(view: view)
      return
    }
    session.items = items
    session.contributors = [interaction]
    sessions.append(session)
    finger.role = .lifting(session)
    gesture(session.id, "lift", [arg("finger", finger.name), arg("items", items.logDescription)])

    askLiftPreviews(for: items, from: interaction, session: session)
    let animator = Animator(
      id: ids.next("M"), purpose: "lift", subject: interaction.name, clock: clock, log: log)
    session.liftAnimator = animator
    tell(
      interaction, "willAnimateLift",
      [arg("animator", animator.id), arg("session", session.id)], app: app
    ) {
      interaction.delegate.willAnimateLift(interaction, animator: animator, session: session)
    }
    // The lift runs its whole length while the finger stays down (talk 203: "as that touch stays
    // down, we run that lift all the way to its completion"). Its completion comes when the drag
    // starts — "when the drag starts, we will snapshot the view, and after that, the completion
    // block will get called" (talk 213) — or when the finger lets go: `.end` once the lift has
    // run its length, `.start` (reversed) before.
    animator.start(duration: profile.liftAnimationDuration, completesAutomatically: false)
    session.liftEndTimer = clock.schedule(
      after: profile.liftAnimationDuration, label: "lift end \(session.id)"
    ) { [weak self, weak session] in
      guard let self, let session else { return }
      self.liftReachedEnd(session)
    }
  }

  /// The lift has run its whole length. A drag the finger started during the lift begins now:
  /// the drag begins only once the items are fully lifted (talk 203; Apple's documentation of
  /// `sessionWillBegin`: "fully lifted appearance").
  private func liftReachedEnd(_ session: DragSession) {
    session.liftEndTimer = nil
    guard session.beginsWhenLifted, let finger = fingers[session.finger],
      case .lifting(let lifting) = finger.role, lifting === session
    else { return }
    session.beginsWhenLifted = false
    beginDrag(session, finger: finger)
    sessionMoved(session, to: finger.location, beganDrag: true)
  }

  /// Gives new items their identities and attaches their providers to this system.
  func adopt(_ items: [DragItem], from interaction: DragInteraction, app: App) -> [DragItem] {
    for item in items {
      // An item returned again (from an earlier session) belongs to the interaction returning it
      // now; its identity and provider stay.
      item.sourceInteraction = interaction
      item.ownerApp = app
      item.system = self
      item.isVisible = false
      item.previewScale = 1
      item.providedPreview = nil
      guard item.id == "I?" else { continue }
      item.id = ids.next("I")
      if item.itemProvider.host == nil { item.itemProvider.itemID = item.id }
      item.itemProvider.attach(to: self, owner: app)
    }
    return items
  }

  /// `previewForLifting` for each item in order; a `nil` answer makes the item invisible.
  func askLiftPreviews(
    for items: [DragItem], from interaction: DragInteraction, session: DragSession
  ) {
    for item in items {
      let preview = ask(
        interaction, "previewForLifting", [arg("item", item.id), arg("session", session.id)],
        app: session.sourceApp, answer: { (preview: TargetedPreview?) in preview.logDescription },
        {
          interaction.delegate.previewForLifting(interaction, item: item, session: session)
        })
      item.liftPreview = preview
      item.isVisible = preview != nil
      if let preview, let geometry = PreviewGeometry.of(preview) {
        note(item.id, "liftPreview", [arg("geometry", geometry.logDescription)])
      }
    }
  }

  /// The finger moved away once the lift had ended (or the lift ended after it moved away): the
  /// drag begins (Docs/uikit-behaviour.md §3 (a) rows 4–6).
  func beginDrag(_ session: DragSession, finger: Finger) {
    guard let interaction = session.contributors.first else { return }
    // The drag starts: the lift's completion (`.end`) first, then the session's questions.
    session.liftAnimator?.finish(at: .end)
    let app = session.sourceApp
    let subject = interaction
    let sessionArgument: EventArguments = [arg("session", session.id)]
    if profile.dragsMayLeaveApp {
      session.isRestrictedToDraggingApplication = ask(
        subject, "sessionIsRestrictedToDraggingApplication", sessionArgument, app: app,
        answer: { (value: Bool) in "\(value)" },
        {
          interaction.delegate.sessionIsRestrictedToDraggingApplication(
            interaction, session: session)
        })
    } else {
      // A phone: no drag leaves its app, so the question is never asked.
      session.isRestrictedToDraggingApplication = true
    }
    session.allowsMoveOperation = ask(
      subject, "sessionAllowsMoveOperation", sessionArgument, app: app,
      answer: { (value: Bool) in "\(value)" },
      { interaction.delegate.sessionAllowsMoveOperation(interaction, session: session) })
    session.prefersFullSizePreviews = ask(
      subject, "prefersFullSizePreviews", sessionArgument, app: app,
      answer: { (value: Bool) in "\(value)" },
      { interaction.delegate.prefersFullSizePreviews(interaction, session: session) })
    session.stage = .dragging
    finger.role = .dragging(session)
    gesture(session.id, "dragBegan", [arg("finger", finger.name)])
    tell(subject, "sessionWillBegin", sessionArgument, app: app) {
      interaction.delegate.sessionWillBegin(interaction, session: session)
    }
    updatePreviews(of: session, items: session.items)
    // No scaling yet: the move that began the drag comes next (`sessionMoved`), and its targeting
    // asks the view under the finger for a proposal first, so a drop site's full-size preference
    // counts from the drag's first instant (talk 213's reorderable list; Docs/engine.md §5).
  }

  /// Released before dragging: no session callback is sent. Released during the lift, the lift
  /// reverses (`.start`); released after it ran its length, it completes at `.end` (talk 203: "If
  /// the user holds down their finger long enough through the whole lift, we'll go all the way to
  /// the end. The position will be end").
  func cancelLift(_ session: DragSession, finger: Finger) {
    gesture(session.id, "liftCancelled", [arg("finger", finger.name)])
    session.stage = .ended
    finger.role = .done
    let ranItsLength = session.liftEndTimer == nil
    if let timer = session.liftEndTimer { clock.cancel(timer) }
    session.liftEndTimer = nil
    session.beginsWhenLifted = false
    if ranItsLength {
      session.liftAnimator?.finish(at: .end)
    } else {
      session.liftAnimator?.reverse()
    }
    sessions.removeAll { $0 === session }
  }

  /// Asks the preview providers of the items shown in the drag stack (the topmost
  /// ``DeviceProfile/dragStackVisibleItems``), and re-asks whenever a provider is replaced.
  func updatePreviews(of session: DragSession, items: [DragItem]) {
    let shown = session.items.suffix(profile.dragStackVisibleItems)
    for item in session.items {
      item.onPreviewProviderChange = { [weak self, session = Unretained(session)] item in
        guard let self, let session = session.value, session.stage == .dragging else { return }
        self.updatePreviews(of: session, items: [item])
      }
    }
    for item in items where shown.contains(where: { $0 === item }) {
      guard let provider = item.previewProvider else { continue }
      let preview = ask(
        item.id, "previewProvider", [], app: session.sourceApp,
        answer: { (preview: DragPreview?) in preview?.logDescription ?? "nil" }, provider)
      item.providedPreview = preview
      item.isVisible = preview != nil
    }
  }
}
