import DnDFormats

/// One case on the page: its head (status, name, variant, virtual duration), its message and
/// paths, then the diff and the timeline in collapsible blocks — open for a failing case,
/// closed for one that passed, so the page opens on what needs attention.
enum CaseSection {
  static func render(_ result: CaseResult, id: String, timelines: HTMLReport.Timelines) -> String {
    let status = result.status.rawValue
    var html =
      "<section class=\"case st-\(status)\" id=\"\(id)\" data-status=\"\(status)\" "
      + "data-failing=\"\(result.status.isFailure)\" data-name=\"\(e(result.name.lowercased()))\">"
    html += "<div class=\"case-head\">" + StatusStyle.badge(result.status)
    html += "<h2><a href=\"#\(id)\">\(e(result.name))</a></h2>"
    if let variant = result.variant { html += "<span class=\"variant\">\(e(variant))</span>" }
    if result.log != nil {
      html +=
        "<span class=\"span\" title=\"virtual time from the first to the last event\">"
        + "\(HTMLText.duration(microseconds: result.virtualMicroseconds)) virtual</span>"
    }
    html += "</div>"
    if let message = message(result) { html += "<pre class=\"msg\">\(e(message))</pre>" }
    html += paths(result)
    if let diff = result.diff {
      html += "<details class=\"block diff\" open><summary>Diff <span class=\"sub\">"
      html +=
        "\(HTMLText.plural(diff.removedLineCount, "line")) removed, \(diff.addedLineCount) added, "
        + "in \(HTMLText.plural(diff.hunkCount, "hunk"))</span></summary>"
      let sides: DiffSection.Sides = result.status == .nondeterministic ? .replays : .golden
      html += DiffSection.render(diff, caseID: id, sides: sides) + "</details>"
    }
    if let log = result.log, timelines.includes(result.status),
      let timeline = TimelineSection.render(log: log, source: result.name)
    {
      let open = result.status.isFailure ? " open" : ""
      html += "<details class=\"block timeline\"\(open)><summary>Timeline <span class=\"sub\">"
      html += "lanes derived from the result's event log</span></summary>"
      html += timeline + "</details>"
    }
    return html + "</section>"
  }

  private static func e(_ text: String) -> String { HTMLText.escape(text) }

  /// The message without the diff summary it repeats (the diff block shows it better).
  private static func message(_ result: CaseResult) -> String? {
    guard var message = result.message else { return nil }
    if let summary = result.diff?.summary, !summary.isEmpty,
      let range = message.firstRange(of: summary)
    {
      message.removeSubrange(range)
    }
    while message.hasSuffix("\n") { message.removeLast() }
    while message.hasPrefix("\n") { message.removeFirst() }
    return message.isEmpty ? nil : message
  }

  private static func paths(_ result: CaseResult) -> String {
    var rows: [(String, String)] = []
    if let trace = result.tracePath { rows.append(("trace", trace)) }
    rows.append(("golden", result.goldenPath))
    if let written = result.written { rows.append(("written", written)) }
    if let kind = result.errorKind { rows.append(("error", kind.rawValue)) }
    var html = "<dl class=\"paths\">"
    for (key, value) in rows { html += "<dt>\(key)</dt><dd>\(e(value))</dd>" }
    return html + "</dl>"
  }
}
