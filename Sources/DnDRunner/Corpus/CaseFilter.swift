#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--filter PATTERN`: which cases a run keeps, by case name.
///
/// A pattern with a glob character (`*`, `?`, `[`) must match the whole name, and `*` crosses
/// `/` (so `*copy*` finds `Traces/pinboard/copy@slow`); any other pattern keeps the names that
/// contain it. Several filters keep a case matched by any of them.
package struct CaseFilter: Sendable {
  package var patterns: [String]

  package init(_ patterns: [String]) { self.patterns = patterns }

  package var isEmpty: Bool { patterns.isEmpty }

  package func matches(_ name: String) -> Bool {
    if patterns.isEmpty { return true }
    return patterns.contains { Self.matches(name, pattern: $0) }
  }

  package static func matches(_ name: String, pattern: String) -> Bool {
    if pattern.contains(where: { "*?[".contains($0) }) {
      return fnmatch(pattern, name, 0) == 0
    }
    return name.contains(pattern)
  }
}
