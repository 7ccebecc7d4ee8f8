/// What a point in a list's content area is over — the raw material of a drop's destination
/// index path.
public enum ListHit: Sendable, Equatable {
  /// Over a slot, or over the spacing after it (to its right, or below its row) — see
  /// ``ListGeometry/hit(_:)``.
  case slot(section: Int, index: Int)
  /// Inside a section's content area, past its last slot (the rest of a flow layout's last row).
  /// UIKit proposes index path (section, count) there — "does not yet exist" (Docs/uikit-behaviour.md §3 (d)
  /// row 3).
  case endOfSection(section: Int)
  /// Between sections (headers, footers, insets) or outside the content. UIKit proposes a nil
  /// destination index path there ([OBS] SectionKit PR #38, Docs/uikit-behaviour.md §3 (d) row 3).
  case none

  /// `slot(0, 3)`, `end(1)`, `none`.
  package var logDescription: String {
    switch self {
    case .slot(let section, let index): "slot(\(section), \(index))"
    case .endOfSection(let section): "end(\(section))"
    case .none: "none"
    }
  }
}
