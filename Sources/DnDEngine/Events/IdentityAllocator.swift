/// Hands out the stable identities that appear in logs: `S1`, `S2` for sessions, `I1` for drag
/// items, `P1` for item providers, `L1` for loads, `M1` for animators, `F1` for fingers.
///
/// Numbers count up from 1 per prefix in the order objects are created, so the same scenario
/// always produces the same names — unlike addresses or object identifiers.
public final class IdentityAllocator {
  private var counters: [String: Int] = [:]

  public init() {}

  /// The next identity with `prefix`: `next("S")` → `S1`, then `S2` …
  public func next(_ prefix: String) -> String {
    let number = (counters[prefix] ?? 0) + 1
    counters[prefix] = number
    return "\(prefix)\(number)"
  }
}
