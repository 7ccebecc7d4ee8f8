import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension EvdevImporterTests {
  /// Multi-touch protocol B (slots and tracking ids), on samples written from the kernel's
  /// `multi-touch-protocol.rst`. The scene is the raw size, so points are raw values; events start
  /// on line 9 (after `plainSlotsDescription`).
  @Suite struct SlotProtocolTests {
    @Test func aContactBeginsMovesAndEnds() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 45, 100, 200) + [EvLine.syn(0)]
        + [EvLine.x(8000, 110), EvLine.syn(8000)]
        + [EvLine.id(16000, -1), EvLine.syn(16000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,200)",
          "8000: 1 moved (110,200)",
          "16000: 1 ended (110,200)",
        ])
    }

    /// The slot selected persists across frames: a frame without ABS_MT_SLOT is about the slot
    /// selected last; the first frame's slot is 0 without being selected.
    @Test func theSlotPersistsAcrossFrames() throws {
      let lines =
        [EvLine.id(0, 7), EvLine.x(0, 10), EvLine.y(0, 20), EvLine.syn(0)]
        + EvLine.down(1000, slot: 1, id: 8, 300, 400) + [EvLine.syn(1000)]
        + [EvLine.x(2000, 310), EvLine.syn(2000)]
        + [EvLine.slot(3000, 0), EvLine.y(3000, 25), EvLine.syn(3000)]
        + [EvLine.x(4000, 15), EvLine.syn(4000)]
        + [EvLine.id(5000, -1), EvLine.slot(5000, 1), EvLine.id(5000, -1), EvLine.syn(5000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (10,20)",
          "1000: 1 stationary (10,20), 2 began (300,400)",
          "2000: 1 stationary (10,20), 2 moved (310,400)",
          "3000: 1 moved (10,25), 2 stationary (310,400)",
          "4000: 1 moved (15,25), 2 stationary (310,400)",
          "5000: 1 ended (15,25), 2 ended (310,400)",
        ])
    }

    /// A new tracking id on an occupied slot ends the old contact and begins a new one, in the
    /// same frame, with the next id; the same id again changes nothing.
    @Test func aNewTrackingIDOnAnOccupiedSlotReplacesTheContact() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 5, 100, 100) + [EvLine.syn(0)]
        + [EvLine.id(1000, 5), EvLine.syn(1000)]
        + [EvLine.id(2000, 6), EvLine.x(2000, 900), EvLine.syn(2000)]
        + [EvLine.id(3000, -1), EvLine.syn(3000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,100)",
          "1000: 1 stationary (100,100)",
          "2000: 1 ended (100,100), 2 began (900,100)",
          "3000: 2 ended (900,100)",
        ])
    }

    /// A slot keeps its values from one contact to the next (the kernel sends only changes), so
    /// a contact may begin without position events.
    @Test func aSlotKeepsItsValuesForTheNextContact() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.syn(0)]
        + [EvLine.id(1000, -1), EvLine.syn(1000)]
        + [EvLine.id(2000, 2), EvLine.syn(2000)]
        + [EvLine.id(3000, -1), EvLine.syn(3000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,100)", "1000: 1 ended (100,100)",
          "2000: 2 began (100,100)", "3000: 2 ended (100,100)",
        ])
    }

    /// Ids go in order of first contact — within a frame, the order the tracking ids came — and
    /// are never reused, whatever the slots and the kernel's tracking ids.
    @Test func idsFollowTheOrderOfFirstContact() throws {
      let lines =
        EvLine.down(0, slot: 3, id: 90, 30, 30) + EvLine.down(0, slot: 0, id: 91, 10, 10) + [
          EvLine.syn(0)
        ]
        + [
          EvLine.slot(1000, 3), EvLine.id(1000, -1), EvLine.slot(1000, 0), EvLine.id(1000, -1),
          EvLine.syn(1000),
        ]
        + EvLine.down(2000, slot: 3, id: 90, 40, 40) + [EvLine.syn(2000)]
        + [EvLine.id(3000, -1), EvLine.syn(3000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (30,30), 2 began (10,10)",
          "1000: 1 ended (30,30), 2 ended (10,10)",
          "2000: 3 began (40,40)",
          "3000: 3 ended (40,40)",
        ])
    }

    /// The frame's time is its SYN_REPORT's, whatever the times of the events before it
    /// (n4-style per-event timestamps); times are relative to the first event.
    @Test func aFrameIsAtItsSynReportsTime() throws {
      let lines = [
        EvLine.id(75_280_046, 5), EvLine.x(75_280_077, 890), EvLine.y(75_280_107, 476),
        EvLine.syn(75_280_138), EvLine.x(75_290_820, 892), EvLine.syn(75_290_881),
        EvLine.id(75_300_000, -1), EvLine.syn(75_300_129),
      ]
      #expect(
        try evdevFrames(lines) == [
          "92: 1 began (890,476)", "10835: 1 moved (892,476)", "20083: 1 ended (892,476)",
        ])
    }

    @Test func pressureAndTouchMajorBecomeForceAndRadius() throws {
      // 0…999 over 999 points: one point per unit, so the radius is half the major axis.
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [
          EvLine.pressure(0, 255), EvLine.major(0, 10), EvLine.syn(0),
        ]
        + [EvLine.pressure(1000, 51), EvLine.syn(1000)]
        + [EvLine.id(2000, -1), EvLine.syn(2000)]
      let trace = try importEvemu(
        evemuRecording(lines, description: slotsDescription), options: evemuRawOptions)
      #expect(
        trace.records.map(TraceWriter.recordLine) == [
          #"{"t":0,"touches":[{"id":1,"phase":"began","x":100,"y":100,"force":1,"radius":5}]}"#,
          #"{"t":1000,"touches":[{"id":1,"phase":"moved","x":100,"y":100,"force":0.2,"radius":5}]}"#,
          #"{"t":2000,"touches":[{"id":1,"phase":"ended","x":100,"y":100,"force":0.2,"radius":5}]}"#,
        ])
    }

    /// BTN_TOUCH, BTN_TOOL_*, the legacy ABS_X/ABS_Y, MSC_TIMESTAMP and SYN_CONFIG interleaved
    /// with the multi-touch events change nothing.
    @Test func legacyAndMiscellaneousEventsAreIgnored() throws {
      let noise = [
        evemuLine(0, EvdevCode.key, EvdevCode.buttonTouch, 1),
        evemuLine(0, EvdevCode.key, EvdevCode.buttonToolDoubleTap, 1),
        evemuLine(0, EvdevCode.absolute, EvdevCode.absX, 555),
        evemuLine(0, EvdevCode.absolute, EvdevCode.absY, 444),
        evemuLine(0, EvdevCode.miscellaneous, 0x05, 123_456),
        evemuLine(0, EvdevCode.synchronization, EvdevCode.synConfig, 0),
      ]
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + noise + [EvLine.syn(0)]
        + [evemuLine(1000, EvdevCode.miscellaneous, 0x05, 130_000), EvLine.syn(1000)]
        + [
          EvLine.id(2000, -1), evemuLine(2000, EvdevCode.key, EvdevCode.buttonTouch, 0),
          EvLine.syn(2000),
        ]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,100)", "1000: 1 stationary (100,100)", "2000: 1 ended (100,100)",
        ])
      #expect(try evdevWarnings(lines) == [])
    }

    @Test func otherEventTypesAreIgnoredWithAWarning() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [
          evemuLine(0, EvdevCode.relative, 0, 3), EvLine.syn(0),
        ]
        + [EvLine.id(1000, -1), EvLine.syn(1000)]
      #expect(try evdevFrames(lines) == ["0: 1 began (100,100)", "1000: 1 ended (100,100)"])
      #expect(
        try evdevWarnings(lines) == ["t.evemu:13: warning: EV_REL events are not touches; ignored"])
    }

    /// Contacts still down at the end are cancelled 1 µs after the last frame, each with a
    /// warning, and events after the last SYN_REPORT are an incomplete frame.
    @Test func contactsStillDownAtTheEndAreCancelled() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + EvLine.down(0, slot: 1, id: 2, 200, 200) + [
          EvLine.syn(0)
        ]
        + [EvLine.slot(9000, 0), EvLine.x(9000, 150), EvLine.syn(9000)]
        + [EvLine.x(10000, 160)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,100), 2 began (200,200)",
          "9000: 1 moved (150,100), 2 stationary (200,200)",
          "9001: 1 cancelled (150,100), 2 cancelled (200,200)",
        ])
      let found = try evdevWarnings(lines)
      #expect(
        found == [
          "t.evemu:21: warning: 1 event after the last SYN_REPORT makes no complete frame; ignored",
          "t.evemu: warning: touch 1 is still down at the end of the recording; cancelled 1 µs after the last frame",
          "t.evemu: warning: touch 2 is still down at the end of the recording; cancelled 1 µs after the last frame",
        ])
      let trace = try importEvemu(evemuRecording(lines), options: evemuRawOptions)
      #expect(trace.header.provenance.last! == ("warnings", "3"))
    }

    /// SYN_DROPPED: the dropped frame (from its start to the next SYN_REPORT) is skipped, the
    /// contacts down are cancelled at that SYN_REPORT, and their slots are ignored until a new
    /// tracking id.
    @Test func synDroppedCancelsAndResynchronises() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + EvLine.down(0, slot: 1, id: 2, 200, 200) + [
          EvLine.syn(0)
        ]
        + [
          EvLine.slot(1000, 0), EvLine.x(1000, 110), EvLine.dropped(1000), EvLine.x(1500, 999),
          EvLine.syn(2000),
        ]
        // Slot 0's finger is still down: its moves are ignored until it lifts.
        + [EvLine.x(3000, 120), EvLine.syn(3000)]
        + [EvLine.id(4000, -1), EvLine.syn(4000)]
        // Slot 1 gets a new contact, at positions sent again.
        + EvLine.down(5000, slot: 1, id: 3, 300, 300) + [EvLine.syn(5000)]
        + [EvLine.id(6000, -1), EvLine.syn(6000)]
      #expect(
        try evdevFrames(lines) == [
          "0: 1 began (100,100), 2 began (200,200)",
          "2000: 1 cancelled (100,100), 2 cancelled (200,200)",
          "5000: 3 began (300,300)",
          "6000: 3 ended (300,300)",
        ])
      #expect(
        try evdevWarnings(lines) == [
          "t.evemu:20: warning: SYN_DROPPED: the kernel lost events here; the events up to the next SYN_REPORT are skipped, the 2 touches down are cancelled there, and each slot is ignored until its next tracking id"
        ])
    }

    /// After SYN_DROPPED a slot's values are unknown: a contact beginning there without sending
    /// its position again is left out rather than guessed.
    @Test func aContactWithoutAKnownPositionIsLeftOut() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.syn(0)]
        + [EvLine.dropped(1000), EvLine.syn(1000)]
        + [EvLine.id(2000, -1), EvLine.syn(2000)]
        + [EvLine.id(3000, 2), EvLine.y(3000, 150), EvLine.syn(3000)]
        + [EvLine.x(4000, 130), EvLine.syn(4000)]
        + [EvLine.id(5000, -1), EvLine.syn(5000)]
      #expect(
        try evdevFrames(lines) == ["0: 1 began (100,100)", "1000: 1 cancelled (100,100)"])
      let found = try evdevWarnings(lines)
      #expect(
        found.last
          == "t.evemu:18: warning: a contact on slot 0 began without a known position (its ABS_MT_POSITION_X/Y were not sent since the recording began or since a SYN_DROPPED); it is left out"
      )
    }

    @Test func valuesBeforeAnyTrackingIDAreIgnoredWithAWarning() throws {
      let lines =
        [EvLine.slot(0, 2), EvLine.x(0, 500), EvLine.syn(0)]
        + EvLine.down(1000, slot: 0, id: 1, 100, 100) + [EvLine.syn(1000)]
        + [EvLine.id(2000, -1), EvLine.syn(2000)]
      #expect(try evdevFrames(lines) == ["1000: 1 began (100,100)", "2000: 1 ended (100,100)"])
      #expect(
        try evdevWarnings(lines) == [
          "t.evemu:10: warning: slot 2 reports values before any tracking id (a contact already down when the recording began?); they are ignored until the slot's first tracking id"
        ])
    }

    @Test func aContactWithinOneFrameIsLeftOut() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.id(0, -1), EvLine.syn(0)]
        + EvLine.down(1000, slot: 0, id: 2, 100, 100) + [EvLine.syn(1000)]
        + [EvLine.id(2000, -1), EvLine.syn(2000)]
      #expect(try evdevFrames(lines) == ["1000: 1 began (100,100)", "2000: 1 ended (100,100)"])
      #expect(
        try evdevWarnings(lines) == [
          "t.evemu:13: warning: a contact on slot 0 began and ended within one frame; a trace touch lasts at least two frames, so it is left out"
        ])
    }

    /// Two SYN_REPORTs at the same microsecond: the second frame goes 1 µs later (a trace's
    /// frame times strictly increase), with a warning.
    @Test func aFrameAtTheSameTimeMovesOneMicrosecond() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.syn(5)]
        + [EvLine.x(5, 101), EvLine.syn(5)]
        + [EvLine.id(7, -1), EvLine.syn(7)]
      #expect(
        try evdevFrames(lines) == [
          "5: 1 began (100,100)", "6: 1 moved (101,100)", "7: 1 ended (101,100)",
        ])
      #expect(try evdevWarnings(lines).count == 1)
    }

    @Test func badEventsAreErrors() {
      #expect(
        evdevError([EvLine.slot(0, 4)])
          == "t.evemu:9: error: ABS_MT_SLOT 4 is not a slot of the device; expected 0…3 (its ABS_MT_SLOT axis)"
      )
      #expect(
        evdevError(EvLine.down(10, slot: 0, id: 1, 1, 1) + [EvLine.syn(9)])
          == "t.evemu:13: error: the time 0.000009 is before the previous event's 0.000010; expected times that never go back"
      )
      #expect(
        evdevError([EvLine.x(0, 1), EvLine.syn(0)])
          == "t.evemu: error: the recording has no touch (2 events, 1 SYN_REPORT); expected at least one contact to make a trace of"
      )
      #expect(
        evdevError([EvLine.mtReport(0)])
          == "t.evemu:9: error: SYN_MT_REPORT (multi-touch protocol A) from a device whose description says protocol B (it has ABS_MT_SLOT); expected the description of the device that made the recording"
      )
      #expect(
        evdevError(EvLine.down(0, slot: 0, id: 1, 2_000_000_000, 1))
          == "t.evemu:11: error: ABS_MT_POSITION_X 2000000000 maps outside the trace's ±1000000 points; expected a value near the axis range 0…999"
      )
      #expect(
        evdevError(EvLine.down(0, slot: 0, id: 1, 1, 1) + [EvLine.syn(1_000_000_000_001)])
          == "t.evemu:13: error: the time 1000000.000001 is more than 10¹² µs after the first event's; a trace cannot hold it"
      )
    }

    /// Warnings are bounded: ten of a kind word for word, then one that counts the rest.
    @Test func warningsOfOneKindAreCapped() throws {
      var lines = EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.syn(0)]
      for index in 1...25 { lines.append(evemuLine(Int64(index), EvdevCode.relative, 0, 1)) }
      lines += [EvLine.id(100, -1), EvLine.syn(100)]
      let found = try evdevWarnings(lines)
      #expect(found.count == 11)
      #expect(
        found.last
          == "t.evemu:24: warning: 15 more warnings of this kind from here on (EV_REL events ignored); only the first 10 are listed"
      )
    }
  }
}
