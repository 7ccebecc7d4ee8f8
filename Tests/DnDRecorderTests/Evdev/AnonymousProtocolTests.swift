import DnDEngine
import Testing

@testable import DnDFormats

/// A protocol A touchscreen (no ABS_MT_SLOT), 0…999 × 0…499: the maximum jump is a 1/8 of the
/// diagonal, √(999² + 499²) / 8 ≈ 139.6 units.
let anonymousDescription = """
  N: Anonymous Touchscreen
  P: 00 00 00 00 00 00 00 00
  A: 00 0 999 0 0
  A: 01 0 499 0 0
  A: 35 0 999 0 0
  A: 36 0 499 0 0

  """

/// One protocol A packet: its position, then SYN_MT_REPORT.
func anonymousPacket(_ t: Int64, _ x: Int64, _ y: Int64) -> [String] {
  [EvLine.x(t, x), EvLine.y(t, y), EvLine.mtReport(t)]
}

/// A frame of packets at `t`, ended by SYN_REPORT.
func anonymousFrame(_ t: Int64, _ points: (Int64, Int64)...) -> [String] {
  points.flatMap { anonymousPacket(t, $0.0, $0.1) } + [EvLine.syn(t)]
}

func anonymousFrames(_ lines: [String]) throws -> [String] {
  try evdevFrames(lines, description: anonymousDescription)
}

extension EvdevImporterTests {
  /// Multi-touch protocol A through the contact tracker (nearest neighbour, fixed tie-break,
  /// maximum jump), on samples written from the kernel's `multi-touch-protocol.rst`.
  @Suite struct AnonymousProtocolTests {
    @Test func contactsFollowTheirNearestPacket() throws {
      let lines =
        anonymousFrame(0, (100, 100), (500, 100))
        // The packets come in the other order; each contact follows the nearest.
        + anonymousFrame(1000, (510, 110), (105, 100))
        // A frame with fewer packets ends the contact left without one.
        + anonymousFrame(2000, (520, 120))
        // No packets: no contact is down.
        + [EvLine.mtReport(3000), EvLine.syn(3000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100), 2 began (500,100)",
          "1000: 1 moved (105,100), 2 moved (510,110)",
          "2000: 1 ended (105,100), 2 moved (520,120)",
          "3000: 2 ended (520,120)",
        ])
    }

