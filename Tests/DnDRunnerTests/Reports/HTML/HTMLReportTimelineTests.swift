import DnDEngine
import DnDFormats
import Testing
import VirtualTime

@testable import DnDRunner

/// The timeline: lanes derived from real logs, generic for unknown events, bounded for long logs.
@Suite struct HTMLReportTimelineTests {
  private typealias F = HTMLReportFixtures

  private func timeline(_ text: String) throws -> Timeline {
    TimelineBuilder.build(try LogFile.parse(text, source: "test"))
  }

  private func subjects(_ log: LogFile, _ channels: Set<LogChannel>) -> [String] {
    var seen: [String] = []
    for event in log.events where channels.contains(event.channel) {
      let subject = EventText(event.text).subject
      if !seen.contains(subject) { seen.append(subject) }
    }
    return seen
  }

  private func laneIDs(_ timeline: Timeline, _ group: Timeline.Group) -> [String] {
    timeline.lanes.filter { $0.group == group }.map(\.id)
  }

  @Test(arguments: [
    ("pinboard/copy.trace.jsonl", "slow"), ("pinboard/copy.trace.jsonl", "failing"),
    ("pinboard/copy.trace.jsonl", "hanging"), ("pets/placeholder.trace.jsonl", "default"),
  ])
  func oneLanePerFingerInteractionAndLoad(_ trace: String, _ variant: String) throws {
    let text = try F.log(trace, variant: variant)
    let log = try LogFile.parse(text, source: trace)
    let timeline = TimelineBuilder.build(log)
    #expect(laneIDs(timeline, .fingers) == subjects(log, [.touch]).map { "finger:" + $0 })
    #expect(
      laneIDs(timeline, .interactions)
        == subjects(log, [.drag, .drop, .app]).map { "interaction:" + $0 })
    #expect(laneIDs(timeline, .loads) == subjects(log, [.data]).map { "load:" + $0 })
    #expect(laneIDs(timeline, .lists) == subjects(log, [.list]).map { "list:" + $0 })
    // The same lanes reach the page, one <g data-lane> each.
    let html = TimelineSection.render(log: text, source: trace) ?? ""
    for lane in timeline.lanes {
      #expect(html.components(separatedBy: "data-lane=\"\(lane.id)\"").count == 2)
    }
  }

  @Test func theSlowCopyCaseDrawsWhatItsLogSays() throws {
    let timeline = try timeline(try F.log("pinboard/copy.trace.jsonl", variant: "slow"))
    let lanes = Dictionary(uniqueKeysWithValues: timeline.lanes.map { ($0.id, $0) })
    #expect(
      timeline.orderedLanes.map(\.id) == [
        "finger:F1", "gesture:S1", "interaction:photo.drag", "interaction:board.drop",
        "interaction:board", "animations", "load:L1", "progress:S1", "system",
      ])
    // The finger is down from 0 to 0.6 s; its three moves during the lift fold to the first and
    // the last (no drag event comes between them: the drag begins when the lift ends).
    let finger = try #require(lanes["finger:F1"])
    #expect(finger.bars.map { [$0.start.microseconds, $0.end.microseconds] } == [[0, 600_000]])
    #expect(finger.marks.filter { $0.style == "move" }.count == 2)
    // The session's phases, then its end at the last event that names it.
    let session = try #require(lanes["gesture:S1"])
    #expect(session.subtitle == "session")
    #expect(session.bars.map(\.label) == ["lifting", "dragging", "dropping"])
    #expect(session.bars.last?.end.microseconds == 3_900_000)
    // Lift and drop animations with their planned and real ends.
    let animations = try #require(lanes["animations"])
    #expect(animations.packsBars)
    #expect(animations.bars.map(\.label) == ["M1 lift · 0.250 s", "M2 drop · 0.150 s"])
    #expect(animations.bars.map(\.end.microseconds) == [575_000, 750_000])
    #expect(animations.bars.map { $0.planned?.microseconds } == [575_000, 750_000])
    // The load: started → two progress marks → completed after 3.3 s.
    let load = try #require(lanes["load:L1"])
    #expect(load.subtitle == "load · P1 · ImageObject")
    #expect(load.bars.count == 1)
    #expect(load.bars[0].label == "completed · 3.300 s")
    #expect(load.bars[0].style == "load completed")
    #expect(load.bars[0].marks.map(\.label) == ["0.33", "0.66"])
    // The progress UI shown at 1.6 s, hidden at 3.9 s.
    let progress = try #require(lanes["progress:S1"])
    #expect(
      progress.bars.map { [$0.start.microseconds, $0.end.microseconds] } == [
        [1_600_000, 3_900_000]
      ])
    // Delegate calls are labelled with their method.
    let drop = try #require(lanes["interaction:board.drop"])
    #expect(
      drop.marks.map(\.label).prefix(4) == [
        "canHandle", "sessionDidEnter", "sessionDidUpdate", "performDrop",
      ])
  }

  @Test func failedAndCancelledLoadsEndTheirBarsAsSuch() throws {
    let failing = try timeline(try F.log("pinboard/copy.trace.jsonl", variant: "failing"))
    let failed = try #require(failing.lanes.first { $0.id == "load:L1" })
    #expect(failed.bars.map(\.style) == ["load failed"])
    let hanging = try timeline(try F.log("pinboard/copy.trace.jsonl", variant: "hanging"))
    let cancelled = try #require(hanging.lanes.first { $0.id == "load:L1" })
    #expect(cancelled.bars.map(\.style) == ["load cancelled"])
    #expect(cancelled.bars[0].end.microseconds == 2_500_000)
  }

  @Test func tooltipsHoldTheExactEventLines() throws {
    let text = try F.log("pinboard/copy.trace.jsonl", variant: "slow")
    let html = TimelineSection.render(log: text, source: "copy") ?? ""
    let line = "    0.325000 drag     photo.drag itemsForBeginning(session: S1) -&gt; [I1]"
    #expect(html.contains("<title>\(line)</title>"))
    #expect(
      text.contains("    0.325000 drag     photo.drag itemsForBeginning(session: S1) -> [I1]\n"))
  }

  @Test func unknownEventsStillAppearAsTicks() throws {
    let timeline = try timeline(
      F.craftedLog([
        F.event("0.000000", "touch", "F1 began(at: (1,1))"),
        F.event("0.010000", "touch", "F1 wiggled(by: 3)"),
        F.event("0.020000", "drag", "kite.drag brandNewCallback(session: S9) -> 42"),
        F.event("0.030000", "anim", "M7 wobbled(amount: 2)"),
        F.event("0.040000", "data", "L4 paused"),
        F.event("0.050000", "gesture", "S9 teleported(to: (5,5))"),
        F.event("0.060000", "list", "grid shuffled"),
        F.event("0.070000", "system", "weather rain"),
        F.event("0.080000", "progress", "S9 progressUIBlinked"),
        F.event("0.090000", "touch", "F1 ended(at: (1,1))"),
      ]))
    let labels = timeline.lanes.flatMap { lane in lane.marks.map { lane.id + " " + $0.label } }
    for expected in [
      "finger:F1 wiggled", "interaction:kite.drag brandNewCallback", "animations M7 wobbled",
      "load:L4 paused", "list:grid shuffled", "system weather rain",
      "progress:S9 progressUIBlinked",
    ] {
      #expect(labels.contains(expected), "\(expected) in \(labels)")
    }
    // An unknown gesture starts a phase named after it, lasting while its subject is mentioned.
    let phases = timeline.lanes.first { $0.id == "gesture:S9" }?.bars.map(\.label)
    #expect(phases == ["teleported"])
  }

  @Test func barsStillRunningAtTheEndAreOpen() throws {
    let timeline = try timeline(
      F.craftedLog([
        F.event("0.000000", "data", "L1 started(provider: P1, class: String)"),
        F.event("0.100000", "anim", "M1 started(purpose: drop, duration: 0.500s)"),
        F.event("0.200000", "touch", "F1 began(at: (1,1))"),
      ]))
    let bars = timeline.lanes.flatMap(\.bars)
    #expect(bars.count == 3)
    #expect(bars.allSatisfy { $0.open && $0.end.microseconds == 200_000 })
  }

  @Test func foldedSamplesBecomeABandOnTheirFinger() throws {
    let timeline = try timeline(
      F.craftedLog([
        F.event("0.000000", "touch", "F1 began(at: (1,1))"),
        F.event("0.016000", "touch", "F1 moved(at: (2,1))"),
        LogLayout.commentLine(text: "... 7 samples of F1 (t=0.032000..0.128000)"),
        F.event("0.144000", "touch", "F1 moved(at: (9,1))"),
        LogLayout.commentLine(text: "... 1 sample of F1 (t=0.160000)"),
        F.event("0.176000", "touch", "F1 ended(at: (9,1))"),
      ]))
    let finger = try #require(timeline.lanes.first)
    #expect(
      finger.bands.map { [$0.start.microseconds, $0.end.microseconds] } == [
        [32_000, 128_000], [160_000, 160_000],
      ])
  }

  @Test func springLoadingPhasesFollowTheirState() throws {
    let timeline = try timeline(
      F.craftedLog([
        F.event("1.000000", "gesture", "folder.spring springLoading(state: possible)"),
        F.event("1.800000", "gesture", "folder.spring springLoading(state: activating)"),
        F.event("2.200000", "gesture", "folder.spring springLoading(state: activated)"),
        F.event(
          "2.200000", "gesture", "folder.spring springLoading(state: inactive, reason: activated)"),
      ]))
    let lane = try #require(timeline.lanes.first)
    #expect(lane.subtitle == "gesture")
    #expect(lane.bars.map(\.label) == ["possible", "activating"])
    #expect(lane.marks.contains { $0.label == "springLoading inactive" })
  }

  @Test func eventsAtOneInstantAreSpreadInLogOrder() throws {
    let text = try F.log("pinboard/copy.trace.jsonl", variant: "slow")
    let timeline = try timeline(text)
    let scale = TimeScale(events: timeline.events)
    var previous = -Double.infinity
    for order in timeline.events.indices {
      let x = scale.x(
        Timeline.Point(microseconds: timeline.events[order].microseconds, order: order))
      #expect(x >= previous)
      previous = x
    }
    // The drop instant (0.6 s) holds many events on one lane: it is widened.
    let drop = try #require(scale.instants.first { $0.microseconds == 600_000 })
    #expect(drop.width > 0)
    // The quiet second before the progress UI is compressed.
    #expect(scale.gaps.contains { $0.microseconds == 850_000 })
  }

  @Test func aLongLogStaysBounded() throws {
    // Two fingers moving for 50 s at 60 Hz, with a delegate call per frame: more marks per lane
    // than a lane draws.
    var body: [String] = [
      F.event("0.000000", "touch", "F1 began(at: (0,0))"),
      F.event("0.000000", "touch", "F2 began(at: (0,0))"),
    ]
    let frames = 3_000
    for frame in 1...frames {
      let time = LogTime.format(microseconds: Int64(frame) * 16_667)
      body.append(F.event(time, "touch", "F1 moved(at: (\(frame),0))"))
      body.append(F.event(time, "touch", "F2 moved(at: (0,\(frame)))"))
      body.append(F.event(time, "drag", "a.drag sessionDidMove(session: S1)"))
    }
    let end = LogTime.format(microseconds: Int64(frames + 1) * 16_667)
    body.append(F.event(end, "touch", "F1 ended(at: (0,0))"))
    body.append(F.event(end, "touch", "F2 ended(at: (0,0))"))
    let html = try #require(TimelineSection.render(log: F.craftedLog(body), source: "long"))
    let layout = TimelineLayout(try timeline(F.craftedLog(body)))
    #expect(layout.width <= TimeScale.maximumLinearWidth + 2_000)
    // Marks are merged: far fewer drawn than logged, and the page stays small.
    let drawn = html.components(separatedBy: "<g class=\"mk").count - 1
    #expect(drawn <= 3 * TimelineLayout.maximumTicksPerLane + 10)
    #expect(html.utf8.count < 2_000_000)
    #expect(html.contains("sessionDidMove ×"))
  }
}
