import Testing
import VirtualTime

@testable import DnDEngine

/// An animator on a fresh clock and log, with a record of what its blocks did.
private final class Fixture {
  let clock = VirtualClock()
  let log: EventLog
  let animator: Animator
  var notes: [String] = []

  init(purpose: String = "lift") {
    log = EventLog(clock: clock)
    animator = Animator(id: "M1", purpose: purpose, subject: "photo.drag", clock: clock, log: log)
  }

  func advance(ms: Int64) { try! clock.advance(by: .milliseconds(ms)) }
  func advance(ns: Int64) { try! clock.advance(by: .nanoseconds(ns)) }

  /// Adds a completion that notes `name` and the position.
  func complete(_ name: String) {
    animator.addCompletion { [unowned self] position in
      notes.append("\(name) \(position.logDescription)")
    }
  }
}

@Suite("Animator")
struct AnimatorTests {
  @Test func identity() {
    let f = Fixture(purpose: "drop")
    #expect(f.animator.id == "M1")
    #expect(f.animator.purpose == "drop")
    #expect(f.animator.subject == "photo.drag")
    #expect(!f.animator.isRunning)
    #expect(!f.animator.isFinished)
    #expect(f.animator.finalPosition == nil)
  }

  @Test func alongsideAnimationsRunAtStartInOrder() {
    let f = Fixture()
    f.animator.addAnimations { f.notes.append("a") }
    f.animator.addAnimations { f.notes.append("b") }
    #expect(f.notes.isEmpty)
    f.animator.start(duration: .milliseconds(250))
    #expect(f.notes == ["a", "b"])
    #expect(f.animator.isRunning)
    f.advance(ms: 250)
    #expect(f.notes == ["a", "b"])
  }

