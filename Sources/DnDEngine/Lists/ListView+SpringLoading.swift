/// Spring loading of items (`isSpringLoaded`, talk 223): each item's cell gets a spring-loaded
/// interaction of the view's own. Hovering over a cell asks the delegate's
/// `shouldSpringLoadItemAt` (with a context naming the cell and the index path) on every hover
/// sample, as the interaction asks `shouldBegin`; the view the delegate leaves as the context's
/// `targetView` is the one that flashes (the cell unless it set another); activation selects the
/// item. Moving to another
/// cell leaves the first one's interaction, so each item counts down afresh. Placeholders never
/// spring-load.
extension ListView {
  func addSpringLoading(to cell: ListCell) {
    guard !cell.interactions.contains(where: { $0 is SpringLoadedInteraction }) else { return }
    let spring = SpringLoadedInteraction(name: "\(cell.name).spring") {
      [weak self, weak cell] _, _ in
      guard let self, let cell else { return }
      self.springActivated(cell)
    }
    spring.isSystemOwned = true
    spring.shouldBegin = { [weak self, weak cell] context in
      guard let self, let cell else { return false }
      return self.shouldSpringLoad(cell, context: context)
    }
    cell.addInteraction(spring)
  }

  func removeSpringLoading(from cell: ListCell) {
    for case let spring as SpringLoadedInteraction in cell.interactions {
      cell.removeInteraction(spring)
    }
  }

  private func shouldSpringLoad(_ cell: ListCell, context: SpringLoadedContext) -> Bool {
    guard isSpringLoaded, let indexPath = indexPath(for: cell) else { return false }
    // The cell is the default target; the delegate may name another view that flashes instead
    // (talk 223), which the interaction reads back from this same context.
    context.targetView = cell
    context.targetItem = indexPath.logDescription
    return call(
      "delegate", "shouldSpringLoad\(term)At",
      [.indexPath("at", indexPath), .init("state", context.state.logDescription)],
      answer: { (value: Bool) in "\(value)" },
      {
        askedDelegate.shouldSpringLoadItem(self, at: indexPath, context: context)
      })
  }

  private func springActivated(_ cell: ListCell) {
    guard let indexPath = indexPath(for: cell), let token = contents.item(at: indexPath) else {
      return
    }
    userSelect(token, reason: "springLoading")
  }
}
