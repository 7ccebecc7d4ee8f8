import DnDEngine
import DnDFormats
import Testing
import VirtualTime

@Suite struct LogWriterTests {
  static let header = try! LogHeader([
    "trace": "photos/reorder.trace",
    "trace-sha256": String(repeating: "ab", count: 32),
    "scene": "photos",
  ])

  static let events: [EngineEvent] = [
    event(0, .touch, "F1", "began", [("at", "(650,150)")]),
    event(ms(325), .gesture, "F1", "longPressRecognized", [("interaction", "note.drag")]),
    event(ms(325), .gesture, "S1", "lift"),
    event(
      ms(325), .delegate, "note.drag", "itemsForBeginning", [("session", "S1")], result: "[I1]"),
    touch(341, "F1", "moved"),
    touch(357, "F1", "moved"),
    touch(373, "F1", "stationary"),
    touch(389, "F1", "moved"),
    event(ms(400), .delegate, "note.drop", "sessionDidEnter", [("session", "S1")]),
    event(ms(400), .delegate, "photos", "canHandle", [("session", "S1")], result: "true"),
    event(ms(410), .animation, "S1", "liftAnimationEnded"),
    event(ms(420), .load, "L1", "started", [("type", "public.jpeg")]),
    event(ms(430), .system, "S1", "progressUIShown"),
    event(ms(440), .list, "photos.grid", "placeholderInserted", [("at", "[0, 2]")]),
    event(ms(450), .system, "S1", "proposalValidated"),
    event(1_500_000_000, .touch, "F1", "ended", [("at", "(700,400)")]),
  ]

  @Test func rendersTheExactText() {
    let text = LogWriter.render(header: Self.header, events: Self.events)
    let hash = String(repeating: "ab", count: 32)
    let expected = """
      # dndsim-log 1
      # trace: photos/reorder.trace
      # trace-sha256: \(hash)
      # scene: photos
      ## t=0.000000 F1 began
          0.000000 touch    F1 began(at: (650,150))
          0.325000 gesture  F1 longPressRecognized(interaction: note.drag)
      ## t=0.325000 S1 lift
          0.325000 gesture  S1 lift
          0.325000 drag     note.drag itemsForBeginning(session: S1) -> [I1]
          0.341000 touch    F1 moved(at: (1,2))
                   #        ... 2 samples of F1 (t=0.357000..0.373000)
          0.389000 touch    F1 moved(at: (1,2))
          0.400000 drop     note.drop sessionDidEnter(session: S1)
          0.400000 app      photos canHandle(session: S1) -> true
          0.410000 anim     S1 liftAnimationEnded
          0.420000 data     L1 started(type: public.jpeg)
          0.430000 progress S1 progressUIShown
          0.440000 list     photos.grid placeholderInserted(at: [0, 2])
          0.450000 system   S1 proposalValidated
      ## t=1.500000 F1 ended
          1.500000 touch    F1 ended(at: (700,400))
      # end

      """
    #expect(text == expected)
  }

  @Test func mapsEveryKindToItsChannel() {
    let cases: [(EngineEvent, LogChannel)] = [
      (event(0, .touch, "F1", "moved"), .touch),
      (event(0, .gesture, "S1", "lift"), .gesture),
      (event(0, .delegate, "note.drag", "itemsForBeginning"), .drag),
      (event(0, .delegate, "note.drop", "performDrop"), .drop),
      (event(0, .delegate, "editor.paste", "canPaste"), .drop),
      (event(0, .delegate, "photos", "canHandle"), .app),
      (event(0, .delegate, "drag.handler", "call"), .app),
      (event(0, .animation, "S1", "liftAnimationEnded"), .anim),
      (event(0, .load, "L1", "finished"), .data),
      (event(0, .list, "grid", "batchUpdate"), .list),
      (event(0, .system, "S1", "progressUI"), .progress),
      (event(0, .system, "S1", "progressUIHidden"), .progress),
      (event(0, .system, "S1", "proposalRefused"), .system),
    ]
    for (engineEvent, channel) in cases {
      #expect(LogChannel(of: engineEvent) == channel, "\(engineEvent.summary)")
    }
    #expect(Set(cases.map(\.1)) == Set(LogChannel.allCases))
  }

