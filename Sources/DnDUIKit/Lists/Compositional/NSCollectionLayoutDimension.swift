import DnDEngine

/// One dimension of a layout item's size (UIKit's `NSCollectionLayoutDimension`): a fraction of
/// its container's width or height, an absolute value, or an estimate (laid out here as the
/// absolute value: cells do not size themselves).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  enum Kind {
    case fractionalWidth, fractionalHeight, absolute, estimated
  }

  let kind: Kind
  /// The fraction, the points, or the estimated points.
  public let dimension: CGFloat

  init(kind: Kind, dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// A fraction of the container's width.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
  }

  /// A fraction of the container's height.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
  }

  /// A fixed number of points.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
  }

  /// An estimate the content would refine on iOS; laid out here as that many points.
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
  }

  /// Whether it is a fraction of the container's width.
  open var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether it is a fraction of the container's height.
  open var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether it is a fixed number of points.
  open var isAbsolute: Bool { kind == .absolute }
  /// Whether it is an estimate.
  open var isEstimated: Bool { kind == .estimated }

  /// The engine's value of this dimension.
  var engineValue: CompositionalDimension {
    switch kind {
    case .fractionalWidth: .fractionOfWidth(Double(dimension))
    case .fractionalHeight: .fractionOfHeight(Double(dimension))
    case .absolute, .estimated: .points(Double(dimension))
    }
  }
}

/// A layout item's width and height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of these dimensions.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }
}

/// The space between a group's items (UIKit's `NSCollectionLayoutSpacing`); flexible spacing is
/// laid out as its minimum.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing's points (the minimum for a flexible one).
  public let spacing: CGFloat
  /// Whether the spacing may grow.
  public let isFlexibleSpacing: Bool

  init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Exactly `fixedSpacing` points.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// At least `flexibleSpacing` points.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is exact.
  open var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// An item of a compositional layout: its size, relative to its group (UIKit's
/// `NSCollectionLayoutItem`).
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// Space inside the item's frame around its content; kept (cells keep their slot's frame).
  open var contentInsets: NSDirectionalEdgeInsets = .zero

  /// An item of `layoutSize`.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}

/// Items laid out side by side or one above the other (UIKit's `NSCollectionLayoutGroup`).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  /// The group's items.
  public let subitems: [NSCollectionLayoutItem]
  let isVertical: Bool
  let count: Int?
  /// The space between the items; none by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  init(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool,
    count: Int?
  ) {
    self.subitems = subitems
    isVertical = vertical
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Items side by side, repeated to fill the group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
  }

  /// `count` items side by side, sharing the group's width.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(1, count))
  }

  /// `count` items side by side, sharing the group's width.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
  }

  /// Items one above the other, repeated to fill the group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
  }

  /// `count` items one above the other, sharing the group's height.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(1, count))
  }

  /// `count` items one above the other, sharing the group's height.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    vertical(layoutSize: layoutSize, subitem: subitem, count: count)
  }
}
