/// Where a cell is in a drag that started from it — UIKit's `UICollectionViewCell.DragState` /
/// `UITableViewCell.DragState` (none = 0, lifting = 1, dragging = 2).
///
/// The transitions (talk 223, Docs/uikit-behaviour.md §3 (d) notes): `lifting` inside the lift animation,
/// `dragging` once the drag begins (the cell left behind fades), `none` when the drag ends — or
/// when the lift is released before the drag began.
public enum CellDragState: Int, Sendable, Hashable, CaseIterable {
  case none = 0
  case lifting = 1
  case dragging = 2

  package var logDescription: String {
    switch self {
    case .none: "none"
    case .lifting: "lifting"
    case .dragging: "dragging"
    }
  }
}
