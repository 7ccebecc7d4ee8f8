import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// App code's Swift tasks on a virtual clock (`Docs/architecture.md`, "App code's tasks").
///
/// App code starts tasks (`Task { }` in a delegate method, `Task { @MainActor in … }`) and awaits
/// continuations it resumes from completion handlers. Left to the runtime, their jobs would go to
/// the process's main executor and global pool and run at an instant nobody chose. A clock that
/// ``VirtualClock/ownsAppTasks`` takes them instead, through the concurrency runtime's hooks:
///
/// - while its app code runs, the **main actor**'s executor is the clock's `DeviceMainExecutor`: a
///   job enqueued on it becomes main-queue work at the current instant, after the work already
///   scheduled for it (where UIKit's main run loop would run it), and runs isolated to the main
///   actor on the thread that drives the clock;
/// - a job for the **global executor** runs on the clock's own task executor, as the clock's
///   other task jobs do (before the next timeline item).
///
/// A job is taken only when it is enqueued by code running for such a clock — a call into app
/// code (``AppCodeCall``), or work the clock runs — on the enqueuing thread. Tasks copy their
/// task-local values, so a task started by app code stays the clock's at every later `await`.
/// Everything else (other tests, the test framework's own jobs, another thread) goes to the
/// runtime as before: the hooks are process-wide, but what they take is decided per call.
///
/// The hooks are unofficial entry points of the runtime (`swift_task_getMainExecutor_hook`,
/// `swift_task_enqueueGlobal_hook`, `swift_task_isMainExecutor_hook`, exported by
/// `libswift_Concurrency`). They are installed once, the first time a clock owns app tasks, chain
/// to any hook installed before, and are never removed.
package enum AppTasks {
  /// The call into app code running on this thread, if a system binds one (see ``AppCodeCall``).
  @TaskLocal package static var call: (any AppCodeCall)?

  /// Installs the hooks (once per process; later calls do nothing).
  package static func installHooks() { _ = RuntimeHooks.installed }

  /// The clock that takes jobs enqueued here and now, if any.
  /// `remembering`: a job is being enqueued, so the call binding it (if any) started a task.
  fileprivate static func takingClock(remembering: Bool) -> VirtualClock? {
    // The thread's driving clock first: one thread-local read, where task-local values walk a
    // list (this runs on every main-actor check of app code).
    if let clock = DrivingThread.clock, clock.ownsAppTasks {
      if remembering, let call, !call.startedTask, call.clock === clock { clock.remember(call) }
      return clock
    }
    if let call {
      guard let clock = call.clock, clock.ownsAppTasks else { return nil }
      if remembering && !call.startedTask { clock.remember(call) }
      return clock
    }
    guard let clock = VirtualClock.current, clock.ownsAppTasks else { return nil }
    return clock
  }
}

/// The clock driven on this thread, if any: what a job enqueued here belongs to when no task-local
/// value says (a detached task's job, an `await` coming back to the main actor — the runtime
/// enqueues those outside any task's context). A thread-local value, set only while
/// ``VirtualClock/runningAppCode(_:)`` or a drive call runs.
enum DrivingThread {
  /// What the thread-local slot holds while a clock drives here.
  private final class Binding {
    unowned let clock: VirtualClock
    /// Whether the driving code is on the process's main actor: asked once per binding, the first
    /// time a main-actor check needs it.
    var onMainActor: Bool?

    init(_ clock: VirtualClock) {
      self.clock = clock
    }
  }

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    guard pthread_key_create(&key, nil) == 0 else {
      preconditionFailure("no thread-local key left for the driving clock")
    }
    return key
  }()

  private static var binding: Binding? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Binding>.fromOpaque(pointer).takeUnretainedValue()
  }

  static var clock: VirtualClock? { binding?.clock }

  /// Whether code the clock runs on this thread is on the main actor: the thread drives `clock`
  /// on the process's main actor and is not running one of the clock's task-executor jobs. Nil
  /// when `clock` is not driven here.
  static func isOnMainActor(driving clock: VirtualClock) -> Bool? {
    guard let binding, binding.clock === clock else { return nil }
    if clock.isRunningTaskJob { return false }
    if let known = binding.onMainActor { return known }
    let known = RuntimeHooks.isCurrentExecutor(RuntimeHooks.processMain)
    binding.onMainActor = known
    return known
  }

  /// Runs `body` with `clock` as this thread's driving clock.
  static func with<Result>(
    _ clock: VirtualClock, _ body: () throws -> Result
  ) rethrows -> Result {
    let outer = pthread_getspecific(key)
    let binding = Binding(clock)
    pthread_setspecific(key, Unmanaged.passUnretained(binding).toOpaque())
    defer {
      pthread_setspecific(key, outer)
      withExtendedLifetime(binding) {}
    }
    return try body()
  }
}

