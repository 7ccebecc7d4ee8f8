import DnDEngine
import DnDFormats

/// The checks both forms of a gesture script share, on the statements a reader found: every
/// touch lifts, no finger goes down while it is down or before it last lifted, motions come only
/// while a finger is down, nothing runs past the end of a trace's timeline, the whole script stays
/// under ``GestureScript/maxSamples``. Errors point at the statement (or its time) in its own
/// form.
enum GestureScriptBuilder {
  static func build(_ draft: GestureScriptDraft, file: String) throws(InputError) -> GestureScript {
    guard let scene = draft.scene else {
      throw InputError(
        file: file, message: "missing the scene; expected a line like \"scene pinboard\"")
    }
    guard !draft.fingers.isEmpty || !draft.actions.isEmpty else {
      throw InputError(
        file: file, message: "the script has no fingers and no actions; expected at least one")
    }
    let rate = draft.rate?.value ?? GestureScript.defaultRate
    var budget = SampleBudget(rate: rate, file: file)
    var fingers: [GestureFinger] = []
    // Where each name was first defined: a lookup, not a scan of the fingers before (a script of
    // tens of thousands of fingers took quadratic time).
    var firstPlaces: [String: ScriptPlace] = [:]
    for finger in draft.fingers {
      if let first = firstPlaces[finger.name] {
        throw finger.place.error(
          file: file,
          "finger \(finger.name) is defined twice (first on \(first.described)); expected each finger once"
        )
      }
      firstPlaces[finger.name] = finger.place
      fingers.append(try timeline(finger, budget: &budget, file: file))
    }
    return GestureScript(
      scene: scene.value, profile: draft.profile?.value ?? .tablet, rate: rate,
      variants: draft.variants?.value ?? [], fingers: fingers, actions: draft.actions)
  }

  /// A touch that went down and has not lifted yet.
  private struct OpenTouch {
    var start: Int64
    var location: GesturePoint
    var place: ScriptPlace
    var motions: [GestureMotion] = []
    var now: Int64
  }

  private static func timeline(
    _ finger: GestureScriptDraft.Finger, budget: inout SampleBudget, file: String
  ) throws(InputError) -> GestureFinger {
    let name = finger.name
    guard !finger.steps.isEmpty else {
      throw finger.place.error(
        file: file, "finger \(name) has no steps; expected \"down\" or \"tap\" after it")
    }
    var touches: [GestureTouch] = []
    var open: OpenTouch?
    var lastLift: Int64?
    for step in finger.steps {
      func fail(_ message: String, at place: ScriptPlace? = nil) -> InputError {
        (place ?? step.place).error(file: file, message)
      }
      switch step.kind {
      case .down(let location, let time), .tap(let location, let time, _):
        if let open {
          throw fail(
            "finger \(name) is still down (it went down on \(open.place.described)); expected \"up\" or \"cancel\" before it goes down again"
          )
        }
        if let lastLift, time <= lastLift {
          throw fail(
            "finger \(name) lifted at \(ScriptQuantities.describe(lastLift)); expected it to go down again after that, found \(ScriptQuantities.describe(time))",
            at: step.timePlace)
        }
        try budget.spend(1, at: step.place)
        var touch = OpenTouch(start: time, location: location, place: step.place, now: time)
        if case .tap(_, _, let duration) = step.kind {
          try extend(
            &touch, .hold(duration: duration), finger: name, step: step, budget: &budget, file: file
          )
          touches.append(finished(touch, .up))
          lastLift = touch.now
        } else {
          open = touch
        }
      case .hold(let duration):
        guard var touch = open else { throw fail(notDown(name, step)) }
        try extend(
          &touch, .hold(duration: duration), finger: name, step: step, budget: &budget, file: file)
        open = touch
      case .move(let path, let duration):
        guard var touch = open else { throw fail(notDown(name, step)) }
        try extend(
          &touch, .move(path: path, duration: duration), finger: name, step: step, budget: &budget,
          file: file)
        open = touch
      case .up, .cancel:
        guard let touch = open else { throw fail(notDown(name, step)) }
        guard !touch.motions.isEmpty else {
          throw fail(
            "finger \(name) would lift at the instant it went down (\(ScriptQuantities.describe(touch.start))); expected \"hold\" or \"move\" before \"\(step.kind.keyword)\""
          )
        }
        let ending: GestureTouch.Ending = if case .cancel = step.kind { .cancel } else { .up }
        touches.append(finished(touch, ending))
        lastLift = touch.now
        open = nil
      }
    }
    if let open {
      throw open.place.error(
        file: file,
        "finger \(name) goes down here and never lifts; expected \"up\" or \"cancel\" after it")
    }
    return GestureFinger(name: name, touches: touches)
  }

  private static func notDown(_ name: String, _ step: GestureScriptDraft.Step) -> String {
    "finger \(name) is not down; expected \"down\" or \"tap\" before \"\(step.kind.keyword)\""
  }

  private static func extend(
    _ touch: inout OpenTouch, _ motion: GestureMotion, finger: String,
    step: GestureScriptDraft.Step, budget: inout SampleBudget, file: String
  ) throws(InputError) {
    let end = touch.now + motion.duration
    guard end <= ScriptQuantities.maxTime else {
      throw step.place.error(
        file: file,
        "finger \(finger) would still be down at \(ScriptQuantities.describe(end)), past the end of a trace's timeline (\(ScriptQuantities.describe(ScriptQuantities.maxTime)))"
      )
    }
    try budget.spend(budget.rate.countStrictlyBetween(touch.now, end) + 1, at: step.place)
    touch.motions.append(motion)
    touch.now = end
  }

  private static func finished(_ touch: OpenTouch, _ ending: GestureTouch.Ending) -> GestureTouch {
    GestureTouch(
      start: touch.start, location: touch.location, motions: touch.motions, ending: ending)
  }
}

/// Counts the samples a script makes as it is checked, so that one too long is refused at the
/// statement that makes it so, before anything is built.
private struct SampleBudget {
  let rate: SampleClock
  let file: String
  var spent: Int64 = 0

  mutating func spend(_ samples: Int64, at place: ScriptPlace) throws(InputError) {
    spent += samples
    guard spent <= GestureScript.maxSamples else {
      throw place.error(
        file: file,
        "the script makes more than \(GestureScript.maxSamples) samples at \(LogNumber.format(rate.hertz)) Hz; expected shorter motions or a lower rate"
      )
    }
  }
}
