/// Which lines of `a` were removed and which lines of `b` were added, by Myers' O(ND)
/// difference algorithm in its linear-space form ("An O(ND) Difference Algorithm and Its
/// Variations", 1986, §4b), as in diff-match-patch's `bisect`.
///
/// Common prefixes and suffixes are matched first, then the middle snake splits the rest and
/// each half is solved the same way. The result is a shortest edit script. Time is
/// O((N+M)·D) and memory O(N+M), so two 200,000-line logs that differ in a few lines compare in
/// a few passes over the lines.
///
/// Deterministic tie-break: among equally short scripts the algorithm's choices are fixed
/// (forward prefers the diagonal reached furthest, a deletion on ties), and the caller prints
/// each changed block's removed lines before its added ones, as GNU diff and git do.
struct MyersDiff {
  /// Whether line `i` of `a` equals line `j` of `b`.
  private let equal: (Int, Int) -> Bool
  /// `removed[i]`: line `i` of `a` is not in the common subsequence.
  private(set) var removed: [Bool]
  /// `added[j]`: line `j` of `b` is not in the common subsequence.
  private(set) var added: [Bool]

  init(count a: Int, _ b: Int, equal: @escaping (Int, Int) -> Bool) {
    self.equal = equal
    removed = Array(repeating: false, count: a)
    added = Array(repeating: false, count: b)
    compare(0, a, 0, b)
  }

  /// The pairs of lines the script keeps, in order.
  var matches: [(Int, Int)] {
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < removed.count && j < added.count {
      if removed[i] {
        i += 1
      } else if added[j] {
        j += 1
      } else {
        pairs.append((i, j))
        i += 1
        j += 1
      }
    }
    return pairs
  }

  private mutating func compare(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) {
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
      compare(aStart, x, bStart, y)
      compare(x, aEnd, y, bEnd)
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
    let offset = maxD
    let length = 2 * maxD + 2
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

    for d in 0..<maxD {
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
    return nil
  }
}
