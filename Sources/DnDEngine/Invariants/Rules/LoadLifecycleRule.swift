/// `load-completes-once`: a load's life is `started`, any `progress`, then exactly one of
/// `completed`, `failed` or `cancelled` (Docs/engine.md §4: "completes exactly once"). A load
/// still open when the replay settled never called its completion — a hang nobody cancelled, or
/// a lost completion.
enum LoadLifecycleRule {
  static let rule = "load-completes-once"

  static func check(_ log: InvariantLog, loadsMayHang: Bool) -> [Invariants.Violation] {
    var started: [String: Int] = [:]
    var finished: [String: Int] = [:]
    var order: [String] = []
    var found: [Invariants.Violation] = []
    func fail(_ events: [Int], _ message: String) {
      found.append(.init(rule: rule, events: events, message: message))
    }
    for (index, event) in log.events.enumerated() where event.kind == .load {
      let load = event.subject
      switch event.name {
      case "started":
        if let first = started[load] {
          fail([first, index], "\(load) started twice")
        } else {
          started[load] = index
          order.append(load)
        }
      case "progress":
        if started[load] == nil {
          fail([index], "\(load) reported progress before it started")
        } else if let end = finished[load] {
          fail([end, index], "\(load) reported progress after it finished")
        }
      case "completed", "failed", "cancelled":
        if started[load] == nil {
          fail([index], "\(load) \(event.name) without having started")
        } else if let end = finished[load] {
          fail(
            [end, index], "\(load) finished twice (\(log.events[end].name), then \(event.name))")
        } else {
          finished[load] = index
        }
      default:
        break
      }
    }
    for load in order where finished[load] == nil && !loadsMayHang {
      fail([started[load]!], "\(load) never completed, failed or was cancelled")
    }
    return found
  }
}
