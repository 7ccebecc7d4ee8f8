import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct LoadingTests {
  @Test func loadingOutsidePerformDropFails() {
    let s = TwoViews()
    var outcomes: [String] = []
    final class Peeking: DropInteractionDelegate {
      var outcomes: (String) -> Void = { _ in }
      func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
        session.items[0].itemProvider.loadObject(ofClass: String.self) { result in
          switch result {
          case .success(let text): self.outcomes("data \(text)")
          case .failure(let error): self.outcomes(error.logDescription)
          }
        }
        return .copy
      }
    }
    let peeking = Peeking()
    peeking.outcomes = { outcomes.append($0) }
    s.b.removeInteraction(s.drop)
    s.b.addInteraction(DropInteraction(delegate: peeking))
    s.liftAndDragIntoB()
    s.h.settle()
    #expect(!outcomes.isEmpty)
    #expect(outcomes.allSatisfy { $0.hasPrefix("notPermitted") })
  }

  @Test func loadObjectsOutsidePerformDropDeliversNothing() {
    let s = TwoViews()
    var delivered: [[String]] = []
    s.liftAndDragIntoB()
    s.target.droppedSession = nil
    s.release()
    s.h.settle()
    // After the drop, the scope is closed.
    s.target.droppedSession!.loadObjects(ofClass: String.self) { delivered.append($0) }
    s.h.settle()
    #expect(delivered == [[]])
    #expect(
      s.h.log.summaries([.system]).contains("S1 loadObjectsRefused(reason: outside performDrop)"))
  }

  @Test func loadObjectsCompletesOnMainInItemOrderWhateverOrderTheLoadsFinish() {
    let s = TwoViews()
    s.source.items = { _ in
      [slowTextItem("first", delay: .seconds(2)), slowTextItem("second", delay: .milliseconds(10))]
    }
    var delivered: [String] = []
    var queue: String?
    s.target.onPerformDrop = { session in
      session.loadObjects(ofClass: String.self) { objects in
        delivered = objects
        queue = s.h.clock.currentQueue?.label
      }
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(delivered == ["first", "second"])
    #expect(queue == "main")
    let completions = s.h.log.events.filter { $0.kind == .load && $0.name == "completed" }.map(
      \.subject)
    #expect(completions == ["L2", "L1"])
  }

  @Test func perProviderLoadsCallBackOnTheLoadQueue() {
    let s = TwoViews()
    var queue: String?
    s.target.onPerformDrop = { session in
      session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: .plainText) { _ in
        queue = s.h.clock.currentQueue?.label
      }
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(queue == "loads")
  }

  @Test func theSessionProgressAggregatesItsLoads() {
    let s = TwoViews()
    s.source.items = { _ in
      [slowTextItem("a", delay: .seconds(2)), slowTextItem("b", delay: .seconds(4))]
    }
    var progress: LoadProgress?
    s.target.onPerformDrop = { session in
      progress = session.loadObjects(ofClass: String.self) { _ in }
    }
    s.liftAndDragIntoB()
    s.release()
    #expect(progress?.fractionCompleted == 0)
    s.h.advance(ms: 2000)
    // First load done (1 of 2), second half way.
    #expect(progress!.fractionCompleted == 0.75)
    s.h.settle()
    #expect(progress!.isFinished)
  }

  @Test func progressUIAppearsForSlowDropsAndHidesWhenDone() {
    let s = TwoViews()
    s.source.items = { _ in [slowTextItem("slow", delay: .seconds(3))] }
    s.target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
    s.liftAndDragIntoB()
    s.release()
    let dropTime = s.h.clock.now
    s.h.settle()
    let shown = s.h.log.events.first { $0.name == "progressUIShown" }!
    let hidden = s.h.log.events.first { $0.name == "progressUIHidden" }!
    #expect(shown.time == dropTime + .seconds(1))
    #expect(hidden.time == dropTime + .seconds(3))
  }

  @Test func noProgressUIForFastDropsOrStyleNone() {
    let fast = TwoViews()
    fast.source.items = { _ in [slowTextItem("fast", delay: .milliseconds(900))] }
    fast.target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
    fast.liftAndDragIntoB()
    fast.release()
    fast.h.settle()
    #expect(!fast.h.log.events.contains { $0.name.hasPrefix("progressUI") })

    let none = TwoViews()
    none.source.items = { _ in [slowTextItem("slow", delay: .seconds(3))] }
    none.target.onPerformDrop = { session in
      session.progressIndicatorStyle = .none
      session.loadObjects(ofClass: String.self) { _ in }
    }
    none.liftAndDragIntoB()
    none.release()
    none.h.settle()
    #expect(!none.h.log.events.contains { $0.name == "progressUIShown" })
    #expect(none.h.log.summaries([.system]).contains("S1 progressUISuppressed(style: none)"))
  }

  @Test func theUserCancellingTheProgressUICancelsPendingLoads() {
    let s = TwoViews()
    let handlers = Counter()
    s.source.items = { _ in [slowTextItem("slow", delay: .seconds(10), cancelled: handlers)] }
    var errors: [LoadError] = []
    s.target.onPerformDrop = { session in
      session.items[0].itemProvider.loadObject(ofClass: String.self) { result in
        if case .failure(let error) = result { errors.append(error) }
      }
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.advance(ms: 1500)
    #expect(s.h.system.cancelDropProgress() == ["S1"])
    s.h.settle()
    #expect(errors == [.cancelled])
    #expect(handlers.value == 1)
    #expect(s.h.log.summaries([.load]).contains("L1 cancelled"))
    // The transfer is over (every requested load completed); the loader's late answer is ignored.
    #expect(s.h.callNames.last == "a.drag sessionDidTransferItems")
    #expect(s.h.log.summaries([.system]).contains("L1 lateCompletionIgnored"))
  }

  /// `sessionDidTransferItems` after a cancelled load is the profile's choice
  /// (`transfersAfterFailedLoads`, default true; Docs/engine.md §10.7): off, the source is told
  /// nothing once a load ended without its data.
  @Test(arguments: [true, false])
  func aCancelledLoadTransfersOnlyIfTheProfileSaysSo(transfers: Bool) {
    var profile = DeviceProfile.tablet
    profile.transfersAfterFailedLoads = transfers
    let s = TwoViews(profile: profile)
    s.source.items = { _ in [slowTextItem("slow", delay: .seconds(10))] }
    s.target.onPerformDrop = { session in
      session.items[0].itemProvider.loadObject(ofClass: String.self) { _ in }
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.advance(ms: 1500)
    #expect(s.h.system.cancelDropProgress() == ["S1"])
    s.h.settle()
    #expect(s.h.callNames.contains("a.drag sessionDidTransferItems") == transfers)
    #expect(s.h.system.sessions.isEmpty)
  }

  /// Which side's `sessionDidEnd` comes first at a drop is the profile's choice
  /// (`sourceEndsBeforeDropSide`, default true; Docs/engine.md §10.8).
  @Test(arguments: [true, false])
  func theOrderOfTheTwoDidEndsFollowsTheProfile(sourceFirst: Bool) {
    var profile = DeviceProfile.tablet
    profile.sourceEndsBeforeDropSide = sourceFirst
    let s = TwoViews(profile: profile)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    let ends = s.h.callNames.filter {
      $0.hasSuffix(" sessionWillEnd") || $0.hasSuffix(" sessionDidEnd")
    }
    #expect(
      ends
        == (sourceFirst
          ? ["a.drag sessionWillEnd", "a.drag sessionDidEnd", "b.drop sessionDidEnd"]
          : ["a.drag sessionWillEnd", "b.drop sessionDidEnd", "a.drag sessionDidEnd"]))
  }

  @Test func cancellingWithoutAProgressUIDoesNothing() {
    let s = TwoViews()
    #expect(s.h.system.cancelDropProgress().isEmpty)
    #expect(
      s.h.log.summaries([.system]) == [
        "user cancelProgress(effect: none, no progress UI is showing)"
      ])
  }

  @Test func aCancelNeverTransfers() {
    let s = TwoViews(proposal: .cancel)
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(!s.h.callNames.contains("a.drag sessionDidTransferItems"))
    #expect(s.h.system.sessions.isEmpty)
  }
}
