/// The fault kinds one seed may use: swarm testing (Groce et al., "Swarm Testing", ISSTA 2012).
///
/// A plan that may use every kind at once rarely shows what one kind does alone: a hang is
/// masked by a failure of the same load, a reverse order by a long delay. So each seed switches
/// each kind **off entirely** with probability one half, and the plan generator and the jitter
/// draw only from what is left. Over many seeds every combination comes up.
package struct SwarmMix: Sendable, Equatable {
  /// The kinds, in a fixed order (the order of draws and of the summary).
  package enum Kind: String, Sendable, CaseIterable, Comparable {
    /// Loads wait: from zero to seconds.
    case delay
    /// Loads report progress steps while they wait.
    case progress
    /// Loads fail.
    case fail
    /// Loads never complete (only a cancel ends them).
    case hang
    /// The user taps Cancel on the progress UI.
    case userCancel = "user-cancel"
    /// Loads that start together complete in reverse order.
    case reverse
    /// The rules of the case's own variant are kept (each with probability one half).
    case variantRules = "variant-rules"
    /// Frame times are jittered (in the meaning-keeping mode).
    case jitter

    package static func < (a: Kind, b: Kind) -> Bool {
      allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
  }

  package var enabled: Set<Kind>

  package init(enabled: Set<Kind>) {
    self.enabled = enabled
  }

  /// Each kind on with probability one half, drawn in ``Kind/allCases`` order.
  init(random: inout ExploreRandom) {
    enabled = Set(Kind.allCases.filter { _ in random.chance(1, in: 2) })
  }

  package func allows(_ kind: Kind) -> Bool { enabled.contains(kind) }
}
