import VirtualTime

extension DragDropSystem {
  // MARK: ItemProviderHost — the security rules of data loading

  /// Data is loadable only inside `performDrop` (or a paste), only by the app receiving it, and
  /// only from the providers handed over. Visibility per representation is the provider's check.
  package func authorizeLoad(of provider: ItemProvider, requester: App?) -> LoadError? {
    guard let scope = currentLoadScope else {
      return .notPermitted("data can only be loaded inside performDrop")
    }
    guard scope.providers.contains(where: { $0 === provider }) else {
      return .notPermitted("provider \(provider.id) is not part of this drop")
    }
    guard requester === scope.app else {
      return .notPermitted("only the app receiving the drop can load its data")
    }
    return nil
  }

  package func loadDidStart(_ progress: LoadProgress, provider: ItemProvider) {
    guard let session = currentLoadScope?.session else { return }
    let drop = session.drop
    drop.pendingLoads += 1
    let aggregate = drop.progress(for: session)
    aggregate.totalUnitCount += 1
    aggregate.addChild(progress, withPendingUnitCount: 1)
    loadSessions[progress.id] = session
    // A load a task started after performDrop returned: the progress UI comes for it as it does
    // for the loads performDrop started (Docs/engine.md §10.11).
    if loadScopes.isEmpty, session.stage == .ended, drop.progressUITimer == nil,
      !drop.progressUIShown
    {
      scheduleProgressUI(session)
    }
  }

  /// The window loads started now fall in: the innermost open `performDrop` or paste, else —
  /// in a task app code started inside one — that one's, unless the profile says otherwise
  /// (``DeviceProfile/tasksKeepPerformDropLoads``, `Docs/engine.md` §4).
  var currentLoadScope: LoadScope? {
    if let scope = loadScopes.last { return scope }
    guard profile.tasksKeepPerformDropLoads, runningAppIsUnset else { return nil }
    return DelegateMethod.currentCall?.loadScope
  }

  package func loadDidFinish(_ progress: LoadProgress, provider: ItemProvider, error: LoadError?) {
    guard let session = loadSessions.removeValue(forKey: progress.id) else { return }
    session.drop.pendingLoads -= 1
    if error != nil { session.drop.failedLoads += 1 }
    if session.drop.pendingLoads == 0 {
      hideProgressUI(session)
      checkTransfer(session)
    }
  }

  // MARK: Transfer

  /// `sessionDidTransferItems` to every contributor once the dropped-on app has received all the
  /// data it asked for (every load it started completed, whatever the outcome) and the source
  /// has ended. Never after a cancel.
  func checkTransfer(_ session: DragSession) {
    let drop = session.drop
    guard drop.dropTarget != nil, session.stage == .ended, !drop.transferReported,
      drop.pendingLoads == 0
    else { return }
    drop.transferReported = true
    // A failed or cancelled load ends the transfer too, unless the profile says it does not.
    let transferred = drop.failedLoads == 0 || profile.transfersAfterFailedLoads
    for contributor in session.contributors where transferred {
      tell(
        contributor, "sessionDidTransferItems", [arg("session", session.id)],
        app: session.sourceApp
      ) { contributor.delegate.sessionDidTransferItems(contributor, session: session) }
    }
    retireIfDone(session)
  }

  // MARK: Progress UI

  /// If loads are still running after the drop, the system progress UI appears after the
  /// profile's delay — unless the drop asked for no progress indicator.
  func scheduleProgressUI(_ session: DragSession) {
    guard session.drop.pendingLoads > 0 else { return }
    session.drop.progressUITimer = clock.schedule(
      after: profile.progressUIDelay, label: "progress UI \(session.id)"
    ) { [weak self, session = Unretained(session)] in
      guard let self, let session = session.value else { return }
      session.drop.progressUITimer = nil
      guard session.drop.pendingLoads > 0 else { return }
      if session.drop.progressIndicatorStyle == .none {
        self.note(session.id, "progressUISuppressed", [arg("style", "none")])
        return
      }
      session.drop.progressUIShown = true
      self.note(
        session.id, "progressUIShown",
        [arg("fraction", LogNumber.format(session.drop.progress(for: session).fractionCompleted))])
    }
  }

  private func hideProgressUI(_ session: DragSession) {
    if let timer = session.drop.progressUITimer {
      clock.cancel(timer)
      session.drop.progressUITimer = nil
    }
    if session.drop.progressUIShown {
      session.drop.progressUIShown = false
      note(session.id, "progressUIHidden")
    }
  }

  /// The user taps Cancel in the system progress UI: every pending load of the drops showing it
  /// completes with a cancellation error and their cancellation handlers run.
  ///
  /// Returns the ids of the sessions cancelled; none if no progress UI is showing (the action
  /// is logged as having no effect).
  @discardableResult
  public func cancelDropProgress() -> [String] {
    let showing = sessions.filter { $0.drop.progressUIShown }
    guard !showing.isEmpty else {
      note("user", "cancelProgress", [arg("effect", "none, no progress UI is showing")])
      return []
    }
    for session in showing {
      note("user", "cancelProgress", [arg("session", session.id)])
      session.drop.progress(for: session).cancel()
    }
    return showing.map(\.id)
  }

  // MARK: loadObjects

  func loadObjects<T: ObjectReading>(
    ofClass objectType: T.Type, session: DragSession, completion: @escaping ([T]) -> Void
  ) -> LoadProgress {
    let aggregate = session.drop.progress(for: session)
    let subject = session.drop.performing?.name ?? session.id
    let app = currentRequester()
    let deliver: ([T]) -> Void = { [weak self] objects in
      self?.clock.main.async(label: "loadObjects completion \(session.id)") {
        guard let self else { return }
        self.tell(subject, "loadObjectsCompletion", [arg("objects", "\(objects.count)")], app: app)
        {
          completion(objects)
        }
      }
    }
    guard session.drop.performing != nil else {
      note(session.id, "loadObjectsRefused", [arg("reason", "outside performDrop")])
      deliver([])
      return aggregate
    }
    let loadable = session.items.enumerated().filter {
      $0.element.itemProvider.canLoadObject(ofClass: objectType)
    }
    guard !loadable.isEmpty else {
      deliver([])
      return aggregate
    }
    let results = ResultSlots<T>(count: session.items.count, pending: loadable.count)
    for (index, item) in loadable {
      item.itemProvider.loadObject(ofClass: objectType) { result in
        if case .success(let object) = result { results.values[index] = object }
        results.pending -= 1
        if results.pending == 0 { deliver(results.values.compactMap { $0 }) }
      }
    }
    return aggregate
  }
}

/// Collects per-item results so they can be delivered in item order.
private final class ResultSlots<T> {
  var values: [T?]
  var pending: Int
  init(count: Int, pending: Int) {
    values = Array(repeating: nil, count: count)
    self.pending = pending
  }
}
