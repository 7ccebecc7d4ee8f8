/// UIKit's geometry boxes on `NSValue` (`NSValue(cgRect:)`, `cgRectValue` …), as app code writes
/// them — for `UIDragPreviewParameters(textLineRects:)`, say. On Linux they are Foundation's
/// `NSValue(rect:)` family under UIKit's names.
extension NSValue {
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
  public var cgRectValue: CGRect { rectValue }
}
