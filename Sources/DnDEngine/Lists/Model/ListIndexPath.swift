/// The position of an item in a sectioned list: a section, then an item within it.
///
/// The engine's counterpart of Foundation's two-element `IndexPath` as table and collection views
/// use it (`indexPath.section`, `indexPath.item` / `indexPath.row`). `row` is the table wording of
/// the same number, so code written from either talk reads naturally. Its own name keeps it apart
/// from Foundation's: a file may import the engine and Foundation (or DnDUIKit) and still write
/// `IndexPath` for Foundation's.
///
/// Index paths order section first, then item — the order UIKit sorts them in and the order
/// batch updates list new items in.
public struct ListIndexPath: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var section: Int
  public var item: Int

  /// The item number under its table name; the same storage as ``item``.
  public var row: Int {
    get { item }
    set { item = newValue }
  }

  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  public init(row: Int, section: Int) {
    self.init(item: row, section: section)
  }

  /// Section first, then item.
  public static func < (a: ListIndexPath, b: ListIndexPath) -> Bool {
    (a.section, a.item) < (b.section, b.item)
  }

  /// `[0, 3]` — section, then item: how UIKit prints an index path (`[0, 3]` in Swift).
  package var logDescription: String { "[\(section), \(item)]" }

  public var description: String { logDescription }
}

extension Array where Element == ListIndexPath {
  /// `[[0, 1], [0, 2]]`, or `[]` when empty — each element as ``ListIndexPath/logDescription``, in the
  /// array's own order (callers sort when the order should not matter).
  package var logDescription: String {
    "[" + map(\.logDescription).joined(separator: ", ") + "]"
  }
}
