/// What an exploration saw, for its last lines: seeds run, failures, and coverage — how many
/// seeds used each fault kind and how many seeds' logs held each event. Counts only, in fixed
/// orders, so a summary is byte-identical for any job count.
public struct ExploreSummary: Sendable, Equatable {
  public var cases = 0
  public var seedsRun = 0
  public var failures: [ExploreFailure] = []
  /// Cases that could not be read or replayed at all (bad input).
  public var brokenCases = 0
  /// Seeds whose only violations were the plan's own hang speaking (``ExploreReplay``).
  public var seedsExcusedByHang = 0
  /// Seeds per fault kind their plan (or jitter) used.
  package var faultKinds: [SwarmMix.Kind: Int] = [:]
  /// Seeds whose hold was pushed across a threshold (mode `cross`).
  public var crossings = 0
  /// Seeds per `kind name` event (`delegate performDrop`) seen in their log.
  public var events: [String: Int] = [:]

  public init() {}

  /// 0 no violation · 1 violations found · 2 bad input (the worst wins).
  public var exitCode: Int32 {
    if brokenCases > 0 { return 2 }
    return failures.isEmpty ? 0 : 1
  }

  mutating func add(_ outcome: SeedOutcome) {
    seedsRun += 1
    if outcome.excusedByHang { seedsExcusedByHang += 1 }
    for kind in outcome.faultKinds { faultKinds[kind, default: 0] += 1 }
    if outcome.crossed { crossings += 1 }
    for event in outcome.events { events[event, default: 0] += 1 }
  }

  /// The summary's lines: counts first, then coverage, every list in a fixed order.
  public var lines: [String] {
    var lines = [
      "\(counted(seedsRun, "seed")) run over \(counted(cases, "case")), \(failures.count) failed"
        + (brokenCases > 0 ? ", \(counted(brokenCases, "case")) could not be explored" : "")
    ]
    if seedsExcusedByHang > 0 {
      lines.append(
        "\(counted(seedsExcusedByHang, "seed")) had violations excused: a load the plan hung was "
          + "never cancelled (Docs/exploration.md)")
    }
    lines.append("coverage: fault kinds (seeds using each)")
    for kind in SwarmMix.Kind.allCases where kind != .variantRules {
      lines.append("  \(pad(kind.rawValue, 14)) \(faultKinds[kind, default: 0])")
    }
    if crossings > 0 { lines.append("  \(pad("crossing", 14)) \(crossings)") }
    lines.append("coverage: events (seeds whose log has each)")
    let width = events.keys.map(\.count).max() ?? 0
    for name in events.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      lines.append("  \(pad(name, width)) \(events[name]!)")
    }
    return lines
  }

  private func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

/// What one seed's replay contributes to the summary.
struct SeedOutcome: Sendable {
  var violations: [ExploreViolation]
  var excusedByHang: Bool
  var faultKinds: [SwarmMix.Kind]
  var crossed: Bool
  /// `kind name` of every event the log held, without repeats.
  var events: [String]
}