  @Test func startsSectionsOnlyAtGestureBoundaries() {
    let starters = [
      event(0, .touch, "F1", "began"), event(0, .touch, "F1", "ended"),
      event(0, .touch, "F2", "cancelled"), event(0, .gesture, "S1", "lift"),
      event(0, .gesture, "S1", "dragBegan"), event(0, .gesture, "S1", "drop"),
      event(0, .gesture, "S1", "cancel"), event(0, .gesture, "S1", "handOff"),
      event(0, .gesture, "S1", "itemsAdded"),
    ]
    for starter in starters {
      let lines = bodyLines([starter])
      #expect(lines.count == 2)
      #expect(lines.first == "## t=0.000000 \(starter.subject) \(starter.name)")
    }
    let others = [
      event(0, .touch, "F1", "moved"), event(0, .touch, "F1", "stationary"),
      event(0, .gesture, "F1", "longPressRecognized"), event(0, .delegate, "x.drop", "drop"),
      event(0, .system, "S1", "lift"), event(0, .gesture, "S1", "liftCancelled"),
    ]
    for other in others {
      #expect(bodyLines([other]).count == 1, "\(other.summary)")
    }
  }

  @Test func sectionTextLeavesArgumentsOnTheEventLine() {
    let lines = bodyLines([event(ms(5), .gesture, "S1", "lift", [("items", "[I1]")])])
    #expect(lines == ["## t=0.005000 S1 lift", "    0.005000 gesture  S1 lift(items: [I1])"])
  }

