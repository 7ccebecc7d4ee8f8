/// The longest chain of line pairs in the same order on both sides, for ``AnchoredDiff``.
///
/// The pairs come sorted by their old line and each new line appears at most once, so the chain is
/// a longest strictly increasing subsequence of the new lines. Patience sorting finds one in
/// O(k log k): pile `p` keeps the pair with the smallest new line that ends an increasing chain of
/// length `p + 1`, and each pair remembers the top of the pile to its left when it was placed.
/// Ties are resolved the same way every time (the first pile whose top is greater), so the result
/// is deterministic. Two logs of one scene put most pairs in order, so a pair that extends the
/// last pile is checked first, without a binary search.
enum LongestIncreasingChain {
  static func of(_ pairs: [(old: Int, new: Int)]) -> [(old: Int, new: Int)] {
    guard !pairs.isEmpty else { return [] }
    /// Index in `pairs` of each pile's top, and that top's new line.
    var tops: [Int] = []
    var topLines: [Int] = []
    tops.reserveCapacity(pairs.count)
    topLines.reserveCapacity(pairs.count)
    /// For each pair, the pair before it in its chain, or -1.
    var previous = [Int32](repeating: -1, count: pairs.count)
    for (index, pair) in pairs.enumerated() {
      // The first pile whose top's new line is greater than this pair's.
      var low: Int
      if let last = topLines.last, last < pair.new {
        low = tops.count
      } else {
        low = 0
        var high = tops.count
        while low < high {
          let middle = (low + high) / 2
          if topLines[middle] < pair.new { low = middle + 1 } else { high = middle }
        }
      }
      if low > 0 { previous[index] = Int32(tops[low - 1]) }
      if low == tops.count {
        tops.append(index)
        topLines.append(pair.new)
      } else {
        tops[low] = index
        topLines[low] = pair.new
      }
    }
    // Filled from its end, following the links back from the top of the last pile.
    var chain = [(old: Int, new: Int)](repeating: (0, 0), count: tops.count)
    var index = tops[tops.count - 1]
    for position in stride(from: chain.count - 1, through: 0, by: -1) {
      chain[position] = pairs[index]
      index = Int(previous[index])
    }
    return chain
  }
}
