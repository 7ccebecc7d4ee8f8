import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// App code never runs off the main actor: the engine is nonisolated, so what guards UIKit-spelled
/// code is checked at run time — a delegate's adapter conforms with `@preconcurrency` and a main
/// queue block asserts the main actor (Docs/uikit.md, "Concurrency"). Each exit test builds a
/// device on the main actor, then drives its clock from another thread: the process must stop.
/// The same steps on the main actor are the control.
@Suite struct MainActorIsolationTests {
  /// A label that starts a drag; its controller is the UIKit delegate.
  final class Source: UIViewController, UIDragInteractionDelegate {
    let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
    var asked = 0
    /// Set in the exit tests: the delegate ends the process successfully when it is reached, so
    /// only a check made before the call (the adapter's) can make the process fail.
    var exitsWhenAsked = false

    override func viewDidLoad() {
      super.viewDidLoad()
      label.text = "Hello"
      label.isUserInteractionEnabled = true
      label.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(label)
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      asked += 1
      if exitsWhenAsked { exit(0) }
      return [UIDragItem(itemProvider: NSItemProvider(object: "Hello" as NSString))]
    }
  }

  /// A device, made on the main actor, to be driven from elsewhere. Unchecked `Sendable`: the
  /// point of the exit tests is to break that promise.
  struct Handle: @unchecked Sendable {
    let device: TestDevice
    let source: Source
  }

  /// A finger held on the label, long enough for the lift to ask the delegate once the clock
  /// moves on.
  static func heldOnTheLabel() -> Handle {
    let device = TestDevice()
    let source = Source()
    device.show(source, app: "a", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    device.touch(1, .began, CGPoint(x: 50, y: 30))
    return Handle(device: device, source: source)
  }

  @Test func onTheMainActorTheLiftAsksTheDelegate() throws {
    let handle = Self.heldOnTheLabel()
    try handle.device.clock.advance(by: .milliseconds(700))
    #expect(handle.source.asked == 1)
  }

  @Test func aDelegateAskedOffTheMainActorStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let handle = await MainActor.run {
        let handle = Self.heldOnTheLabel()
        handle.source.exitsWhenAsked = true
        return handle
      }
      // Off the main actor: the lift asks the delegate through its adapter, which must stop the
      // process before the delegate runs.
      try? handle.device.clock.advance(by: .milliseconds(700))
    }
  }

  @Test func aMainQueueBlockRunOffTheMainActorStopsTheProcess() async {
    await #expect(processExitsWith: .failure) {
      let device = await MainActor.run {
        let device = TestDevice()
        device.system.runAsAppCode { DispatchQueue.main.async { _ = UIScreen.main.bounds } }
        return Handle(device: device, source: Source())
      }.device
      try? device.clock.runCurrent()
      exit(0)
    }
  }

  @Test func onTheMainActorAMainQueueBlockRuns() throws {
    let device = TestDevice()
    var ran = false
    device.system.runAsAppCode { DispatchQueue.main.async { ran = true } }
    try device.clock.runCurrent()
    #expect(ran)
  }
}