  @Test func anAnimationAddedWhileRunningRunsAtOnce() {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(250))
    f.advance(ms: 100)
    f.animator.addAnimations { f.notes.append("late") }
    #expect(f.notes == ["late"])
  }

  @Test func anAnimationAddedInsideAnotherRunsAtOnce() {
    let f = Fixture()
    f.animator.addAnimations {
      f.notes.append("outer")
      f.animator.addAnimations { f.notes.append("inner") }
    }
    f.animator.addAnimations { f.notes.append("second") }
    f.animator.start(duration: .milliseconds(250))
    #expect(f.notes == ["outer", "inner", "second"])
  }

  @Test func anAnimationAddedWhileReversedOrFinishedNeverRuns() {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(250), completesAutomatically: false)
    f.advance(ms: 100)
    f.animator.reverse()
    f.animator.addAnimations { f.notes.append("while reversed") }
    f.advance(ms: 100)
    #expect(f.animator.isFinished)
    f.animator.addAnimations { f.notes.append("after finish") }
    try! f.clock.runUntilIdle()
    #expect(f.notes.isEmpty)
  }

  @Test func finishesAtTheEndAfterItsDuration() {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250))
    f.advance(ns: 249_999_999)
    #expect(!f.animator.isFinished)
    #expect(f.notes.isEmpty)
    f.advance(ns: 1)
    #expect(f.animator.isFinished)
    #expect(!f.animator.isRunning)
    #expect(f.animator.finalPosition == .end)
    #expect(f.notes == ["done end"])
  }

  @Test func completionsRunInTheOrderAdded() {
    let f = Fixture()
    f.complete("first")
    f.complete("second")
    f.complete("third")
    f.animator.start(duration: .milliseconds(10))
    f.advance(ms: 10)
    #expect(f.notes == ["first end", "second end", "third end"])
  }

  @Test func completionsRunExactlyOnce() {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(10))
    f.animator.finish(at: .current)
    f.animator.finish(at: .end)
    f.animator.reverse()
    f.advance(ms: 1_000)
    #expect(f.notes == ["done current"])
    #expect(f.animator.finalPosition == .current)
    #expect(
      f.log.summaries().filter { $0.contains("finished") } == ["M1 finished(position: current)"])
  }

  @Test func finishCancelsTheScheduledEnd() throws {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250))
    f.advance(ms: 100)
    #expect(f.clock.pendingWork.count == 1)
    f.animator.finish(at: .end)
    #expect(f.clock.pendingWork.isEmpty)
    f.advance(ms: 1_000)
    #expect(f.notes == ["done end"])
    #expect(
      f.log.lines == [
        "t=0.000s animation M1 started(purpose: lift, duration: 0.250s)",
        "t=0.100s animation M1 finished(position: end)",
      ])
    try f.clock.checkNoPendingWork()
  }

  @Test func aCompletionAddedAfterFinishingRunsAtOnceWithTheFinalPosition() {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(250), completesAutomatically: false)
    f.animator.reverse()
    try! f.clock.runCurrent()
    #expect(f.animator.isFinished)
    f.complete("late")
    #expect(f.notes == ["late start"])
  }

  @Test func aCompletionAddedInsideACompletionRunsAtOnce() {
    let f = Fixture()
    f.animator.addCompletion { _ in
      f.notes.append("outer")
      f.complete("inner")
      f.notes.append("outer done")
    }
    f.complete("second")
    f.animator.start(duration: .zero)
    try! f.clock.runCurrent()
    #expect(f.notes == ["outer", "inner end", "outer done", "second end"])
  }

  @Test func onFinishedRunsOnceAfterTheCompletions() {
    let f = Fixture()
    f.complete("app")
    var hooks: [AnimationPosition] = []
    f.animator.onFinished = { position in
      f.notes.append("engine")
      hooks.append(position)
    }
    f.animator.start(duration: .milliseconds(5))
    f.advance(ms: 5)
    f.animator.finish(at: .current)
    #expect(f.notes == ["app end", "engine"])
    #expect(hooks == [.end])
    #expect(f.animator.onFinished == nil)
  }

  @Test func withoutAutomaticCompletionItRunsUntilTheEngineFinishesIt() throws {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250), completesAutomatically: false)
    try f.clock.runUntilIdle()
    f.advance(ms: 5_000)
    #expect(f.animator.isRunning)
    #expect(f.notes.isEmpty)
    f.animator.finish(at: .end)
    #expect(f.notes == ["done end"])
  }

  @Test func reverseTakesAsLongAsItRanForwards() {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250))
    f.advance(ms: 100)
    f.animator.reverse()
    #expect(f.animator.isReversed)
    #expect(f.animator.isRunning)
    f.advance(ns: 99_999_999)
    #expect(!f.animator.isFinished)
    f.advance(ns: 1)
    #expect(f.animator.finalPosition == .start)
    #expect(f.notes == ["done start"])
    // The forward end (t=0.250s) was cancelled.
    f.advance(ms: 1_000)
    #expect(f.notes == ["done start"])
    #expect(
      f.log.lines == [
        "t=0.000s animation M1 started(purpose: lift, duration: 0.250s)",
        "t=0.100s animation M1 reversed",
        "t=0.200s animation M1 finished(position: start)",
      ])
  }

  @Test func reverseAfterTheDurationTakesTheWholeDuration() {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(250), completesAutomatically: false)
    f.advance(ms: 600)
    f.animator.reverse()
    f.advance(ns: 249_999_999)
    #expect(!f.animator.isFinished)
    f.advance(ns: 1)
    #expect(f.animator.finalPosition == .start)
    #expect(f.log.lines.last == "t=0.850s animation M1 finished(position: start)")
  }

  @Test func reverseRightAwayFinishesAfterTheCurrentWorkNotInside() throws {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250))
    f.animator.reverse()
    #expect(f.notes.isEmpty)
    try f.clock.runCurrent()
    #expect(f.notes == ["done start"])
    #expect(f.clock.now == .start)
  }

  @Test func reversingTwiceIsANoOp() {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(250))
    f.advance(ms: 100)
    f.animator.reverse()
    f.advance(ms: 50)
    f.animator.reverse()
    f.advance(ms: 50)
    #expect(f.animator.finalPosition == .start)
    #expect(f.log.summaries().filter { $0.contains("reversed") }.count == 1)
    #expect(f.log.lines.last == "t=0.200s animation M1 finished(position: start)")
  }

  @Test func finishWhileReversingCancelsTheReturn() throws {
    let f = Fixture()
    f.complete("done")
    f.animator.start(duration: .milliseconds(250))
    f.advance(ms: 100)
    f.animator.reverse()
    f.animator.finish(at: .current)
    #expect(f.clock.pendingWork.isEmpty)
    f.advance(ms: 500)
    #expect(f.notes == ["done current"])
  }

  @Test func zeroDurationCompletesAfterTheCurrentWork() throws {
    let f = Fixture(purpose: "cancel")
    f.complete("done")
    f.animator.start(duration: .zero)
    #expect(f.notes.isEmpty)
    try f.clock.runCurrent()
    #expect(f.notes == ["done end"])
    #expect(
      f.log.lines == [
        "t=0.000s animation M1 started(purpose: cancel, duration: 0.000s)",
        "t=0.000s animation M1 finished(position: end)",
      ])
  }

  @Test func negativeDurationCountsAsZero() throws {
    let f = Fixture()
    f.animator.start(duration: .milliseconds(-5))
    try f.clock.runCurrent()
    #expect(f.animator.finalPosition == .end)
    #expect(f.log.lines.first == "t=0.000s animation M1 started(purpose: lift, duration: 0.000s)")
  }

  @Test func startingTwiceIsANoOp() {
    let f = Fixture()
    f.animator.addAnimations { f.notes.append("a") }
    f.animator.start(duration: .milliseconds(100))
    f.advance(ms: 50)
    f.animator.start(duration: .milliseconds(100))
    f.advance(ms: 50)
    #expect(f.animator.finalPosition == .end)
    #expect(f.notes == ["a"])
    #expect(f.log.summaries().filter { $0.contains("started") }.count == 1)
  }

  @Test func finishingBeforeStartingRunsTheCompletionsButNotTheAnimations() {
    let f = Fixture()
    f.animator.addAnimations { f.notes.append("animation") }
    f.complete("done")
    f.animator.finish(at: .start)
    f.animator.start(duration: .milliseconds(100))
    f.advance(ms: 200)
    #expect(f.notes == ["done start"])
    #expect(f.log.lines == ["t=0.000s animation M1 finished(position: start)"])
  }

  @Test func theClockKeepsARunningAnimatorAlive() {
    let clock = VirtualClock()
    let log = EventLog(clock: clock)
    var positions: [AnimationPosition] = []
    weak var weakAnimator: Animator?
    do {
      let animator = Animator(
        id: "M7", purpose: "drop", subject: "mail.drop", clock: clock, log: log)
      animator.addCompletion { positions.append($0) }
      animator.start(duration: .milliseconds(300))
      weakAnimator = animator
    }
    #expect(weakAnimator != nil)
    try! clock.advance(by: .milliseconds(300))
    #expect(positions == [.end])
    #expect(weakAnimator == nil)
  }
}
