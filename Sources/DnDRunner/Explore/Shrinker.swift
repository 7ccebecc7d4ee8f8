import DnDFormats
import DnDSimulator
import VirtualTime

/// A failing seed's touches and plan, as the shrinker cuts them down.
struct ShrinkCase: Equatable {
  var records: [TraceRecord]
  var plan: FaultPlan
}

/// Cuts a failing case down to one where **no single step can be removed** and it still fails
/// the same rule (1-minimal, as in Zeller and Hildebrandt's delta debugging).
///
/// Steps, in this order, each pass greedy and each accepted step kept:
/// 1. remove a whole finger (began to end);
/// 2. remove move and stationary samples — halves of what is left first, then quarters, down to
///    single samples;
/// 3. remove an action;
/// 4. remove a fault rule, a user cancel, the reverse completion order, a rule's progress steps;
/// 5. shorten a rule's delay: to zero, else to half (whole milliseconds).
///
/// Passes repeat until one changes nothing: then every single step was tried on the final case
/// and none kept the failure — 1-minimal. Every step removes or shortens something, so this
/// ends. ``budget`` caps the replays; a shrink that reaches it says it is not proven minimal.
/// Steps never leave a touch that begins without ending (``TraceEdits``).
struct Shrinker {
  struct Result {
    var shrunk: ShrinkCase
    var replays: Int
    /// False when the budget ran out before a pass changed nothing.
    var isOneMinimal: Bool
  }

  var budget: Int
  /// Whether a candidate still fails the same way (one replay).
  var fails: (ShrinkCase) -> Bool

  func shrink(_ start: ShrinkCase) -> Result {
    var session = Session(budget: budget, fails: fails)
    var current = start
    while session.hasBudget {
      let before = current
      current = session.removeFingers(current)
      current = session.removeMoves(current)
      current = session.removeActions(current)
      current = session.removeFaults(current)
      current = session.shortenDelays(current)
      if current == before {
        return Result(shrunk: current, replays: session.replays, isOneMinimal: session.hasBudget)
      }
    }
    return Result(shrunk: current, replays: session.replays, isOneMinimal: false)
  }

  /// One shrink's replay count and its greedy passes.
  private struct Session {
    let budget: Int
    let fails: (ShrinkCase) -> Bool
    var replays = 0

    var hasBudget: Bool { replays < budget }

    /// Replays `candidate` (within the budget): true when it still fails.
    mutating func keeps(_ candidate: ShrinkCase) -> Bool {
      guard hasBudget else { return false }
      replays += 1
      return fails(candidate)
    }

    mutating func removeFingers(_ start: ShrinkCase) -> ShrinkCase {
      var current = start
      for finger in TraceEdits.fingers(start.records) {
        var candidate = current
        candidate.records = TraceEdits.removingFinger(finger, from: current.records)
        if keeps(candidate) { current = candidate }
      }
      return current
    }

    mutating func removeMoves(_ start: ShrinkCase) -> ShrinkCase {
      var current = start
      var chunk = max(1, TraceEdits.moves(current.records).count / 2)
      while true {
        var offset = 0
        while true {
          let moves = TraceEdits.moves(current.records)
          guard offset < moves.count else { break }
          var candidate = current
          candidate.records = TraceEdits.removing(
            Set(moves[offset..<min(offset + chunk, moves.count)]), from: current.records)
          if keeps(candidate) { current = candidate } else { offset += chunk }
          if !hasBudget { return current }
        }
        if chunk == 1 { return current }
        chunk /= 2
      }
    }

    mutating func removeActions(_ start: ShrinkCase) -> ShrinkCase {
      var current = start
      var position = 0
      while position < TraceEdits.actions(current.records).count {
        var candidate = current
        candidate.records = TraceEdits.removingRecord(
          TraceEdits.actions(current.records)[position], from: current.records)
        if keeps(candidate) { current = candidate } else { position += 1 }
      }
      return current
    }

    mutating func removeFaults(_ start: ShrinkCase) -> ShrinkCase {
      var current = start
      var position = 0
      while position < current.plan.rules.count {
        var candidate = current
        candidate.plan.rules.remove(at: position)
        if keeps(candidate) { current = candidate } else { position += 1 }
      }
      position = 0
      while position < current.plan.userCancels.count {
        var candidate = current
        candidate.plan.userCancels.remove(at: position)
        if keeps(candidate) { current = candidate } else { position += 1 }
      }
      if current.plan.completionOrder == .reverse {
        var candidate = current
        candidate.plan.completionOrder = .natural
        if keeps(candidate) { current = candidate }
      }
      for index in current.plan.rules.indices
      where current.plan.rules[index].script.progressSteps > 0 {
        var candidate = current
        candidate.plan.rules[index].script.progressSteps = 0
        if keeps(candidate) { current = candidate }
      }
      return current
    }

    mutating func shortenDelays(_ start: ShrinkCase) -> ShrinkCase {
      var current = start
      for index in current.plan.rules.indices {
        var delay = current.plan.rules[index].script.delay.nanoseconds / 1_000_000
        var candidateDelays = delay > 0 ? [Int64(0)] : []
        while let next = candidateDelays.popLast() {
          var candidate = current
          candidate.plan.rules[index].script.delay = .milliseconds(next)
          if keeps(candidate) {
            current = candidate
            delay = next
            if delay > 1 { candidateDelays = [delay / 2] }
          } else if next == 0 && delay > 1 {
            candidateDelays = [delay / 2]
          }
        }
      }
      return current
    }
  }
}
