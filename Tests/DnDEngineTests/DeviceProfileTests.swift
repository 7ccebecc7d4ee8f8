import DnDEngine
import Testing
import VirtualTime

@Suite("DeviceProfile")
struct DeviceProfileTests {
  @Test func tabletValues() {
    let p = DeviceProfile.tablet
    #expect(p.kind == .tablet)
    #expect(p.dragInteractionEnabledByDefault == true)
    #expect(p.dragsMayLeaveApp == true)
    #expect(p.liftDelay == .milliseconds(325))
    #expect(p.movementAllowance == 10)
    #expect(p.dragStartThreshold == 0)
    #expect(p.liftAnimationDuration == .milliseconds(250))
    #expect(p.compactPreviewMaxSide == 200)
    #expect(p.dragStackVisibleItems == 5)
    #expect(p.handoffRadius == 44)
    #expect(p.springLoadingDelay == .milliseconds(800))
    #expect(p.springLoadingFlashDelay == .milliseconds(400))
    #expect(p.springLoadingMaxSpeed == 100)
    #expect(p.progressUIDelay == .seconds(1))
    #expect(p.preciseModeOffset == Vector(dx: 0, dy: -20))
    #expect(p.maxItemsForCustomDropPreviews == 5)
    #expect(
      p.cancelAnimation
        == DistanceTimedAnimation(
          base: .milliseconds(200), perPoint: 500_000,
          minimum: .milliseconds(200), maximum: .milliseconds(500)))
    #expect(
      p.dropAnimation
        == DistanceTimedAnimation(
          base: .milliseconds(150), perPoint: 250_000,
          minimum: .milliseconds(150), maximum: .milliseconds(400)))
  }

  @Test func phoneDiffersOnlyInDeviceClassRules() {
    let phone = DeviceProfile.phone
    #expect(phone.kind == .phone)
    #expect(phone.dragInteractionEnabledByDefault == false)
    #expect(phone.dragsMayLeaveApp == false)
    // Everything else is the tablet's timing.
    var asTablet = phone
    asTablet.kind = .tablet
    asTablet.dragInteractionEnabledByDefault = true
    asTablet.dragsMayLeaveApp = true
    #expect(asTablet == .tablet)
  }

  @Test func springLoadingTotalIsOnePointTwoSeconds() {
    let p = DeviceProfile.tablet
    #expect(p.springLoadingDelay + p.springLoadingFlashDelay == .milliseconds(1_200))
  }

  @Test func presetsAreValid() throws {
    try DeviceProfile.tablet.validate()
    try DeviceProfile.phone.validate()
  }

  @Test(arguments: DeviceProfile.Kind.allCases)
  func presetForKind(kind: DeviceProfile.Kind) {
    let profile = DeviceProfile.preset(for: kind)
    #expect(profile.kind == kind)
    #expect(profile == (kind == .tablet ? .tablet : .phone))
  }

  @Test func kindNames() {
    #expect(DeviceProfile.Kind(rawValue: "tablet") == .tablet)
    #expect(DeviceProfile.Kind(rawValue: "phone") == .phone)
    #expect(DeviceProfile.Kind(rawValue: "watch") == nil)
  }

  @Test func overridingAConstantChangesOnlyTheCopy() throws {
    var custom = DeviceProfile.tablet
    custom.liftDelay = .milliseconds(500)
    custom.dropAnimation.maximum = .seconds(1)
    #expect(custom.liftDelay == .milliseconds(500))
    #expect(custom.dropAnimation.maximum == .seconds(1))
    #expect(custom != .tablet)
    // The preset itself is a value and is untouched.
    #expect(DeviceProfile.tablet.liftDelay == .milliseconds(325))
    #expect(DeviceProfile.tablet.dropAnimation.maximum == .milliseconds(400))
    try custom.validate()
  }
}
