/// A factory of constraints for one attribute of a view or layout guide (UIKit's
/// `NSLayoutAnchor`), read from the item's anchor properties (``UIView/leadingAnchor``,
/// ``UILayoutGuide/topAnchor``, …). The subclasses' types keep the axes apart as UIKit's do: an
/// ``NSLayoutXAxisAnchor`` relates only to another x-axis anchor, an ``NSLayoutYAxisAnchor`` to a
/// y-axis one, an ``NSLayoutDimension`` to a dimension or a constant. The constraints made are
/// inactive until activated (``NSLayoutConstraint/isActive``).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide whose attribute this is (held weakly, as UIKit's anchors do).
  weak var item: AnyObject?
  /// The attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  /// `self == anchor` (UIKit's `NSLayoutAnchor.constraint(equalTo:)`).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, anchor, multiplier: 1, constant: 0)
  }

  /// `self == anchor + c` (UIKit's `NSLayoutAnchor.constraint(equalTo:constant:)`).
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: 1, constant: c)
  }

  /// `self >= anchor` (UIKit's `NSLayoutAnchor.constraint(greaterThanOrEqualTo:)`).
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// `self >= anchor + c` (UIKit's `NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:)`).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// `self <= anchor` (UIKit's `NSLayoutAnchor.constraint(lessThanOrEqualTo:)`).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
  }

  /// `self <= anchor + c` (UIKit's `NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)`).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
  }

  /// A constraint `self (relation) multiplier × anchor + constant`.
  func constraint<Other>(
    _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<Other>,
    multiplier: CGFloat, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: anchor.item,
      attribute: anchor.attribute, multiplier: multiplier, constant: constant)
  }

  /// A constraint `self (relation) constant`.
  func constraint(_ relation: NSLayoutConstraint.Relation, constant: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(
      item: item ?? NSNull(), attribute: attribute, relatedBy: relation, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: constant)
  }

  /// A constraint `self (relation) anchor + multiplier × system spacing` (the x- and y-axis
  /// anchors' `…SystemSpacing…` methods).
  func constraint(
    _ relation: NSLayoutConstraint.Relation, systemSpacingFrom anchor: NSLayoutAnchor<AnchorType>,
    multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(relation, anchor, multiplier: 1, constant: systemSpacing * multiplier)
  }

  /// The anchor as `<item>.<attribute>`.
  nonisolated open override var description: String {
    // NSObject's `description` is nonisolated; a main-actor object describes itself only there.
    MainActor.assumeIsolated {
      "\(NSLayoutConstraint.name(of: item)).\(attribute.name)"
    }
  }
}

/// The space UIKit puts between two items by default (its "system spacing" for views without
/// text): 8 points here, whatever the items.
private let systemSpacing: CGFloat = 8

/// An anchor for a horizontal position — an edge or the centre (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`, self after `anchor` (UIKit's
  /// `NSLayoutXAxisAnchor.constraint(equalToSystemSpacingAfter:multiplier:)`); the system spacing
  /// is 8 points here.
  public func constraint(
    equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, systemSpacingFrom: anchor, multiplier: multiplier)
  }

  /// `self >= anchor + multiplier × system spacing` (UIKit's
  /// `NSLayoutXAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`).
  public func constraint(
    greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
  }

  /// `self <= anchor + multiplier × system spacing` (UIKit's
  /// `NSLayoutXAxisAnchor.constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`).
  public func constraint(
    lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
  }
}

/// An anchor for a vertical position — an edge, the centre or a baseline (UIKit's
/// `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing`, self below `anchor` (UIKit's
  /// `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`); the system spacing
  /// is 8 points here.
  public func constraint(
    equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.equal, systemSpacingFrom: anchor, multiplier: multiplier)
  }

  /// `self >= anchor + multiplier × system spacing` (UIKit's
  /// `NSLayoutYAxisAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`).
  public func constraint(
    greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
  }

  /// `self <= anchor + multiplier × system spacing` (UIKit's
  /// `NSLayoutYAxisAnchor.constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`).
  public func constraint(
    lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
  }
}

/// An anchor for a size — width or height (UIKit's `NSLayoutDimension`). A dimension relates to
/// another dimension (either axis: `widthAnchor` to `heightAnchor` makes an aspect ratio), with a
/// multiplier, or to a constant.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// `self == c` (UIKit's `NSLayoutDimension.constraint(equalToConstant:)`).
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, constant: c)
  }

  /// `self >= c` (UIKit's `NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)`).
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, constant: c)
  }

  /// `self <= c` (UIKit's `NSLayoutDimension.constraint(lessThanOrEqualToConstant:)`).
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, constant: c)
  }

  /// `self == m × anchor` (UIKit's `NSLayoutDimension.constraint(equalTo:multiplier:)`).
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: 0)
  }

  /// `self == m × anchor + c` (UIKit's `NSLayoutDimension.constraint(equalTo:multiplier:constant:)`).
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  )
    -> NSLayoutConstraint
  {
    constraint(.equal, anchor, multiplier: m, constant: c)
  }

  /// `self >= m × anchor` (UIKit's `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)`).
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self >= m × anchor + c` (UIKit's
  /// `NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:)`).
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }

  /// `self <= m × anchor` (UIKit's `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)`).
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
  }

  /// `self <= m × anchor + c` (UIKit's
  /// `NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:)`).
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
