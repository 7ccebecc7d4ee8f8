import DnDUIKit

extension UIFeedbackGenerator {
  /// The feedback the app triggered on this generator, in order: `"selectionChanged"`,
  /// `"impactOccurred(medium)"`, `"impactOccurred(light, intensity: 0.5)"`,
  /// `"notificationOccurred(success)"`. Nothing is felt on Linux, and feedback is not a delegate
  /// call, so it is not in the event log: a test reads it here.
  public var firedFeedback: [String] { fired }

  /// How many times the app called `prepare()` on this generator.
  public var preparationCount: Int { preparations }
}
