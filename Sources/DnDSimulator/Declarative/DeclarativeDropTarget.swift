import DnDEngine

/// A plain view's drop delegate, answering by its ``DropSpec``.
final class DeclarativeDropTarget: DropInteractionDelegate {
  let spec: DropSpec
  unowned let view: View
  unowned let scene: DeclarativeScene
  /// Items the app showed its own progress for, by session, until `concludeDrop`.
  private var progressShown: [String: [DragItem]] = [:]
  /// Each dropped item's drop point in the view and whether its drag came from this app, from
  /// `performDrop` until `concludeDrop` (the preview and animation questions come in between).
  private var dropped: [ObjectIdentifier: (point: Point?, isLocal: Bool)] = [:]
  /// Local items relocated by this drop, waiting for their drop animation's end: the app moves
  /// the view there, in the animator's completion (talk 203: "at the end of the animation, so by
  /// adding a completion block, we're going to set the new center").
  private var relocations: [ObjectIdentifier: (object: String, location: String)] = [:]
  /// The loads this app's drops started, each named by its item (or its session, for a
  /// `loadObjects` of the whole session), in the order they started: what the `cancelLoads`
  /// action cancels.
  private var loads: [(subject: (String, String), progress: LoadProgress)] = []
  /// Sessions whose objects the app already asked for in `sessionDidUpdate` (``DropSpec/loadsInUpdate``).
  private var triedInUpdate: Set<String> = []

  init(spec: DropSpec, view: View, scene: DeclarativeScene) {
    self.spec = spec
    self.view = view
    self.scene = scene
  }

