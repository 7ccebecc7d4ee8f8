import VirtualTime

/// A small scenario that exercises the virtual clock the way a replay will: timers, a background
/// queue hopping to main, an async sleeper and a repeating timer. Returns the event log lines.
enum ClockDemo {
  static func run(showClockEvents: Bool) throws -> [String] {
    let clock = VirtualClock()
    let lines = Lines()
    func log(_ text: String) { lines.append("\(clock.now) \(text)") }
    if showClockEvents {
      clock.addObserver { event in lines.append("  \(clock.now) clock: \(describe(event))") }
    }

    let loads = clock.makeQueue(label: "provider-load")
    log("finger 1 down at (100,200); long press needs 0.325s")
    let firstLift = clock.schedule(after: .milliseconds(325), label: "lift (finger 1)") {
      log("lift (never happens)")
    }
    clock.schedule(after: .milliseconds(120), label: "finger 1 moves 14pt") {
      log("finger 1 moved 14pt > 10pt allowance: long press cancelled=\(clock.cancel(firstLift))")
    }
    clock.schedule(after: .milliseconds(200), label: "finger 2 down") {
      log("finger 2 down at (300,200)")
      clock.schedule(after: .milliseconds(325), label: "lift (finger 2)") {
        log("lift (finger 2): itemsForBeginning → 1 item")
        loads.asyncAfter(.milliseconds(400), label: "load public.png") {
          log("load public.png finished on \(clock.currentQueue?.label ?? "?")")
          clock.main.async(label: "deliver public.png") {
            log("completion delivered on \(clock.currentQueue?.label ?? "?")")
          }
        }
      }
    }
    let progress = clock.scheduleRepeating(
      every: .milliseconds(250), initialDelay: .milliseconds(600), label: "progress"
    ) {
      log("progress tick")
    }
    clock.spawn(name: "preview renderer") {
      try await clock.sleep(for: .milliseconds(700))
      log("async preview renderer woke after sleeping 0.700s")
    }
    try clock.advance(by: .milliseconds(1_000))
    clock.cancel(progress)
    try clock.runUntilIdle()
    log("idle; pending work: \(clock.pendingWork.count)")
    return lines.items
  }

  /// The demo's log. Everything that appends runs on this thread, driven by the clock, one piece of
  /// work at a time; the class lets the async task and the callbacks share it.
  final class Lines: @unchecked Sendable {
    private(set) var items: [String] = []
    func append(_ line: String) { items.append(line) }
  }

  static func describe(_ event: ClockEvent) -> String {
    switch event {
    case .scheduled(let work): return "scheduled \(work)"
    case .cancelled(let work): return "cancelled \(work.id) '\(work.label)'"
    case .advanced(let from, let to): return "advanced \(from) -> \(to)"
    case .willRun(let work, _):
      return "run \(work.id) \(work.kind.rawValue) '\(work.label)' on \(work.queue)"
    case .willRunJob(let ordinal, _): return "run task job #\(ordinal)"
    case .hop(let from, let to, let work):
      return "hop \(from) -> \(to) for \(work.id) '\(work.label)'"
    }
  }
}
