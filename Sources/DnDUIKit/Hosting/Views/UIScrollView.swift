/// A view whose content can scroll (UIKit's `UIScrollView`), as state: the content offset, size
/// and insets, the scrolling switches and the delegate are stored for the app to read back.
/// Nothing scrolls: a finger that moves over a scroll view drags what a drag interaction lifts,
/// or nothing; ``contentOffset`` does not move the subviews (their frames, and so what a touch
/// hits, stay where the code put them; ``UIView/bounds`` keeps origin zero); the delegate is never
/// called (UIKit calls `scrollViewDidScroll(_:)` also when code sets the offset — not modelled).
///
/// ``UITableView``, ``UICollectionView`` and ``UITextView`` are scroll views, as in UIKit. A table
/// or collection view answers ``contentOffset`` (only `y`) and ``contentSize`` from its rows or
/// items; its `delegate` is its own table or collection delegate, which is also the scroll view's
/// `delegate`.
open class UIScrollView: UIView, _UIScrollViewDelegating {
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Storyboards are not modelled: a scroll view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  private weak var storedDelegate: UIScrollViewDelegate?

  /// The storage behind ``UIScrollView``'s `delegate` (see `_UIScrollViewDelegating`).
  public var _scrollViewDelegate: UIScrollViewDelegate? {
    get { storedDelegate }
    set { storedDelegate = newValue }
  }

  // MARK: Content

  /// Where the content's origin is scrolled to (UIKit's `UIScrollView.contentOffset`; default
  /// zero): stored.
  open var contentOffset: CGPoint = .zero

  /// Sets ``contentOffset`` (UIKit's `UIScrollView.setContentOffset(_:animated:)`), at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the content (UIKit's `UIScrollView.contentSize`; default zero): stored.
  open var contentSize: CGSize = .zero

  /// Extra space around the content (UIKit's `UIScrollView.contentInset`; default zero): stored.
  open var contentInset: UIEdgeInsets = .zero

  /// The insets the content actually gets (UIKit's `UIScrollView.adjustedContentInset`):
  /// ``contentInset`` — there are no safe areas or bars to add.
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// How the safe area adjusts the insets (UIKit's
  /// `UIScrollView.contentInsetAdjustmentBehavior`; default `.automatic`): stored.
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// The scroll indicators' insets (UIKit's `UIScrollView.scrollIndicatorInsets`): stored.
  open var scrollIndicatorInsets: UIEdgeInsets = .zero

  // MARK: Behaviour (stored)

  /// Whether scrolling is enabled (UIKit's `UIScrollView.isScrollEnabled`; default true).
  open var isScrollEnabled = true
  /// Whether the view scrolls by pages (UIKit's `UIScrollView.isPagingEnabled`; default false).
  open var isPagingEnabled = false
  /// Whether the content bounces at its edges (UIKit's `UIScrollView.bounces`; default true).
  open var bounces = true
  /// Whether it bounces vertically even when the content is short (UIKit's
  /// `UIScrollView.alwaysBounceVertical`; default false).
  open var alwaysBounceVertical = false
  /// Whether it bounces horizontally even when the content is narrow (UIKit's
  /// `UIScrollView.alwaysBounceHorizontal`; default false).
  open var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows (UIKit's
  /// `UIScrollView.showsVerticalScrollIndicator`; default true).
  open var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows (UIKit's
  /// `UIScrollView.showsHorizontalScrollIndicator`; default true).
  open var showsHorizontalScrollIndicator = true
  /// Whether a tap on the status bar scrolls to the top (UIKit's `UIScrollView.scrollsToTop`;
  /// default true).
  open var scrollsToTop = true
  /// Whether touches in the content wait to see whether they scroll (UIKit's
  /// `UIScrollView.delaysContentTouches`; default true).
  open var delaysContentTouches = true
  /// Whether scrolling may cancel touches in the content (UIKit's
  /// `UIScrollView.canCancelContentTouches`; default true).
  open var canCancelContentTouches = true
  /// How dragging dismisses the keyboard (UIKit's `UIScrollView.keyboardDismissMode`; default
  /// `.none`).
  open var keyboardDismissMode: KeyboardDismissMode = .none
  /// How fast scrolling slows down (UIKit's `UIScrollView.decelerationRate`; default `.normal`).
  open var decelerationRate: DecelerationRate = .normal
  /// The refresh control (UIKit's `UIScrollView.refreshControl`): stored, not added as a subview.
  open var refreshControl: UIRefreshControl?

  // MARK: Zoom (stored)

  /// The smallest zoom scale (UIKit's `UIScrollView.minimumZoomScale`; default 1).
  open var minimumZoomScale: CGFloat = 1
  /// The largest zoom scale (UIKit's `UIScrollView.maximumZoomScale`; default 1).
  open var maximumZoomScale: CGFloat = 1
  /// The zoom scale (UIKit's `UIScrollView.zoomScale`; default 1), kept between the two limits.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { storedZoomScale = min(max(newValue, minimumZoomScale), maximumZoomScale) }
  }
  private var storedZoomScale: CGFloat = 1

  /// Sets ``zoomScale`` (UIKit's `UIScrollView.setZoomScale(_:animated:)`), at once.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoomScale = scale
  }

  // MARK: Tracking

  /// Whether a finger is on the content (UIKit's `UIScrollView.isTracking`): always false.
  open var isTracking: Bool { false }
  /// Whether the user is scrolling (UIKit's `UIScrollView.isDragging`): always false.
  open var isDragging: Bool { false }
  /// Whether the content is still moving after a scroll (UIKit's
  /// `UIScrollView.isDecelerating`): always false.
  open var isDecelerating: Bool { false }

  // MARK: Types

  /// How the safe area adjusts a scroll view's insets (UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values).
  nonisolated public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// The system's choice.
    case automatic = 0
    /// Only along the axes that scroll.
    case scrollableAxes = 1
    /// Never.
    case never = 2
    /// Always.
    case always = 3
  }

  /// How dragging the content dismisses the keyboard (UIKit's
  /// `UIScrollView.KeyboardDismissMode`, with UIKit's raw values).
  nonisolated public enum KeyboardDismissMode: Int, Sendable {
    /// It does not.
    case none = 0
    /// When a drag begins.
    case onDrag = 1
    /// Following the finger.
    case interactive = 2
  }

  /// How fast scrolling slows down (UIKit's `UIScrollView.DecelerationRate`).
  nonisolated public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The rate's value.
    public let rawValue: CGFloat

    /// A rate of `rawValue`.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The default rate.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// A faster stop.
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// How ``UIScrollView`` gets a `delegate` that its subclasses can give a narrower type, as UIKit's
/// do (`UITableView.delegate` is a `UITableViewDelegate?`): Swift does not let a subclass override
/// a property with another type, so the scroll view's `delegate` comes from this protocol's
/// extension, and a table's, collection view's or text view's own `delegate` shadows it. Not for
/// app code.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegating: AnyObject {
  /// The delegate's storage; a subclass with a delegate of its own answers with that one.
  var _scrollViewDelegate: UIScrollViewDelegate? { get set }
}

extension _UIScrollViewDelegating where Self: UIScrollView {
  /// The scroll view's delegate (UIKit's `UIScrollView.delegate`); not retained. Never called:
  /// nothing scrolls. A table's, collection view's or text view's `delegate` is this one too.
  public var delegate: UIScrollViewDelegate? {
    get { _scrollViewDelegate }
    set { _scrollViewDelegate = newValue }
  }
}
