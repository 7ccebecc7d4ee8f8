import MutantSampling

/// The candidates of a snippet, as file `Snippet.swift`.
func candidates(_ source: String) -> [Candidate] {
  MutantEnumeration.candidates(source: source, file: "Snippet.swift")
}

/// The candidates of one operator.
func candidates(_ source: String, _ mutationOperator: MutationOperator) -> [Candidate] {
  candidates(source).filter { $0.operator == mutationOperator.rawValue }
}

/// The UTF-8 offset of the `occurrence`-th (0-based) appearance of `text` in `source`.
func offset(of text: String, in source: String, occurrence: Int = 0) -> Int {
  let bytes = Array(source.utf8)
  let needle = Array(text.utf8)
  var found = 0
  var start = 0
  while start + needle.count <= bytes.count {
    if Array(bytes[start..<start + needle.count]) == needle {
      if found == occurrence { return start }
      found += 1
    }
    start += 1
  }
  return -1
}

/// What the tests compare: the range, the texts and the operator.
struct Edit: Equatable, CustomStringConvertible {
  var offset: Int
  var original: String
  var replacement: String
  var mutationOperator: String

  init(
    _ offset: Int, _ original: String, _ replacement: String, _ mutationOperator: MutationOperator
  ) {
    self.offset = offset
    self.original = original
    self.replacement = replacement
    self.mutationOperator = mutationOperator.rawValue
  }

  init(_ candidate: Candidate) {
    offset = candidate.offset
    original = candidate.original
    replacement = candidate.replacement
    mutationOperator = candidate.operator
  }

  var description: String {
    "\(mutationOperator)@\(offset) '\(original)' -> '\(replacement)'"
  }
}
