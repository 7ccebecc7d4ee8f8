import VirtualTime

/// `DispatchQueue` for code that imports DnDUIKit: the same spelling as Dispatch's, running on
/// the simulated device's virtual clock. `main` is the clock's main queue (where every delegate
/// call runs); `global()` and queues an app makes are serial simulated queues of their own. Work
/// runs in the clock's order, so a hop to the main queue in a load completion lands at the same
/// virtual instant, in the same order, on every run.
///
/// Declared here, this type wins name lookup over Foundation's re-exported one in a file that
/// imports DnDUIKit alone; a file that also imports Foundation itself sees both, and
/// `DispatchQueue.main` is ambiguous there (Docs/uikit.md, "Sharing one file between the app and
/// the tests"). Like Dispatch's, it is nonisolated and `Sendable`, and its work closures are
/// `@Sendable`. The compiler treats a closure given to Dispatch's `DispatchQueue.main.async` as
/// isolated to the main actor; ``main`` has the type ``MainQueue`` for the same effect here (its
/// `async` and `asyncAfter` take `@MainActor` closures, and check at run time that they run on
/// the main actor: Docs/uikit.md, "Concurrency").
nonisolated public class DispatchQueue: @unchecked Sendable {
  /// The queue's label (`main`, `global`, or the app's).
  public let label: String

  public init(
    label: String, qos: DispatchQoS = .default, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.label = label
  }

  fileprivate init(named label: String) {
    self.label = label
  }

  /// The main queue of the device running the code.
  public static let main = MainQueue()

  /// The global queue (one per device; the quality of service is accepted and not modelled).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    globalQueue
  }
  private static let globalQueue = DispatchQueue(named: "global")

  private func simulated(for what: String) -> (VirtualClock, SimulatedQueue) {
    let clock = CurrentDevice.requireClock(for: "DispatchQueue.\(label).\(what)")
    return (clock, self === DispatchQueue.main ? clock.main : clock.queue(label: label))
  }

  /// Runs `work` on this queue after the work already scheduled for now.
  @_disfavoredOverload @preconcurrency
  public func async(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable () -> Void
  ) {
    enqueue(label: "async", work)
  }

  /// Runs `work` on this queue at `deadline` on the virtual clock.
  @_disfavoredOverload @preconcurrency
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable () -> Void
  ) {
    enqueue(label: "asyncAfter", at: deadline, work)
  }

  fileprivate func enqueue(
    label: String, at deadline: DispatchTime? = nil, _ work: @escaping () -> Void
  ) {
    let (clock, queue) = simulated(for: label)
    let carried = CurrentDevice.carryingDevice("DispatchQueue.\(self.label).\(label)", work)
    if let deadline {
      let delay = max(VirtualDuration.zero, deadline.instant - clock.now)
      queue.asyncAfter(delay, label: "DispatchQueue.\(label)", carried)
    } else {
      queue.async(label: "DispatchQueue.\(label)", carried)
    }
  }

  /// Runs `work` at once, on the calling thread (the device runs on one thread).
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    try work()
  }

  /// The type of ``DispatchQueue/main``: its work is isolated to the main actor, as the compiler
  /// makes a closure given to Dispatch's main queue. Each piece of work checks when it runs that
  /// it runs on the main actor, and stops the process otherwise (a device driven off the main
  /// actor: Docs/testing.md).
  public final class MainQueue: DispatchQueue, @unchecked Sendable {
    fileprivate init() { super.init(named: "main") }

    /// Runs `work` on the main queue after the work already scheduled for now.
    @preconcurrency
    public func async(
      qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      execute work: @escaping @MainActor @Sendable () -> Void
    ) {
      enqueue(label: "async") { MainActor.assumeIsolated(work) }
    }

    /// Runs `work` on the main queue at `deadline` on the virtual clock.
    @preconcurrency
    public func asyncAfter(
      deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
      execute work: @escaping @MainActor @Sendable () -> Void
    ) {
      enqueue(label: "asyncAfter", at: deadline) { MainActor.assumeIsolated(work) }
    }
  }

  nonisolated public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let concurrent = Attributes(rawValue: 1 << 1)
    public static let initiallyInactive = Attributes(rawValue: 1 << 2)
  }

  nonisolated public enum AutoreleaseFrequency: Sendable {
    case inherit, workItem, never
  }
}

/// A point in virtual time, spelled as Dispatch's `DispatchTime`: `.now() + 2.5` is two and a half
/// seconds of the device's virtual clock after the current instant.
nonisolated public struct DispatchTime: Comparable, Sendable {
  let instant: VirtualInstant

  /// The device's current virtual instant.
  public static func now() -> DispatchTime {
    DispatchTime(instant: CurrentDevice.requireClock(for: "DispatchTime.now()").now)
  }

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(
      instant: time.instant + VirtualDuration(nanoseconds: Int64((seconds * 1e9).rounded())))
  }

  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(instant: time.instant + interval.duration)
  }

  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.instant < rhs.instant }
}

/// Dispatch's time intervals.
nonisolated public enum DispatchTimeInterval: Sendable {
  case seconds(Int)
  case milliseconds(Int)
  case microseconds(Int)
  case nanoseconds(Int)
  case never

  var duration: VirtualDuration {
    switch self {
    case .seconds(let value): .seconds(Int64(value))
    case .milliseconds(let value): .milliseconds(Int64(value))
    case .microseconds(let value): .microseconds(Int64(value))
    case .nanoseconds(let value): .nanoseconds(Int64(value))
    case .never: .seconds(Int64(Int32.max))
    }
  }
}

/// Dispatch's quality of service: accepted, not modelled (every queue is serial on one clock).
nonisolated public struct DispatchQoS: Equatable, Sendable {
  public let qosClass: QoSClass
  public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
  public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
  public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
  public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
  public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
  public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
  public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)

  nonisolated public enum QoSClass: Sendable {
    case background, utility, `default`, userInitiated, userInteractive, unspecified
  }
}

/// Accepted by `async(group:qos:flags:execute:)`; not modelled.
nonisolated public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let barrier = DispatchWorkItemFlags(rawValue: 1)
}
