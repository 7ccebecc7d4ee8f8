import DnDEngine

/// What the plain replay of a case showed about its data, so that generated fault rules match
/// loads that really happen (a rule naming a provider the case never loads tests nothing).
///
/// Every list is in first-seen order, without repeats: the facts of a case are the same on
/// every run.
public struct CaseFacts: Sendable, Equatable {
  /// Log ids of the providers that were loaded (`P1`).
  public var loadedProviders: [String] = []
  /// Suggested names of attached providers (`beach.png`): the other way a rule names one.
  public var suggestedNames: [String] = []
  /// Log ids of the drag items (`I1`).
  public var items: [String] = []
  /// Types of the attached providers' representations.
  public var types: [String] = []
  /// Apps owning the attached providers' data.
  public var apps: [String] = []
  /// How many loads started.
  public var loads = 0
  /// The time of the trace's last record, in microseconds.
  public var endMicroseconds: Int64 = 0

  public init() {}

  /// The facts of one replay: its log, and the providers it attached.
  init(events: [EngineEvent], providers: [ItemProvider], endMicroseconds: Int64) {
    self.endMicroseconds = endMicroseconds
    for event in events {
      switch (event.kind, event.name) {
      case (.load, "started"):
        loads += 1
        if let provider = event.arguments.first(where: { $0.label == "provider" })?.value {
          Self.add(provider, to: &loadedProviders)
        }
      case (.delegate, "itemsForBeginning"), (.delegate, "itemsForAddingTo"):
        for item in Self.list(event.result) { Self.add(item, to: &items) }
      default:
        break
      }
    }
    for provider in providers {
      if let name = provider.suggestedName { Self.add(name, to: &suggestedNames) }
      if let app = provider.owner?.name { Self.add(app, to: &apps) }
      for representation in provider.representations {
        Self.add(representation.type.rawValue, to: &types)
      }
    }
  }

  private static func add(_ value: String, to list: inout [String]) {
    if !list.contains(value) { list.append(value) }
  }

  /// `[I1, I2]` → `["I1", "I2"]`.
  private static func list(_ text: String?) -> [String] {
    guard let text, text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 else { return [] }
    return text.dropFirst().dropLast().split(separator: ",").map {
      $0.filter { $0 != " " }
    }
  }
}
