/// `drop-session-end-after-decision`: a drop interaction hears `sessionDidEnd` only once the
/// session was dropped or cancelled (Docs/engine.md §3.1 step 5, §3.2 step 4) — never while the
/// finger is still dragging. That each interaction which saw the session hears it exactly once
/// is Docs/uikit-behaviour.md §5 check 7 (`gt5-check-7`).
enum DropSessionEndRule {
  static let rule = "drop-session-end-after-decision"

  static func check(_ log: InvariantLog) -> [Invariants.Violation] {
    var decided: Set<String> = []
    var found: [Invariants.Violation] = []
    for (index, event) in log.events.enumerated() {
      if event.kind == .gesture, event.name == "drop" || event.name == "cancel" {
        decided.insert(event.subject)
        continue
      }
      guard log.channels[index] == .drop,
        InvariantLog.dropName(event.name) == "sessionDidEnd",
        let session = InvariantLog.value("session", event), !decided.contains(session)
      else { continue }
      found.append(
        .init(
          rule: rule, events: [index],
          message:
            "\(event.subject) got sessionDidEnd for \(session) before it was dropped or cancelled"))
    }
    return found
  }
}
