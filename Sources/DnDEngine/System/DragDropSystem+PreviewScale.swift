extension DragDropSystem {
  /// Applies the system's scaling rule (``PreviewScalingRule``) to every visible item of a
  /// dragging session and logs each item whose scale changed (`I1 previewScale(scale: 0.5)`).
  ///
  /// The full-size preference is the drag delegate's, or the current drop proposal's when the
  /// target is in the source app (the proposal's preference applies only to same-app drags).
  /// Called when the drag begins, after each targeting update and when items are added.
  func updatePreviewScale(_ session: DragSession) {
    guard session.stage == .dragging else { return }
    let rule = PreviewScalingRule(profile: profile)
    let targetApp = session.drop.target?.view?.app
    let proposalPrefers =
      targetApp === session.sourceApp && session.drop.proposal.prefersFullSizePreview
    let appUnderFinger = hitTest(session.screenLocation)?.app
    let overOtherApp = appUnderFinger != nil && appUnderFinger !== session.sourceApp
    for item in session.items where item.isVisible {
      guard let preview = item.liftPreview, let geometry = PreviewGeometry.of(preview) else {
        continue
      }
      let scale = rule.scale(
        for: geometry.size, prefersFullSize: session.prefersFullSizePreviews || proposalPrefers,
        itemCount: session.items.count, isOverOtherApp: overOtherApp,
        wasScaledDown: session.wasScaledDown)
      if scale != item.previewScale {
        item.previewScale = scale
        note(item.id, "previewScale", [arg("scale", LogNumber.format(scale))])
      }
      if PreviewScalingRule.isScaledDown(scale) { session.wasScaledDown = true }
    }
  }
}
