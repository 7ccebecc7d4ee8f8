import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// Several fingers, each with its own timeline, merged into frames by time.
  @Suite struct MultiFingerMergeTests {
    @Test func fingersMovingTogetherShareFramesInIdOrder() throws {
      let records = try traceRecords(
        """
        scene s
        rate 100
        finger left
          down (0,0) at 0s
          move (20,0) over 20ms
          up
        finger right
          down (100,0) at 0s
          move (80,0) over 20ms
          up
        """)
      #expect(
        frameSummary(records) == [
          "0: 1 began (0,0), 2 began (100,0)",
          "10000: 1 moved (10,0), 2 moved (90,0)",
          "20000: 1 ended (20,0), 2 ended (80,0)",
        ])
    }

    @Test func aFingerWithoutASampleAtAnInstantIsStationaryWhereItWas() throws {
      let records = try traceRecords(
        """
        scene s
        rate 120
        finger 1
          down (10,10) at 0s
          move (20,10) over 8333us
          hold 11667us
          up
        finger 2
          tap (50,50) at 5ms for 10ms
        """)
      #expect(
        frameSummary(records) == [
          "0: 1 began (10,10)",
          "5000: 1 stationary (10,10), 2 began (50,50)",
          "8333: 1 moved (20,10), 2 stationary (50,50)",
          "15000: 1 stationary (20,10), 2 ended (50,50)",
          "16666: 1 stationary (20,10)",
          "20000: 1 ended (20,10)",
        ])
    }

    @Test func idsFollowFirstContactThenScriptOrderAndAreNeverReused() throws {
      let records = try traceRecords(
        """
        scene s
        rate 100
        finger late
          tap (1,1) at 20ms for 10ms
        finger early
          tap (2,2) at 0s for 10ms
          tap (2,2) at 20ms for 10ms
        """)
      #expect(
        frameSummary(records) == [
          "0: 1 began (2,2)", "10000: 1 ended (2,2)",
          "20000: 2 began (1,1), 3 began (2,2)", "30000: 2 ended (1,1), 3 ended (2,2)",
        ])
    }

    @Test func theAssemblerKeepsForceAndRadiusWhenItFillsInAndSkipsEmptyContacts() {
      let pressed = ContactTrack(samples: [
        ContactSample(time: 0, phase: .began, x: 1, y: 1, force: 0.5, radius: 4),
        ContactSample(time: 20, phase: .ended, x: 1, y: 1, force: 0.5, radius: 4),
      ])
      let other = ContactTrack(samples: [
        ContactSample(time: 10, phase: .began, x: 2, y: 2),
        ContactSample(time: 30, phase: .cancelled, x: 2, y: 2),
      ])
      let records = TraceAssembler.records(
        contacts: [other, ContactTrack(samples: []), pressed], actions: [])
      #expect(
        records[1]
          == .frame(
            time: 10,
            touches: [
              TraceTouch(id: 1, phase: .stationary, x: 1, y: 1, force: 0.5, radius: 4),
              TraceTouch(id: 2, phase: .began, x: 2, y: 2),
            ]))
      #expect(records.map(\.time) == [0, 10, 20, 30])
    }
  }
}
