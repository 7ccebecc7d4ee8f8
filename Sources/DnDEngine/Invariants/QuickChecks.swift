/// The quick checks of `Docs/uikit-behaviour.md` §5: properties every correct event log has. A
/// log violating one is almost certainly wrong, whatever the scene did.
///
/// The checker reads only the log (delegate calls with their arguments and answers, gesture
/// and system events), so it applies to golden files as well as to live replays. Table and
/// collection views' drop calls (`dropSessionDidEnter`, `dropSessionDidUpdate`,
/// `dropSessionDidExit`, `dropSessionDidEnd`, `performDropWith`) are checked as the plain drop
/// calls they stand for; check 10 reads their `list` events (`placeholderInserted`, `reloadData`,
/// `commitInsertion`).
public enum QuickChecks {
  /// One broken rule: which check, the event (index into the log) and why.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    public var check: Int
    public var eventIndex: Int
    public var message: String

    public var description: String { "quick check \(check), event \(eventIndex + 1): \(message)" }
  }

  /// Every violation in `events`, in log order. `notImplemented`: delegate methods the app does
  /// not implement, as `subject method` (``DragDropSystem/notImplementedCalls``) — UIKit never
  /// calls them, so they are not in the log and the checks that expect them skip that subject.
  public static func violations(in events: [EngineEvent], notImplemented: Set<String> = [])
    -> [Violation]
  {
    var checker = Checker(events: events, notImplemented: notImplemented)
    checker.run()
    return checker.violations.sorted { ($0.eventIndex, $0.check) < ($1.eventIndex, $1.check) }
  }
}

/// Two names that key the checker's state: an interaction and a session, or an interaction and a
/// method — a struct, so that a key costs no string built per event.
private struct Ref: Hashable, Comparable {
  let first: String
  let second: String

  init(_ first: String, _ second: String) {
    self.first = first
    self.second = second
  }

  static func < (a: Ref, b: Ref) -> Bool { (a.first, a.second) < (b.first, b.second) }
}

/// One pass over the log, keeping per-session and per-interaction state.
private struct Checker {
  let events: [EngineEvent]
  var violations: [QuickChecks.Violation] = []

  /// Sessions whose `itemsForBeginning` came back empty: nothing may mention them again.
  var declined: Set<String> = []
  /// Lift previews asked and not yet followed by `willAnimateLift`, per `interaction|session`.
  var previewsAwaitingLift: [Ref: Int] = [:]
  var liftAnimations: [String: Int] = [:]
  var began: Set<String> = []
  /// `interaction|session` pairs that got willEnd.
  var willEnded: Set<Ref> = []
  var items: [String: [String]] = [:]
  var invisible: Set<String> = []
  /// Last validated proposal per `interaction|session`.
  var proposals: [Ref: String] = [:]
  var seen: [String: Set<String>] = [:]
  var ended: [String: Set<String>] = [:]
  var performed: Set<Ref> = []
  var cancelled: Set<String> = []
  var cancelAnimations: [String: Int] = [:]
  var dropAnimations: [String: Int] = [:]
  var itemSession: [String: String] = [:]
  /// Sessions whose source got didEnd, and sessions dropped: their ends can be checked.
  var over: Set<String> = []
  var dropped: Set<String> = []
  /// Sessions lifted by a table or collection view (their lift and begin are not logged as
  /// interaction calls), items that came from such views (their cancel animations are the
  /// view's), and `view|session` pairs that got `dragSessionWillBegin`.
  var listLifted: Set<String> = []
  var listItems: Set<String> = []
  var listBegun: Set<Ref> = []
  /// Placeholders per list (`list|PH1`), and those a `reloadData` removed.
  var placeholders: Set<String> = []
  var reloadedPlaceholders: Set<String> = []

  /// `subject method` pairs the app does not implement, method names read as both sides'
  /// plain names (``ListCallNames/normalized(_:)``).
  let notImplemented: Set<Ref>
  /// The interaction whose `itemsForBeginning` or `itemsForAddingTo` gave each item.
  var itemSource: [String: String] = [:]
  /// The interaction whose `itemsForBeginning` started each session.
  var sessionSource: [String: String] = [:]
  /// Sessions the gesture log says began dragging (`dragBegan`).
  var dragBegan: Set<String> = []
  /// Lifts (the first, then each batch of added items) whose interaction implements
  /// `willAnimateLift`, per session.
  var expectedLifts: [String: Int] = [:]

