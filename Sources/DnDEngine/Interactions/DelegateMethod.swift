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

  /// The call into app code the engine is making on this thread, innermost first.
  @TaskLocal static var currentCall: CallReport?

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

/// What a default implementation reported about one call (see ``DelegateMethod``). A system
/// keeps one and reuses it for every call, saving and restoring the flag around nested calls.
///
/// Unchecked: it is bound only for the duration of a synchronous call on the thread that drives
/// its system (as everything of a system is, see ``EventLog``), so no two threads touch it.
final class CallReport: @unchecked Sendable {
  var isNotImplemented = false
  unowned(unsafe) let system: DragDropSystem

  init(system: DragDropSystem) {
    self.system = system
  }
}
