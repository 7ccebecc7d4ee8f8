import Testing
import VirtualTime

@testable import DnDEngine

/// Every way a countdown stops without activating (`Docs/uikit-behaviour.md` §4 step 4), and the
/// rules that keep an interaction from starting one.
@Suite("SpringLoading resets")
struct SpringLoadingResetTests {
  @Test func leavingAtOneSecondCancelsWithoutActivating() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(1000)
    f.spring.sessionLeft(sessionID: "S1")
    #expect(f.spring.state == .inactive)
    #expect(f.clock.pendingWork.isEmpty)
    try f.clock.runUntilIdle()
    #expect(f.activations == 0)
    #expect(
      f.lines.last == "t=1.000s gesture folder.spring springLoading(state: inactive, reason: left)")
  }

  @Test func sessionEndCancelsWithoutActivating() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(300)
    f.spring.sessionEnded(sessionID: "S1")
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    try f.clock.runUntilIdle()
    #expect(f.activations == 0)
    #expect(f.summaries.last == "folder.spring springLoading(state: inactive, reason: ended)")
  }

  @Test func sessionEndAfterActivationAllowsTheNextSessionToSpringIt() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(1200)
    f.spring.sessionEnded(sessionID: "S1")
    f.hover("S2")
    try f.at(2400)
    #expect(f.activations == 2)
  }

  @Test func leavingWhileInactiveLogsNothing() {
    let f = SpringLoadingFixture()
    f.hover(speed: SpringLoadingFixture.fast)
    f.spring.sessionLeft(sessionID: "S1")
    f.spring.sessionEnded(sessionID: "S1")
    #expect(f.summaries.isEmpty)
  }

  @Test func disabledInteractionIgnoresHovering() throws {
    let f = SpringLoadingFixture()
    f.spring.isEnabled = false
    f.hover()
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    try f.at(2000)
    #expect(f.activations == 0)
    #expect(f.summaries.isEmpty)
  }

  @Test func disablingMidCountdownResetsAndReEnablingStartsAfresh() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(900)
    f.spring.isEnabled = false
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    #expect(f.summaries.last == "folder.spring springLoading(state: inactive, reason: disabled)")

    try f.at(1000)
    f.spring.isEnabled = true
    f.hover()  // the same session, still over the view
    try f.at(2199)
    #expect(f.activations == 0)
    try f.at(2200)
    #expect(f.activations == 1)
  }

  @Test func shouldBeginFalseKeepsItInactive() throws {
    let f = SpringLoadingFixture()
    var asked: [SpringLoadedContext] = []
    f.spring.shouldBegin = { context in
      asked.append(context)
      return false
    }
    f.hover(x: 10, y: 20)
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    try f.at(2000)
    #expect(f.activations == 0)
    #expect(
      asked == [
        SpringLoadedContext(state: .inactive, location: Point(x: 10, y: 20), targetView: f.view)
      ])
    #expect(
      f.summaries == ["folder.spring shouldBegin(state: inactive, location: (10,20)) -> false"])
  }

  @Test func shouldBeginIsNotAskedWhenTooFast() {
    let f = SpringLoadingFixture()
    var askCount = 0
    f.spring.shouldBegin = { _ in
      askCount += 1
      return true
    }
    f.hover(speed: SpringLoadingFixture.fast)
    #expect(askCount == 0)
  }

  @Test func shouldBeginTurningFalseMidCountdownResets() throws {
    let f = SpringLoadingFixture()
    var allow = true
    f.spring.shouldBegin = { _ in allow }
    f.hover()
    #expect(f.spring.state == .possible)
    try f.at(500)
    allow = false
    f.hover()
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    try f.at(600)
    allow = true
    f.hover()  // allowed again: starts over
    try f.at(1799)
    #expect(f.activations == 0)
    try f.at(1800)
    #expect(f.activations == 1)
    #expect(
      f.summaries.prefix(5) == [
        "folder.spring shouldBegin(state: inactive, location: (50,50)) -> true",
        "folder.spring springLoading(state: possible)",
        "folder.spring shouldBegin(state: possible, location: (50,50)) -> false",
        "folder.spring springLoading(state: inactive, reason: refused)",
        "folder.spring shouldBegin(state: inactive, location: (50,50)) -> true",
      ])
  }

  @Test func aSecondSessionIsIgnoredWhileTheFirstDrives() throws {
    let f = SpringLoadingFixture()
    f.hover("S1")
    try f.at(500)
    f.hover("S2", speed: SpringLoadingFixture.fast)  // would reset if it counted
    f.spring.sessionLeft(sessionID: "S2")
    f.spring.sessionEnded(sessionID: "S2")
    #expect(f.spring.state == .possible)
    try f.at(1200)
    #expect(f.activations == 1)

    // Once S1 leaves, S2's next hover drives it.
    f.spring.sessionLeft(sessionID: "S1")
    try f.at(1300)
    f.hover("S2", x: 7, y: 8)
    try f.at(2500)
    #expect(f.activations == 2)
    #expect(f.recorder.contexts.last?.location == Point(x: 7, y: 8))
  }

  @Test func aSecondSessionDoesNotMoveTheActivationLocation() throws {
    let f = SpringLoadingFixture()
    f.hover("S1", x: 1, y: 1)
    f.hover("S2", x: 99, y: 99)
    try f.at(1200)
    #expect(f.recorder.contexts.map(\.location) == [Point(x: 1, y: 1)])
  }

  @Test func removingTheInteractionFromItsViewCancels() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(900)
    f.view.removeInteraction(f.spring)
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
    try f.at(2000)
    #expect(f.activations == 0)
    // Logged under the name it had on the view.
    #expect(f.summaries.last == "folder.spring springLoading(state: inactive, reason: removed)")
  }

  @Test func aHandlerThatDisablesTheInteractionResetsItOnce() throws {
    let f = SpringLoadingFixture()
    let spring = SpringLoadedInteraction(name: "tab") { interaction, _ in
      interaction.isEnabled = false
    }
    f.view.addInteraction(spring)
    spring.attach(clock: f.clock, log: f.log, profile: .tablet)
    spring.sessionHovered(sessionID: "S1", at: Point(x: 5, y: 5), speed: 0)
    try f.at(1200)
    #expect(spring.state == .inactive)
    #expect(
      f.summaries.filter { $0.hasPrefix("tab ") }.suffix(3) == [
        "tab springLoading(state: activated)",
        "tab activationHandler(state: activated, location: (5,5))",
        "tab springLoading(state: inactive, reason: disabled)",
      ])
  }

  @Test func shouldBeginThatDisablesTheInteractionDoesNotArmIt() {
    let f = SpringLoadingFixture()
    f.spring.shouldBegin = { [spring = f.spring] _ in
      spring.isEnabled = false
      return true
    }
    f.hover()
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)
  }

  @Test func anInteractionOnNoViewIgnoresHovering() {
    let f = SpringLoadingFixture()
    f.view.removeInteraction(f.spring)
    f.hover()
    #expect(f.spring.state == .inactive)
    #expect(f.summaries.isEmpty)
  }

  @Test func hoveringBeforeAttachIsAnEngineBug() async {
    await #expect(processExitsWith: .failure) {
      let view = View(name: "folder", frame: .zero)
      let spring = SpringLoadedInteraction { _, _ in }
      view.addInteraction(spring)
      spring.sessionHovered(sessionID: "S1", at: .zero, speed: 0)
    }
  }

  @Test func shouldBeginIsLoggedBeforeWhatItCauses() throws {
    let f = SpringLoadingFixture()
    f.hover()
    f.spring.shouldBegin = { [spring = f.spring] _ in
      spring.isEnabled = false
      return true
    }
    f.hover()
    #expect(
      f.summaries == [
        "folder.spring springLoading(state: possible)",
        "folder.spring shouldBegin(state: possible, location: (50,50)) -> true",
        "folder.spring springLoading(state: inactive, reason: disabled)",
      ])
  }
}
