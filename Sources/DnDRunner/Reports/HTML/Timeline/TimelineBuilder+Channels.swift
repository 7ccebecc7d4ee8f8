import DnDFormats

/// How each channel's events become marks and bars; see ``TimelineBuilder`` for the rules.
extension TimelineBuilder {
  mutating func touch(_ text: EventText, at: Timeline.Point, line: String) -> Int {
    let finger = text.subject
    fingers.insert(finger)
    let lane = self.lane("finger:" + finger, .fingers, finger, "finger", "touch")
    laneBySubject[finger] = lane
    let key = lanes[lane].id
    switch text.name {
    case "began":
      open(
        key, lane: lane, Timeline.Bar(start: at, end: at, label: "", lines: [line], style: "finger")
      )
      tick(lane, text.name, at, line)
    case "ended", "cancelled":
      close(key, at: at, line: line, style: text.name == "cancelled" ? "finger cancelled" : nil)
      tick(lane, text.name, at, line)
    case "moved", "stationary":
      lanes[lane].marks.append(Timeline.Mark(at: at, label: "", lines: [line], style: "move"))
    default:
      tick(lane, text.name, at, line)
    }
    return lane
  }

  mutating func phase(_ text: EventText, at: Timeline.Point, line: String) -> Int {
    let subject = text.subject
    let lane = self.lane("gesture:" + subject, .sessions, subject, "gesture", "gesture")
    if phases[subject] == nil {
      phases[subject] = []
      phaseSubjects.append(subject)
      laneBySubject[subject] = lane
    }
    phases[subject]!.append(
      Phase(at: at, name: text.name, state: text.argument("state"), line: line))
    lastMention[subject] = (at, line)
    return lane
  }

  mutating func animation(_ text: EventText, at: Timeline.Point, line: String) -> Int {
    let lane = self.lane("animations", .animations, "animations", "animators", "anim")
    lanes[lane].packsBars = true
    let key = "anim:" + text.subject
    switch text.name {
    case "started":
      let purpose = text.argument("purpose") ?? "animation"
      var label = text.subject + " " + purpose
      var planned: Timeline.Point?
      if let duration = text.argument("duration"), let micro = Self.microseconds(duration) {
        label += " · " + HTMLText.duration(microseconds: micro)
        planned = Timeline.Point(microseconds: at.microseconds + micro, order: nil)
      }
      open(
        key, lane: lane,
        Timeline.Bar(
          start: at, end: at, label: label, lines: [line], style: "anim " + Self.css(purpose),
          planned: planned))
    case "finished":
      if openBars[key] == nil {
        open(
          key, lane: lane,
          Timeline.Bar(start: at, end: at, label: text.subject, lines: [], style: "anim"))
      }
      let position = text.argument("position")
      let style = position == "start" ? openBars[key]!.bar.style + " reversed" : nil
      close(key, at: at, line: line, style: style)
    default:
      // `reversed` while running; anything else (a spring-loaded flash) is a tick of its own.
      let label = openBars[key] == nil ? text.subject + " " + text.name : text.name
      mark(lane, label, at, line, "tick", bar: key)
    }
    return lane
  }

  mutating func load(_ text: EventText, at: Timeline.Point, line: String) -> Int {
    let subject = text.subject
    let lane = self.lane("load:" + subject, .loads, subject, "load", "data")
    laneBySubject[subject] = lane
    let key = lanes[lane].id
    switch text.name {
    case "started":
      let details = [text.argument("provider"), text.argument("class")].compactMap { $0 }
      if !details.isEmpty { lanes[lane].subtitle = "load · " + details.joined(separator: " · ") }
      open(
        key, lane: lane,
        Timeline.Bar(start: at, end: at, label: "loading", lines: [line], style: "load running"))
    case "completed", "failed", "cancelled":
      if let start = openBars[key]?.bar.start {
        let span = HTMLText.duration(microseconds: at.microseconds - start.microseconds)
        close(key, at: at, line: line, style: "load " + text.name, label: text.name + " · " + span)
      } else {
        tick(lane, text.name, at, line)
      }
    case "progress":
      let fraction = text.argument("fraction") ?? ""
      mark(lane, fraction, at, line, "progress", bar: key)
    default:
      mark(lane, text.name, at, line, "tick", bar: key)
    }
    return lane
  }

  mutating func progress(_ text: EventText, at: Timeline.Point, line: String) -> Int {
    let subject = text.subject
    let lane = self.lane("progress:" + subject, .progress, subject, "progress UI", "progress")
    let key = lanes[lane].id
    switch text.name {
    case "progressUIShown":
      open(
        key, lane: lane,
        Timeline.Bar(start: at, end: at, label: "shown", lines: [line], style: "progress-ui"))
      if let fraction = text.argument("fraction") {
        openBars[key]!.bar.marks.append(
          Timeline.Mark(at: at, label: fraction, lines: [line], style: "progress"))
      }
    case "progressUIHidden":
      if openBars[key] != nil {
        close(key, at: at, line: line, style: nil)
      } else {
        tick(lane, text.name, at, line)
      }
    default:
      mark(lane, text.name, at, line, "tick", bar: key)
    }
    return lane
  }

  /// `... 7 samples of F1 (t=0.341000..0.437000)` (or `... 1 sample of F1 (t=0.341000)`): a
  /// band on the finger's lane. A comment of another shape is left out of the timeline.
  mutating func addFold(_ comment: LogFile.Comment) {
    let text = comment.text
    guard let sample = text.firstRange(of: " sample"),
      let of = text[sample.upperBound...].firstRange(of: " of "),
      let open = text[of.upperBound...].firstRange(of: " (t="),
      let close = text[open.upperBound...].firstRange(of: ")"),
      let lane = subjectLane(String(text[of.upperBound..<open.lowerBound]))
    else { return }
    let times = text[open.upperBound..<close.lowerBound].split(
      separator: "..", omittingEmptySubsequences: false)
    guard times.count <= 2, let start = LogTime.parse(times[0].utf8),
      let end = LogTime.parse(times[times.count - 1].utf8)
    else { return }
    lanes[lane].bands.append(
      Timeline.Band(
        start: Timeline.Point(microseconds: start, order: nil),
        end: Timeline.Point(microseconds: end, order: nil),
        line: LogLayout.commentLine(text: text)))
  }
}
