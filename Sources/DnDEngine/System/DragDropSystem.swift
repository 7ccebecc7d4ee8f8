import VirtualTime

/// The drag-and-drop system of one simulated device: it takes touches and user actions, runs the
/// gestures, sessions, previews, animations and data loads, calls the apps' delegates, and
/// records every call and decision in ``log``.
///
/// Everything happens on ``clock`` (delegate calls on its main queue, per-provider load
/// completions on ``loadQueue``); nothing reads real time or starts a thread. The order of calls
/// is the contract written down in `Docs/engine.md`.
public final class DragDropSystem: ItemProviderHost {
  public let clock: VirtualClock
  /// Every rule and constant of the device; read whenever it is needed, so a change applies to
  /// what happens next.
  public var profile: DeviceProfile {
    get { storedProfile }
    set { storedProfile = newValue }
  }
  /// Read on every touch sample; internal and only read or assigned whole, like ``View``'s
  /// storage, so that reading it costs no dynamic exclusivity check.
  private(set) var storedProfile: DeviceProfile
  public let log: EventLog
  public let ids: IdentityAllocator
  /// The background queue on which per-provider loads call back.
  public let loadQueue: SimulatedQueue

  /// Windows back to front; hit testing tries the frontmost first.
  public var windows: [Window] { storedWindows }
  /// Read by every hit test; internal and only read or assigned whole, like ``View``'s storage.
  private(set) var storedWindows: [Window] = []

  let fingers = FingerTable()
  /// Sessions in creation order (lifting, dragging or still finishing their drop or cancel).
  var sessions: [DragSession] = []
  /// The app whose code is running — that of the innermost call into app code — or `nil` for
  /// engine code. Set only by ``withRequester(_:_:)``, which keeps the app it replaces on the
  /// call stack and puts it back: a call into app code (two per move of a drag) changes no
  /// array.
  private var runningApp: App?
  /// Drops whose `performDrop` scope is open, innermost last: loads are allowed only in these.
  var loadScopes: [LoadScope] = []
  /// The session each running drop load belongs to, by load id.
  var loadSessions: [String: DragSession] = [:]
  /// Called with every provider when it is attached, in attachment order (see
  /// ``observeProviderAttachments(_:)``).
  private var providerObservers: [(ItemProvider) -> Void] = []
  /// The delegate methods found not implemented (see ``notImplementedCalls``).
  private var notImplementedMethods: Set<MethodKey> = []
  private var lastNotImplemented = MethodKey(subject: "", name: "")
  private struct MethodKey: Hashable {
    let subject: String
    let name: String
  }

  /// The delegate methods the system called so far and found not implemented, as
  /// `subject method` (`photo.drag sessionDidMove`): their calls were withdrawn from the log, as
  /// UIKit never makes them (see `Docs/engine.md` §1, "Optional methods"). A method you meant to
  /// implement that shows up here has a signature that does not match the protocol's.
  public var notImplementedCalls: Set<String> {
    if let cached = notImplementedCallsCache { return cached }
    let calls = Set(notImplementedMethods.map { "\($0.subject) \($0.name)" })
    notImplementedCallsCache = calls
    return calls
  }
  /// ``notImplementedCalls`` as last built; cleared when a method is added.
  private var notImplementedCallsCache: Set<String>?

  /// Objects kept for the system's lifetime (see ``keepAlive(_:)``).
  private var keptAlive: [AnyObject] = []

  public init(clock: VirtualClock, profile: DeviceProfile = .tablet) {
    self.clock = clock
    self.storedProfile = profile
    self.log = EventLog(clock: clock)
    self.ids = IdentityAllocator()
    self.loadQueue = clock.makeQueue(label: "loads")
  }

  /// Puts `window` in front of the existing ones.
  public func addWindow(_ window: Window) {
    storedWindows = storedWindows.filter { $0 !== window } + [window]
    window.system = self
    ViewTree.changed()
  }

  /// Sessions that have begun and not yet been released (what a flocking tap can add to).
  public var activeDragSessions: [DragSession] {
    sessions.filter { $0.stage == .dragging }
  }

  /// The frontmost view under a screen point.
  public func hitTest(_ point: Point) -> View? {
    guard let (window, local) = frontmostWindowHit(at: point) else { return nil }
    return window.rootView.hitTest(local)
  }

  /// The frontmost window whose frame holds `point` and whose root view may be hit there
  /// (``View/mayBeHit(at:)``, or its ``View/hitTester`` answers a view), with the point in the
  /// window's coordinates.
  func frontmostWindowHit(at point: Point) -> (Window, Point)? {
    let windows = storedWindows
    var index = windows.count
    while index > 0 {
      index -= 1
      let window = windows[index]
      let frame = window.storedFrame
      guard frame.contains(point) else { continue }
      let local = Point(x: point.x - frame.minX, y: point.y - frame.minY)
      let root = window.rootView
      if root.hasHitTester ? root.hitTest(local) != nil : root.mayBeHit(at: local) {
        return (window, local)
      }
    }
    return nil
  }

