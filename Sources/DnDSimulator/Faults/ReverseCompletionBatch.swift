import DnDEngine
import VirtualTime

/// The loads a reverse-order fault plan matched that started at one virtual instant, completing
/// in the reverse of their start order.
///
/// Rules, in order:
/// 1. A matched load that starts at instant t joins the batch of t, unless that batch has begun
///    to release (then it starts a new batch of t). Hanging loads never join.
/// 2. Each member runs its script's waiting and progress steps as usual, but its outcome
///    (deliver or fail) is held when the script ends.
/// 3. The batch is settled when every member is held or cancelled. That is checked in work
///    scheduled for "now" after the event that may settle it — so members that start at the same
///    instant, even with no delay, all join before the first check.
/// 4. Once settled, the held outcomes are released in the reverse of the start order: the first
///    at once, each next one ``releaseSpacing`` later. A member cancelled meanwhile is skipped
///    without using a slot — a batch never waits on a cancelled load.
///
/// Releasing "deliver" runs the representation's own loader, which usually completes at once;
/// a loader that takes time itself completes that much later, so the order is the order of the
/// outcomes' release.
final class ReverseCompletionBatch {
  /// The gap between two releases: wide enough that each completion is its own instant in the
  /// log, whatever else is due at the same time.
  static let releaseSpacing = VirtualDuration.milliseconds(1)

  let startedAt: VirtualInstant
  private let clock: VirtualClock
  private var members: [Member] = []
  private(set) var isReleasing = false
  private var checkScheduled = false
  /// Held members still to release, next first.
  private var releaseQueue: [Member] = []

  private final class Member {
    let request: LoadRequest
    let outcome: LoadScript.Outcome
    let deliver: (LoadRequest) -> Void
    var isHeld = false

    init(
      request: LoadRequest, outcome: LoadScript.Outcome, deliver: @escaping (LoadRequest) -> Void
    ) {
      self.request = request
      self.outcome = outcome
      self.deliver = deliver
    }

    var isSettled: Bool { isHeld || request.isCancelled }

    func release() {
      switch outcome {
      case .deliver: deliver(request)
      case .fail(let reason): request.complete(with: .failure(.failed(reason)))
      case .hang: break  // never a member
      }
    }
  }

  init(startedAt: VirtualInstant, clock: VirtualClock) {
    self.startedAt = startedAt
    self.clock = clock
  }

  /// Makes the load of `request` a member: its script runs now, its outcome waits for the batch.
  func add(_ request: LoadRequest, script: LoadScript, deliver: @escaping (LoadRequest) -> Void) {
    let member = Member(request: request, outcome: script.outcome, deliver: deliver)
    members.append(member)
    watchCancellation(of: member)
    var timing = script
    timing.outcome = .deliver
    timing.run(request) { [self] _ in
      member.isHeld = true
      scheduleCheck()
    }
  }

  /// A cancelled member ends its script without a word (the engine settles the load), so the
  /// batch listens for cancellation through a child progress of its own. A child, rather than
  /// the load's `cancellationHandler`, because app code may replace that handler; worth no units,
  /// so the load's fraction is unchanged.
  private func watchCancellation(of member: Member) {
    let watcher = LoadProgress(totalUnitCount: 0)
    watcher.cancellationHandler = { [weak self] in self?.scheduleCheck() }
    member.request.progress.addChild(watcher, withPendingUnitCount: 0)
  }

  private func scheduleCheck() {
    guard !checkScheduled, !isReleasing else { return }
    checkScheduled = true
    clock.schedule(after: .zero, label: "fault plan: reverse batch check") { [self] in
      checkScheduled = false
      guard !isReleasing, members.allSatisfy(\.isSettled) else { return }
      isReleasing = true
      releaseQueue = members.reversed().filter(\.isHeld)
      members = []
      releaseNext()
    }
  }

  private func releaseNext() {
    while !releaseQueue.isEmpty {
      let member = releaseQueue.removeFirst()
      if member.request.isCancelled { continue }
      member.release()
      if !releaseQueue.isEmpty {
        clock.schedule(after: Self.releaseSpacing, label: "fault plan: reverse release") {
          [self] in
          releaseNext()
        }
      }
      return
    }
  }
}
