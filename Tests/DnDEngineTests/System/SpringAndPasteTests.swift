import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct SystemSpringLoadingTests {
  @Test func hoveringADragOverASpringLoadedViewActivatesItOnceAfterTheProfileDelays() {
    let s = TwoViews()
    var activations = 0
    s.b.addInteraction(SpringLoadedInteraction { _, _ in activations += 1 })
    s.liftAndDragIntoB()
    let entered = s.h.clock.now
    for _ in 0..<100 {
      s.h.advance(ms: 16)
      s.h.touch(1, .stationary, 360, 150)
    }
    #expect(activations == 1)
    let handler = s.h.log.events.first { $0.name == "activationHandler" }!
    // The moves into b were too fast to count as hovering; the first still frame (16 ms after
    // `entered`) starts the 0.8 s + 0.4 s countdown.
    #expect(handler.time == entered + .milliseconds(16 + 1200))
    s.release()
    s.h.settle()
  }

  @Test func movingFastOrLeavingCancelsSpringLoading() {
    let s = TwoViews()
    var activations = 0
    s.b.addInteraction(SpringLoadedInteraction { _, _ in activations += 1 })
    s.liftAndDragIntoB()
    s.h.advance(ms: 1000)
    s.h.touch(1, .moved, 420, 150)  // 60 pt in 16 ms: far above 100 pt/s
    s.h.advance(ms: 1000)
    #expect(activations == 0)
    s.h.touch(1, .moved, 700, 700)
    s.h.advance(ms: 2000)
    #expect(activations == 0)
    s.h.touch(1, .ended, 700, 700)
    s.h.settle()
    #expect(s.h.clock.pendingWork.isEmpty)
  }

  @Test func releasingEndsSpringLoadingWithoutActivation() {
    let s = TwoViews()
    var activations = 0
    s.b.addInteraction(SpringLoadedInteraction { _, _ in activations += 1 })
    s.liftAndDragIntoB()
    s.h.advance(ms: 16)
    s.h.touch(1, .stationary, 360, 150)
    s.h.advance(ms: 500)
    s.release()
    s.h.settle()
    #expect(activations == 0)
    #expect(
      s.h.log.summaries([.gesture]).contains {
        $0.contains("springLoading(state: inactive, reason: ended)")
      })
  }
}

@Suite struct PasteConfigurationTests {
  @Test func aViewWithAPasteConfigurationAcceptsDropsThroughItsPasteMethod() {
    let s = TwoViews()
    s.b.removeInteraction(s.drop)
    var pasted: [String] = []
    s.b.setPasteConfiguration(
      PasteConfiguration(acceptableTypeIdentifiers: [.plainText]) { providers in
        for provider in providers {
          provider.loadObject(ofClass: String.self) { pasted.append((try? $0.get()) ?? "error") }
        }
      })
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(pasted == ["hello"])
    #expect(s.h.callNames.contains("b.paste performDrop"))
  }

  @Test func aPasteConfigurationRefusesOtherTypes() {
    let s = TwoViews()
    s.b.removeInteraction(s.drop)
    s.b.setPasteConfiguration(PasteConfiguration(acceptableTypeIdentifiers: [.image]) { _ in })
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(s.h.calls.contains("b.paste canHandle(session: S1) -> false"))
    #expect(!s.h.callNames.contains("b.paste performDrop"))
  }

  @Test func pasteGoesThroughTheSameMethodAndMayLoad() {
    let s = TwoViews()
    var pasted: [String] = []
    s.b.setPasteConfiguration(
      PasteConfiguration(acceptableTypeIdentifiers: [.text]) { providers in
        providers[0].loadObject(ofClass: String.self) { pasted.append((try? $0.get()) ?? "error") }
      })
    #expect(s.h.system.paste([ItemProvider(object: "clip")], into: s.b, from: s.h.mail))
    s.h.settle()
    #expect(pasted == ["clip"])
    #expect(
      !s.h.system.paste(
        [ItemProvider(object: ImageObject(format: .png, pixelSize: Size(width: 1, height: 1)))],
        into: s.b, from: s.h.mail))
  }
}

@Suite struct EngineDeterminismTests {
  /// A busy scenario: two sessions, a flock, slow loads, a drop and a cancel.
  static func busyScenario() -> [String] {
    let s = TwoViews()
    (s.b.interactions[0] as! DropInteraction).allowsSimultaneousDropSessions = true
    let c = s.h.view("c", Rect(x: 50, y: 300, width: 100, height: 100), in: s.h.left.rootView)
    let cDelegate = TestDragDelegate { _ in [slowTextItem("c", delay: .milliseconds(700))] }
    cDelegate.addItems = { _, _ in [slowTextItem("added", delay: .seconds(2))] }
    c.addInteraction(DragInteraction(delegate: cDelegate))
    s.source.items = { _ in [slowTextItem("a", delay: .seconds(3)), textItem("b")] }
    s.target.onPerformDrop = { session in session.loadObjects(ofClass: String.self) { _ in } }
    s.liftAndDragIntoB()
    s.h.tap(2, 100, 350)
    s.h.longPress(3, 100, 350)
    s.h.move(3, from: Point(x: 100, y: 350), to: Point(x: 300, y: 600))
    s.release()
    s.h.touch(3, .ended, 300, 600)
    s.h.settle()
    return s.h.log.lines
  }

  @Test func theSameScenarioGivesTheSameLogEveryTime() {
    let first = Self.busyScenario()
    #expect(first.count > 80)
    for _ in 0..<20 { #expect(Self.busyScenario() == first) }
  }

  @Test func theSameScenarioGivesTheSameLogInParallel() async {
    let first = Self.busyScenario()
    let logs = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<16 { group.addTask { Self.busyScenario() } }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(logs.allSatisfy { $0 == first })
  }
}