  init(events: [EngineEvent], notImplemented: Set<String>) {
    self.events = events
    // Entries are `subject method`; table and collection views' method names are read as the
    // plain ones.
    self.notImplemented = Set(
      notImplemented.map { entry in
        guard let space = entry.firstIndex(of: " ") else { return Ref(entry, "") }
        return Ref(
          String(entry[..<space]),
          ListCallNames.normalized(String(entry[entry.index(after: space)...])))
      })
  }

  /// Whether the app does not implement `method` (a plain name) on `subject`: its calls are
  /// not in the log.
  func lacks(_ subject: String, _ method: String) -> Bool {
    !notImplemented.isEmpty && notImplemented.contains(Ref(subject, method))
  }

  mutating func fail(_ check: Int, _ index: Int, _ message: String) {
    violations.append(.init(check: check, eventIndex: index, message: message))
  }

  mutating func run() {
    for (index, event) in events.enumerated() {
      switch event.kind {
      case .delegate: delegate(event, index)
      case .gesture, .system: decision(event, index)
      case .list: list(event, index)
      default: break
      }
    }
    finish()
  }

  static func value(_ label: String, _ event: EngineEvent) -> String? {
    event.argumentValue(label)
  }

  static func list(_ text: String?) -> [String] {
    guard let text, text.hasPrefix("["), text.count > 2 else { return [] }
    return text.dropFirst().dropLast().split(separator: ",").map {
      $0.trimmingCharacters()
    }
  }

  /// A table or collection view's drop call under the plain drop-interaction name it stands for.
  static func normalized(_ name: String) -> String { ListCallNames.dropSide(name) }

  /// Check 10: after `reloadData`, a commit of a placeholder inserted before it returns false and
  /// runs no block.
  mutating func list(_ event: EngineEvent, _ index: Int) {
    let key = { (placeholder: String) in "\(event.subject)|\(placeholder)" }
    switch event.name {
    case "placeholderInserted":
      if let placeholder = Self.value("placeholder", event) {
        placeholders.insert(key(placeholder))
      }
    case "reloadData":
      for placeholder in placeholders where placeholder.hasPrefix("\(event.subject)|") {
        reloadedPlaceholders.insert(placeholder)
      }
    case "commitInsertion":
      guard let placeholder = Self.value("placeholder", event),
        reloadedPlaceholders.contains(key(placeholder))
      else { return }
      if event.result != "false" {
        fail(
          10, index,
          "commitInsertion of \(placeholder) after reloadData returned \(event.result ?? "nothing")"
        )
      }
      let block = "\(event.subject).\(placeholder)"
      if let next = events[(index + 1)...].firstIndex(where: {
        $0.kind == .delegate && $0.subject == block && $0.name == "dataSourceUpdates"
      }) {
        fail(10, next, "\(block) dataSourceUpdates ran after reloadData removed the placeholder")
      }
    default:
      break
    }
  }

  mutating func decision(_ event: EngineEvent, _ index: Int) {
    if event.kind == .gesture, event.name == "dragBegan" { dragBegan.insert(event.subject) }
    if event.name == "proposalAdjusted", let to = Self.value("to", event) {
      // Applies to the proposal just recorded for this session.
      for key in proposals.keys where key.second == event.subject {
        proposals[key] = to
      }
    }
  }

