/// How much a constraint matters to Auto Layout (UIKit's `UILayoutPriority`): a number up to
/// ``required`` (1000). The layout engine satisfies every required constraint it can and the others
/// as their priorities allow (see ``NSLayoutConstraint`` for this module's rule). As in UIKit's
/// Swift overlay, priorities compare, and a number can be added or subtracted (`.defaultHigh + 1`).
nonisolated public struct UILayoutPriority: Hashable, RawRepresentable, Comparable, Sendable {
  /// The priority's number (UIKit's `UILayoutPriority.rawValue`).
  public let rawValue: Float

  /// The priority `rawValue` (UIKit's `UILayoutPriority.init(rawValue:)`).
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// The priority `rawValue` (UIKit's `UILayoutPriority.init(_:)`).
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint: 1000 (UIKit's `UILayoutPriority.required`).
  public static let required = UILayoutPriority(1000)
  /// 750: a view's default resistance to being compressed below its intrinsic size (UIKit's
  /// `UILayoutPriority.defaultHigh`).
  public static let defaultHigh = UILayoutPriority(750)
  /// 510 (UIKit's `UILayoutPriority.dragThatCanResizeScene`; scenes are not resized here).
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500 (UIKit's `UILayoutPriority.sceneSizeStayPut`).
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490 (UIKit's `UILayoutPriority.dragThatCannotResizeScene`).
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a view's default wish to hug its intrinsic size (UIKit's
  /// `UILayoutPriority.defaultLow`).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the pull of the target size in ``UIView/systemLayoutSizeFitting(_:)`` (UIKit's
  /// `UILayoutPriority.fittingSizeLevel`).
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` is the lower priority.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `rhs` above `lhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `lhs` above `rhs`.
  public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
    UILayoutPriority(lhs + rhs.rawValue)
  }

  /// The priority `rhs` below `lhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// How far `lhs` is above `rhs`.
  public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
    lhs.rawValue - rhs.rawValue
  }

  /// Raises `lhs` by `rhs`.
  public static func += (lhs: inout UILayoutPriority, rhs: Float) {
    lhs = lhs + rhs
  }

  /// Lowers `lhs` by `rhs`.
  public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
    lhs = lhs - rhs
  }
}
