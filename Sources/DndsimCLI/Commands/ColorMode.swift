import ArgumentParser

/// When `dndsim diff` colours its output (`--color`).
enum ColorMode: String, ExpressibleByArgument, CaseIterable, Sendable {
  /// Colours only for a person at a terminal: never in a pipe, a file or a CI log.
  case auto
  case always
  case never

  /// Whether to colour. `always` and `never` are what they say, an explicit choice overriding
  /// the environment (as no-color.org allows for command-line flags). `auto` colours only when
  /// standard output is a terminal, `NO_COLOR` is unset or empty (no-color.org), and `TERM` is
  /// not `dumb` (a terminal without escape codes, as git checks).
  func usesColor(standardOutputIsTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return standardOutputIsTerminal
    }
  }
}