  /// Whether a drag interaction is on: its own setting, else the profile's default.
  func isEnabled(_ interaction: DragInteraction) -> Bool {
    interaction.isEnabled ?? profile.dragInteractionEnabledByDefault
  }

  // MARK: ItemProviderHost

  package func currentRequester() -> App? {
    // In a task app code started, the app of the call that started it.
    runningApp ?? DelegateMethod.currentCall?.app
  }

  /// True outside every call into app code (engine code, or a task's job the clock runs).
  var runningAppIsUnset: Bool { runningApp == nil }

  package func providerDidAttach(_ provider: ItemProvider) {
    for observer in providerObservers { observer(provider) }
  }

  /// Keeps `object` alive as long as the system: app-side state that delegates refer to without
  /// owning it (a scene's model), so it can never be gone while its views still get calls.
  public func keepAlive(_ object: AnyObject) {
    keptAlive.append(object)
  }

  /// Runs `body` for every provider a drag or paste attaches from now on, right after it gets its
  /// identity and before any load can start — how a fault plan wraps loaders without the app's
  /// code knowing.
  public func observeProviderAttachments(_ body: @escaping (ItemProvider) -> Void) {
    providerObservers.append(body)
  }

  // MARK: Calling app code

  /// Calls app code for `app`, logging the call with its arguments before and its answer after.
  func ask<Answer>(
    _ subject: String, _ name: String, _ arguments: EventArguments = [], app: App?,
    answer render: (Answer) -> String?, _ body: () -> Answer
  ) -> Answer {
    let token = log.beginCall(subject, name, with: arguments)
    let report = CallReport(
      system: self, app: app, loadScope: loadScopes.last, subject: subject, method: name)
    let value = AppTasks.$call.withValue(report) { withRequester(app, body) }
    let implemented = !report.isNotImplemented
    if implemented || !log.withdrawCall(token) {
      log.finishCall(token, result: render(value))
    } else if lastNotImplemented.subject != subject || lastNotImplemented.name != name {
      // A method not implemented is usually asked again and again (`sessionDidMove`, once per
      // touch sample): the last one is remembered, so the set is hashed only on a change.
      lastNotImplemented = MethodKey(subject: subject, name: name)
      if notImplementedMethods.insert(lastNotImplemented).inserted {
        notImplementedCallsCache = nil
      }
    }
    lastCallWasImplemented = implemented
    return value
  }

  /// Whether the app implemented the method of the last call made through
  /// ``ask(_:_:_:app:answer:_:)-(String…)`` (see ``DelegateMethod``): false when the method's
  /// default ran and the call was withdrawn from the log.
  private(set) var lastCallWasImplemented = true

  /// Calls app code that returns nothing.
  func tell(
    _ subject: String, _ name: String, _ arguments: EventArguments = [], app: App?,
    _ body: () -> Void
  ) {
    ask(subject, name, arguments, app: app, answer: { (_: Void) in nil }, body)
  }

  /// Calls the delegate of `callee`: logged under its name, unless the system owns the callee
  /// (a table or collection view's own interactions, whose delegate is the view itself — the app
  /// sees, and the log shows, the view's index-path delegate calls instead).
  func ask<Answer>(
    _ callee: some DelegateCallee, _ name: String, _ arguments: EventArguments = [],
    app: App?, answer render: (Answer) -> String?, _ body: () -> Answer
  ) -> Answer {
    guard callee.isSystemOwned else {
      return ask(callee.name, name, arguments, app: app, answer: render, body)
    }
    // The view's own delegate answers; whatever it reports about its own defaults is not about
    // a call the app sees.
    let report = DelegateMethod.currentCall
    let outer = report?.isNotImplemented
    let value = withRequester(app, body)
    if let outer { report?.isNotImplemented = outer }
    return value
  }

  /// Runs app code of `app`: it is the ``currentRequester()`` while `body` runs, then the one
  /// before is again.
  func withRequester<Answer>(_ app: App?, _ body: () -> Answer) -> Answer {
    let outer = runningApp
    runningApp = app
    defer { runningApp = outer }
    return body()
  }

  /// ``ask(_:_:_:app:answer:_:)-(DelegateCallee…)`` for calls that return nothing.
  func tell(
    _ callee: some DelegateCallee, _ name: String, _ arguments: EventArguments = [],
    app: App?, _ body: () -> Void
  ) {
    ask(callee, name, arguments, app: app, answer: { (_: Void) in nil }, body)
  }

  func gesture(_ subject: String, _ name: String, _ arguments: EventArguments = []) {
    log.record(.gesture, subject, name, with: arguments)
  }

  func note(_ subject: String, _ name: String, _ arguments: EventArguments = []) {
    log.record(.system, subject, name, with: arguments)
  }
}

/// `EngineEvent.Argument` shorthand for the many call sites.
func arg(_ label: String, _ value: String) -> EngineEvent.Argument {
  EngineEvent.Argument(label, value)
}

extension Optional where Wrapped == TargetedPreview {
  var logDescription: String { map(\.logDescription) ?? "nil" }
}
