/// `restricted-session-stays-home`: a session its drag delegate restricted to the dragging app
/// (and, on a phone, every session) is never shown to another app's drop interaction
/// (Docs/engine.md §9). The session's app is the app of the interaction that answered
/// `itemsForBeginning` for it; needs ``InvariantContext/appOfInteraction``.
enum RestrictedSessionRule {
  static let rule = "restricted-session-stays-home"

  static func check(_ log: InvariantLog, context: InvariantContext) -> [Invariants.Violation] {
    guard !context.appOfInteraction.isEmpty else { return [] }
    var home: [String: String] = [:]
    var restricted: Set<String> = []
    var found: [Invariants.Violation] = []
    var reported: Set<String> = []
    for (index, event) in log.events.enumerated() {
      guard let session = InvariantLog.value("session", event) else { continue }
      switch log.channels[index] {
      case .drag:
        let name = InvariantLog.dropName(event.name)
        if name == "itemsForBeginning", home[session] == nil {
          home[session] = context.appOfInteraction[event.subject]
        }
        if name == "sessionIsRestrictedToDraggingApplication", event.result == "true" {
          restricted.insert(session)
        }
      case .drop:
        guard restricted.contains(session) || context.everySessionRestricted,
          let source = home[session], let app = context.appOfInteraction[event.subject],
          app != source, reported.insert("\(event.subject)|\(session)").inserted
        else { continue }
        found.append(
          .init(
            rule: rule, events: [index],
            message:
              "restricted session \(session) of \(source) was shown to \(event.subject) of \(app)"))
      default:
        continue
      }
    }
    return found
  }
}
