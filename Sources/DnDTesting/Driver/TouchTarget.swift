import DnDEngine

/// Where a finger goes: a screen point, a view (its centre, or a point in its own coordinates),
/// or an item of a table or collection view. Resolved when the finger gets there, so it follows
/// views that moved in the meantime. These are the engine's views; targets in UIKit's spelling
/// (`UIView`, `UITableView` rows, `UICollectionView` items, `CGPoint`) come with the
/// `DnDUIKitTesting` module.
public struct TouchTarget: CustomStringConvertible, Sendable {
  /// How the target reads in failure messages.
  public let description: String
  let resolve: @Sendable () throws(DriverError) -> Point

  init(_ description: String, resolve: @escaping @Sendable () throws(DriverError) -> Point) {
    self.description = description
    self.resolve = resolve
  }

  /// A point in screen coordinates.
  public static func point(x: Double, y: Double) -> TouchTarget {
    TouchTarget("(\(x), \(y))") { Point(x: x, y: y) }
  }

  /// The centre of an engine view, or `point` in its coordinates.
  public static func view(_ view: View, at point: Point? = nil) -> TouchTarget {
    nonisolated(unsafe) let view = view
    return TouchTarget(point.map { "\($0) in \(view.name)" } ?? "the centre of \(view.name)") {
      () throws(DriverError) -> Point in
      let local = point ?? view.bounds.center
      guard let screen = view.convertToScreen(local) else {
        throw DriverError("\(view.name) is not in a window of the device")
      }
      return screen
    }
  }

  /// The centre of the cell at `indexPath` of an engine table or collection view.
  public static func item(_ indexPath: ListIndexPath, in list: ListView) -> TouchTarget {
    nonisolated(unsafe) let list = list
    return TouchTarget("item \(indexPath) of \(list.name)") { () throws(DriverError) -> Point in
      guard let cell = list.cellForItem(at: indexPath), let frame = cell.frameInScreen else {
        throw DriverError(
          "\(list.name) shows no cell at \(indexPath) (scrolled away, or no such item)")
      }
      return frame.center
    }
  }

  /// This target moved by `dx`, `dy` points.
  public func offsetBy(dx: Double, dy: Double) -> TouchTarget {
    let base = self
    return TouchTarget("\(description) offset by (\(dx), \(dy))") {
      () throws(DriverError) -> Point in
      let point = try base.resolve()
      return Point(x: point.x + dx, y: point.y + dy)
    }
  }
}

/// A gesture that could not be played as written (a target not on screen, a finger lifted
/// twice), or a device that could not settle.
public struct DriverError: Error, CustomStringConvertible, Sendable, Equatable {
  public var description: String

  public init(_ description: String) {
    self.description = description
  }
}
