import VirtualTime

/// What a spring-loaded interaction needs from the system that drives it.
///
/// Attached rather than passed with every call (our choice): the timers must reach the same clock
/// and log long after the call that started them, and a system has exactly one of each. The
/// profile is a copy taken when attached; attaching again (the system does so before every hover)
/// applies a changed profile to the timers started from then on — a timer already running keeps
/// its due time, as the system's own profile changes apply to "what happens next".
struct SpringLoadingEnvironment {
  let clock: VirtualClock
  let log: EventLog
  let profile: DeviceProfile
}

/// The engine's side of spring loading: the drag system reports where sessions hover, and the
/// interaction runs its timers and logs its states.
///
/// Calls for a session other than the driving one are ignored: only one session drives an
/// interaction at a time — the first whose hover reached it — and others are ignored until that
/// one leaves the view or ends; the next hover of another session then makes it the driver. Our
/// choice: UIKit's `UISpringLoadedInteraction` follows one drag, and the rule matches
/// `UIDropInteraction`'s default of one session at a time (`allowsSimultaneousDropSessions`).
extension SpringLoadedInteraction {
  /// Connects the interaction to the system's clock, event log and device profile. The engine
  /// calls this before it reports a hover (it may do so before every one).
  func attach(clock: VirtualClock, log: EventLog, profile: DeviceProfile) {
    environment = SpringLoadingEnvironment(clock: clock, log: log, profile: profile)
  }

  /// A session's location changed while it is over the interaction's view — including the sample
  /// that brought it in.
  ///
  /// - Parameters:
  ///   - location: the session's location in the view's coordinates.
  ///   - speed: the session's speed in points per second, computed by the engine from its last two
  ///     samples.
  ///
  /// Moving no faster than ``DeviceProfile/springLoadingMaxSpeed`` (and with ``shouldBegin``
  /// agreeing) starts the countdown from ``SpringLoadedState/inactive``; moving faster resets a
  /// countdown, and the next slow move starts it again from the beginning. After the interaction
  /// has sprung, further hovering by the same session does nothing until it leaves and comes back
  /// (our choice, so a drag resting on a folder does not open it again every 1.2 s).
  ///
  /// One speed gate, not UIKit's hysteresis (our choice): UIKit begins below 20 and cancels above
  /// 40 (`Docs/uikit-behaviour.md` §1.1), but the unit of those numbers is not known — they may not
  /// be points per second — so copying them would suggest a precision we do not have. A single
  /// overridable limit behaves the same for a hover that is clearly slow or clearly fast.
  func sessionHovered(sessionID: String, at location: Point, speed: Double) {
    guard isEnabled, let view else { return }
    guard let environment else {
      preconditionFailure("\(name): attach(clock:log:profile:) before driving spring loading")
    }
    if let driver = drivingSession, driver != sessionID { return }
    drivingSession = sessionID
    lastLocation = location
    guard !isSpent else { return }

    guard speed <= environment.profile.springLoadingMaxSpeed else {
      reset(reason: "tooFast")
      return
    }
    if let shouldBegin {
      let context = SpringLoadedContext(state: state, location: location, targetView: view)
      let call =
        isSystemOwned
        ? nil
        : environment.log.beginCall(
          name, "shouldBegin",
          [.init("state", state.logDescription), .init("location", location.logDescription)])
      let allowed = shouldBegin(context)
      if let call { environment.log.finishCall(call, result: allowed ? "true" : "false") }
      // The latest answer's target is the one that flashes (app code may have set another).
      flashTarget = context.targetView
      // App code may have disabled, moved or otherwise reset the interaction while answering.
      guard isEnabled, drivingSession == sessionID, self.view === view else { return }
      guard allowed else {
        reset(reason: "refused")
        return
      }
    }
    if state == .inactive { arm() }
  }

  /// The session left the interaction's view: any countdown stops without activating, and the
  /// session may spring the interaction again when it comes back.
  func sessionLeft(sessionID: String) {
    guard sessionID == drivingSession else { return }
    stopDriving(reason: "left")
  }

  /// The session is over: the user let go — dropping on this view, elsewhere, or cancelling — or
  /// the drag was cancelled. Resets like ``sessionLeft(sessionID:)``.
  ///
  /// There is no separate "drop performed" call (our choice): a drop on the view ends the hover
  /// exactly as any other release does. The engine calls this when the finger lifts, not later at
  /// the drop interactions' `sessionDidEnd`, so no spring-loading timer can fire during the drop
  /// or cancel animations.
  func sessionEnded(sessionID: String) {
    guard sessionID == drivingSession else { return }
    stopDriving(reason: "ended")
  }
}
