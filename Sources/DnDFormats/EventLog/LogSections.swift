import DnDEngine

/// Where a log starts a new gesture section (`## t=0.325000 S1 lift`).
///
/// Sections are the anchors of diff hunk headers (``GoldenComparison``, and git's `xfuncname`
/// with `^## `), so they mark the moments a reviewer navigates by: a finger going down or up,
/// and the milestones of a drag session. Our choice, format `dndsim-log` 1:
/// - a `touch` event named `began`, `ended` or `cancelled`;
/// - a `gesture` event named `lift`, `dragBegan`, `drop`, `cancel`, `handOff` or `itemsAdded`.
///
/// The section line goes right before its event and carries only `<subject> <name>`: the
/// arguments stay on the event line, so a changed argument changes one line, not two.
enum LogSections {
  static let touchNames: Set<String> = ["began", "ended", "cancelled"]
  static let gestureNames: Set<String> = [
    "lift", "dragBegan", "drop", "cancel", "handOff", "itemsAdded",
  ]

  /// The section text `event` starts, or `nil` if it starts none.
  static func sectionText(for event: EngineEvent) -> String? {
    let starts: Bool
    switch event.kind {
    case .touch: starts = touchNames.contains(event.name)
    case .gesture: starts = gestureNames.contains(event.name)
    default: starts = false
    }
    return starts ? LogText.escaped(event.subject + " " + event.name) : nil
  }
}
