import Testing
import VirtualTime

@testable import DnDEngine

/// The countdown from a slow hover to one activation (`Docs/uikit-behaviour.md` §4).
@Suite("SpringLoading activation")
struct SpringLoadingActivationTests {
  @Test func activatesExactlyOnceAfterOnePointTwoSecondsOfHover() throws {
    let f = SpringLoadingFixture()
    f.hover(x: 50, y: 50)
    #expect(f.spring.state == .possible)

    try f.at(799)
    #expect(f.spring.state == .possible)
    try f.at(800)
    #expect(f.spring.state == .activating)

    f.hover(x: 60, y: 40)  // still slow: keeps counting
    try f.at(1199)
    #expect(f.activations == 0)
    #expect(f.spring.state == .activating)

    try f.at(1200)
    #expect(f.activations == 1)
    #expect(f.spring.state == .inactive)

    // Resting on the view afterwards does not fire again.
    f.hover(x: 61, y: 40)
    try f.at(5000)
    f.hover(x: 62, y: 40)
    try f.at(10000)
    #expect(f.activations == 1)
    #expect(!f.hasPendingTimers)

    #expect(
      f.lines == [
        "t=0.000s gesture folder.spring springLoading(state: possible)",
        "t=0.800s gesture folder.spring springLoading(state: activating)",
        "t=0.800s animation folder.spring flash(view: folder)",
        "t=1.200s gesture folder.spring springLoading(state: activated)",
        "t=1.200s delegate folder.spring activationHandler(state: activated, location: (60,40))",
        "t=1.200s gesture folder.spring springLoading(state: inactive, reason: activated)",
      ])
  }

  @Test func handlerGetsTheActivatedContextWithTheLastLocationAndTheView() throws {
    let f = SpringLoadingFixture()
    var seenState: SpringLoadedState?
    let spring = SpringLoadedInteraction { interaction, _ in seenState = interaction.state }
    f.view.addInteraction(spring)
    spring.attach(clock: f.clock, log: f.log, profile: .tablet)
    spring.sessionHovered(sessionID: "S1", at: Point(x: 1, y: 2), speed: 0)
    f.hover(x: 10, y: 20)
    f.hover(x: 12, y: 22)
    try f.at(1200)
    #expect(
      f.recorder.contexts == [
        SpringLoadedContext(state: .activated, location: Point(x: 12, y: 22), targetView: f.view)
      ])
    // While its handler runs, the interaction reports `activated`.
    #expect(seenState == .activated)
  }

  /// Apple's `UISpringLoadedInteractionContext.targetView` is `get set`; talk 223: "you can
  /// change the view that actually flashes during the spring load interaction". The latest
  /// answer's target is the one that flashes, and the handler's context names it.
  @Test func theViewThatFlashesIsTheTargetTheLatestShouldBeginSet() throws {
    let f = SpringLoadingFixture()
    let badge = View(name: "badge", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    let shelf = View(name: "shelf", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    var target = badge
    f.spring.shouldBegin = { context in
      context.targetView = target
      return true
    }
    f.hover(x: 10, y: 20)
    target = shelf
    f.hover(x: 12, y: 22)
    try f.at(1200)
    #expect(f.summaries.contains("folder.spring flash(view: shelf)"))
    #expect(!f.summaries.contains { $0.contains("flash(view: folder)") })
    #expect(f.recorder.contexts.map { $0.targetView?.name } == ["shelf"])
  }

  @Test func timersFollowTheProfile() throws {
    var profile = DeviceProfile.tablet
    profile.springLoadingDelay = .milliseconds(100)
    profile.springLoadingFlashDelay = .milliseconds(50)
    let f = SpringLoadingFixture(profile: profile)
    f.hover()
    try f.at(149)
    #expect(f.activations == 0)
    #expect(f.spring.state == .activating)
    try f.at(150)
    #expect(f.activations == 1)
  }

  @Test func pendingTimersAreLabelledWithTheInteraction() throws {
    let f = SpringLoadingFixture()
    f.hover()
    #expect(f.clock.pendingWork.map(\.label) == ["folder.spring springLoading flash"])
    try f.at(800)
    #expect(f.clock.pendingWork.map(\.label) == ["folder.spring springLoading activate"])
  }

  @Test func speedAtTheLimitCountsAsHovering() {
    let f = SpringLoadingFixture()
    f.hover(speed: DeviceProfile.tablet.springLoadingMaxSpeed)
    #expect(f.spring.state == .possible)
  }

  @Test func enteringTooFastDoesNotArmUntilASlowMove() throws {
    let f = SpringLoadingFixture()
    f.hover(speed: SpringLoadingFixture.fast)
    #expect(f.spring.state == .inactive)
    #expect(f.summaries.isEmpty)
    #expect(!f.hasPendingTimers)

    try f.at(300)
    f.hover()
    #expect(f.spring.state == .possible)
    try f.at(1499)
    #expect(f.activations == 0)
    try f.at(1500)
    #expect(f.activations == 1)
  }

  @Test func movingTooFastResetsAndASlowMoveStartsOver() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(1000)  // activating
    f.hover(speed: SpringLoadingFixture.fast)
    #expect(f.spring.state == .inactive)
    #expect(!f.hasPendingTimers)

    try f.at(1100)
    f.hover()  // re-arms from the start: activation at 1.1 + 1.2 s
    try f.at(2299)
    #expect(f.activations == 0)
    try f.at(2300)
    #expect(f.activations == 1)
    #expect(
      f.lines.prefix(5) == [
        "t=0.000s gesture folder.spring springLoading(state: possible)",
        "t=0.800s gesture folder.spring springLoading(state: activating)",
        "t=0.800s animation folder.spring flash(view: folder)",
        "t=1.000s gesture folder.spring springLoading(state: inactive, reason: tooFast)",
        "t=1.100s gesture folder.spring springLoading(state: possible)",
      ])
  }

  @Test func leavingAndComingBackArmsAgain() throws {
    let f = SpringLoadingFixture()
    f.hover()
    try f.at(1200)
    #expect(f.activations == 1)

    try f.at(1500)
    f.spring.sessionLeft(sessionID: "S1")
    #expect(f.spring.state == .inactive)
    f.hover()
    #expect(f.spring.state == .possible)
    try f.at(2699)
    #expect(f.activations == 1)
    try f.at(2700)
    #expect(f.activations == 2)
  }

  @Test func reattachingWithANewProfileAppliesToTimersStartedAfterwards() throws {
    let f = SpringLoadingFixture()
    f.hover()
    var quick = DeviceProfile.tablet
    quick.springLoadingDelay = .milliseconds(100)
    quick.springLoadingFlashDelay = .milliseconds(100)
    f.spring.attach(clock: f.clock, log: f.log, profile: quick)
    f.hover()
    // The running flash timer keeps its 0.8 s; the activation timer it starts takes 0.1 s.
    try f.at(799)
    #expect(f.spring.state == .possible)
    try f.at(899)
    #expect(f.activations == 0)
    try f.at(900)
    #expect(f.activations == 1)

    // A whole new countdown uses the new profile.
    f.spring.sessionLeft(sessionID: "S1")
    f.hover()
    try f.at(1099)
    #expect(f.activations == 1)
    try f.at(1100)
    #expect(f.activations == 2)
  }
}
