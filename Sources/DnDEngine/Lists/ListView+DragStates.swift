/// Cell drag states on the source side (talk 223; Docs/uikit-behaviour.md §3 (d) notes): kept per item so a
/// cell made later (scrolled into view) starts in its item's state, and reported to the cell's
/// ``ListCell/dragStateDidChange(_:)`` — a `delegate` event under the cell's name — on each change.
extension ListView {
  func setDragState(_ state: CellDragState, forItem token: Int) {
    let old = dragStates[token] ?? .none
    guard old != state else { return }
    dragStates[token] = state == .none ? nil : state
    guard let cell = cells[.item(token)] else { return }
    cell.dragState = state
    if let system = systemForSessionCalls() {
      system.tell(cell.name, "dragStateDidChange", [.init("state", state.logDescription)], app: app)
      {
        cell.dragStateDidChange(state)
      }
    } else {
      cell.dragStateDidChange(state)
    }
  }

  /// The tokens of the items a session dragged out of this view, in the session's order.
  func sourceTokens(of session: DragSession) -> [Int] {
    session.items.compactMap { item in dragSources.first { $0.item === item }?.token }
  }
}