  @Test func keepsTwoMovesUnfolded() {
    #expect(
      bodyLines([touch(1, "F1", "moved"), touch(2, "F1", "moved")]) == [
        "    0.001000 touch    F1 moved(at: (1,2))",
        "    0.002000 touch    F1 moved(at: (1,2))",
      ])
  }

  @Test func foldsThreeMovesIntoFirstCommentLast() {
    #expect(
      bodyLines([touch(1, "F1", "moved"), touch(2, "F1", "stationary"), touch(3, "F1", "moved")])
        == [
          "    0.001000 touch    F1 moved(at: (1,2))",
          "             #        ... 1 sample of F1 (t=0.002000)",
          "    0.003000 touch    F1 moved(at: (1,2))",
        ])
  }

  @Test func foldsLongRunsWithTheRangeOfFoldedTimes() {
    let moves = (1...9).map { touch(Int64($0) * 16, "F1", "moved") }
    #expect(
      bodyLines(moves) == [
        "    0.016000 touch    F1 moved(at: (1,2))",
        "             #        ... 7 samples of F1 (t=0.032000..0.128000)",
        "    0.144000 touch    F1 moved(at: (1,2))",
      ])
  }

  @Test func interleavedFingersAreNotFolded() {
    let moves = (1...6).map { touch(Int64($0), $0 % 2 == 0 ? "F2" : "F1", "moved") }
    #expect(bodyLines(moves).count == 6)
    #expect(!bodyLines(moves).contains { $0.contains("#") })
  }

  @Test func anotherFingerEndsARun() {
    let events = [
      touch(1, "F1", "moved"), touch(2, "F1", "moved"), touch(3, "F1", "moved"),
      touch(4, "F2", "moved"), touch(5, "F2", "moved"), touch(6, "F2", "moved"),
      touch(7, "F2", "moved"),
    ]
    #expect(
      bodyLines(events) == [
        "    0.001000 touch    F1 moved(at: (1,2))",
        "             #        ... 1 sample of F1 (t=0.002000)",
        "    0.003000 touch    F1 moved(at: (1,2))",
        "    0.004000 touch    F2 moved(at: (1,2))",
        "             #        ... 2 samples of F2 (t=0.005000..0.006000)",
        "    0.007000 touch    F2 moved(at: (1,2))",
      ])
  }

  @Test func aDelegateCallBetweenMovesSplitsTheRun() {
    let call = event(ms(3), .delegate, "note.drop", "sessionDidUpdate", result: ".copy")
    let events = [
      touch(1, "F1", "moved"), touch(2, "F1", "moved"), call, touch(4, "F1", "moved"),
      touch(5, "F1", "moved"),
    ]
    #expect(
      bodyLines(events) == [
        "    0.001000 touch    F1 moved(at: (1,2))",
        "    0.002000 touch    F1 moved(at: (1,2))",
        "    0.003000 drop     note.drop sessionDidUpdate -> .copy",
        "    0.004000 touch    F1 moved(at: (1,2))",
        "    0.005000 touch    F1 moved(at: (1,2))",
      ])
  }

  @Test func foldingCanBeTurnedOff() {
    let moves = (1...5).map { touch(Int64($0), "F1", "moved") }
    #expect(bodyLines(moves, foldMoves: false).count == 5)
  }

  @Test func foldingChangesNoOtherLine() {
    let folded = bodyLines(Self.events)
    let unfolded = bodyLines(Self.events, foldMoves: false)
    #expect(
      unfolded.filter { !$0.contains("0.357000") && !$0.contains("0.373000") }
        == folded.filter { !$0.hasPrefix("             #") })
  }

  @Test func escapesControlCharactersAndTrailingSpaces() {
    let lines = bodyLines([
      event(0, .delegate, "app", "say", [("text", "a\tb\nc\r\u{1B}\u{7F}")], result: "x  ")
    ])
    #expect(
      lines == [#"    0.000000 app      app say(text: a\tb\nc\r\u{1B}\u{7F}) -> x\u{20}\u{20}"#])
  }

  @Test func streamingEqualsOneShot() {
    let events = Self.events + (0..<500).map { touch(2000 + Int64($0), "F\($0 % 3)", "moved") }
    let oneShot = LogWriter.render(header: Self.header, events: events)
    for chunkSize in [1, 7, 100, LogWriter.defaultChunkSize] {
      var chunks: [String] = []
      let writer = LogWriter(header: Self.header, chunkSize: chunkSize) { chunks.append($0) }
      for engineEvent in events { writer.append(engineEvent) }
      writer.finish()
      #expect(chunks.joined() == oneShot)
      if chunkSize == 100 {
        #expect(chunks.count > 10)
        #expect(chunks.dropLast().allSatisfy { $0.utf8.count >= 100 })
      }
    }
  }

  @Test func streamsBeforeFinish() {
    var received = ""
    let writer = LogWriter(header: Self.header, chunkSize: 10) { received += $0 }
    #expect(received.hasPrefix("# dndsim-log 1\n"))
    writer.append(event(0, .gesture, "S1", "lift"))
    #expect(received.hasSuffix("S1 lift\n"))
    writer.finish()
    #expect(received.hasSuffix("# end\n"))
  }

  @Test func followsAnEventLog() {
    let clock = VirtualClock()
    let log = EventLog(clock: clock)
    var text = ""
    let writer = LogWriter(header: LogHeader()) { text += $0 }
    log.addObserver { writer.append($0) }
    log.record(.gesture, "S1", "lift")
    let call = log.beginCall("note.drag", "itemsForBeginning", [.init("session", "S1")])
    log.record(.load, "L1", "started")
    log.finishCall(call, result: "[I1]")
    writer.finish()
    #expect(text == LogWriter.render(header: LogHeader(), events: log.events))
  }

  @Test func writesAnEmptyLog() {
    #expect(LogWriter.render(header: LogHeader(), events: []) == "# dndsim-log 1\n# end\n")
  }
}
