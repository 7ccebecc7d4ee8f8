/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// added to a view with ``UIView/addLayoutGuide(_:)``, it has anchors like a view's, and the
/// solver gives it a ``layoutFrame`` in its owning view's coordinates. Touches never hit it.
///
/// A view's ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide`` are guides whose
/// rectangle the view decides: its bounds inset by ``UIView/safeAreaInsets`` (zero here: no bars,
/// notches or home indicator take room) and by ``UIView/layoutMargins``.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What a view's own guides stand for.
  enum Kind {
    case custom, safeArea, margins
  }

  let kind: Kind
  /// The frame the last layout pass gave a custom guide.
  var solvedFrame: CGRect = .zero

  /// The view the guide belongs to (UIKit's `UILayoutGuide.owningView`), held weakly.
  /// Setting it moves a custom guide to that view's ``UIView/layoutGuides``, as
  /// ``UIView/addLayoutGuide(_:)`` does.
  open weak var owningView: UIView? {
    willSet {
      if kind == .custom, let owningView, owningView !== newValue {
        owningView.layoutState.layoutGuides.removeAll { $0 === self }
        owningView.setNeedsLayout()
      }
    }
    didSet {
      if kind == .custom, let owningView,
        !owningView.layoutState.layoutGuides.contains(where: { $0 === self })
      {
        owningView.layoutState.layoutGuides.append(self)
        owningView.setNeedsLayout()
      }
    }
  }

  /// A name for debugging (UIKit's `UILayoutGuide.identifier`); UIKit's own guides are named
  /// `UIViewSafeAreaLayoutGuide` and `UIViewLayoutMarginsGuide`, as here.
  open var identifier: String

  /// A guide for ``UIView/addLayoutGuide(_:)``.
  public override init() {
    kind = .custom
    identifier = ""
    super.init()
  }

  init(kind: Kind, owningView: UIView) {
    self.kind = kind
    identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    super.init()
    self.owningView = owningView
  }

  /// Storyboards are not modelled: a guide made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The guide's rectangle in its owning view's coordinates (UIKit's `UILayoutGuide.layoutFrame`):
  /// for a custom guide, what the last layout pass gave it (zero before one); for a view's safe-area
  /// and margins guides, the view's bounds inset as they say.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    switch kind {
    case .custom: return solvedFrame
    case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
    case .margins: return owningView.bounds.inset(by: owningView.layoutMargins)
    }
  }

  /// The guide's leading edge (UIKit's `UILayoutGuide.leadingAnchor`).
  open var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The guide's trailing edge (UIKit's `UILayoutGuide.trailingAnchor`).
  open var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's left edge (UIKit's `UILayoutGuide.leftAnchor`).
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge (UIKit's `UILayoutGuide.rightAnchor`).
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge (UIKit's `UILayoutGuide.topAnchor`).
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge (UIKit's `UILayoutGuide.bottomAnchor`).
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's width (UIKit's `UILayoutGuide.widthAnchor`).
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height (UIKit's `UILayoutGuide.heightAnchor`).
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal centre (UIKit's `UILayoutGuide.centerXAnchor`).
  open var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The guide's vertical centre (UIKit's `UILayoutGuide.centerYAnchor`).
  open var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }

  /// The guide as `<UILayoutGuide identifier frame>`.
  nonisolated open override var description: String {
    // NSObject's `description` is nonisolated; a main-actor object describes itself only there.
    MainActor.assumeIsolated {
      "<UILayoutGuide '\(identifier)' layoutFrame=\(layoutFrame)>"
    }
  }
}

/// An item a constraint relates: a view or a layout guide.
enum LayoutItem {
  case view(UIView)
  case guide(UILayoutGuide)

  /// The item `object` is, if it is a view or a layout guide.
  init?(_ object: AnyObject?) {
    if let view = object as? UIView {
      self = .view(view)
    } else if let guide = object as? UILayoutGuide {
      self = .guide(guide)
    } else {
      return nil
    }
  }

  /// The view, or the guide's owning view.
  var hostView: UIView? {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide.owningView
    }
  }

  var object: AnyObject {
    switch self {
    case .view(let view): view
    case .guide(let guide): guide
    }
  }
}

extension CGRect {
  /// The rectangle inset by `insets` (UIKit's `CGRect.inset(by:)`).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
