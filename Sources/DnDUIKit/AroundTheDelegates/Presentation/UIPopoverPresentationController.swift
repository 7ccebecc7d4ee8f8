/// Where a popover points (UIKit's `UIPopoverPresentationController`): its source view, rectangle
/// or bar button item and its arrow directions, stored. A presented popover covers the window here
/// like any presentation (see `UIViewController.present(_:animated:completion:)`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: NSObject {
  /// The view the popover points at (UIKit's `UIPopoverPresentationController.sourceView`).
  open var sourceView: UIView?
  /// The rectangle of ``sourceView`` it points at (UIKit's
  /// `UIPopoverPresentationController.sourceRect`).
  open var sourceRect: CGRect = .zero
  /// The bar button item it points at (UIKit's
  /// `UIPopoverPresentationController.barButtonItem`).
  open var barButtonItem: UIBarButtonItem?
  /// The arrow directions allowed (UIKit's
  /// `UIPopoverPresentationController.permittedArrowDirections`; default ``UIPopoverArrowDirection/any``).
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

/// The directions of a popover's arrow (UIKit's `UIPopoverArrowDirection`, with its raw values).
nonisolated public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
  /// The directions' bits.
  public let rawValue: UInt

  /// Directions from UIKit's bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Pointing up.
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  /// Pointing down.
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  /// Pointing left.
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  /// Pointing right.
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  /// Any direction.
  public static let any = UIPopoverArrowDirection([.up, .down, .left, .right])
  /// Not yet known.
  public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
