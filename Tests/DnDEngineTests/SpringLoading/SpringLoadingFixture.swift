import VirtualTime

@testable import DnDEngine

/// Collects the contexts the activation handler was called with.
final class ActivationRecorder {
  var contexts: [SpringLoadedContext] = []
}

/// One spring-loaded view (`folder`, 100 × 100) attached to a clock, log and tablet profile, driven
/// the way the engine drives it.
final class SpringLoadingFixture {
  let clock = VirtualClock()
  let log: EventLog
  let view = View(name: "folder", frame: Rect(x: 0, y: 0, width: 100, height: 100))
  let recorder = ActivationRecorder()
  let spring: SpringLoadedInteraction

  /// A speed well under the tablet profile's limit (100 pt/s).
  static let slow = 5.0
  /// A speed well over it.
  static let fast = 500.0

  init(profile: DeviceProfile = .tablet, name: String? = nil) {
    log = EventLog(clock: clock)
    spring = SpringLoadedInteraction(name: name) { [recorder] _, context in
      recorder.contexts.append(context)
    }
    view.addInteraction(spring)
    spring.attach(clock: clock, log: log, profile: profile)
  }

  var activations: Int { recorder.contexts.count }

  /// Advances the clock to `milliseconds` after the start.
  func at(_ milliseconds: Int64) throws {
    try clock.advance(to: VirtualInstant(nanosecondsSinceStart: milliseconds * 1_000_000))
  }

  func hover(_ session: String = "S1", x: Double = 50, y: Double = 50, speed: Double = slow) {
    spring.sessionHovered(sessionID: session, at: Point(x: x, y: y), speed: speed)
  }

  /// Every event's time-free summary, in order.
  var summaries: [String] { log.summaries() }

  /// Every event's full line, with its time.
  var lines: [String] { log.lines }

  /// Whether any spring-loading timer is still scheduled.
  var hasPendingTimers: Bool { !clock.pendingWork.isEmpty }
}
