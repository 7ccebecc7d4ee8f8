/// The base of the haptic feedback generators (UIKit's `UIFeedbackGenerator`). Stored: there is no
/// Taptic Engine, so nothing is felt; each feedback the app triggers is recorded on the generator
/// instead — DnDUIKitTesting's `firedFeedback` reads it — and never in the event log (a log line
/// is a delegate call the app received).
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// What the generator was told, in order (`"prepare"` is not among them): see the subclasses'
  /// methods for each entry's spelling.
  package private(set) var fired: [String] = []
  /// How many times ``prepare()`` was called.
  package private(set) var preparations = 0

  /// A generator (UIKit's `UIFeedbackGenerator.init()`).
  public override init() {
    super.init()
  }

  /// Tells the generator feedback is coming soon, so it can get ready (UIKit's
  /// `UIFeedbackGenerator.prepare()`): counted, nothing else.
  open func prepare() {
    preparations += 1
  }

  /// Records feedback the app triggered.
  func record(_ feedback: String) {
    fired.append(feedback)
  }
}

/// A generator of the feedback for a changing selection (UIKit's
/// `UISelectionFeedbackGenerator`). Stored: each ``selectionChanged()`` is recorded as
/// `"selectionChanged"`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Triggers the feedback of a selection that changed (UIKit's
  /// `UISelectionFeedbackGenerator.selectionChanged()`).
  open func selectionChanged() {
    record("selectionChanged")
  }
}

/// A generator of the feedback for a collision (UIKit's `UIImpactFeedbackGenerator`). Stored:
/// each impact is recorded as `"impactOccurred(<style>)"` or
/// `"impactOccurred(<style>, intensity: <value>)"`.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// The collision's weight, given at initialization.
  private let style: FeedbackStyle

  /// A generator of impacts of `style` (UIKit's `UIImpactFeedbackGenerator.init(style:)`).
  public init(style: UIImpactFeedbackGenerator.FeedbackStyle) {
    self.style = style
    super.init()
  }

  /// A generator of ``FeedbackStyle/medium`` impacts (UIKit's `init()`).
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Triggers an impact (UIKit's `UIImpactFeedbackGenerator.impactOccurred()`).
  open func impactOccurred() {
    record("impactOccurred(\(style))")
  }

  /// Triggers an impact of `intensity`, from 0 to 1 (UIKit's
  /// `UIImpactFeedbackGenerator.impactOccurred(intensity:)`).
  open func impactOccurred(intensity: CGFloat) {
    record("impactOccurred(\(style), intensity: \(intensity))")
  }

  /// The weights of a collision (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`, with UIKit's
  /// raw values).
  nonisolated public enum FeedbackStyle: Int, Sendable {
    /// A light collision.
    case light = 0
    /// A medium collision.
    case medium = 1
    /// A heavy collision.
    case heavy = 2
    /// A collision of soft, flexible objects.
    case soft = 3
    /// A collision of hard, inflexible objects.
    case rigid = 4
  }
}

/// A generator of the feedback for a task's outcome (UIKit's
/// `UINotificationFeedbackGenerator`). Stored: each notification is recorded as
/// `"notificationOccurred(<type>)"`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Triggers the feedback of an outcome (UIKit's
  /// `UINotificationFeedbackGenerator.notificationOccurred(_:)`).
  open func notificationOccurred(_ notificationType: UINotificationFeedbackGenerator.FeedbackType) {
    record("notificationOccurred(\(notificationType))")
  }

  /// The outcomes a notification tells (UIKit's `UINotificationFeedbackGenerator.FeedbackType`,
  /// with UIKit's raw values).
  nonisolated public enum FeedbackType: Int, Sendable {
    /// The task succeeded.
    case success = 0
    /// The task produced a warning.
    case warning = 1
    /// The task failed.
    case error = 2
  }
}
