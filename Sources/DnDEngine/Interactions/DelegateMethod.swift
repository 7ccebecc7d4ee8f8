import VirtualTime

/// How the engine learns that an app does not implement an optional delegate method.
///
/// UIKit asks a delegate whether it responds to an optional method before calling it: a method
/// the app does not implement is never called, so it leaves no line in the log, and the system
/// goes on with what it does without an answer (`Docs/engine.md` §1, "Optional methods"). A Swift
/// protocol cannot be asked that. Instead the default of every optional method — in the
/// protocol's extension, which the compiler uses exactly when the app's type has no method of its
/// own — reports itself through ``reportNotImplemented()`` while the engine calls it. The engine
/// then withdraws the call from the log, and the default's answer is the one UIKit uses when the
/// method is missing.
///
/// The report reaches the call the engine is making on this thread (a task-local value bound for
/// the duration of each call), so systems on other threads never see it.
package enum DelegateMethod {
  /// Set by the default implementation of an optional method: the app does not implement it.
  /// Outside a call the engine makes, it does nothing.
  package static func reportNotImplemented() {
    currentCall?.isNotImplemented = true
  }

  /// The call into app code the engine is making on this thread, innermost first — or, in a task
  /// app code started, the call that started it (tasks copy task-local values; see
  /// `Docs/engine.md` §4, "Tasks app code starts").
  static var currentCall: CallReport? { AppTasks.call as? CallReport }

  /// Whether a default has reported itself during the call being made (see
  /// ``reportNotImplemented()``): for an adapter that passes calls on to another API's delegate
  /// and remembers which methods that delegate lacks.
  package static var currentCallIsNotImplemented: Bool {
    currentCall?.isNotImplemented ?? false
  }

  /// The system whose app code is running on this thread: the one making the current delegate
  /// call, if any.
  package static var currentSystem: DragDropSystem? { currentCall?.system }
}

/// One call into app code (see ``DelegateMethod``): what the default implementations reported
/// about it, and what a task started during it keeps of it — the app whose code it is and, in
/// `performDrop`, the drop whose data it may load.
///
/// Unchecked: it is read and written only on the thread that drives its system (as everything of
/// a system is, see ``EventLog``), by the call and by the tasks it started, which run there too.
final class CallReport: AppCodeCall, @unchecked Sendable {
  var isNotImplemented = false
  /// Unowned: the system lives as long as its clock runs the tasks that hold this call (a weak
  /// reference would give every system a side table, and slower reference counting).
  unowned(unsafe) let system: DragDropSystem
  /// The system's clock, held strongly: a task that never finishes keeps it, not the system.
  let clock: VirtualClock?
  /// The app whose code is called.
  let app: App?
  /// The window in which data may be loaded that was open when the call was made.
  let loadScope: LoadScope?
  let subject: String
  let method: String
  var startedTask = false

  init(system: DragDropSystem, app: App?, loadScope: LoadScope?, subject: String, method: String) {
    self.system = system
    clock = system.clock
    self.app = app
    self.loadScope = loadScope
    self.subject = subject
    self.method = method
  }

  var callName: String { "\(subject) \(method)" }
}