  // Each optional method the scene says the app does not implement goes to the protocol's
  // default (`Unimplemented`): no line in the log, UIKit's answer for a missing method.

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    guard spec.implements(.canHandle) else {
      return Unimplemented.drop.canHandle(interaction, session: session)
    }
    return spec.accepts.isEmpty || session.hasItemsConforming(toTypeIdentifiers: spec.accepts)
  }

  // Notifications the scene's app implements (unless it says otherwise) without doing anything
  // but hiding its indicator, so that each is in the log.
  func sessionDidEnter(_ interaction: DropInteraction, session: DropSession) {
    guard spec.implements(.sessionDidEnter) else {
      return Unimplemented.drop.sessionDidEnter(interaction, session: session)
    }
  }
  func sessionDidExit(_ interaction: DropInteraction, session: DropSession) {
    guard spec.implements(.sessionDidExit) else {
      return Unimplemented.drop.sessionDidExit(interaction, session: session)
    }
    hideIndicator(for: session)
  }
  func sessionDidEnd(_ interaction: DropInteraction, session: DropSession) {
    guard spec.implements(.sessionDidEnd) else {
      return Unimplemented.drop.sessionDidEnd(interaction, session: session)
    }
    hideIndicator(for: session)
  }

  /// Where the indicator was last shown, by session (``DropSpec/indicator``).
  private var indicatorAt: [String: Point] = [:]

  private func showIndicator(for session: DropSession, operation: DropOperation) {
    guard let name = spec.indicator else { return }
    guard operation == .copy || operation == .move, let point = session.location(in: view)
    else { return hideIndicator(for: session) }
    guard indicatorAt[session.id] != point else { return }
    indicatorAt[session.id] = point
    scene.note(view.name, "showIndicator", [("name", name), ("at", point.logDescription)])
  }

  private func hideIndicator(for session: DropSession) {
    guard let name = spec.indicator, indicatorAt.removeValue(forKey: session.id) != nil else {
      return
    }
    scene.note(view.name, "hideIndicator", [("name", name)])
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    guard spec.implements(.sessionDidUpdate) else {
      return Unimplemented.drop.sessionDidUpdate(interaction, session: session)
    }
    if spec.loadsInUpdate, let objectClass = spec.perform.load.objectClass,
      triedInUpdate.insert(session.id).inserted
    {
      // Outside performDrop: the system refuses, and the completion gets nothing.
      loadObjects(objectClass, from: session) { [unowned self] objects in
        self.scene.note(self.view.name, "loadedInUpdate", [("objects", "\(objects.count)")])
      }
    }
    let policy = spec.proposal
    var operation = session.localDragSession != nil ? policy.local : policy.external
    if policy.forbiddenWhen.contains(where: { $0.holds(for: session) }) { operation = .forbidden }
    if operation == .move && !session.allowsMoveOperation && policy.checksAllowsMove {
      operation = .copy
    }
    showIndicator(for: session, operation: operation)
    return DropProposal(
      operation: operation, isPrecise: policy.isPrecise,
      prefersFullSizePreview: policy.prefersFullSizePreview)
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    guard spec.implements(.performDrop) else {
      return Unimplemented.drop.performDrop(interaction, session: session)
    }
    // State the dragging app kept for the session, readable only in the same app (talk 213: "If
    // you're dragging outside your app, the drop session will not have corresponding local drag
    // session").
    if let context = session.localDragSession?.localContext as? String {
      scene.note(view.name, "localContext", [("session", session.id), ("value", "\"\(context)\"")])
    }
    let perform = spec.perform
    session.progressIndicatorStyle = perform.progressStyle
    let point = session.location(in: view)
    let location = point?.logDescription ?? "?"
    for item in session.items {
      dropped[ObjectIdentifier(item)] = (point, session.localDragSession != nil)
    }
    var toLoad: [DragItem] = []
    for item in session.items {
      if let action = perform.localItems, session.localDragSession != nil,
        let object = item.localObject as? String
      {
        switch action {
        case .relocate: relocations[ObjectIdentifier(item)] = (object, location)
        case .delete: scene.note(view.name, "deleted", [("object", object)])
        }
      } else {
        toLoad.append(item)
      }
    }
    guard perform.load != .none, !toLoad.isEmpty else { return }
    if perform.placeImmediately {
      // The app makes room before the data arrives: an item's preferredPresentationSize, when it
      // has one, is the room it needs (talk 213: "communicate the size that you expect something
      // to be represented at on the other side … Mail is able to read that out").
      for item in toLoad {
        var arguments = [("item", item.id), ("at", location)]
        let size = item.itemProvider.preferredPresentationSize
        if size.width > 0 || size.height > 0 { arguments.append(("size", size.logDescription)) }
        scene.note(view.name, "placed", arguments)
      }
    }
    if perform.perItemProgress {
      progressShown[session.id] = toLoad
      for item in toLoad { scene.note(view.name, "showProgress", [("item", item.id)]) }
    }
    if case .objects(let objectClass) = perform.load, toLoad.count == session.items.count {
      loadAll(objectClass, from: session, at: location)
    } else if case .eachFile(let types) = perform.load {
      // One file per listed type the item has (talk 213: "load multiple file representations for
      // each item"); each handler runs on the loads queue, where the app keeps its file.
      for item in toLoad {
        let progresses = scene.loadFiles(types, from: item.itemProvider) {
          [unowned self] type, outcome in
          self.scene.note(
            self.view.name, "receivedFile",
            [("item", item.id), ("type", type.logDescription), ("data", outcome)])
        }
        for progress in progresses { keep(progress, for: ("item", item.id)) }
      }
    } else {
      for item in toLoad {
        let progress = scene.load(perform.load, from: item.itemProvider) {
          [unowned self] outcome in
          self.scene.note(self.view.name, "inserted", [("item", item.id), ("object", outcome)])
        }
        if let progress { keep(progress, for: ("item", item.id)) }
      }
    }
  }

  /// Keeps a load's progress, named by its item (or its session, for a `loadObjects` of the
  /// whole session), so that the app can cancel it later.
  private func keep(_ progress: LoadProgress, for subject: (String, String)) {
    loads.removeAll { $0.progress.isFinished || $0.progress.isCancelled }
    loads.append((subject, progress))
  }

  /// The app cancels, through their progress, the loads its drops started that are still
  /// running (talk 213: "the item provider load methods all return a progress object … please
  /// allow the user to cancel"; talk 203: "you can even cancel the data transfer from there"):
  /// each is logged `cancelLoad(item:)` (or `(session:)`) and completes with a cancel, as after
  /// the user's Cancel on the progress UI. Returns how many it cancelled.
  @discardableResult
  func cancelLoads() -> Int {
    let running = loads.filter { !$0.progress.isFinished && !$0.progress.isCancelled }
    loads = []
    for load in running {
      scene.note(view.name, "cancelLoad", [load.subject])
      load.progress.cancel()
    }
    return running.count
  }

  /// One `loadObjects` for the whole session, whose single completion inserts everything.
  private func loadAll(_ objectClass: ObjectClass, from session: DropSession, at location: String) {
    let insert: ([Any]) -> Void = { [unowned self] objects in
      // Nothing arrived (every load failed or was cancelled): the app has nothing to insert.
      guard !objects.isEmpty else { return }
      self.scene.note(
        self.view.name, "inserted",
        [("objects", "[" + objects.map(describe).joined(separator: ", ") + "]"), ("at", location)])
    }
    keep(loadObjects(objectClass, from: session, then: insert), for: ("session", session.id))
  }

  /// `session.loadObjects(ofClass:)` for a scene's object class.
  @discardableResult
  private func loadObjects(
    _ objectClass: ObjectClass, from session: DropSession,
    then completion: @escaping ([Any]) -> Void
  ) -> LoadProgress {
    switch objectClass {
    case .image: session.loadObjects(ofClass: ImageObject.self) { completion($0) }
    case .text: session.loadObjects(ofClass: String.self) { completion($0) }
    case .url: session.loadObjects(ofClass: URLObject.self) { completion($0) }
    }
  }

  func previewForDropping(
    _ interaction: DropInteraction, item: DragItem, defaultPreview: TargetedPreview
  ) -> TargetedPreview? {
    guard spec.implements(.previewForDropping) else {
      return Unimplemented.drop.previewForDropping(
        interaction, item: item, defaultPreview: defaultPreview)
    }
    let dropped = dropped[ObjectIdentifier(item)]
    let policy = dropped?.isLocal == true ? spec.localPreview ?? spec.preview : spec.preview
    return policy.answer(
      for: view, defaultPreview: defaultPreview, scene: scene, dropPoint: dropped?.point)
  }

  func willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator) {
    // Without this method a relocated item moves in `concludeDrop`.
    guard spec.implements(.willAnimateDrop) else {
      return Unimplemented.drop.willAnimateDrop(interaction, item: item, animator: animator)
    }
    let isLocal = dropped[ObjectIdentifier(item)]?.isLocal == true
    scene.animate(isLocal ? spec.localAnimation ?? spec.animation : spec.animation, with: animator)
    if relocations[ObjectIdentifier(item)] != nil {
      animator.addCompletion { [unowned self] _ in self.relocate(item) }
    }
  }

  /// Moves a relocated item's view to its drop point, once.
  private func relocate(_ item: DragItem) {
    guard let move = relocations.removeValue(forKey: ObjectIdentifier(item)) else { return }
    scene.note(view.name, "moved", [("object", move.object), ("to", move.location)])
  }

  func concludeDrop(_ interaction: DropInteraction, session: DropSession) {
    guard spec.implements(.concludeDrop) else {
      for item in session.items { dropped[ObjectIdentifier(item)] = nil }
      return Unimplemented.drop.concludeDrop(interaction, session: session)
    }
    // Every drop animation has ended by now; an item that had none is moved here.
    for item in session.items { relocate(item) }
    for item in session.items { dropped[ObjectIdentifier(item)] = nil }
    for item in progressShown.removeValue(forKey: session.id) ?? [] {
      scene.note(view.name, "hideProgress", [("item", item.id)])
    }
    scene.apply(spec.conclude)
    if spec.perform.concludeBookkeeping {
      scene.note(view.name, "concluded", [("items", "\(session.items.count)")])
    }
  }
}

extension ForbidCondition {
  func holds(for session: DropSession) -> Bool {
    switch self {
    case .moreItemsThan(let count): session.items.count > count
    case .lacks(let type): !session.hasItemsConforming(toTypeIdentifiers: [type])
    case .has(let type): session.hasItemsConforming(toTypeIdentifiers: [type])
    }
  }
}