  mutating func delegate(_ event: EngineEvent, _ index: Int) {
    let session =
      Self.value("session", event) ?? Self.value("item", event).flatMap { itemSession[$0] }
    if let session, declined.contains(session) {
      fail(1, index, "\(event.summary) after itemsForBeginning of \(session) returned no items")
    }
    let subject = event.subject
    let pair = Ref(subject, session ?? "?")
    let name = Self.normalized(event.name)
    switch name {
    case "itemsForBeginning", "itemsForAddingTo":
      guard let session else { return }
      // The system ignores items already in the session; so does the count.
      let new = Self.list(event.result).filter { !items[session, default: []].contains($0) }
      // A table or collection view's call names the index path.
      let fromList = Self.value("at", event) != nil
      if fromList {
        listItems.formUnion(new)
        if event.name == "itemsForBeginning" && !new.isEmpty { listLifted.insert(session) }
      }
      // A table asks once per selected row: the lift is declined only if nothing came back.
      if event.name == "itemsForBeginning" {
        if new.isEmpty && items[session, default: []].isEmpty {
          declined.insert(session)
        } else {
          declined.remove(session)
        }
      }
      if !new.isEmpty && !fromList && !lacks(subject, "willAnimateLift")
        && (event.name == "itemsForAddingTo" || items[session, default: []].isEmpty)
      {
        expectedLifts[session, default: 0] += 1
      }
      if event.name == "itemsForBeginning", sessionSource[session] == nil {
        sessionSource[session] = subject
      }
      items[session, default: []].append(contentsOf: new)
      for item in new {
        itemSession[item] = session
        itemSource[item] = subject
      }
    case "previewForLifting":
      guard session != nil else { return }
      previewsAwaitingLift[pair, default: 0] += 1
      if event.result == "nil", let item = Self.value("item", event) { invisible.insert(item) }
    case "previewProvider":
      if event.result == "nil" { invisible.insert(subject) } else { invisible.remove(subject) }
    case "willAnimateLift":
      guard let session else { return }
      if previewsAwaitingLift[pair, default: 0] == 0 && !lacks(subject, "previewForLifting") {
        fail(2, index, "willAnimateLift for \(session) without lift previews before it")
      }
      previewsAwaitingLift[pair] = 0
      liftAnimations[session, default: 0] += 1
    case "sessionWillBegin":
      guard let session else { return }
      if liftAnimations[session, default: 0] == 0 && !lacks(subject, "willAnimateLift") {
        fail(3, index, "sessionWillBegin for \(session) without a prior willAnimateLift")
      }
      began.insert(session)
    case "dragSessionWillBegin":
      guard let session else { return }
      began.insert(session)
      listBegun.insert(pair)
    case "dragSessionDidEnd":
      guard let session else { return }
      if listBegun.remove(pair) == nil && !lacks(subject, "sessionWillBegin") {
        fail(3, index, "\(subject) dragSessionDidEnd for \(session) without dragSessionWillBegin")
      }
    case "sessionWillEnd":
      guard let session else { return }
      if !hasBegun(session, subject) {
        fail(3, index, "sessionWillEnd for \(session) without sessionWillBegin")
      }
      willEnded.insert(pair)
      if Self.value("operation", event) == "cancel" { cancelled.insert(session) }
    case "sessionDidEnd" where Self.value("operation", event) != nil:
      guard let session else { return }
      if !hasBegun(session, subject) {
        fail(3, index, "didEnd for \(session) without sessionWillBegin")
      }
      if !willEnded.contains(pair) && !lacks(subject, "sessionWillEnd") {
        fail(3, index, "\(subject) didEnd for \(session) without willEnd")
      }
      if Self.value("operation", event) == "cancel" { cancelled.insert(session) }
      over.insert(session)
    case "sessionDidEnter":
      guard let session else { return }
      seen[session, default: []].insert(subject)
      // The next call on the same interaction (calls app code makes on other objects inside
      // sessionDidEnter may come between).
      // No touch may come between: the update answers the same sample.
      let rest = events[(index + 1)...]
      let nextIndex = rest.firstIndex { $0.kind == .delegate && $0.subject == subject }
      let touchBetween = rest.prefix { $0.kind != .delegate || $0.subject != subject }.contains {
        $0.kind == .touch
      }
      let answersEntry = nextIndex.map {
        Self.normalized(events[$0].name) == "sessionDidUpdate"
          && Self.value("session", events[$0]) == session
      }
      if (touchBetween || answersEntry != true) && !lacks(subject, "sessionDidUpdate") {
        fail(
          4, index,
          "\(subject) sessionDidEnter for \(session) not followed at once by sessionDidUpdate")
      }
    case "sessionDidUpdate":
      guard let session else { return }
      seen[session, default: []].insert(subject)
      proposals[pair] = event.result
    case "sessionDidExit":
      guard let session else { return }
      seen[session, default: []].insert(subject)
      proposals[pair] = nil
    case "performDrop":
      guard let session else { return }
      let proposal = proposals[pair] ?? "none"
      let unknown = proposals[pair] == nil && lacks(subject, "sessionDidUpdate")
      if !(proposal.hasPrefix("copy") || proposal.hasPrefix("move")) && !unknown {
        fail(5, index, "\(subject) performDrop for \(session) with last proposal \(proposal)")
      }
      performed.insert(pair)
      // A table or collection view animates its drop itself: no willAnimateDrop to count.
      if event.name == "performDrop" && !lacks(subject, "willAnimateDrop") {
        dropped.insert(session)
      }
    case "sessionDidEnd":
      guard let session else { return }
      if ended[session, default: []].contains(subject) {
        fail(7, index, "\(subject) got sessionDidEnd for \(session) twice")
      }
      let unseen = ["sessionDidEnter", "sessionDidUpdate", "sessionDidExit"].allSatisfy {
        lacks(subject, $0)
      }
      if !seen[session, default: []].contains(subject) && !unseen {
        fail(7, index, "\(subject) got sessionDidEnd for \(session) without seeing it")
      }
      ended[session, default: []].insert(subject)
    case "concludeDrop":
      guard let session else { return }
      if !performed.contains(pair) && !lacks(subject, "performDrop") {
        fail(6, index, "\(subject) concludeDrop for \(session) without performDrop")
      }
      if !ended[session, default: []].contains(subject) && !lacks(subject, "sessionDidEnd") {
        fail(6, index, "\(subject) concludeDrop for \(session) before sessionDidEnd")
      }
    case "previewForCancelling", "previewForDropping":
      if let item = Self.value("item", event), invisible.contains(item) {
        fail(8, index, "\(event.name) asked for invisible item \(item)")
      }
    case "willAnimateCancel":
      if let session { cancelAnimations[session, default: 0] += 1 }
    case "willAnimateDrop":
      if let session { dropAnimations[session, default: 0] += 1 }
    case "sessionDidTransferItems":
      if let session, cancelled.contains(session) {
        fail(9, index, "sessionDidTransferItems for cancelled \(session)")
      }
    default:
      break
    }
  }

