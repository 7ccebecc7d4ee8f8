import DnDEngine
import VirtualTime

/// One delegate call of the log: when, on what, which method, its arguments and its answer.
public struct DelegateCall: Equatable, Sendable, CustomStringConvertible {
  /// Virtual time since the device started.
  public var time: VirtualDuration
  /// The interaction or view role the call was made on (`photo.drag`, `albums.drop`,
  /// `albums.dataSource`).
  public var subject: String
  public var method: String
  public var arguments: [String: String]
  /// The answer as logged (nil for a call that returns nothing).
  public var result: String?

  public var description: String {
    "\(subject) \(method)" + (result.map { " -> \($0)" } ?? "")
  }
}

/// One data load of the log and how it ended.
public struct LoadRecord: Equatable, Sendable {
  /// `L1`, `L2` … in start order.
  public var id: String
  public var started: VirtualDuration
  /// The provider (`P1`) and what was asked for (`class: String`, `type: public.png`).
  public var arguments: [String: String]
  /// `completed`, `failed` or `cancelled`; nil while running.
  public var outcome: String?
  public var ended: VirtualDuration?
}

/// Typed queries over a device's event log, for tests that assert without a golden.
extension SimulatedDevice {
  /// Every delegate call, in order.
  public var calls: [DelegateCall] {
    log.events.filter { $0.kind == .delegate }.map { event in
      DelegateCall(
        time: event.time - VirtualInstant.start, subject: event.subject, method: event.name,
        arguments: Dictionary(
          event.arguments.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first }),
        result: event.result)
    }
  }

  /// The calls made on `subject` (an interaction's name: `photo.drag`), in order.
  public func calls(on subject: String) -> [DelegateCall] {
    calls.filter { $0.subject == subject }
  }

  /// The calls of `method`, on any subject, in order.
  public func calls(named method: String) -> [DelegateCall] {
    calls.filter { $0.method == method }
  }

  /// `subject method` of every call, in order — the shape most ordering assertions want.
  public var callNames: [String] { calls.map { "\($0.subject) \($0.method)" } }

  /// Every load, in start order, with its outcome.
  public var loads: [LoadRecord] {
    var records: [LoadRecord] = []
    var index: [String: Int] = [:]
    for event in log.events where event.kind == .load {
      let time = event.time - VirtualInstant.start
      switch event.name {
      case "started":
        index[event.subject] = records.count
        records.append(
          LoadRecord(
            id: event.subject, started: time,
            arguments: Dictionary(
              event.arguments.map { ($0.label, $0.value) }, uniquingKeysWith: { first, _ in first }
            )))
      case "completed", "failed", "cancelled":
        if let position = index[event.subject] {
          records[position].outcome = event.name
          records[position].ended = time
        }
      default:
        break
      }
    }
    return records
  }

  /// What a table or collection view did to itself (`list` events: gaps, batch updates,
  /// placeholders, drops), as `name(arguments)`, for the view named `list`.
  public func listChanges(of list: String) -> [String] {
    log.events.filter { $0.kind == .list && $0.subject == list }.map(\.summary)
  }
}
