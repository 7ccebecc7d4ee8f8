/// The drop interactions under a hit point that may see a session, innermost first, and the
/// spring-loaded interactions found with them (``DragDropSystem/dropInteractions(at:for:)``).
///
/// A session keeps the last one it found (``DropState/lastChain``) for its next move. What a
/// look-up finds depends only on:
/// - the view hit (the candidates are on it and its ancestors, each with its window's app);
/// - the view trees: frames, subviews, interactions, windows and whether each drop interaction is
///   enabled, all counted by ``ViewTree/version``;
/// - what the session may reach: the profile's ``DeviceProfile/dragsMayLeaveApp`` and the
///   session's ``DragSession/isRestrictedToDraggingApplication`` (its source app never changes).
///
/// When all of these are as they were, the last chain is the answer: a drag moving within one
/// view — almost every move of a drag — costs a hit test instead of a walk over the interactions
/// of the view and its ancestors. A class, so that handing it on retains one object, not each
/// one it holds; it holds them strongly, which makes comparing the view by identity sound.
final class DropChain {
  /// The view the hit test found (`nil`: none).
  let leaf: View?
  /// ``ViewTree/version`` when the chain was found.
  let version: UInt64
  let dragsMayLeaveApp: Bool
  let isRestricted: Bool
  let candidates: DropCandidates
  let springs: [SpringLoadedInteraction]

  init(
    leaf: View?, version: UInt64, dragsMayLeaveApp: Bool, isRestricted: Bool,
    candidates: DropCandidates, springs: [SpringLoadedInteraction]
  ) {
    self.leaf = leaf
    self.version = version
    self.dragsMayLeaveApp = dragsMayLeaveApp
    self.isRestricted = isRestricted
    self.candidates = candidates
    self.springs = springs
  }

  /// Whether the chain answers a look-up that hit `leaf` with the view trees at `version`.
  func applies(
    to leaf: View?, version: UInt64, dragsMayLeaveApp: Bool, isRestricted: Bool
  ) -> Bool {
    self.leaf === leaf && self.version == version && self.dragsMayLeaveApp == dragsMayLeaveApp
      && self.isRestricted == isRestricted
  }
}