    /// A packet farther than the maximum jump from every contact is a new contact: the old one
    /// ends (a finger lifted and another went down in the same frame).
    @Test func aJumpBeyondTheMaximumIsANewContact() throws {
      let lines =
        anonymousFrame(0, (100, 100))
        + anonymousFrame(1000, (239, 100))  // 139 units: within 139.6
        + anonymousFrame(2000, (379, 100))  // 140 units: beyond
        + [EvLine.syn(3000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100)",
          "1000: 1 moved (239,100)",
          "2000: 1 ended (239,100), 2 began (379,100)",
          "3000: 2 ended (379,100)",
        ])
    }

    /// Equal distances: the contact that came first takes its packet first, then the packet that
    /// comes first in the frame.
    @Test func tiesGoToTheEarlierContactThenTheEarlierPacket() throws {
      // Contacts at 100 and 200; a packet at 150 is 50 from both, one at 250 is 50 from the second.
      let lines =
        anonymousFrame(0, (100, 100), (200, 100))
        + anonymousFrame(1000, (150, 100), (250, 100))
        + [EvLine.syn(2000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100), 2 began (200,100)",
          "1000: 1 moved (150,100), 2 moved (250,100)",
          "2000: 1 ended (150,100), 2 ended (250,100)",
        ])
      // One packet equally far from both contacts: the first contact keeps it.
      let single =
        anonymousFrame(0, (100, 100), (200, 100)) + anonymousFrame(1000, (150, 100))
        + [EvLine.syn(2000)]
      #expect(
        try anonymousFrames(single) == [
          "0: 1 began (100,100), 2 began (200,100)",
          "1000: 1 moved (150,100), 2 ended (200,100)",
          "2000: 1 ended (150,100)",
        ])
    }

    /// Packets that carry ABS_MT_TRACKING_ID match by id first: equal ids always, different ids
    /// never, however near.
    @Test func trackingIDsInPacketsDecide() throws {
      func tagged(_ t: Int64, _ id: Int64, _ x: Int64, _ y: Int64) -> [String] {
        [EvLine.id(t, id), EvLine.x(t, x), EvLine.y(t, y), EvLine.mtReport(t)]
      }
      let lines =
        tagged(0, 1, 100, 100) + tagged(0, 2, 130, 100) + [EvLine.syn(0)]
        // Crossing: id 1 is now nearer contact 2's old place, but ids win.
        + tagged(1000, 1, 125, 100) + tagged(1000, 2, 105, 100) + [EvLine.syn(1000)]
        // Id 3 at contact 1's place is a new contact; contact 1 ends.
        + tagged(2000, 3, 125, 100) + tagged(2000, 2, 105, 100) + [EvLine.syn(2000)]
        + [EvLine.syn(3000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100), 2 began (130,100)",
          "1000: 1 moved (125,100), 2 moved (105,100)",
          "2000: 1 ended (125,100), 2 stationary (105,100), 3 began (125,100)",
          "3000: 2 ended (105,100), 3 ended (125,100)",
        ])
    }

    @Test func incompletePacketsAreWarnedAbout() throws {
      let lines =
        anonymousFrame(0, (100, 100))
        // A packet without Y is left out; values after the last SYN_MT_REPORT are one more packet.
        + [
          EvLine.x(1000, 300), EvLine.mtReport(1000), EvLine.x(1000, 105), EvLine.y(1000, 100),
          EvLine.syn(1000),
        ]
        + [EvLine.syn(2000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100)", "1000: 1 moved (105,100)", "2000: 1 ended (105,100)",
        ])
      #expect(
        try evdevWarnings(lines, description: anonymousDescription) == [
          "t.evemu:11: warning: a protocol A packet without ABS_MT_POSITION_X and ABS_MT_POSITION_Y is left out",
          "t.evemu:13: warning: values after the frame's last SYN_MT_REPORT are taken as one more packet",
        ])
    }

    @Test func droppedEventsCancelTheContacts() throws {
      let lines =
        anonymousFrame(0, (100, 100))
        + [EvLine.x(1000, 101), EvLine.dropped(1000), EvLine.syn(1500)]
        + anonymousFrame(2000, (102, 100))
        + [EvLine.syn(3000)]
      #expect(
        try anonymousFrames(lines) == [
          "0: 1 began (100,100)", "1500: 1 cancelled (100,100)",
          "2000: 2 began (102,100)", "3000: 2 ended (102,100)",
        ])
    }

    @Test func tooManyPacketsInOneFrameIsAnError() {
      let lines = (0...64).flatMap { anonymousPacket(0, Int64($0), 0) } + [EvLine.syn(0)]
      #expect(
        evdevError(lines, description: anonymousDescription)
          == "t.evemu:199: error: more than 64 contacts in one frame; expected at most 64 SYN_MT_REPORT packets"
      )
    }

    /// The tracker's pairs and tie-break work on integers: the same frames give the same ids
    /// whatever order the packets come in when distances differ.
    @Test func theTrackerIsIndependentOfPacketOrderWhenDistancesDiffer() throws {
      let forward =
        anonymousFrame(0, (100, 100), (300, 300), (600, 200))
        + anonymousFrame(1000, (110, 100), (310, 300), (610, 200)) + [EvLine.syn(2000)]
      let shuffled =
        anonymousFrame(0, (100, 100), (300, 300), (600, 200))
        + anonymousFrame(1000, (610, 200), (110, 100), (310, 300)) + [EvLine.syn(2000)]
      #expect(try anonymousFrames(forward) == anonymousFrames(shuffled))
    }
  }
}
