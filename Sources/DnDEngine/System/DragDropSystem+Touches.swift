import VirtualTime

extension DragDropSystem {
  /// Handles the touches of one frame, in the order given, at the clock's current time.
  public func handle(frame touches: [TouchSample]) {
    clock.runningAppCode {
      for touch in touches { handleSample(touch) }
    }
  }

  /// Handles one finger sample at the clock's current time.
  ///
  /// Samples that contradict the finger's state (a move for a finger that is not down, a second
  /// `began`) are logged as `ignored` and change nothing: the trace reader rejects such input,
  /// so here it can only come from a caller's mistake. The app code it reaches runs as the
  /// clock's (a task it starts is the device's: Docs/architecture.md, "App code's tasks").
  public func handle(_ touch: TouchSample) {
    clock.runningAppCode { handleSample(touch) }
  }

  private func handleSample(_ touch: TouchSample) {
    // One look-up per sample; a finger that is down already has its name.
    let finger = fingers[touch.finger]
    log.record(
      .touch, finger?.name ?? Finger.name(of: touch.finger), touch.phase.rawValue,
      with: touchArguments(touch))
    switch touch.phase {
    case .began:
      guard finger == nil else { return ignore(touch, "finger already down") }
      fingerBegan(touch)
    case .moved, .stationary:
      guard let finger else { return ignore(touch, "finger not down") }
      fingerMoved(finger, to: touch.location)
    case .ended, .cancelled:
      guard let finger else { return ignore(touch, "finger not down") }
      // The last sample's location counts like a move: a finger may lift elsewhere.
      fingerMoved(finger, to: touch.location)
      fingerLifted(finger, cancelled: touch.phase == .cancelled)
      fingers[touch.finger] = nil
    }
  }

  private func touchArguments(_ touch: TouchSample) -> EventArguments {
    // Numbers are rendered only if the log text is asked for (see `ArgumentPayload`).
    var arguments = EventArguments.one(EngineEvent.Argument("at", .point(touch.location)))
    if let force = touch.force {
      arguments = arguments.appending(EngineEvent.Argument("force", .number(force)))
    }
    if let radius = touch.radius {
      arguments = arguments.appending(EngineEvent.Argument("radius", .number(radius)))
    }
    return arguments
  }

  private func ignore(_ touch: TouchSample, _ reason: String) {
    note("F\(touch.finger)", "ignored", [arg("reason", reason)])
  }

  // MARK: Began

  private func fingerBegan(_ touch: TouchSample) {
    let location = touch.location
    // A finger put on a dragged stack can take the drag over (hand-off).
    if let session = activeDragSessions.first(where: {
      $0.screenLocation.distance(to: location) <= profile.handoffRadius
    }) {
      let finger = Finger(id: touch.finger, role: .onPreview(session), start: location)
      fingers[touch.finger] = finger
      gesture(finger.name, "touchOnDragPreview", [arg("session", session.id)])
      return
    }
    let view = hitTest(location)
    guard let view, let interaction = dragInteraction(under: view) else {
      fingers[touch.finger] = Finger(id: touch.finger, role: .ordinary(view: view), start: location)
      return
    }
    let fingerID = touch.finger
    let timer = clock.schedule(after: profile.liftDelay, label: "lift F\(fingerID)") {
      [weak self] in self?.longPressRecognized(finger: fingerID)
    }
    fingers[touch.finger] = Finger(
      id: touch.finger, role: .pressing(interaction: interaction, view: view, timer: timer),
      start: location)
  }

  /// The innermost enabled drag interaction on `view` or an ancestor.
  func dragInteraction(under view: View) -> DragInteraction? {
    var candidate: View? = view
    while let view = candidate {
      if let interaction = view.dragInteractions.first(where: isEnabled) { return interaction }
      candidate = view.superview
    }
    return nil
  }

  // MARK: Moved

  private func fingerMoved(_ finger: Finger, to location: Point) {
    let moved = location != finger.location
    finger.location = location
    finger.maxDistance = finger.start.maxDistance(to: location, atLeast: finger.maxDistance)
    switch finger.role {
    case .pressing(_, let view, let timer):
      if finger.maxDistance > profile.movementAllowance {
        clock.cancel(timer)
        gesture(finger.name, "longPressFailed", [arg("reason", "moved")])
        finger.role = .ordinary(view: view)
      }
    case .lifting(let session):
      if moved, session.liftLocation.distance(to: location) > profile.dragStartThreshold {
        if session.liftEndTimer == nil {
          beginDrag(session, finger: finger)
          sessionMoved(session, to: location, beganDrag: true)
        } else {
          // Still lifting: the drag begins when the lift ends (`liftReachedEnd`).
          session.beginsWhenLifted = true
        }
      }
    case .dragging(let session):
      sessionMoved(session, to: location)
    case .ordinary, .onPreview, .done:
      break
    }
  }

  // MARK: Lifted

  private func fingerLifted(_ finger: Finger, cancelled: Bool) {
    switch finger.role {
    case .pressing(let interaction, let view, let timer):
      clock.cancel(timer)
      if cancelled { return gesture(finger.name, "touchCancelled") }
      if finger.maxDistance <= profile.movementAllowance {
        tapped(finger, on: view, interaction: interaction)
      }
    case .ordinary(let view):
      if !cancelled, let view, finger.maxDistance <= profile.movementAllowance {
        deliverTap(finger, to: view)
      }
    case .lifting(let session):
      cancelLift(session, finger: finger)
    case .dragging(let session):
      if !cancelled, let next = handoffCandidate(for: session) {
        handOff(session, from: finger, to: next)
      } else {
        release(session, cancelled: cancelled)
      }
    case .onPreview, .done:
      break
    }
  }

  /// A touch no drag-and-drop gesture claimed ends as an ordinary tap on its view.
  func deliverTap(_ finger: Finger, to view: View) {
    let point = view.convertFromScreen(finger.location) ?? finger.location
    gesture(finger.name, "tapDelivered", [arg("view", view.name), arg("at", point.logDescription)])
    // A tap on a table or collection view's item selects it, before the app's own tap handler.
    if let list = view.ancestry.lazy.compactMap({ $0 as? ListView }).first {
      list.tapped(atScreen: finger.location)
    }
    if let handler = view.tapHandler {
      if view.tapHandlerIsSystemOwned {
        withRequester(view.app) { handler(point) }
      } else {
        tell(view.name, "tapHandler", [arg("at", point.logDescription)], app: view.app) {
          handler(point)
        }
      }
    }
  }

  // MARK: Hand-off

  private func handoffCandidate(for session: DragSession) -> Finger? {
    fingers.all.filter {
      if case .onPreview(let target) = $0.role, target === session { return true }
      return false
    }.min { $0.id < $1.id }
  }

  private func handOff(_ session: DragSession, from old: Finger, to new: Finger) {
    old.role = .done
    new.role = .dragging(session)
    session.finger = new.id
    gesture(session.id, "handOff", [arg("from", old.name), arg("to", new.name)])
    sessionMoved(session, to: new.location)
  }
}
