import VirtualTime

extension UIView {
  /// Runs `animations` at once (the new values are the model's, as on a device) and `completion`
  /// when `duration` of virtual time has passed, on the main queue, with `true`. Nothing is drawn,
  /// so nothing else of the animation is modelled.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let clock = CurrentDevice.requireClock(for: "UIView.animate")
    let start = CurrentDevice.carryingDevice("UIView.animate", animations)
    let total = VirtualDuration(nanoseconds: Int64(((delay + duration) * 1e9).rounded()))
    if delay > 0 {
      clock.main.asyncAfter(
        VirtualDuration(nanoseconds: Int64((delay * 1e9).rounded())), label: "UIView.animate",
        start)
    } else {
      start()
    }
    if let completion {
      clock.main.asyncAfter(
        total, label: "UIView.animate completion",
        CurrentDevice.carryingDevice("UIView.animate completion") {
          completion(true)
        }
      )
    }
  }

  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Accepted by `animate(withDuration:delay:options:animations:completion:)`; not modelled.
  nonisolated public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  }
}