  /// Whether `session` began dragging: its `sessionWillBegin` was logged, or — when the
  /// session's source (which alone is told) does not implement that method — the gesture log
  /// says so.
  func hasBegun(_ session: String, _ subject: String) -> Bool {
    began.contains(session)
      || (lacks(sessionSource[session] ?? subject, "sessionWillBegin")
        && dragBegan.contains(session))
  }

  mutating func finish() {
    let end = events.count - 1
    for (pair, waiting) in previewsAwaitingLift.sorted(by: { $0.key < $1.key }) where waiting > 0 {
      guard !lacks(pair.first, "willAnimateLift") else { continue }
      fail(2, end, "\(pair.second) had \(waiting) lift previews never followed by willAnimateLift")
    }
    for (session, interactions) in seen.sorted(by: { $0.key < $1.key }) {
      let missing = interactions.subtracting(ended[session, default: []]).filter {
        !lacks($0, "sessionDidEnd")
      }
      if over.contains(session) && !missing.isEmpty {
        fail(
          7, end,
          "\(missing.sorted().joined(separator: ", ")) never got sessionDidEnd for \(session)")
      }
    }
    for (session, count) in liftAnimations.sorted(by: { $0.key < $1.key }) {
      // A table or collection view's lift is not a logged willAnimateLift; nor is the lift of
      // an interaction that does not implement it.
      let lifts = expectedLifts[session, default: 0]
      if count != lifts {
        fail(2, end, "\(session) had \(count) willAnimateLift for \(lifts) lifts")
      }
    }
    for session in cancelled.intersection(began).sorted() {
      // Items from a table or collection view animate through the view, unlogged.
      let expected = items[session, default: []].filter {
        !listItems.contains($0) && !lacks(itemSource[$0] ?? "", "willAnimateCancel")
      }.count
      if cancelAnimations[session, default: 0] != expected {
        fail(
          8, end,
          "\(session) willAnimateCancel for \(cancelAnimations[session, default: 0]) of \(expected) items"
        )
      }
    }
    for session in dropped.sorted()
    where dropAnimations[session, default: 0] != items[session, default: []].count {
      fail(
        8, end,
        "\(session) willAnimateDrop for \(dropAnimations[session, default: 0]) of \(items[session, default: []].count) items"
      )
    }
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
