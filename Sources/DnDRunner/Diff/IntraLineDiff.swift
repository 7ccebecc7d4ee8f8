/// Which parts of a removed line and of the added line paired with it differ, for the
/// highlighting inside a side-by-side diff row.
///
/// The comparison is by **word**: identifiers, numbers (`0.416000` as one token, so a changed
/// time is highlighted whole rather than digit by digit), runs of spaces, and single punctuation
/// characters. The longest common subsequence of tokens is kept; ties are broken the same way
/// every time (a removal before an addition), so the page's bytes depend only on its input.
enum IntraLineDiff {
  /// A run of a line's text, changed or not.
  struct Segment: Equatable {
    var text: String
    var changed: Bool
  }

  /// The old and the new line cut into segments; joining each side's texts gives the line back.
  struct Result: Equatable {
    var old: [Segment]
    var new: [Segment]
  }

  /// Above this many token pairs the middle of the lines (after their common prefix and suffix)
  /// is marked changed as a whole, so a pathological line cannot make the report quadratic.
  static let maximumCells = 250_000

  /// Below this share of their (non-space) characters in common, two lines are unrelated: a
  /// reader is better served by two plain lines than by confetti of highlighted fragments.
  static let minimumSimilarity = 0.4

  /// The segments to highlight in a paired removed and added line: ``compare(_:_:)``, or each
  /// line as one plain segment when the lines have too little in common (the row's colour
  /// already says they differ).
  static func highlight(_ old: String, _ new: String) -> Result {
    let result = compare(old, new)
    func kept(_ segments: [Segment]) -> Int {
      segments.filter { !$0.changed }.reduce(0) { $0 + $1.text.filter { $0 != " " }.count }
    }
    let longest = max(old.filter { $0 != " " }.count, new.filter { $0 != " " }.count)
    let common = min(kept(result.old), kept(result.new))
    guard longest > 0, Double(common) >= minimumSimilarity * Double(longest) else {
      return Result(
        old: old.isEmpty ? [] : [Segment(text: old, changed: false)],
        new: new.isEmpty ? [] : [Segment(text: new, changed: false)])
    }
    return result
  }

  /// Both lines cut into kept and changed segments, by the longest common subsequence of their
  /// tokens.
  static func compare(_ old: String, _ new: String) -> Result {
    let a = tokens(old)
    let b = tokens(new)
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    var keepA = Array(repeating: true, count: prefix)
    var keepB = keepA
    let (innerA, innerB) = commonSubsequence(middleA, middleB)
    keepA += innerA
    keepB += innerB
    keepA += Array(repeating: true, count: suffix)
    keepB += Array(repeating: true, count: suffix)
    absorbShortEqualRuns(a, &keepA)
    absorbShortEqualRuns(b, &keepB)
    return Result(old: segments(a, keepA), new: segments(b, keepB))
  }

  /// Identifiers, numbers, space runs and single other characters.
  static func tokens(_ line: String) -> [String] {
    enum Kind { case word, space, other }
    func kind(_ character: Character) -> Kind {
      if character == " " || character == "\t" { return .space }
      if character.isLetter || character.isNumber || character == "_" { return .word }
      return .other
    }
    let characters = Array(line)
    var result: [String] = []
    var index = 0
    while index < characters.count {
      let start = index
      let first = kind(characters[index])
      index += 1
      switch first {
      case .other:
        break
      case .space:
        while index < characters.count && kind(characters[index]) == .space { index += 1 }
      case .word:
        while index < characters.count {
          if kind(characters[index]) == .word {
            index += 1
          } else if characters[index] == "." && index + 1 < characters.count
            && characters[index - 1].isNumber && characters[index + 1].isNumber
          {
            // A decimal point inside a number keeps the number one token.
            index += 1
          } else {
            break
          }
        }
      }
      result.append(String(characters[start..<index]))
    }
    return result
  }

  /// Which tokens of `a` and of `b` belong to a longest common subsequence.
  private static func commonSubsequence(_ a: [String], _ b: [String]) -> ([Bool], [Bool]) {
    let n = a.count
    let m = b.count
    if n == 0 || m == 0 || n * m > maximumCells {
      return (Array(repeating: false, count: n), Array(repeating: false, count: m))
    }
    // lengths[i][j]: the LCS length of a[i...] and b[j...], in one flat array.
    let width = m + 1
    var lengths = Array(repeating: 0, count: (n + 1) * width)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var keepA = Array(repeating: false, count: n)
    var keepB = Array(repeating: false, count: m)
    var i = 0
    var j = 0
    while i < n && j < m {
      if a[i] == b[j] {
        keepA[i] = true
        keepB[j] = true
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return (keepA, keepB)
  }

  /// A short kept run of punctuation and spaces between two changed tokens is marked changed
  /// too: `(a, b)` → `(c, d)` reads better as one change `a, b` than as two with a kept `, `.
  private static func absorbShortEqualRuns(_ tokens: [String], _ keep: inout [Bool]) {
    var index = 0
    while index < keep.count {
      guard keep[index] else {
        index += 1
        continue
      }
      var end = index
      while end < keep.count && keep[end] { end += 1 }
      let run = tokens[index..<end].joined()
      if index > 0 && end < keep.count && run.count <= 3
        && !run.contains(where: { $0.isLetter || $0.isNumber })
      {
        for position in index..<end { keep[position] = false }
      }
      index = end
    }
  }

  /// Consecutive tokens with the same state joined into segments.
  private static func segments(_ tokens: [String], _ keep: [Bool]) -> [Segment] {
    var result: [Segment] = []
    for (token, kept) in zip(tokens, keep) {
      if let last = result.last, last.changed == !kept {
        result[result.count - 1].text += token
      } else {
        result.append(Segment(text: token, changed: !kept))
      }
    }
    return result
  }
}
