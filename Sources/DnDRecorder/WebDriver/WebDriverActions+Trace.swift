import DnDFormats

extension WebDriverActions: TraceSource {
  /// The trace of the document: its contacts merged into frames by ``TraceAssembler`` (ids in
  /// order of first contact), no actions. A WebDriver document does not know the scene it was
  /// written for, so `options.scene` is required; `options.profile` and `variants` apply as
  /// given (default: tablet, no variants).
  public func makeTrace(_ options: RecordingOptions) throws(InputError) -> RecordedTrace {
    guard let scene = options.scene else {
      throw InputError(
        file: file,
        message:
          "a WebDriver actions document does not name its scene; expected one from the command line (--scene NAME)"
      )
    }
    let header = TraceHeader(
      scene: scene, device: Self.device, sampleRateHz: rate.hertz,
      provenance: [(key: "recorder", value: "webdriver-actions")])
    return RecordedTrace(
      header: try options.applied(to: header),
      records: TraceAssembler.records(contacts: contacts, actions: []))
  }
}
