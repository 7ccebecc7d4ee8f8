import Foundation

/// What a run tells GitHub Actions: error annotations on the files (when `GITHUB_ACTIONS` is
/// set) and a Markdown job summary (appended to `GITHUB_STEP_SUMMARY`).
package enum GitHubReport {
  /// GitHub shows at most 10 error annotations per step; more are dropped silently, so the
  /// tool stops at ``annotationCap`` and says how many it left out.
  package static let annotationCap = 10

  /// `::error file=…,line=…,title=…::message` lines, one per failing result (capped).
  package static func annotations(_ results: [CaseResult]) -> [String] {
    let failing = results.filter { $0.status.isFailure }
    var lines: [String] = failing.prefix(annotationCap).map { result in
      var properties = ["file=\(property(file(of: result)))"]
      // A line number belongs to the golden, and only when the diff was made against it.
      if [.mismatch, .conflicted].contains(result.status),
        let line = result.diff?.firstDivergence.expectedLineNumber
      {
        properties.append("line=\(line)")
      }
      properties.append("title=\(property("dndsim \(result.status.rawValue): \(result.name)"))")
      return "::error \(properties.joined(separator: ","))::\(data(JUnitReport.headline(result)))"
    }
    if failing.count > annotationCap {
      lines.append(
        "::notice title=dndsim::\(data("\(failing.count - annotationCap) more failing cases are not annotated; see the job summary"))"
      )
    }
    return lines
  }

  private static func file(of result: CaseResult) -> String {
    switch result.status {
    case .mismatch, .conflicted, .orphan, .nondeterministic: return result.goldenPath
    default: return result.tracePath ?? result.goldenPath
    }
  }

  /// Workflow-command escaping of a message.
  static func data(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Workflow-command escaping of a property value (also `:` and `,`).
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(
      of: ",", with: "%2C")
  }

  /// GitHub truncates a step summary above 1 MiB; the diffs are cut well before.
  package static let summaryDiffBudget = 512 * 1024
  /// The whole summary — counts, the table of failing cases and the diffs — stays below this,
  /// so a run with thousands of failing cases still shows a readable, untruncated summary.
  package static let summaryBudget = 900 * 1024
  /// A table cell's detail is cut to this many characters.
  static let detailLimit = 300

  /// The job summary: counts per status, a table of failing cases, and their diffs (each in a
  /// collapsed block, within ``summaryDiffBudget`` bytes); all of it within ``summaryBudget``.
  package static func markdownSummary(_ results: [CaseResult], summaryLine: String) -> String {
    var text = "## dndsim: \(summaryLine)\n\n"
    let counts = CaseStatus.allCases.compactMap { status -> String? in
      let count = results.filter { $0.status == status }.count
      return count == 0 ? nil : "\(count) \(status.rawValue)"
    }
    text += counts.joined(separator: " · ") + "\n"
    let failing = results.filter { $0.status.isFailure }
    guard !failing.isEmpty else { return text }
    text += "\n| status | case | detail |\n| --- | --- | --- |\n"
    // Room kept for the closing notes, whatever happens.
    let reserve = 256
    var size = text.utf8.count
    for (index, result) in failing.enumerated() {
      var detail = JUnitReport.headline(result)
      if detail.count > detailLimit { detail = String(detail.prefix(detailLimit)) + "…" }
      let row =
        "| \(result.status.rawValue) | `\(cell(result.name))` | \(cell(detail)) |\n"
      guard size + row.utf8.count <= summaryBudget - reserve else {
        text +=
          "\n(\(failing.count - index) more failing cases left out: the summary would exceed GitHub's limit)\n"
        return text
      }
      text += row
      size += row.utf8.count
    }
    var budget = min(summaryDiffBudget, summaryBudget - reserve - text.utf8.count)
    for result in failing {
      guard let diff = result.diff?.unifiedDiff else { continue }
      let fence = String(repeating: "`", count: max(3, longestBacktickRun(diff) + 1))
      let block =
        "\n<details><summary>\(HTMLText.escape(result.name))</summary>\n\n\(fence)diff\n\(diff)\(fence)\n</details>\n"
      guard block.utf8.count <= budget else {
        text += "\n(further diffs left out: the summary would exceed GitHub's limit)\n"
        break
      }
      budget -= block.utf8.count
      text += block
    }
    return text
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
  }

  private static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var run = 0
    for character in text.utf8 {
      run = character == UInt8(ascii: "`") ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }
}