/// One call into app code, as the system making it binds it (``AppTasks/call``) for the call's
/// duration. A task app code starts during the call copies the binding, so the object lives as
/// long as the task does: the clock finds the tasks that never finished by which of these are
/// still alive once nothing is left to run (``VirtualClock/unfinishedAppTasks``).
package protocol AppCodeCall: AnyObject, Sendable {
  /// The clock the app code runs on; nil when its system is gone.
  var clock: VirtualClock? { get }
  /// The call as the event log names it (`photo.drop performDrop`).
  var callName: String { get }
  /// Set when a task started in the call is first seen (under the clock's mutex).
  var startedTask: Bool { get set }
}

/// A task app code started that had not finished when its clock ran out of work.
public struct UnfinishedAppTask: Sendable, Equatable, CustomStringConvertible {
  /// The call into app code that started it (`photo.drop performDrop`).
  public let startedIn: String
  /// When that call was made.
  public let at: VirtualInstant

  public var description: String {
    "a task started in \(startedIn) at \(at) never finished: it still waits for something "
      + "nothing will deliver (a continuation never resumed, or a load that never completes)"
  }
}

extension VirtualClock {
  /// Whether this clock takes the Swift-concurrency jobs of the app code it runs
  /// (`Docs/architecture.md`, "App code's tasks"). A simulated device's clock does; a bare clock does not, so a test that only
  /// schedules callbacks keeps the runtime's own executors. Main-actor jobs run on the thread that
  /// drives the clock, so only a clock driven on the main actor may own app tasks.
  public var ownsAppTasks: Bool {
    get { ownsAppTasksFlag.load(ordering: .relaxed) }
    set {
      if newValue { AppTasks.installHooks() }
      ownsAppTasksFlag.store(newValue, ordering: .relaxed)
    }
  }

  /// The tasks app code started in a call into app code that are still alive — suspended on
  /// something that will never resume them, when the clock is idle — in the order they started.
  package var unfinishedAppTasks: [UnfinishedAppTask] {
    state.withLock { state in
      state.appCodeCalls.removeAll { $0.call == nil }
      return state.appCodeCalls.map {
        UnfinishedAppTask(startedIn: $0.name, at: $0.at)
      }
    }
  }

  /// Runs `body` with this clock as the one taking the jobs of the tasks it starts (when the clock
  /// ``ownsAppTasks``): for app code a replay runs outside the clock's work — a touch handled, a
  /// scene built. Work the clock runs is bound already.
  package func runningAppCode<Result>(_ body: () throws -> Result) rethrows -> Result {
    if Self.current === self { return try body() }
    return try Self.$current.withValue(self) { try DrivingThread.with(self, body) }
  }

  /// Records that a task started in `call`, the first time one does.
  fileprivate func remember(_ call: any AppCodeCall) {
    state.withLock { state in
      guard !call.startedTask else { return }
      call.startedTask = true
      state.appCodeCalls.append(
        State.RememberedCall(call: call, name: call.callName, at: state.now))
    }
  }

  /// Whether the job running now is one of the clock's task-executor jobs (off the main actor).
  var isRunningTaskJob: Bool { runningTaskJobFlag.load(ordering: .relaxed) }

  fileprivate func takeMainActorJob(_ job: UnownedJob) {
    schedule(after: .zero, on: main, label: "main-actor task job") {
      job.runSynchronously(on: self.mainActorExecutor.asUnownedSerialExecutor())
    }
  }

  fileprivate func takeGlobalJob(_ job: UnownedJob) {
    state.withLock { $0.readyJobs.append(job) }
  }

}

/// The main actor's executor for the app code of one clock that owns app tasks (see
/// ``AppTasks``): what `MainActor`'s executor is while that code runs. A job enqueued on it — a
/// task app code started, or one coming back to the main actor after an `await` — is the clock's:
/// it becomes main-queue work. Code running on it, or on the process's main actor while the clock
/// is driven there, is isolated to the main actor.
///
/// Unchecked: ``clock`` is set once, by the clock's initializer, before the executor is shared.
/// Unowned: the clock owns its executor (a weak reference would give every clock a side table,
/// and slower reference counting).
package final class DeviceMainExecutor: SerialExecutor, @unchecked Sendable {
  unowned(unsafe) var clock: VirtualClock?

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    guard let clock else {
      // The device is gone; its tasks can no longer run anywhere that would be right.
      return
    }
    if let call = AppTasks.call, !call.startedTask, call.clock === clock { clock.remember(call) }
    clock.takeMainActorJob(job)
  }

  /// Code the clock runs is on the main actor when the clock is driven on the process's main
  /// actor — except a job it runs on its task executor (nonisolated task code).
  package func isIsolatingCurrentContext() -> Bool? {
    guard let clock else { return nil }
    if let known = DrivingThread.isOnMainActor(driving: clock) { return known }
    guard AppTasks.takingClock(remembering: false) === clock else { return nil }
    return !clock.isRunningTaskJob && RuntimeHooks.isCurrentExecutor(RuntimeHooks.processMain)
  }

  package func checkIsolated() {
    if isIsolatingCurrentContext() == true { return }
    guard RuntimeHooks.isCurrentExecutor(RuntimeHooks.processMain) else {
      preconditionFailure(
        "app code isolated to the main actor ran off it (a simulated device runs its app code "
          + "on the main actor; Docs/testing.md)")
    }
  }
}

