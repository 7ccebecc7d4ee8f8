import DnDUIKit
import Testing

/// DispatchQueue, OperationQueue and UIView.animate on the device's virtual clock: work runs after
/// the code that schedules it, in order, at its deadline, and knows the device it came from.
@Suite struct MainQueueTimingTests {
  /// Lines written by work the virtual clock runs, on the test's thread.
  nonisolated final class Record: @unchecked Sendable {
    var lines: [String] = []
  }

  @Test func asyncWorkRunsLaterInOrder() throws {
    let device = TestDevice()
    let order = Record()
    device.system.runAsAppCode {
      DispatchQueue.main.async { order.lines.append("first") }
      DispatchQueue.main.async { order.lines.append("second") }
      OperationQueue.main.addOperation { order.lines.append("operation") }
      order.lines.append("now")
    }
    #expect(order.lines == ["now"])
    try device.clock.runCurrent()
    #expect(order.lines == ["now", "first", "second", "operation"])
  }

  @Test func asyncAfterWaitsForItsDeadline() throws {
    let device = TestDevice()
    let ran = Record()
    device.system.runAsAppCode {
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { ran.lines.append("half") }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
        ran.lines.append("quarter")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { ran.lines.append("second") }
      DispatchQueue.main.asyncAfter(deadline: .now() + .microseconds(100_000)) {
        ran.lines.append("tenth")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(50_000_000)) {
        ran.lines.append("twentieth")
      }
    }
    try device.clock.runCurrent()
    #expect(ran.lines.isEmpty)
    device.advance(ms: 49)
    #expect(ran.lines.isEmpty)
    device.advance(ms: 1)
    #expect(ran.lines == ["twentieth"])
    device.advance(ms: 50)
    #expect(ran.lines == ["twentieth", "tenth"])
    device.advance(ms: 149)
    #expect(ran.lines.count == 2)
    device.advance(ms: 1)
    #expect(ran.lines.last == "quarter")
    device.advance(ms: 249)
    #expect(ran.lines.count == 3)
    device.advance(ms: 1)
    #expect(ran.lines.last == "half")
    device.advance(ms: 500)
    #expect(ran.lines == ["twentieth", "tenth", "quarter", "half", "second"])
  }

  @Test func aPastDeadlineRunsAtOnce() throws {
    let device = TestDevice()
    let ran = Record()
    device.advance(ms: 1000)
    device.system.runAsAppCode {
      let past = DispatchTime.now()
      device.advance(ms: 0)
      DispatchQueue.main.asyncAfter(deadline: past) { ran.lines.append("ran") }
      #expect(past < past + 0.001 && !(past + 0.001 < past))
      #expect(DispatchTime.now() + .never > DispatchTime.now() + .seconds(1000))
    }
    try device.clock.runCurrent()
    #expect(ran.lines == ["ran"])
  }

  @Test func otherQueuesRunOnTheSameClock() throws {
    let device = TestDevice()
    let queue = DispatchQueue(label: "com.example.work", qos: .utility, attributes: .concurrent)
    #expect(queue.label == "com.example.work")
    #expect(DispatchQueue.main.label == "main" && DispatchQueue.global().label == "global")
    #expect(DispatchQueue.global(qos: .background) === DispatchQueue.global())
    // The compiler takes closures for a queue other than the main one as concurrent code.
    let ran = Record()
    device.system.runAsAppCode {
      queue.async { ran.lines.append("work") }
      DispatchQueue.global(qos: .userInitiated).async { ran.lines.append("global") }
      queue.asyncAfter(deadline: .now() + .milliseconds(10)) { ran.lines.append("later") }
    }
    #expect(ran.lines.isEmpty)
    try device.clock.runCurrent()
    #expect(Set(ran.lines) == ["work", "global"])
    device.advance(ms: 9)
    #expect(ran.lines.count == 2)
    device.advance(ms: 1)
    #expect(ran.lines.count == 3 && ran.lines.last == "later")
    // sync runs at once and returns the value.
    #expect(queue.sync { 6 * 7 } == 42)
    struct Failure: Error {}
    #expect(throws: Failure.self) { try queue.sync { throw Failure() } }
    #expect(DispatchQoS.utility.qosClass == .utility && DispatchQoS.default.qosClass == .default)
    #expect(DispatchQueue.Attributes.concurrent.rawValue == 2)
  }

  @Test func scheduledWorkKnowsItsDevice() throws {
    let phone = TestDevice(profile: .phone)
    let idioms = Record()
    phone.system.runAsAppCode {
      DispatchQueue.main.async { idioms.lines.append(UIDevice.current.model) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        idioms.lines.append(UIDevice.current.model)
      }
      // An operation's block is concurrent code to the compiler (as with the SDK): it asserts the
      // main actor it runs on before it reads the device.
      OperationQueue.main.addOperation {
        MainActor.assumeIsolated { idioms.lines.append(UIDevice.current.model) }
      }
    }
    try phone.clock.runCurrent()
    phone.advance(ms: 100)
    #expect(idioms.lines == ["iPhone", "iPhone", "iPhone"])
  }

  @Test func animationsRunNowAndCompleteAfterTheirDuration() throws {
    let device = TestDevice()
    let view = UIView()
    var finished: [Bool] = []
    device.system.runAsAppCode {
      UIView.animate(withDuration: 0.3) { view.alpha = 0 }
      #expect(view.alpha == 0)
      UIView.animate(withDuration: 0.2, animations: { view.tag = 1 }) { finished.append($0) }
      #expect(view.tag == 1)
    }
    device.advance(ms: 199)
    #expect(finished.isEmpty)
    device.advance(ms: 1)
    #expect(finished == [true])
  }

  @Test func aDelayedAnimationStartsAfterItsDelay() throws {
    let device = TestDevice()
    let view = UIView()
    var finished = 0
    var idiom: UIUserInterfaceIdiom?
    device.system.runAsAppCode {
      UIView.animate(
        withDuration: 0.25, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
        animations: { view.alpha = 0.5 },
        completion: { _ in
          finished += 1
          idiom = UIDevice.current.userInterfaceIdiom
        })
    }
    #expect(view.alpha == 1)
    device.advance(ms: 99)
    #expect(view.alpha == 1)
    device.advance(ms: 1)
    #expect(view.alpha == 0.5 && finished == 0)
    device.advance(ms: 249)
    #expect(finished == 0)
    device.advance(ms: 1)
    #expect(finished == 1 && idiom == .pad)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 2 << 16)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
    #expect(UIView.AnimationOptions.curveEaseInOut.rawValue == 0)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
  }
}
