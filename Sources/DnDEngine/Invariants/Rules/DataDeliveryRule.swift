/// `data-only-in-perform-drop`: data reaches an app only through a load started inside
/// `performDrop` (or a paste handler), and only if that app may see one of the provider's
/// representations (Docs/engine.md §4, §9). A load started anywhere else must end without data.
///
/// Where a load started is read from the log: the nearest earlier event at the same instant that
/// is a drag or drop call, a touch or a gesture decision (the app's own notes, list changes,
/// animations and other loads in between are the drop's own work).
enum DataDeliveryRule {
  static let rule = "data-only-in-perform-drop"
  static let dropCalls: Set<String> = ["performDrop", "paste"]

  static func check(_ log: InvariantLog, context: InvariantContext) -> [Invariants.Violation] {
    var origin: [String: (start: Int, receiver: String?)] = [:]
    var found: [Invariants.Violation] = []
    for (index, event) in log.events.enumerated() where event.kind == .load {
      switch event.name {
      case "started":
        origin[event.subject] = (index, receiver(of: index, in: log))
      case "completed":
        guard let (start, receiver) = origin[event.subject] else { continue }
        let load = event.subject
        guard let receiver else {
          found.append(
            .init(
              rule: rule, events: [start, index],
              message: "\(load) delivered data though it did not start inside performDrop"))
          continue
        }
        guard let provider = InvariantLog.value("provider", log.events[start]),
          let app = context.appOfInteraction[receiver],
          let receivers = context.receiversOfProvider[provider]
        else { continue }
        if !receivers.contains(app) {
          found.append(
            .init(
              rule: rule, events: [start, index],
              message:
                "\(load) delivered data of \(provider) to \(app), which none of its representations' visibility allows"
            ))
        }
      default:
        continue
      }
    }
    return found
  }

  /// The drop interaction whose `performDrop` (or paste handler) the load at `index` started in,
  /// or `nil` when it started anywhere else.
  private static func receiver(of index: Int, in log: InvariantLog) -> String? {
    let time = log.events[index].time
    var position = index - 1
    while position >= 0, log.events[position].time == time {
      let event = log.events[position]
      switch log.channels[position] {
      case .drop:
        return dropCalls.contains(InvariantLog.dropName(event.name)) ? event.subject : nil
      case .drag, .touch, .gesture:
        return nil
      case .app, .animation, .load, .system, .list:
        position -= 1
      }
    }
    return nil
  }
}
