/// An open window in which data may be loaded: a drop's `performDrop`, or a paste.
struct LoadScope {
  /// The dropped session (`nil` for a paste).
  let session: DragSession?
  /// The app receiving the data: the only one whose loads succeed.
  let app: App?
  /// The providers being handed over: only these may be loaded.
  let providers: [ItemProvider]
}
