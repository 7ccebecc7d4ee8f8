import DnDFormats
import Foundation

/// One seed that failed: the case, the seed, the first violation (the rule a shrink keeps) and
/// the command that replays it.
public struct ExploreFailure: Sendable, Equatable {
  public var caseName: String
  public var seed: UInt64
  public var mode: JitterMode
  public var violation: ExploreViolation
  /// Every rule the seed broke, in the oracle's order, without repeats.
  public var rules: [String]
  /// `dndsim explore TRACE --variant V --seed S …`: replays this seed bit for bit.
  public var reproduce: String

  /// The failure of `seed` of `explored`, whose replay broke `violations` (at least one).
  init(
    _ explored: ExploreCase, seed: UInt64, mode: JitterMode, violations: [ExploreViolation],
    reproduceOptions: [String]
  ) {
    caseName = explored.name
    self.seed = seed
    self.mode = mode
    violation = violations[0]
    rules = []
    for violation in violations where !rules.contains(violation.rule) {
      rules.append(violation.rule)
    }
    var command = ["dndsim", "explore", explored.tracePath]
    if explored.variant.name != TraceVariant.defaultName {
      command += ["--variant", explored.variant.name]
    }
    command += ["--seed", "\(seed)"]
    if mode != .keep { command += ["--jitter", mode.rawValue] }
    command += reproduceOptions
    reproduce = command.map(ShellQuoting.quoted).joined(separator: " ")
  }
}

/// Words of a command line as a POSIX shell reads them back.
enum ShellQuoting {
  static func quoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && (CharacterSet.alphanumerics.contains($0) || "-_./@=:,+".unicodeScalars.contains($0))
    }
    if plain && !word.isEmpty { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
