import DnDUIKit
import Testing

/// UIApplication.shared keeps each device's settings: UIKit's defaults, what app code sets, and
/// the responder chain's end.
@Suite struct ApplicationSettingsTests {
  @Test func settingsStartAtUIKitsDefaultsAndReadBack() {
    let device = TestDevice()
    device.system.runAsAppCode {
      let app = UIApplication.shared
      #expect(!app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 0)
      app.isIdleTimerDisabled = true
      app.applicationIconBadgeNumber = 12
      #expect(app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 12)
      app.isIdleTimerDisabled = false
      app.applicationIconBadgeNumber = 0
      #expect(!app.isIdleTimerDisabled && app.applicationIconBadgeNumber == 0)
    }
  }

  @Test func eachDeviceKeepsItsOwn() {
    let first = TestDevice()
    let second = TestDevice()
    first.system.runAsAppCode { UIApplication.shared.isIdleTimerDisabled = true }
    second.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber = 4 }
    #expect(first.system.runAsAppCode { UIApplication.shared.isIdleTimerDisabled })
    #expect(!second.system.runAsAppCode { UIApplication.shared.isIdleTimerDisabled })
    #expect(first.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber } == 0)
    #expect(second.system.runAsAppCode { UIApplication.shared.applicationIconBadgeNumber } == 4)
  }

  @Test func theApplicationIsActiveAndEndsTheResponderChain() {
    #expect(UIApplication.shared === UIApplication.shared)
    #expect(UIApplication.shared.applicationState == .active)
    #expect(UIApplication.shared.next == nil)
    #expect(UIApplication.State.active.rawValue == 0 && UIApplication.State.inactive.rawValue == 1)
    #expect(UIApplication.State.background.rawValue == 2)
  }
}
