import DnDUIKit
import Testing
import VirtualTime

/// UIDevice and UIScreen describe the device running the code: its idiom and model, and the
/// smallest rectangle at the origin holding its windows.
@Suite struct ScreenAndIdiomTests {
  @Test func theScreenReachesTheFarthestWindowEdges() {
    let device = TestDevice()
    #expect(device.system.runAsAppCode { UIScreen.main.bounds } == .zero)
    device.show(UIViewController(), app: "a", frame: CGRect(x: 100, y: 50, width: 200, height: 100))
    #expect(
      device.system.runAsAppCode { UIScreen.main.bounds }
        == CGRect(x: 0, y: 0, width: 300, height: 150))
    device.show(
      UIViewController(), app: "b", team: "T2", frame: CGRect(x: 0, y: 400, width: 120, height: 80))
    #expect(
      device.system.runAsAppCode { UIScreen.main.bounds }
        == CGRect(x: 0, y: 0, width: 300, height: 480))
    #expect(device.system.runAsAppCode { UIScreen.main.scale } == 1)
  }

  @Test func thePhoneSaysItIsAPhone() {
    let phone = TestDevice(profile: .phone)
    let tablet = TestDevice(profile: .tablet)
    #expect(phone.system.runAsAppCode { UIDevice.current.model } == "iPhone")
    #expect(tablet.system.runAsAppCode { UIDevice.current.model } == "iPad")
    #expect(phone.system.runAsAppCode { UIDevice.current.userInterfaceIdiom } == .phone)
    #expect(tablet.system.runAsAppCode { UIDevice.current.userInterfaceIdiom } == .pad)
    #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.systemVersion == "11.0")
  }

  @Test func idiomsHaveUIKitsValues() {
    let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac, .vision]
    #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5, 6])
  }
}

/// Asking for the device where none runs stops the test process with a message that says which
/// case it is: a block the virtual clock runs on its own, or code outside any device.
@Suite struct DeviceRequiredTests {
  @Test func aClockBlockWithoutADeviceStopsNamingTheClock() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      // On the main actor, as app code runs; the block itself asserts it too.
      await MainActor.run {
        let clock = VirtualClock()
        clock.schedule(after: .zero) { MainActor.assumeIsolated { _ = UIScreen.main.bounds } }
        try? clock.runCurrent()
      }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("UIScreen.main.bounds needs the simulated device running this code"))
    #expect(message.contains("work the virtual clock runs on its own"))
  }

  @Test func codeOutsideAnyDeviceStopsNamingTheWindow() async {
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run { _ = UIDevice.current.model }
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains("UIDevice.current.model needs the simulated device, but no device"))
    #expect(!message.contains("virtual clock"))
  }
}
