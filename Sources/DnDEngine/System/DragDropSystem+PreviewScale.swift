extension DragDropSystem {
  /// Applies the system's scaling rule (``PreviewScalingRule``) to every visible item of a
  /// dragging session and logs each item whose scale changed (`I1 previewScale(scale: 0.5)`).
  ///
  /// The full-size preference is the drag delegate's, or the current drop proposal's when the
  /// target is in the source app (the proposal's preference applies only to same-app drags).
  /// Called after each targeting update — the first one comes with the move that begins the drag,
  /// so a drop proposal's preference counts from the start — and when items are added.
  func updatePreviewScale(_ session: DragSession) {
    guard session.stage == .dragging else { return }
    let rule = PreviewScalingRule(profile: profile)
    let proposalPrefers =
      session.drop.proposal.prefersFullSizePreview
      && session.drop.target?.view?.app === session.sourceApp
    let prefersFullSize = session.prefersFullSizePreviews || proposalPrefers
    // Which app is under the finger matters only when full size may be allowed (one item,
    // preferred); otherwise the rule scales down whatever it is, so the hit test is skipped.
    var overOtherApp = false
    if prefersFullSize && session.items.count == 1 {
      let appUnderFinger = hitTest(session.screenLocation)?.app
      overOtherApp = appUnderFinger != nil && appUnderFinger !== session.sourceApp
    }
    for item in session.items where item.isVisible {
      guard let size = item.currentPreviewContentSize else { continue }
      let scale = rule.scale(
        for: size, prefersFullSize: prefersFullSize, itemCount: session.items.count,
        isOverOtherApp: overOtherApp, wasScaledDown: session.wasScaledDown)
      if scale != item.previewScale {
        item.previewScale = scale
        note(item.id, "previewScale", [arg("scale", LogNumber.format(scale))])
      }
      if PreviewScalingRule.isScaledDown(scale) { session.wasScaledDown = true }
    }
  }
}
