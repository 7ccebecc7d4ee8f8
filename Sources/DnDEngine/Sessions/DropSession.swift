/// A drag as a drop interaction sees it (UIKit's `UIDropSession`): the same session and ``id``
/// as the source's ``DragSession``, with what the destination may know and do.
///
/// Types are visible, data is not: item providers answer type queries at any time but load only
/// inside `performDrop` of the app receiving the drop.
public final class DropSession {
  let core: DragSession
  /// The interaction this facade was handed to; decides what counts as "the same app".
  var viewer: DropInteraction? { viewerReference.value }
  private let viewerReference: Unretained<DropInteraction>

  init(core: DragSession, viewer: DropInteraction) {
    self.core = core
    self.viewerReference = Unretained(viewer)
  }

  public var id: String { core.id }
  public var items: [DragItem] { core.items }

  /// The drop location in `view`'s coordinates (`nil` if the view is not in a window): the
  /// finger, or the point above it while the target asked for precise mode.
  public func location(in view: View) -> Point? {
    view.convertFromScreen(core.system.hitPoint(of: core))
  }

  /// The source's session, but only for a drop interaction in the same app (`nil` otherwise).
  public var localDragSession: DragSession? {
    viewer?.view?.app === core.sourceApp ? core : nil
  }

  public var allowsMoveOperation: Bool { core.allowsMoveOperation }
  public var isRestrictedToDraggingApplication: Bool { core.isRestrictedToDraggingApplication }

  /// Whether the system shows its progress UI if this drop's loads are slow. Set it in
  /// `performDrop` (the style at the time the progress UI would appear counts).
  public var progressIndicatorStyle: ProgressIndicatorStyle {
    get { core.drop.progressIndicatorStyle }
    set { core.drop.progressIndicatorStyle = newValue }
  }

  /// The aggregate progress of every load started for this drop (UIKit's `session.progress`).
  public var progress: LoadProgress { core.drop.progress(for: core) }

  public func hasItemsConforming(toTypeIdentifiers types: [TypeIdentifier]) -> Bool {
    core.hasItemsConforming(toTypeIdentifiers: types)
  }

  public func canLoadObjects(ofClass objectType: any ObjectReading.Type) -> Bool {
    core.canLoadObjects(ofClass: objectType)
  }

  /// Loads an object of `objectType` from every item that can provide one, then calls
  /// `completion` **on the main queue** with the objects that could be created, in item order.
  ///
  /// Allowed only inside `performDrop`; elsewhere the loads fail (they are not permitted) and the
  /// completion receives what could be loaded — nothing. Returns the session's progress.
  @discardableResult
  public func loadObjects<T: ObjectReading>(
    ofClass objectType: T.Type, completion: @escaping ([T]) -> Void
  ) -> LoadProgress {
    core.system.loadObjects(ofClass: objectType, session: core, completion: completion)
  }
}

extension DropSession: CustomStringConvertible {
  public var description: String { id }
}
