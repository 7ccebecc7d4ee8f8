import DnDEngine

extension DropSessionFacade {
  var progress: Progress { NSItemProvider.progress(mirroring: engine.progress) }

  @discardableResult
  func loadObjects(
    ofClass aClass: NSItemProviderReading.Type,
    completion: @escaping ([NSItemProviderReading]) -> Void
  ) -> Progress {
    NSItemProvider.progress(
      mirroring: NSItemProvider.loadObjects(ofClass: aClass, in: engine, completion: completion))
  }
}
