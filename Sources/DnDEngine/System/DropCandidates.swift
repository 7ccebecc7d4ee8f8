/// A drop interaction under the hit point, with the app of its view when it was found.
struct DropCandidate {
  let interaction: DropInteraction
  let app: App?
}

/// The drop candidates under a point, innermost first: almost always none or one, so they are
/// held without an array (an allocation per touch sample) until there are two.
struct DropCandidates: RandomAccessCollection {
  private var first: DropCandidate?
  private var others: [DropCandidate] = []

  var startIndex: Int { 0 }
  var endIndex: Int { first == nil ? 0 : 1 + others.count }

  subscript(position: Int) -> DropCandidate {
    position == 0 ? first! : others[position - 1]
  }

  mutating func append(_ candidate: DropCandidate) {
    if first == nil {
      first = candidate
    } else {
      others.append(candidate)
    }
  }
}
