import DnDEngine
import DnDFormats

/// Plays one touch pointer's actions on the ticks' timeline, as the spec's *dispatch tick
/// actions* would, and collects its touches as ``WebDriverContact``s. The pointer starts at
/// (0, 0) and keeps its position between touches. Each action happens at the start of its tick:
/// `pointerDown` / `pointerUp` / `pointerCancel` there and then, a `pointerMove` from there over
/// its `duration` (the whole tick when it gives none); a `pause` does nothing.
///
/// dndsim refuses what a browser would let pass but a trace cannot say, or what is almost surely
/// a slip: a `pointerDown` before any `pointerMove` placed the pointer (a browser would touch
/// (0, 0)), a second `pointerDown` while down and a `pointerUp` while up (a browser ignores
/// them), a touch lifting at the instant it went down or going down at the instant it lifted, a
/// jump at the instant it went down, and a touch still down when the actions end.
struct WebDriverTouchTimeline {
  let ticks: WebDriverTicks
  let rate: SampleClock
  let file: String
  /// Samples made so far by every pointer, against ``WebDriverActions/maxSamples``.
  var samples: Int64 = 0

  /// The touches of `source`, in time order.
  mutating func contacts(of source: WebDriverSource) throws(InputError) -> [WebDriverContact] {
    var pointer = Pointer(name: JSONQuoting.quoted(source.id, maxScalars: 40))
    for (tick, action) in source.actions.enumerated() {
      let now = ticks.starts[tick]
      do throws(PointerError) {
        switch action.kind {
        case .pause:
          break
        case .pointerMove(let offset, let relative, let duration, let properties):
          let end = now + (duration ?? ticks.duration(tick))
          try pointer.move(to: offset, relative: relative, from: now, to: end, properties)
        case .pointerDown(let properties):
          try pointer.down(at: now, properties, path: action.path)
        case .pointerUp(let properties):
          try spend(pointer.lift(at: now, .up, properties))
        case .pointerCancel:
          try spend(pointer.lift(at: now, .cancel, nil))
        }
      } catch {
        throw InputError(file: file, path: "\(action.path)", message: error.message)
      }
    }
    if let open = pointer.open {
      throw InputError(
        file: file, path: "\(open.path)",
        message:
          "pointer \(pointer.name) goes down here and never lifts; expected a \"pointerUp\" or \"pointerCancel\" after it"
      )
    }
    return pointer.contacts
  }

  /// Counts `contact`'s samples against the limit, at the action that ends it.
  private mutating func spend(_ contact: WebDriverContact) throws(PointerError) {
    samples += contact.sampleCount(rate: rate)
    guard samples <= WebDriverActions.maxSamples else {
      throw PointerError(
        "the actions make more than \(WebDriverActions.maxSamples) samples at \(LogNumber.format(rate.hertz)) Hz by this touch's end; expected shorter pauses and moves, or a lower rate"
      )
    }
  }
}

/// What is wrong with an action, before the file and path are added.
private struct PointerError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

/// One touch pointer's state as its actions are played: where it is, the touch in progress, and
/// the touches made so far.
private struct Pointer {
  /// The source id, quoted, for messages.
  let name: String
  var position = GesturePoint(milliX: 0, milliY: 0)
  /// Whether a `pointerMove` has placed the pointer yet.
  var placed = false
  /// The touch in progress, with the path of its `pointerDown`.
  var open: (contact: WebDriverContact, path: JSONPath)?
  var lastLift: Int64?
  var contacts: [WebDriverContact] = []

  init(name: String) { self.name = name }

  mutating func move(
    to offset: GesturePoint, relative: Bool, from now: Int64, to end: Int64,
    _ properties: WebDriverContactProperties
  ) throws(PointerError) {
    let target =
      relative
      ? GesturePoint(
        milliX: position.milliX + offset.milliX, milliY: position.milliY + offset.milliY)
      : offset
    guard abs(target.milliX) <= GesturePoint.maxMilli, abs(target.milliY) <= GesturePoint.maxMilli
    else {
      throw PointerError(
        "the pointer would go to (\(LogNumber.format(target.x)), \(LogNumber.format(target.y))), outside a trace's ±1000000 points"
      )
    }
    if var touch = open {
      if end == touch.contact.start, target != position {
        throw PointerError(
          "pointer \(name) would jump at the instant it went down (\(ScriptQuantities.describe(now)), \(touch.path)); expected a pause first, or a duration for this move"
        )
      }
      touch.contact.motions.append(
        .init(start: now, end: end, from: position, to: target, properties: properties))
      open = touch
    }
    position = target
    placed = true
  }

  mutating func down(at now: Int64, _ properties: WebDriverContactProperties, path: JSONPath)
    throws(PointerError)
  {
    if let open {
      throw PointerError(
        "pointer \(name) is already down (since \(open.path)); expected \"pointerUp\" or \"pointerCancel\" before it goes down again"
      )
    }
    guard placed else {
      throw PointerError(
        "pointer \(name) goes down before any \"pointerMove\" placed it (WebDriver would touch (0, 0)); expected a \"pointerMove\" first"
      )
    }
    if lastLift == now {
      throw PointerError(
        "pointer \(name) lifted at this instant (\(ScriptQuantities.describe(now))); expected a pause before it goes down again"
      )
    }
    let contact = WebDriverContact(
      start: now, location: position, properties: properties, end: now, ending: .up,
      endProperties: properties)
    open = (contact, path)
  }

  /// Ends the touch in progress (`pointerUp` with its properties, or `pointerCancel`, which keeps
  /// the last ones) and returns it.
  mutating func lift(
    at now: Int64, _ ending: WebDriverContact.Ending, _ properties: WebDriverContactProperties?
  ) throws(PointerError) -> WebDriverContact {
    let word = ending == .up ? "pointerUp" : "pointerCancel"
    guard var touch = open else {
      throw PointerError("pointer \(name) is not down; expected \"pointerDown\" before \"\(word)\"")
    }
    guard now > touch.contact.start else {
      throw PointerError(
        "pointer \(name) would lift at the instant it went down (\(ScriptQuantities.describe(now)), \(touch.path)); expected a pause or a move with a duration between them"
      )
    }
    touch.contact.end = now
    touch.contact.ending = ending
    touch.contact.endProperties =
      properties ?? touch.contact.motions.last?.properties ?? touch.contact.properties
    contacts.append(touch.contact)
    lastLift = now
    open = nil
    return touch.contact
  }
}
