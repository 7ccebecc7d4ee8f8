import VirtualTime

/// The animator handed to the app for the lift, add-items, drop and cancel animations — UIKit's
/// `UIDragAnimating`: the app adds *alongside* animations and completions; the system runs the
/// animation.
///
/// A headless model of an animation, on the virtual clock:
///
/// - **Alongside animations run at the start, at once.** Nothing is drawn, so an animation block
///   can only set its final state; `start(duration:completesAutomatically:)` runs the blocks
///   added so far, in the order added, and a block added while the animation runs forwards runs
///   immediately. A block added while it runs back (`reverse()`) or after it finished never
///   runs: the state it sets is not where the animation is going. (Our choice; in UIKit the
///   blocks animate over the duration.)
/// - **Completions run once, in the order added**, when the animation finishes, with its final
///   ``AnimationPosition``. A completion added after the animation finished runs at once with the
///   final position (our choice: the app's clean-up always happens, like adding one just before
///   the end). Finishing again is a no-op.
/// - **Time.** A started animation that completes automatically finishes at ``AnimationPosition/end``
///   `duration` after it started. `reverse()` sends it back: the way back takes as long as it had
///   run forwards (`min(elapsed, duration)`), then it finishes at ``AnimationPosition/start``.
///   Completions never run inside `start` or `reverse`, even for a zero duration: the finish is
///   scheduled on the clock (after the current work at that instant), as UIKit delivers animator
///   completions asynchronously. `finish(at:)` finishes now and cancels whatever is scheduled.
///   The scheduled finish holds the animator, so one the engine does not keep still completes.
/// - **Log.** `animation M1 started(purpose: lift, duration: 0.250s)`,
///   `animation M1 reversed`, `animation M1 finished(position: end)` — the animator's id is the
///   event subject; the delegate call that handed it out (`willAnimateLift(animator: M1, …)`)
///   names its owner.
///
/// The engine drives it through internal members; apps see only the public ones.
public final class Animator {
  /// Stable identity in logs: `M1`, `M2`, … (see ``IdentityAllocator``).
  public let id: String
  /// What the animation is for: `lift`, `add`, `drop` or `cancel`.
  public let purpose: String
  /// The interaction (or item) the animation belongs to, e.g. `photo.drag`.
  public let subject: String

  /// Whether the animation has started and not finished — also while it runs back.
  public private(set) var isRunning = false
  /// Whether the animation has finished; its completions have run.
  public private(set) var isFinished = false
  /// Whether `reverse()` sent the animation back towards its start.
  public private(set) var isReversed = false
  /// The position it finished at; `nil` until it finished.
  public private(set) var finalPosition: AnimationPosition?

  /// Called once after the completions ran, with the final position: the engine's hook to carry
  /// on (conclude a drop, end a cancel) once the app has seen the animation end.
  var onFinished: ((AnimationPosition) -> Void)?

  private let clock: VirtualClock
  private let log: EventLog
  private var animations: [() -> Void] = []
  private var completions: [(AnimationPosition) -> Void] = []
  private var isStarted = false
  private var startedAt = VirtualInstant.start
  private var duration = VirtualDuration.zero
  /// The scheduled finish (at the end, or at the start after a reverse), if any.
  private var pendingFinish: TimerHandle?

  init(id: String, purpose: String, subject: String, clock: VirtualClock, log: EventLog) {
    self.id = id
    self.purpose = purpose
    self.subject = subject
    self.clock = clock
    self.log = log
  }

  // MARK: App side

  /// Adds an alongside animation; see the type's documentation for when it runs.
  public func addAnimations(_ block: @escaping () -> Void) {
    if isFinished || isReversed { return }
    if isRunning {
      block()
    } else {
      animations.append(block)
    }
  }

  /// Adds a completion; it runs once, when the animation finishes (at once if it already has).
  public func addCompletion(_ block: @escaping (AnimationPosition) -> Void) {
    if let finalPosition {
      block(finalPosition)
    } else {
      completions.append(block)
    }
  }

  // MARK: Engine side

  /// Starts the animation: logs it, runs the alongside animations and, when
  /// `completesAutomatically`, schedules the finish at ``AnimationPosition/end`` after `duration`.
  /// A negative duration counts as zero. Starting twice, or after finishing or reversing, is a
  /// no-op.
  ///
  /// `completesAutomatically: false` is for a lift, which only completes when the drag begins
  /// (the engine then calls `finish(at:)`) or is reversed when the finger lifts early.
  func start(duration: VirtualDuration, completesAutomatically: Bool = true) {
    guard !isStarted, !isFinished, !isReversed else { return }
    isStarted = true
    isRunning = true
    startedAt = clock.now
    self.duration = Swift.max(duration, .zero)
    log.record(
      .animation, id, "started",
      [.init("purpose", purpose), .init("duration", self.duration.description)])
    let blocks = animations
    animations = []
    for block in blocks { block() }
    if completesAutomatically, !isFinished, !isReversed {
      scheduleFinish(at: .end, after: self.duration)
    }
  }

  /// Sends a running (or not yet started) animation back to its start: it takes as long as it
  /// had run forwards, at most its duration, then finishes at ``AnimationPosition/start``. No-op
  /// once finished or already reversed.
  func reverse() {
    guard !isFinished, !isReversed else { return }
    isReversed = true
    let elapsed = isStarted ? Swift.min(clock.now - startedAt, duration) : .zero
    cancelPendingFinish()
    log.record(.animation, id, "reversed")
    scheduleFinish(at: .start, after: elapsed)
  }

  /// Finishes now at `position`: cancels any scheduled finish, logs, runs the completions once
  /// each in the order added, then ``onFinished``. No-op if already finished.
  func finish(at position: AnimationPosition) {
    guard !isFinished else { return }
    cancelPendingFinish()
    isRunning = false
    isFinished = true
    finalPosition = position
    animations = []
    log.record(.animation, id, "finished", [.init("position", position.logDescription)])
    let blocks = completions
    completions = []
    for block in blocks { block(position) }
    let hook = onFinished
    onFinished = nil
    hook?(position)
  }

  private func scheduleFinish(at position: AnimationPosition, after delay: VirtualDuration) {
    // Captured strongly: the clock keeps a running animation alive until it finishes, as the
    // system does in UIKit, so an animator the engine does not store still completes.
    pendingFinish = clock.schedule(
      after: delay, label: "animation \(id) \(position.logDescription)"
    ) {
      self.pendingFinish = nil
      self.finish(at: position)
    }
  }

  private func cancelPendingFinish() {
    if let pendingFinish { clock.cancel(pendingFinish) }
    pendingFinish = nil
  }
}
