import DnDFormats

/// Derives a ``Timeline`` from an event log, generically: lanes come from the channels and
/// subjects the log holds, never from a list of known scenes or interactions.
///
/// - `touch` events make one lane per finger: a bar from `began` to `ended`/`cancelled`, marks
///   for moves; `gesture` events about a finger are labelled ticks on its lane.
/// - Other `gesture` subjects (sessions, spring-loaded interactions) make phase lanes: each
///   gesture event starts a phase that lasts until the next, the last one until the subject is
///   last mentioned anywhere (a session's `end`).
/// - `drag`, `drop` and `app` events make one lane per subject (the interaction or view whose
///   delegate was called); `list` events one lane per list.
/// - `anim` events make bars from `started` (with its planned `duration:`) to `finished`,
///   packed into shared rows; `data` events one lane per load, `started` to
///   `completed`/`failed`/`cancelled`, with its progress; `progress` events one lane per
///   session's progress UI, shown to hidden.
/// - `system` events about a subject that has a lane go on it; the rest share one lane.
///
/// An event whose name none of these rules knows is still drawn, as a labelled tick.
struct TimelineBuilder {
  /// Tooltips list at most this many event lines (a cluster of 400 moves says how many it hid).
  static let maximumTooltipLines = 8

  static func build(_ log: LogFile) -> Timeline {
    var builder = TimelineBuilder()
    var order = 0
    for line in log.body {
      switch line {
      case .event(let event):
        builder.add(event, order: order)
        order += 1
      case .comment(let comment):
        builder.addFold(comment)
      case .section:
        break
      }
    }
    return builder.finish()
  }

  /// A bar whose end has not been logged yet.
  struct OpenBar {
    var lane: Int
    var bar: Timeline.Bar
  }

  /// One event of a phase lane.
  struct Phase {
    var at: Timeline.Point
    var name: String
    var state: String?
    var line: String
  }

  // The state of one pass over a log (internal, not private, only so that the channel rules in
  // TimelineBuilder+Channels.swift can reach it; build(_:) is the way in).
  var lanes: [Timeline.Lane] = []
  var laneByID: [String: Int] = [:]
  /// Lanes named by an identity (`F1`, `S1`, `L1`), where `system` events about it go.
  var laneBySubject: [String: Int] = [:]
  var fingers: Set<String> = []
  var openBars: [String: OpenBar] = [:]
  /// Keys of ``openBars`` in opening order, so unfinished bars are closed deterministically.
  var openOrder: [String] = []
  var phases: [String: [Phase]] = [:]
  /// Phase lanes' subjects in order of appearance.
  var phaseSubjects: [String] = []
  /// The last event naming each phase subject: where a session ends.
  var lastMention: [String: (at: Timeline.Point, line: String)] = [:]
  /// Values of `session:` arguments: phase subjects among them are sessions.
  var sessionIdentities: Set<String> = []
  var events: [(microseconds: Int64, lane: Int)] = []
  var last = Timeline.Point(microseconds: 0, order: nil)

  private mutating func add(_ event: LogFile.Event, order: Int) {
    let text = EventText(event.text)
    let at = Timeline.Point(microseconds: event.microseconds, order: order)
    last = at
    let line = LogLayout.eventLine(
      microseconds: event.microseconds, channel: event.channel, text: event.text)
    if let session = text.argument("session") { sessionIdentities.insert(session) }
    for identity in [text.subject] + text.arguments.map(\.value) + [text.result].compactMap({ $0 })
    where phases[identity] != nil {
      lastMention[identity] = (at, line)
    }

    let lane: Int
    switch event.channel {
    case .touch:
      lane = touch(text, at: at, line: line)
    case .gesture:
      if fingers.contains(text.subject) {
        lane = subjectLane(text.subject)!
        tick(lane, text.name, at, line)
      } else {
        lane = phase(text, at: at, line: line)
      }
    case .drag, .drop, .app:
      lane = self.lane(
        "interaction:" + text.subject, .interactions, text.subject,
        Self.interactionSubtitle(event.channel), event.channel.rawValue)
      tick(lane, text.name, at, line)
    case .list:
      lane = self.lane("list:" + text.subject, .lists, text.subject, "list", "list")
      tick(lane, text.name, at, line)
    case .anim:
      lane = animation(text, at: at, line: line)
    case .data:
      lane = load(text, at: at, line: line)
    case .progress:
      lane = progress(text, at: at, line: line)
    case .system:
      if let owner = subjectLane(text.subject) {
        lane = owner
        mark(owner, text.name, at, line, "tick", bar: lanes[owner].id)
      } else {
        lane = self.lane("system", .system, "system", "decisions", "system")
        tick(lane, text.subject + " " + text.name, at, line)
      }
    }
    events.append((event.microseconds, lane))
  }

  // MARK: - Lanes

