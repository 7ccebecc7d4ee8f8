/// `placeholder-resolved`: a placeholder stands in for data still loading; by the end it is
/// committed (becomes the real item) or deleted, or a `reloadData` of its list removed it
/// (Docs/engine.md §13.6). One left over is a cell showing "loading" forever.
enum PlaceholderRule {
  static let rule = "placeholder-resolved"

  static func check(_ log: InvariantLog) -> [Invariants.Violation] {
    var open: [(key: String, index: Int)] = []
    for (index, event) in log.events.enumerated() where event.kind == .list {
      let placeholder = InvariantLog.value("placeholder", event)
      switch event.name {
      case "placeholderInserted":
        if let placeholder { open.append(("\(event.subject)|\(placeholder)", index)) }
      case "commitInsertion", "placeholderDeleted":
        if let placeholder {
          open.removeAll { $0.key == "\(event.subject)|\(placeholder)" }
        }
      case "reloadData":
        open.removeAll { $0.key.hasPrefix("\(event.subject)|") }
      default:
        break
      }
    }
    return open.map { entry in
      let event = log.events[entry.index]
      return Invariants.Violation(
        rule: rule, events: [entry.index],
        message:
          "\(event.subject) placeholder \(InvariantLog.value("placeholder", event) ?? "?") was never committed or deleted"
      )
    }
  }
}
