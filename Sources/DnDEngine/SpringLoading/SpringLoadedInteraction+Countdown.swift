import VirtualTime

/// The countdown from a slow hover to activation, and every way it stops. Each state change is a
/// `gesture` event `<name> springLoading(state: …)`; a change to inactive names its reason
/// (`tooFast`, `refused`, `left`, `ended`, `disabled`, `removed`, `activated`), our addition so a
/// log says why a hover did not spring.
extension SpringLoadedInteraction {
  /// inactive → possible, and the timer to the flash.
  func arm() {
    guard let environment else { return }
    setState(.possible)
    pendingTimer = environment.clock.schedule(
      after: environment.profile.springLoadingDelay, label: "\(name) springLoading flash"
    ) { [weak self] in self?.beginFlash() }
  }

  /// possible → activating: the target view flashes (an `animation` event `flash(view:)`), and the
  /// timer to activation starts. The target is the one the latest `shouldBegin` context named
  /// (``flashTarget``), else the interaction's view.
  func beginFlash() {
    guard let environment, state == .possible else { return }
    pendingTimer = nil
    setState(.activating)
    environment.log.record(
      .animation, name, "flash", [.init("view", (flashTarget ?? view)?.name ?? "nil")])
    pendingTimer = environment.clock.schedule(
      after: environment.profile.springLoadingFlashDelay, label: "\(name) springLoading activate"
    ) { [weak self] in self?.activate() }
  }

  /// activating → activated: the handler runs once (a `delegate` event
  /// `activationHandler(state:location:)`, recorded before the call so that anything the handler
  /// causes is logged after it), then the state resets and the interaction is spent until the
  /// session leaves.
  func activate() {
    guard let environment, state == .activating else { return }
    pendingTimer = nil
    isSpent = true
    setState(.activated)
    let context = SpringLoadedContext(
      state: .activated, location: lastLocation, targetView: flashTarget ?? view)
    if !isSystemOwned {
      environment.log.record(
        .delegate, name, "activationHandler",
        [
          .init("state", SpringLoadedState.activated.logDescription),
          .init("location", lastLocation.logDescription),
        ])
    }
    activationHandler(self, context)
    // The handler may already have reset the interaction (disabled it, removed it from its view).
    if state == .activated { setState(.inactive, reason: "activated") }
  }

  /// Stops a countdown without activating: cancels the timer and, unless already inactive, logs the
  /// change to inactive with `reason`.
  func reset(reason: String) {
    if let pendingTimer, let environment {
      environment.clock.cancel(pendingTimer)
    }
    pendingTimer = nil
    if state != .inactive { setState(.inactive, reason: reason) }
  }

  /// Resets and forgets the driving session, so the next hover (by any session) starts afresh.
  func stopDriving(reason: String) {
    reset(reason: reason)
    drivingSession = nil
    isSpent = false
    flashTarget = nil
  }

  private func setState(_ newState: SpringLoadedState, reason: String? = nil) {
    state = newState
    var arguments: [EngineEvent.Argument] = [.init("state", newState.logDescription)]
    if let reason { arguments.append(.init("reason", reason)) }
    environment?.log.record(.gesture, name, "springLoading", arguments)
  }
}
