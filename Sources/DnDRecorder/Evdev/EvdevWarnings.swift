/// The warnings of an import, bounded so that memory does not grow with the recording: each kind
/// of warning is kept for its first ``perKindLimit`` occurrences, and the rest of that kind
/// become one closing warning that says how many more there were. The list (and so the
/// `warnings` count in the trace's provenance) is the same however the import is run — in
/// memory or streamed to a file.
struct EvdevWarnings {
  /// Occurrences of one kind kept word for word.
  static let perKindLimit = 10

  private(set) var list: [RecordingWarning] = []
  private let file: String
  /// Per kind, in order of first occurrence: how many occurred and what the summary says.
  private var kinds: [String: Int] = [:]
  private var overflow: [(kind: String, summary: String, firstDropped: Int?)] = []
  private var overflowCounts: [String: Int] = [:]

  init(file: String) {
    self.file = file
  }

  /// Adds a warning of `kind` at `line`; `summary` names the kind in the closing warning
  /// ("events on a slot without a contact").
  mutating func add(_ kind: String, line: Int?, _ message: String, summary: String) {
    let count = kinds[kind, default: 0] + 1
    kinds[kind] = count
    if count <= Self.perKindLimit {
      list.append(RecordingWarning(file: file, line: line, message: message))
    } else if count == Self.perKindLimit + 1 {
      overflow.append((kind, summary, line))
      overflowCounts[kind] = 1
    } else {
      overflowCounts[kind, default: 0] += 1
    }
  }

  /// Adds a warning that is already a summary (a reader's closing warning): kept as it is.
  mutating func append(_ warning: RecordingWarning) {
    list.append(warning)
  }

  /// The warnings with one closing warning per kind that overflowed.
  var all: [RecordingWarning] {
    list
      + overflow.map { entry in
        let count = overflowCounts[entry.kind] ?? 0
        return RecordingWarning(
          file: file, line: entry.firstDropped,
          message:
            "\(count) more warning\(count == 1 ? "" : "s") of this kind from here on (\(entry.summary)); "
            + "only the first \(Self.perKindLimit) are listed")
      }
  }
}
