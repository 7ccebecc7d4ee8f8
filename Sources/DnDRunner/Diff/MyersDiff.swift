/// Which lines of `a` were removed and which lines of `b` were added, by Myers' O(ND)
/// difference algorithm in its linear-space form ("An O(ND) Difference Algorithm and Its
/// Variations", 1986, §4b), as in diff-match-patch's `bisect`.
///
/// Common prefixes and suffixes are matched first, then the middle snake splits the rest and
/// each half is solved the same way. The result is a shortest edit script. Time is
/// O((N+M)·D) and memory O(N+M). That is fast for the small gaps ``AnchoredDiff`` hands it, and
/// too slow for whole million-line logs with thousands of changes, which is why it only ever sees
/// gaps.
///
/// Deterministic tie-break: among equally short scripts the algorithm's choices are fixed
/// (forward prefers the diagonal reached furthest, a deletion on ties), and the caller prints
/// each changed block's removed lines before its added ones, as GNU diff and git do.
///
/// With a ``costLimit`` the search gives up minimality, as GNU diff's `too_expensive` heuristic
/// does: a middle-snake search that reaches that many edits without meeting splits the problem
/// at the furthest point its forward search reached instead. ``AnchoredDiff`` sets one only for
/// large gaps without unique lines, so that no input makes the comparison quadratic.
struct MyersDiff {
  /// Whether line `i` of `a` equals line `j` of `b`.
  private let equal: (Int, Int) -> Bool
  /// The most edits one middle-snake search explores; `nil` for an exact (minimal) script.
  private let costLimit: Int?

  init(costLimit: Int? = nil, equal: @escaping (Int, Int) -> Bool) {
    self.costLimit = costLimit.map { max(1, $0) }
    self.equal = equal
  }

  /// Sets `removed[i]` for each line `i` of `aRange` not in the common subsequence found, and
  /// `added[j]` for each such line `j` of `bRange`; other entries are left alone.
  func mark(
    _ aRange: Range<Int>, _ bRange: Range<Int>, removed: inout [Bool], added: inout [Bool]
  ) {
    compare(
      aRange.lowerBound, aRange.upperBound, bRange.lowerBound, bRange.upperBound,
      removed: &removed, added: &added)
  }

  private func compare(
    _ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int, removed: inout [Bool],
    added: inout [Bool]
  ) {
    var aStart = aStart
    var bStart = bStart
    var aEnd = aEnd
    var bEnd = bEnd
    while aStart < aEnd && bStart < bEnd && equal(aStart, bStart) {
      aStart += 1
      bStart += 1
    }
    while aStart < aEnd && bStart < bEnd && equal(aEnd - 1, bEnd - 1) {
      aEnd -= 1
      bEnd -= 1
    }
    if aStart == aEnd {
      for j in bStart..<bEnd { added[j] = true }
      return
    }
    if bStart == bEnd {
      for i in aStart..<aEnd { removed[i] = true }
      return
    }
    if let (x, y) = middleSnake(aStart, aEnd, bStart, bEnd) {
      compare(aStart, x, bStart, y, removed: &removed, added: &added)
      compare(x, aEnd, y, bEnd, removed: &removed, added: &added)
    } else {
      for i in aStart..<aEnd { removed[i] = true }
      for j in bStart..<bEnd { added[j] = true }
    }
  }

  /// A point (absolute indices) on a shortest edit path of the two ranges, strictly inside the
  /// problem, found where the forward and backward searches meet.
  private func middleSnake(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) -> (Int, Int)? {
    let n = aEnd - aStart
    let m = bEnd - bStart
    let maxD = (n + m + 1) / 2
    // Diagonals beyond ±(limit + 1) are never visited, so a limited search needs small arrays.
    let limit = min(maxD, costLimit ?? maxD)
    let offset = limit + 1
    let length = 2 * limit + 4
    var forward = [Int](repeating: -1, count: length)
    var backward = [Int](repeating: -1, count: length)
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    let delta = n - m
    // With an odd delta the paths meet while extending forward, otherwise while extending back.
    let checkForward = delta % 2 != 0
    var forwardStart = 0
    var forwardEnd = 0
    var backwardStart = 0
    var backwardEnd = 0

    for d in 0..<limit {
      var k = -d + forwardStart
      while k <= d - forwardEnd {
        let index = offset + k
        var x =
          (k == -d || (k != d && forward[index - 1] < forward[index + 1]))
          ? forward[index + 1] : forward[index - 1] + 1
        var y = x - k
        while x < n && y < m && equal(aStart + x, bStart + y) {
          x += 1
          y += 1
        }
        forward[index] = x
        if x > n {
          forwardEnd += 2
        } else if y > m {
          forwardStart += 2
        } else if checkForward {
          let other = offset + delta - k
          if other >= 0 && other < length && backward[other] != -1 && x >= n - backward[other] {
            return (aStart + x, bStart + y)
          }
        }
        k += 2
      }

      k = -d + backwardStart
      while k <= d - backwardEnd {
        let index = offset + k
        var x =
          (k == -d || (k != d && backward[index - 1] < backward[index + 1]))
          ? backward[index + 1] : backward[index - 1] + 1
        var y = x - k
        while x < n && y < m && equal(aEnd - 1 - x, bEnd - 1 - y) {
          x += 1
          y += 1
        }
        backward[index] = x
        if x > n {
          backwardEnd += 2
        } else if y > m {
          backwardStart += 2
        } else if !checkForward {
          let other = offset + delta - k
          if other >= 0 && other < length && forward[other] != -1 {
            let forwardX = forward[other]
            let forwardY = offset + forwardX - other
            if forwardX >= n - x { return (aStart + forwardX, bStart + forwardY) }
          }
        }
        k += 2
      }
    }
    guard limit < maxD else { return nil }
    // Too expensive: the forward point reached furthest along the diagonals explored last (a
    // real point of some edit path, past the start after at least one edit).
    var best: (x: Int, y: Int)?
    var k = -(limit - 1) + forwardStart
    while k <= (limit - 1) - forwardEnd {
      let x = forward[offset + k]
      let y = x - k
      if x >= 0 && x <= n && y >= 0 && y <= m && (x, y) != (n, m) && x + y > 0
        && x + y > (best.map { $0.x + $0.y } ?? 0)
      {
        best = (x, y)
      }
      k += 2
    }
    return best.map { (aStart + $0.x, bStart + $0.y) }
  }
}
