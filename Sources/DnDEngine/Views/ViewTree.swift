import Synchronization

/// A count of the changes to view trees that can change what a hit test finds: frames,
/// visibility, touch handling, subviews, interactions (and whether a drop interaction is
/// enabled), windows.
///
/// A drag's every touch sample hit-tests the same point twice — for its drop target, then, after
/// the target's delegate calls, for spring loading; the second finds what the first did unless
/// app code changed a view in between, which this count tells. It also tells whether the drop
/// interactions found under the view a session was last over still apply (``DropChain``).
///
/// One count for every tree in the process (an atomic: systems may run on several threads). A
/// change in another tree only makes the next look-up do the work again.
enum ViewTree {
  private static let changes = Atomic<UInt64>(0)

  /// Changes whenever ``changed()`` is called.
  static var version: UInt64 { changes.load(ordering: .relaxed) }

  /// Called by every change that can change a hit test.
  static func changed() {
    changes.wrappingAdd(1, ordering: .relaxed)
  }
}