/// The runtime's hooks, set once (see ``AppTasks``).
private enum RuntimeHooks {
  typealias Enqueue = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, Enqueue) -> Void
  typealias IsMain = @convention(thin) (UnownedSerialExecutor) -> Bool
  typealias IsMainHook = @convention(thin) (UnownedSerialExecutor, IsMain) -> Bool
  typealias GetMain = @convention(thin) () -> UnownedSerialExecutor
  typealias GetMainHook = @convention(thin) (GetMain) -> UnownedSerialExecutor

  /// The hooks found before ours, called for everything ours do not take. Written once, before
  /// ours are set, and only read after.
  nonisolated(unsafe) static var previousGetMain: GetMainHook?
  nonisolated(unsafe) static var previousIsMain: IsMainHook?
  /// The witness table every `DeviceMainExecutor`'s reference carries: how the isMainExecutor
  /// hook knows one.
  nonisolated(unsafe) static var deviceExecutorWitness: UnsafeRawPointer?
  nonisolated(unsafe) static var previousGlobal: EnqueueHook?
  /// The process's main executor, as the runtime gave it before our hook was set.
  nonisolated(unsafe) static var processMain = MainActor.sharedUnownedExecutor

  /// Swift runs a static's initializer once, whichever thread asks first.
  static let installed: Void = {
    let runtime = dlopen(nil, RTLD_NOW)
    func slot<Hook>(_ name: String, _: Hook.Type) -> UnsafeMutablePointer<Hook?> {
      guard let symbol = dlsym(runtime, name) else {
        preconditionFailure("the Swift concurrency runtime does not export \(name)")
      }
      return symbol.assumingMemoryBound(to: Hook?.self)
    }
    let getMain = slot("swift_task_getMainExecutor_hook", GetMainHook.self)
    let isMain = slot("swift_task_isMainExecutor_hook", IsMainHook.self)
    deviceExecutorWitness = witness(of: DeviceMainExecutor().asUnownedSerialExecutor())
    previousIsMain = isMain.pointee
    isMain.pointee = { executor, original in
      if witness(of: executor) == RuntimeHooks.deviceExecutorWitness { return true }
      if let previous = RuntimeHooks.previousIsMain { return previous(executor, original) }
      return original(executor)
    }
    let global = slot("swift_task_enqueueGlobal_hook", EnqueueHook.self)
    processMain = MainActor.sharedUnownedExecutor
    previousGetMain = getMain.pointee
    previousGlobal = global.pointee
    getMain.pointee = { original in
      if let clock = AppTasks.takingClock(remembering: false) {
        return clock.mainActorExecutor.asUnownedSerialExecutor()
      }
      if let previous = RuntimeHooks.previousGetMain { return previous(original) }
      return original()
    }
    global.pointee = { job, original in
      if let clock = AppTasks.takingClock(remembering: true) { return clock.takeGlobalJob(job) }
      if let previous = RuntimeHooks.previousGlobal { return previous(job, original) }
      original(job)
    }
  }()

  /// The second word of an executor reference: its `SerialExecutor` witness table.
  static func witness(of executor: UnownedSerialExecutor) -> UnsafeRawPointer? {
    unsafeBitCast(executor, to: (UnsafeRawPointer?, UnsafeRawPointer?).self).1
  }

  /// Whether `executor` is the one the running code is isolated to (asking it when the runtime
  /// cannot tell on its own).
  static func isCurrentExecutor(_ executor: UnownedSerialExecutor) -> Bool {
    isCurrentExecutorFunction(executor)
  }

  typealias IsCurrentExecutor = @convention(thin) (UnownedSerialExecutor) -> Bool

  /// The runtime's own entry point, found by name (the standard library declares them for its
  /// own use only).
  static let isCurrentExecutorFunction: IsCurrentExecutor = function(
    "swift_task_isCurrentExecutor")

  private static func function<Function>(_ name: String) -> Function {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else {
      preconditionFailure("the Swift concurrency runtime does not export \(name)")
    }
    return unsafeBitCast(symbol, to: Function.self)
  }
}
