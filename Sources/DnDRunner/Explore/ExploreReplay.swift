import DnDEngine
import DnDFormats
import DnDSimulator
import VirtualTime

/// One replay of records already in memory, with a fault plan, through a fresh build of the
/// scene — no file is read or written — and its verdict.
///
/// **When a replay does not finish.** A replay that trips one of the clock's runaway guards
/// (`RunLimits`: events per run or per instant, a virtual day) could not settle: that is a
/// violation, `replay-settles`, with the work still scheduled handed to the oracle. Input the
/// scene refuses (a scene action that fails) is `replay-input`. A load the plan told to hang,
/// that no user cancel reached, is different: the plan said "never complete" and the engine
/// obeyed; the clock is idle, the replay settled. The oracle still judges the log, and then the
/// same system is **closed** — those loads are cancelled and the clock settles again — and
/// judged once more: a violation that the closing makes disappear was only the hang speaking
/// (a load that never completed, a transfer that never came) and is excused, counted in the
/// summary as `excused-by-hang`. One that stays is the engine's.
struct ExploreReplay {
  struct Verdict {
    var events: [EngineEvent]
    var violations: [ExploreViolation]
    /// Violations the closing showed to be the plan's hang speaking.
    var excused: [ExploreViolation]
    /// Providers the system attached (for ``CaseFacts``).
    var providers: [ItemProvider]
  }

  var scene: SceneDefinition
  var profile: DeviceProfile
  var oracle: ExploreOracle

  func run(_ records: [TraceRecord], plan: FaultPlan?) throws(ReplayError) -> Verdict {
    let tracker = HungLoadTracker(plan: plan ?? FaultPlan())
    var providers: [ItemProvider] = []
    var collector: InvariantContext.Collector?
    let replay: Replayer
    do {
      // The same preparation as `CaseReplay` (plan first, then the checker's collector), so the
      // events and the verdict are those `dndsim run` gets for the saved case.
      replay = try Replayer(scene: scene, profile: profile) { system in
        plan?.install(into: system)
        collector = InvariantContext.Collector(observing: system)
        tracker.install(into: system)
        system.observeProviderAttachments { providers.append($0) }
      }
    } catch {
      // The case's plain replay built this scene already: a failure here is the scene's.
      throw ReplayError("scene \"\(scene.name)\" could not be built: \(error)")
    }
    var stopped: ExploreViolation?
    do throws(ReplayError) {
      for record in records { try TraceReplay.play(record, into: replay) }
      try replay.finish()
    } catch {
      stopped = Self.stop(error)
    }
    func judged() -> ExploreOracle.Replay {
      var context = collector?.context() ?? InvariantContext()
      context.loadsMayHang = plan?.makesLoadsHang ?? false
      return ExploreOracle.Replay(
        events: replay.system.log.events, context: context,
        pendingAtEnd: replay.clock.pendingWork.map { "\($0.label) (due \($0.due))" })
    }
    let judging = judged()
    let events = judging.events
    var violations = oracle.check(judging)
    if let stopped { violations.insert(stopped, at: 0) }
    var excused: [ExploreViolation] = []
    let hanging = tracker.stillHanging
    if stopped == nil, !hanging.isEmpty, !violations.isEmpty {
      for progress in hanging { progress.cancel() }
      let closed: [ExploreViolation]
      do throws(ReplayError) {
        try replay.finish()
        closed = oracle.check(judged())
      } catch {
        closed = [Self.stop(error)]
      }
      let remaining = Set(closed.map { Key(rule: $0.rule, message: $0.message) })
      excused = violations.filter { !remaining.contains(Key(rule: $0.rule, message: $0.message)) }
      violations = violations.filter { remaining.contains(Key(rule: $0.rule, message: $0.message)) }
    }
    // A drop whose load hangs forever is never retired, and a live session holds its system:
    // end the hang so the system can go (the verdict is already taken; only memory is at stake).
    for progress in tracker.stillHanging { progress.cancel() }
    try? replay.finish()
    return Verdict(events: events, violations: violations, excused: excused, providers: providers)
  }

  private struct Key: Hashable {
    var rule: String
    var message: String
  }

  private static func stop(_ error: ReplayError) -> ExploreViolation {
    // The replayer words a tripped runaway guard this way (`Replayer.run`).
    let settles = error.description.hasPrefix("the scene did not settle")
    return ExploreViolation(
      rule: settles ? "replay-settles" : "replay-input", message: error.description)
  }
}
