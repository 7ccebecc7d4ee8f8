import DnDEngine

extension PreviewPolicy {
  /// The preview this policy gives for `view`, given the engine's default (nil for a lift, whose
  /// default is the view itself).
  func answer(
    for view: View, defaultPreview: TargetedPreview?, scene: DeclarativeScene,
    dropPoint: Point? = nil
  ) -> TargetedPreview? {
    switch self {
    case .inPlace:
      guard let base = defaultPreview ?? (try? TargetedPreview(view: view)), let dropPoint else {
        return defaultPreview
      }
      return base.retargeted(to: PreviewTarget(container: view, center: dropPoint))
    case .default:
      return defaultPreview ?? (try? TargetedPreview(view: view))
    case .none:
      return nil
    case .view(let name):
      guard let other = scene.view(named: name) else { return defaultPreview }
      return try? TargetedPreview(view: other)
    case .custom(let visiblePath, let backgroundColor):
      var parameters = PreviewParameters()
      parameters.visiblePath = visiblePath
      parameters.backgroundColor = backgroundColor
      if let defaultPreview {
        return TargetedPreview(
          view: defaultPreview.view, parameters: parameters, target: defaultPreview.target)
      }
      return try? TargetedPreview(view: view, parameters: parameters)
    case .crop(let visiblePath, let backgroundColor):
      var parameters = PreviewParameters()
      parameters.visiblePath = visiblePath
      parameters.backgroundColor = backgroundColor
      let container = view.superview ?? view
      let local = visiblePath.boundingBox.center
      let center = view.convert(local, to: container) ?? local
      return TargetedPreview(
        view: view, parameters: parameters,
        target: PreviewTarget(container: container, center: center))
    case .retarget(let containerName, let center, let scale):
      guard let base = defaultPreview ?? (try? TargetedPreview(view: view)),
        let container = scene.view(named: containerName)
      else { return defaultPreview }
      return base.retargeted(
        to: PreviewTarget(
          container: container, center: center,
          transform: AffineTransform(scaleX: scale, y: scale)))
    }
  }
}
