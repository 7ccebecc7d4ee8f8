import VirtualTime

/// `DispatchQueue` for code that imports DnDUIKit: the same spelling as Dispatch's, running on
/// the simulated device's virtual clock. `main` is the clock's main queue (where every delegate
/// call runs); `global()` and queues an app makes are serial simulated queues of their own. Work
/// runs in the clock's order, so a hop to the main queue in a load completion lands at the same
/// virtual instant, in the same order, on every run.
///
/// Declared here, this type wins name lookup over Foundation's re-exported one in a file that
/// imports DnDUIKit.
public final class DispatchQueue: @unchecked Sendable {
  /// The queue's label (`main`, `global`, or the app's).
  public let label: String

  public init(
    label: String, qos: DispatchQoS = .default, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    self.label = label
  }

  private init(named label: String) {
    self.label = label
  }

  /// The main queue of the device running the code.
  public static let main = DispatchQueue(named: "main")

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
  public func async(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping () -> Void
  ) {
    simulated(for: "async").1.async(
      label: "DispatchQueue.async", CurrentDevice.carryingDevice(work))
  }

  /// Runs `work` on this queue at `deadline` on the virtual clock.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping () -> Void
  ) {
    let (clock, queue) = simulated(for: "asyncAfter")
    let delay = max(VirtualDuration.zero, deadline.instant - clock.now)
    queue.asyncAfter(delay, label: "DispatchQueue.asyncAfter", CurrentDevice.carryingDevice(work))
  }

  /// Runs `work` at once, on the calling thread (the device runs on one thread).
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    try work()
  }

  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let concurrent = Attributes(rawValue: 1 << 1)
    public static let initiallyInactive = Attributes(rawValue: 1 << 2)
  }

  public enum AutoreleaseFrequency: Sendable {
    case inherit, workItem, never
  }
}

/// A point in virtual time, spelled as Dispatch's `DispatchTime`: `.now() + 2.5` is two and a half
/// seconds of the device's virtual clock after the current instant.
public struct DispatchTime: Comparable, Sendable {
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
public enum DispatchTimeInterval: Sendable {
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
public struct DispatchQoS: Equatable, Sendable {
  public let qosClass: QoSClass
  public init(qosClass: QoSClass, relativePriority: Int) { self.qosClass = qosClass }
  public static let background = DispatchQoS(qosClass: .background, relativePriority: 0)
  public static let utility = DispatchQoS(qosClass: .utility, relativePriority: 0)
  public static let `default` = DispatchQoS(qosClass: .default, relativePriority: 0)
  public static let userInitiated = DispatchQoS(qosClass: .userInitiated, relativePriority: 0)
  public static let userInteractive = DispatchQoS(qosClass: .userInteractive, relativePriority: 0)
  public static let unspecified = DispatchQoS(qosClass: .unspecified, relativePriority: 0)

  public enum QoSClass: Sendable {
    case background, utility, `default`, userInitiated, userInteractive, unspecified
  }
}

/// Accepted by `async(group:qos:flags:execute:)`; not modelled.
public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let barrier = DispatchWorkItemFlags(rawValue: 1)
}
