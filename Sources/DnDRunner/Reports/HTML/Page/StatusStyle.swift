/// How each ``CaseStatus`` is shown: its order on the page and a sentence for its badge's
/// tooltip. Colours live in the style sheet (class `st-<status>`).
enum StatusStyle {
  /// Failing statuses first, worst first, so the summary reads like a triage list.
  static let order: [CaseStatus] = [
    .error, .mismatch, .invariant, .stale, .conflicted, .nondeterministic, .missing, .orphan, .new,
    .accepted,
    .pass,
  ]

  static func meaning(_ status: CaseStatus) -> String {
    switch status {
    case .pass: "the log equals its golden byte for byte"
    case .mismatch: "the log differs from its golden"
    case .missing: "there is no golden and nothing was recorded"
    case .new: "there was no golden; the result was recorded as pending, waiting for review"
    case .stale: "the trace changed since its golden was accepted"
    case .conflicted: "the golden holds merge-conflict markers"
    case .orphan: "a golden that no trace × variant reads"
    case .nondeterministic: "two replays of the case gave different logs"
    case .invariant: "the log equals its golden but breaks an invariant every replay must keep"
    case .accepted: "the result replaced the golden"
    case .error: "the case could not run (bad input, or a file could not be read or written)"
    }
  }

  static func badge(_ status: CaseStatus) -> String {
    let name = status.rawValue
    return
      "<span class=\"badge st-\(name)\" title=\"\(HTMLText.escape(meaning(status)))\">\(name)</span>"
  }
}
