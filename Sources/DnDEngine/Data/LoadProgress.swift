/// The progress of a load, or of a group of loads (Foundation's `Progress`, reduced to what drag
/// and drop uses).
///
/// Semantics follow Foundation (Apple doc for `Progress`):
/// - **Units.** ``fractionCompleted`` is ``completedUnitCount`` / ``totalUnitCount`` plus, for
///   each unfinished child, its own fraction times the units it was given with
///   ``addChild(_:withPendingUnitCount:)``. When a child finishes it is detached and its pending
///   units are added to the parent's ``completedUnitCount``, so a parent whose children have
///   all finished is finished itself. The fraction is clamped to 0…1.
/// - **Indeterminate.** A negative count, or both counts zero, means the amount of work is not
///   known: the fraction is 0 and the progress is not finished.
/// - **Cancelling.** ``cancel()`` marks the progress cancelled, runs ``cancellationHandler``
///   once, then cancels every attached child in the order they were added. A child added to an
///   already cancelled parent is cancelled at once. Cancelling again does nothing.
///   ``isCancellable`` is advisory, as in Foundation: it tells a progress UI whether to offer a
///   cancel button; ``cancel()`` works regardless.
///
/// The progress does not log: it has no log. Whoever owns it (an item provider for a load, the
/// drop for its aggregate) watches it through the internal hooks and logs what it means.
public final class LoadProgress {
  /// Identity in logs: `L1` for a load, the owner's choice for an aggregate.
  public var id: String

  public var totalUnitCount: Int64 {
    didSet { if totalUnitCount != oldValue { countsDidChange() } }
  }

  public var completedUnitCount: Int64 {
    didSet { if completedUnitCount != oldValue { countsDidChange() } }
  }

  /// Whether a progress UI should offer to cancel (default true). Advisory only.
  public var isCancellable = true
  public private(set) var isCancelled = false
  /// Runs once, when the progress is cancelled (by itself or through its parent). A loader sets
  /// it to stop its work.
  public var cancellationHandler: (() -> Void)?

  /// Called after anything that may change ``fractionCompleted``, ``isFinished`` or
  /// ``isCancelled`` — including a change in a child. For the progress's owner (one hook).
  var onChange: ((LoadProgress) -> Void)?
  /// Called when the progress is cancelled, before ``cancellationHandler``; lets the item
  /// provider settle the load without taking the public handler from the loader.
  var onCancel: (() -> Void)?
  /// What stands for this progress in another API (DnDUIKit's Foundation `Progress`), told of
  /// every change right after ``onChange`` and before any parent hears of it — of a
  /// cancellation right after ``cancellationHandler``, before the children are cancelled; not
  /// retained. Kept apart from ``onChange`` so that neither displaces the other.
  package weak var mirror: (any LoadProgressMirror)?

  /// The progresses this one is a child of. Usually one; a load's progress is also a child of
  /// its drop session's aggregate, so an app may still add it to a progress of its own.
  private var parents: [WeakProgress] = []
  private var children: [(progress: LoadProgress, pendingUnitCount: Int64)] = []

  public init(totalUnitCount: Int64 = 0, id: String = "L?") {
    self.id = id
    self.totalUnitCount = totalUnitCount
    self.completedUnitCount = 0
  }

  /// True when the amount of work is unknown: a negative count, or both counts zero.
  public var isIndeterminate: Bool {
    totalUnitCount < 0 || completedUnitCount < 0 || (totalUnitCount == 0 && completedUnitCount == 0)
  }

  /// True when the completed units reach the total (never while indeterminate).
  public var isFinished: Bool {
    !isIndeterminate && completedUnitCount >= totalUnitCount
  }

  /// 0…1, children weighted by their pending units; 0 while indeterminate.
  public var fractionCompleted: Double {
    if isIndeterminate { return 0 }
    if totalUnitCount == 0 { return 1 }  // completed > 0 of nothing: done.
    var completed = Double(completedUnitCount)
    for child in children {
      completed += child.progress.fractionCompleted * Double(child.pendingUnitCount)
    }
    return min(max(completed / Double(totalUnitCount), 0), 1)
  }

  /// The unfinished children and the units each was given, in the order they were added (for a
  /// ``mirror``, which cannot see the children otherwise).
  package var pendingChildren: [(progress: LoadProgress, pendingUnitCount: Int64)] { children }

  /// Makes `child` part of this progress, worth `pendingUnitCount` of ``totalUnitCount``.
  /// Adding a child twice, or a progress to itself, does nothing.
  public func addChild(_ child: LoadProgress, withPendingUnitCount pendingUnitCount: Int64) {
    guard child !== self, !children.contains(where: { $0.progress === child }) else { return }
    if child.isFinished {
      // Foundation: a finished child counts as its pending units straight away.
      completedUnitCount += pendingUnitCount
      return
    }
    child.parents.append(WeakProgress(self))
    children.append((child, pendingUnitCount))
    if isCancelled { child.cancel() }
    changed()
  }

  /// Cancels this progress and its children; see the type's documentation. Idempotent.
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    onCancel?()
    let handler = cancellationHandler
    cancellationHandler = nil
    handler?()
    mirror?.progressDidChange(self)
    for child in children { child.progress.cancel() }
    changed()
  }

  /// Tells the owner; then a parent either absorbs this progress (finished) or just hears of
  /// the change.
  private func countsDidChange() {
    onChange?(self)
    mirror?.progressDidChange(self)
    for parent in parents.compactMap(\.progress) {
      if isFinished {
        parent.childDidFinish(self)
      } else {
        parent.changed()
      }
    }
  }

  private func childDidFinish(_ child: LoadProgress) {
    guard let index = children.firstIndex(where: { $0.progress === child }) else { return }
    let pending = children[index].pendingUnitCount
    children.remove(at: index)
    child.parents.removeAll { $0.progress === self || $0.progress == nil }
    // Setting the count notifies this progress's owner and its own parent.
    completedUnitCount += pending
  }

  /// Tells the owner, then the parent (whose fraction includes ours).
  private func changed() {
    onChange?(self)
    mirror?.progressDidChange(self)
    for parent in parents.compactMap(\.progress) { parent.changed() }
  }
}

/// An object that reflects a ``LoadProgress`` in another API and must hear of each of its
/// changes (see ``LoadProgress/mirror``).
package protocol LoadProgressMirror: AnyObject {
  /// `progress` changed: its counts, its fraction (a child's included) or its cancellation.
  func progressDidChange(_ progress: LoadProgress)
}

/// A parent reference that does not keep the parent alive.
private struct WeakProgress {
  weak var progress: LoadProgress?
  init(_ progress: LoadProgress) { self.progress = progress }
}