  mutating func lane(
    _ id: String, _ group: Timeline.Group, _ title: String, _ subtitle: String, _ channel: String
  ) -> Int {
    if let index = laneByID[id] { return index }
    lanes.append(
      Timeline.Lane(id: id, group: group, title: title, subtitle: subtitle, channel: channel))
    laneByID[id] = lanes.count - 1
    return lanes.count - 1
  }

  func subjectLane(_ subject: String) -> Int? { laneBySubject[subject] }

  static func interactionSubtitle(_ channel: LogChannel) -> String {
    switch channel {
    case .drag: "drag delegate"
    case .drop: "drop delegate"
    default: "app code"
    }
  }

  mutating func tick(_ lane: Int, _ label: String, _ at: Timeline.Point, _ line: String) {
    lanes[lane].marks.append(Timeline.Mark(at: at, label: label, lines: [line], style: "tick"))
  }

  /// A mark on the lane's open bar if it has one (so a packed row keeps it with its bar, and
  /// the bar's tooltip lists it), else on the lane.
  mutating func mark(
    _ lane: Int, _ label: String, _ at: Timeline.Point, _ line: String, _ style: String,
    bar key: String
  ) {
    let mark = Timeline.Mark(at: at, label: label, lines: [line], style: style)
    if openBars[key] != nil {
      openBars[key]!.bar.lines.append(line)
      openBars[key]!.bar.marks.append(mark)
    } else {
      lanes[lane].marks.append(mark)
    }
  }

  mutating func open(_ key: String, lane: Int, _ bar: Timeline.Bar) {
    if openBars[key] != nil { close(key, at: bar.start, line: nil, style: nil, open: true) }
    openBars[key] = OpenBar(lane: lane, bar: bar)
    openOrder.append(key)
  }

  mutating func close(
    _ key: String, at: Timeline.Point, line: String?, style: String?, open: Bool = false,
    label: String? = nil
  ) {
    guard var entry = openBars.removeValue(forKey: key) else { return }
    openOrder.removeAll { $0 == key }
    entry.bar.end = at
    entry.bar.open = open
    if let line { entry.bar.lines.append(line) }
    if let style { entry.bar.style = style }
    if let label { entry.bar.label = label }
    lanes[entry.lane].bars.append(entry.bar)
  }

  // MARK: - Finishing

  private mutating func finish() -> Timeline {
    for subject in phaseSubjects {
      let lane = laneBySubject[subject]!
      if sessionIdentities.contains(subject) { lanes[lane].subtitle = "session" }
      let list = phases[subject]!
      for (index, phase) in list.enumerated() {
        let next = index + 1 < list.count ? list[index + 1] : nil
        let end = next?.at ?? lastMention[subject]?.at ?? phase.at
        guard end.microseconds > phase.at.microseconds, !Self.isTerminal(phase) else {
          // No bar to carry the name: the tick is labelled instead.
          var label = phase.name
          if let state = phase.state { label += " " + state }
          lanes[lane].marks.append(
            Timeline.Mark(at: phase.at, label: label, lines: [phase.line], style: "phase"))
          continue
        }
        lanes[lane].marks.append(
          Timeline.Mark(at: phase.at, label: "", lines: [phase.line], style: "phase"))
        lanes[lane].bars.append(
          Timeline.Bar(
            start: phase.at, end: end, label: Self.phaseTitle(phase), lines: [phase.line],
            style: "phase " + Self.css(Self.phaseTitle(phase))))
      }
      if let final = lastMention[subject], let lastPhase = list.last, final.at != lastPhase.at {
        lanes[lane].marks.append(
          Timeline.Mark(at: final.at, label: "end", lines: [final.line], style: "end"))
      }
    }
    for key in openOrder {
      close(key, at: last, line: nil, style: nil, open: true)
    }
    return Timeline(lanes: lanes, events: events, end: last)
  }

  /// What a phase lane is doing after an event: `lift` → `lifting`, a spring-loading `state:`.
  private static func phaseTitle(_ phase: Phase) -> String {
    if let state = phase.state { return state }
    switch phase.name {
    case "lift": return "lifting"
    case "dragBegan": return "dragging"
    case "handOff": return "dragging"
    case "drop": return "dropping"
    case "cancel": return "cancelling"
    case "liftCancelled": return "lift cancelled"
    default: return phase.name
    }
  }

  private static func isTerminal(_ phase: Phase) -> Bool {
    phase.state == "inactive"
  }

  /// `0.250s` → 250 000 µs.
  static func microseconds(_ duration: String) -> Int64? {
    let digits = duration.hasSuffix("s") ? String(duration.dropLast()) : duration
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let whole = Int64(parts[0]), whole >= 0 else { return nil }
    var micro = whole * 1_000_000
    if parts.count == 2 {
      let fraction = String(parts[1].prefix(6))
      guard !fraction.isEmpty, let value = Int64(fraction) else { return nil }
      micro += value * Int64(pow10(6 - fraction.count))
    }
    return micro
  }

  private static func pow10(_ exponent: Int) -> Int {
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  /// A CSS class from a log word: letters, digits and `-` only.
  static func css(_ word: String) -> String {
    String(word.map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }
}
