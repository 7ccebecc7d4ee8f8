import VirtualTime

extension DeviceProfile {
  /// The iPad profile: drags enabled by default and allowed to leave the app. Every value is
  /// documented, with its source, on the property it sets.
  public static let tablet = DeviceProfile(
    kind: .tablet,
    dragInteractionEnabledByDefault: true,
    dragsMayLeaveApp: true,
    liftDelay: .milliseconds(325),
    movementAllowance: 10,
    dragStartThreshold: 0,
    liftAnimationDuration: .milliseconds(250),
    compactPreviewMaxSide: 200,
    dragStackVisibleItems: 5,
    handoffRadius: 44,
    springLoadingDelay: .milliseconds(800),
    springLoadingFlashDelay: .milliseconds(400),
    springLoadingMaxSpeed: 100,
    progressUIDelay: .seconds(1),
    preciseModeOffset: Vector(dx: 0, dy: -20),
    maxItemsForCustomDropPreviews: 5,
    cancelAnimation: DistanceTimedAnimation(
      base: .milliseconds(200), perPoint: 500_000,
      minimum: .milliseconds(200), maximum: .milliseconds(500)),
    dropAnimation: DistanceTimedAnimation(
      base: .milliseconds(150), perPoint: 250_000,
      minimum: .milliseconds(150), maximum: .milliseconds(400))
  )

  /// The iPhone profile: the tablet's timing, but drags are disabled by default and confined to the
  /// app they start in (iOS 11's iPhone rules).
  public static let phone: DeviceProfile = {
    var profile = tablet
    profile.kind = .phone
    profile.dragInteractionEnabledByDefault = false
    profile.dragsMayLeaveApp = false
    return profile
  }()

  /// The preset for a device class — ``tablet`` or ``phone`` — e.g. for a command-line option.
  public static func preset(for kind: Kind) -> DeviceProfile {
    switch kind {
    case .tablet: return .tablet
    case .phone: return .phone
    }
  }
}
