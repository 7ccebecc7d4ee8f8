/// `session-ends`: every session that lifted is dropped, cancelled or has its lift cancelled by
/// the end, and every session that began dragging tells its source `sessionDidEnd` — unless a
/// finger is still down when the log ends (the trace stopped mid-gesture, so the scenario says
/// the session is still in flight).
enum SessionEndsRule {
  static let rule = "session-ends"

  /// `notImplemented`: `subject method` pairs the app does not implement (a source without
  /// `sessionDidEnd` is never told, so it is not checked).
  static func check(_ log: InvariantLog, notImplemented: Set<String> = [])
    -> [Invariants.Violation]
  {
    var source: [String: String] = [:]
    var lifted: [(session: String, index: Int)] = []
    var over: Set<String> = []
    var began: [String: Int] = [:]
    var sourceEnded: Set<String> = []
    var down: Set<String> = []
    for (index, event) in log.events.enumerated() {
      switch event.kind {
      case .touch:
        if event.name == "ended" || event.name == "cancelled" {
          down.remove(event.subject)
        } else {
          down.insert(event.subject)
        }
      case .gesture:
        switch event.name {
        case "lift": lifted.append((event.subject, index))
        case "dragBegan": began[event.subject] = began[event.subject] ?? index
        case "drop", "cancel", "liftCancelled": over.insert(event.subject)
        default: break
        }
      case .delegate:
        if log.channels[index] == .drag, event.name == "itemsForBeginning",
          let session = InvariantLog.value("session", event), source[session] == nil
        {
          source[session] = event.subject
        }
        if log.channels[index] == .drag, InvariantLog.dropName(event.name) == "sessionDidEnd",
          let session = InvariantLog.value("session", event)
        {
          sourceEnded.insert(session)
        }
      default:
        break
      }
    }
    guard down.isEmpty else { return [] }
    var found: [Invariants.Violation] = []
    for (session, index) in lifted where !over.contains(session) {
      found.append(
        .init(
          rule: rule, events: [index],
          message: "\(session) lifted but was never dropped or cancelled, and no finger is down"))
    }
    for (session, index) in began.sorted(by: { $0.value < $1.value })
    where !sourceEnded.contains(session) {
      if let subject = source[session],
        notImplemented.contains("\(subject) sessionDidEnd")
          || notImplemented.contains("\(subject) dragSessionDidEnd")
      {
        continue
      }
      found.append(
        .init(
          rule: rule, events: [index],
          message: "\(session) began dragging but its source never got sessionDidEnd"))
    }
    return found
  }
}
