/// Batch updates and `reloadData`, with UIKit's index-path rules (``BatchUpdate``): the app
/// changes its data source, then tells the view what changed; the view checks the data source's
/// new counts against the change and rebases placeholders, the selection and drag states.
///
/// An inconsistent update throws ``ListUpdateError`` (UIKit raises an exception) and changes
/// nothing in the view, which then disagrees with its data source until the app reloads it.
extension ListView {
  /// Collects the updates made in `updates` into one batch and applies it. Nested calls join the
  /// outermost batch. Nothing animates, so `completion` runs at once, with `true`.
  public func performBatchUpdates(
    _ updates: () throws -> Void, completion: ((Bool) -> Void)? = nil
  ) throws {
    ensureLoaded()
    if pendingBatch != nil {
      try updates()
      completion?(true)
      return
    }
    pendingBatch = BatchUpdate()
    do {
      try updates()
    } catch {
      pendingBatch = nil
      throw error
    }
    let batch = pendingBatch ?? BatchUpdate()
    pendingBatch = nil
    try apply(batch)
    completion?(true)
  }

  public func insertItems(at indexPaths: [ListIndexPath]) throws {
    try record { $0.insertedItems.append(contentsOf: indexPaths) }
  }

  public func deleteItems(at indexPaths: [ListIndexPath]) throws {
    try record { $0.deletedItems.append(contentsOf: indexPaths) }
  }

  public func moveItem(at source: ListIndexPath, to destination: ListIndexPath) throws {
    try record { $0.movedItems.append(ItemMove(from: source, to: destination)) }
  }

  /// The items get new cells from the data source.
  public func reloadItems(at indexPaths: [ListIndexPath]) throws {
    try record { $0.reloadedItems.append(contentsOf: indexPaths) }
  }

  /// The sections get all their items anew from the data source (UIKit's `reloadSections`; talk
  /// 223's first demo: "we'll ask the collection view to reload the first section"): within a
  /// batch, a reloaded section may change its count; its placeholders go, and its items lose
  /// their selection and drag states (their cells are new).
  public func reloadSections(_ sections: [Int]) throws {
    try record { $0.reloadedSections.append(contentsOf: sections) }
  }

  public func insertSections(_ sections: [Int]) throws {
    try record { $0.insertedSections.append(contentsOf: sections) }
  }

  public func deleteSections(_ sections: [Int]) throws {
    try record { $0.deletedSections.append(contentsOf: sections) }
  }

  /// Reloads everything from the data source. Every placeholder is removed (its context's
  /// `commitInsertion` then returns false without running its block — Docs/uikit-behaviour.md §5 check 10),
  /// the selection is cleared, and cells are asked for again.
  ///
  /// A drag or drop under way survives it, but the items are new: the drop gap, highlight and
  /// lifted-out item go (logged), and items dragged out of the view lose their drag states (no
  /// `dragStateDidChange`: their cells are discarded) and their source index paths.
  public func reloadData() {
    if let tracking = dropTracking { clearDropVisuals(tracking) }
    isLoaded = true
    let removed = contents.reload(counts: dataSourceCounts(), newItem: newToken)
    selectedTokens = []
    dragStates = [:]
    dragSources = []
    let gone = forgetPlaceholders(removed)
    for cell in cells.values { cell.removeFromSuperview() }
    cells = [:]
    var arguments: [EngineEvent.Argument] = []
    if !gone.isEmpty { arguments.append(.init("removedPlaceholders", gone.listDescription)) }
    note("reloadData", arguments)
    relayout()
    refreshDropAfterModelChange()
  }

  // MARK: Internals

  /// Adds to the open batch, or applies a batch of just this change.
  private func record(_ change: (inout BatchUpdate) -> Void) throws {
    if pendingBatch != nil {
      change(&pendingBatch!)
    } else {
      try performBatchUpdates { change(&self.pendingBatch!) }
    }
  }

  /// Validates and applies a batch against the data source's counts now.
  func apply(_ batch: BatchUpdate) throws {
    ensureLoaded()
    if isCommittingPlaceholder {
      let error = ListUpdateError(
        message:
          "Invalid update: batch updates inside commitInsertion's dataSourceUpdates block; the block may only change the data source"
      )
      note("updateRejected", [.init("reason", error.message)])
      throw error
    }
    let result: BatchResult
    do {
      result = try contents.apply(
        batch.reloadsExpanded, newCounts: dataSourceCounts(), newItem: newToken)
    } catch {
      note("updateRejected", [.init("reason", error.message)])
      throw error
    }
    // An empty batch still checks the counts (UIKit does), but changes and logs nothing.
    guard !batch.isEmpty else { return }
    let gone = forgetPlaceholders(result.removedPlaceholders)
    var arguments = batch.logArguments
    if !gone.isEmpty { arguments.append(.init("removedPlaceholders", gone.listDescription)) }
    // Tokens that no longer exist lose their selection and drag state.
    selectedTokens.removeAll { contents.indexPath(ofItem: $0) == nil }
    for token in dragStates.keys.sorted() where contents.indexPath(ofItem: token) == nil {
      dragStates[token] = nil
    }
    note("batchUpdate", arguments)
    // Reloaded items have new tokens, so they get fresh cells here.
    relayout()
    refreshDropAfterModelChange()
  }

  /// Retires placeholders that left the view (removed, committed or deleted): their contexts are
  /// gone and their cells dropped. Returns their ids, in the order given.
  func forgetPlaceholders(_ tokens: [Int]) -> [String] {
    tokens.compactMap { token in
      guard let context = placeholderContexts.removeValue(forKey: token) else { return nil }
      context.isGone = true
      cells[.placeholder(token)]?.removeFromSuperview()
      cells[.placeholder(token)] = nil
      return context.id
    }
  }
}

extension BatchUpdate {
  /// Only the parts that are not empty, in a fixed order.
  var logArguments: [EngineEvent.Argument] {
    var arguments: [EngineEvent.Argument] = []
    if !deletedSections.isEmpty {
      arguments.append(.init("deletedSections", "\(deletedSections.sorted())"))
    }
    if !insertedSections.isEmpty {
      arguments.append(.init("insertedSections", "\(insertedSections.sorted())"))
    }
    if !deletedItems.isEmpty { arguments.append(.init("deleted", deletedItems.logDescription)) }
    if !insertedItems.isEmpty { arguments.append(.init("inserted", insertedItems.logDescription)) }
    if !movedItems.isEmpty {
      let moves = movedItems.map { "\($0.from.logDescription)->\($0.to.logDescription)" }
      arguments.append(.init("moved", "[" + moves.joined(separator: ", ") + "]"))
    }
    if !reloadedItems.isEmpty {
      arguments.append(.init("reloaded", reloadedItems.logDescription))
    }
    if !reloadedSections.isEmpty {
      arguments.append(.init("reloadedSections", "\(reloadedSections.sorted())"))
    }
    return arguments
  }
}

extension [String] {
  var listDescription: String { "[" + joined(separator: ", ") + "]" }
}
