import Testing
import VirtualTime

@testable import DnDEngine

/// Each quick check of Docs/uikit-behaviour.md §5 can fail: a log broken in one way yields exactly that
/// check's violation. (Every scenario test that settles runs the checker on a real log too.)
@Suite struct QuickCheckTests {
  /// A correct same-app copy log to break.
  static func goodLog() -> [EngineEvent] {
    let s = TwoViews()
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    return s.h.log.events
  }

  static func checks(_ events: [EngineEvent]) -> [Int] {
    QuickChecks.violations(in: events).map(\.check)
  }

  static func removing(_ name: String, subject: String? = nil, from events: [EngineEvent])
    -> [EngineEvent]
  {
    events.filter { !($0.name == name && (subject == nil || $0.subject == subject)) }
  }

  @Test func aCorrectLogPasses() {
    #expect(Self.checks(Self.goodLog()) == [])
  }

  @Test func check1CallsAfterAnEmptyItemsForBeginning() {
    var events = Self.goodLog()
    let index = events.firstIndex { $0.name == "itemsForBeginning" }!
    events[index].result = "[]"
    #expect(Self.checks(events).contains(1))
  }

  @Test func check2WillAnimateLiftWithoutPreviews() {
    let events = Self.removing("previewForLifting", from: Self.goodLog())
    #expect(Self.checks(events) == [2])
  }

  @Test func check3DidEndWithoutWillEnd() {
    let events = Self.removing("sessionWillEnd", from: Self.goodLog())
    #expect(Self.checks(events) == [3])
  }

  @Test func check3WillBeginWithoutLift() {
    let events = Self.removing("willAnimateLift", from: Self.goodLog())
    #expect(Self.checks(events).contains(3))
  }

  @Test func check4EnterNotFollowedByUpdate() {
    var events = Self.goodLog()
    let enter = events.firstIndex { $0.name == "sessionDidEnter" }!
    events.remove(at: enter + 1)
    #expect(Self.checks(events).contains(4))
  }

  @Test func check5PerformDropAfterACancelProposal() {
    var events = Self.goodLog()
    for index in events.indices where events[index].name == "sessionDidUpdate" {
      events[index].result = "cancel"
    }
    #expect(Self.checks(events) == [5])
  }

  @Test func check6ConcludeDropBeforeSessionDidEnd() {
    var events = Self.goodLog()
    let conclude = events.firstIndex { $0.name == "concludeDrop" }!
    let moved = events.remove(at: conclude)
    let end = events.firstIndex { $0.name == "sessionDidEnd" && $0.subject == "b.drop" }!
    events.insert(moved, at: end)
    #expect(Self.checks(events) == [6])
  }

  @Test func check7MissingOrDoubleSessionDidEnd() {
    let good = Self.goodLog()
    #expect(Self.checks(Self.removing("sessionDidEnd", subject: "b.drop", from: good)).contains(7))
    var doubled = good
    let end = doubled.firstIndex { $0.name == "sessionDidEnd" && $0.subject == "b.drop" }!
    doubled.insert(doubled[end], at: end)
    #expect(Self.checks(doubled) == [7])
  }

  @Test func check8PreviewForAnInvisibleItemOrAMissingAnimation() {
    var invisible = Self.goodLog()
    let lift = invisible.firstIndex { $0.name == "previewForLifting" }!
    invisible[lift].result = "nil"
    #expect(Self.checks(invisible) == [8])
    #expect(Self.checks(Self.removing("willAnimateDrop", from: Self.goodLog())) == [8])
  }

  @Test func check9TransferAfterACancel() {
    let s = TwoViews(proposal: .cancel)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    var events = s.h.log.events
    events.append(
      EngineEvent(
        time: s.h.clock.now, kind: .delegate, subject: "a.drag", name: "sessionDidTransferItems",
        arguments: [.init("session", "S1")]))
    #expect(Self.checks(events) == [9])
  }
}
