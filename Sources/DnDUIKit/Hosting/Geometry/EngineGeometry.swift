import DnDEngine

// Foundation's CoreGraphics-spelled geometry to and from the engine's. The engine keeps its own
// `Point`, `Size` and `Rect` (it does not import Foundation); the facade converts at its edges.

nonisolated extension CGPoint {
  init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
  var engineValue: Point { Point(x: Double(x), y: Double(y)) }
}

nonisolated extension CGSize {
  init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
  var engineValue: Size { Size(width: Double(width), height: Double(height)) }
}

nonisolated extension CGRect {
  init(_ rect: Rect) {
    self.init(
      x: CGFloat(rect.minX), y: CGFloat(rect.minY), width: CGFloat(rect.width),
      height: CGFloat(rect.height))
  }
  var engineValue: Rect {
    Rect(
      x: Double(origin.x), y: Double(origin.y), width: Double(size.width),
      height: Double(size.height))
  }
}

nonisolated extension IndexPath {
  /// UIKit's table spelling: `[section, row]`.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// UIKit's collection spelling: `[section, item]`.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  init(_ engine: ListIndexPath) { self.init(indexes: [engine.section, engine.item]) }
  var engineValue: ListIndexPath { ListIndexPath(item: self[1], section: self[0]) }
}
