import DnDFormats

/// A case's ``GoldenDiff`` as HTML: the first divergence called out, then the side-by-side
/// table (golden left, this run right) with the changed words highlighted.
enum DiffSection {
  /// What the two sides are: a golden and this run's result, or (for a nondeterministic case)
  /// two replays of the same case.
  struct Sides {
    var old: String
    var new: String

    static let golden = Sides(old: "golden", new: "result")
    static let replays = Sides(old: "first replay", new: "second replay")
  }

  static func render(_ diff: GoldenDiff, caseID: String, sides: Sides = .golden) -> String {
    let layout = SideBySideDiff(unifiedDiff: diff.unifiedDiff)
    let anchor = caseID + "-first"
    var html = divergence(diff.firstDivergence, anchor: anchor, sides: sides)
    html += "<div class=\"sbs-wrap\"><table class=\"sbs\">"
    html +=
      "<colgroup><col class=\"num\"><col class=\"code\"><col class=\"num\"><col class=\"code\"></colgroup>"
    html +=
      "<thead><tr><th colspan=\"2\" title=\"\(e(diff.expectedName))\">\(sides.old) · "
      + "\(e(diff.expectedName))</th><th colspan=\"2\" title=\"\(e(diff.actualName))\">"
      + "\(sides.new) · \(e(diff.actualName))</th></tr></thead>"
    html += "<tbody>"
    var anchored = false
    let first = diff.firstDivergence
    for row in layout.rows {
      switch row {
      case .hunk(let range, let section):
        html += "<tr class=\"hunk\"><td colspan=\"4\"><span class=\"range\">\(e(range))</span>"
        if let section { html += " <span class=\"section\">\(e(section))</span>" }
        html += "</td></tr>"
      case .context(let old, let new):
        html += "<tr class=\"ctx\">" + cells(old, "ctx") + cells(new, "ctx") + "</tr>"
      case .change(let old, let new):
        let isFirst =
          !anchored
          && (old?.number == first.expectedLineNumber || new?.number == first.actualLineNumber)
        var attributes = "class=\"chg\(isFirst ? " first" : "")\""
        if isFirst {
          attributes += " id=\"\(e(anchor))\""
          anchored = true
        }
        html += "<tr \(attributes)>"
        html +=
          old.map { cells($0, "del") } ?? "<td class=\"num empty\"></td><td class=\"empty\"></td>"
        html +=
          new.map { cells($0, "add") } ?? "<td class=\"num empty\"></td><td class=\"empty\"></td>"
        html += "</tr>"
      }
    }
    if layout.omittedRows > 0 {
      html +=
        "<tr class=\"hunk\"><td colspan=\"4\">… \(layout.omittedRows) more rows not shown; "
        + "the pending result or artifact holds the whole log</td></tr>"
    }
    html += "</tbody></table></div>"
    return html
  }

  private static func e(_ text: String) -> String { HTMLText.escape(text) }

  private static func cells(_ cell: SideBySideDiff.Cell, _ kind: String) -> String {
    var code = ""
    for segment in cell.segments {
      code += segment.changed ? "<mark>\(e(segment.text))</mark>" : e(segment.text)
    }
    if cell.noLineFeed { code += "<span class=\"nolf\">no line feed at end of file</span>" }
    return "<td class=\"num\">\(cell.number)</td><td class=\"\(kind)\">\(code)</td>"
  }

  /// The first divergence, with the events that led to it.
  private static func divergence(_ first: GoldenDiff.Divergence, anchor: String, sides: Sides)
    -> String
  {
    func line(_ line: GoldenDiff.Line?) -> String {
      guard let line else { return "<em>(end of file)</em>" }
      return "<code>\(e(line.text))</code>" + lineFeedNote(line)
    }
    var html = "<div class=\"divergence\">"
    html +=
      "<p class=\"div-title\"><a href=\"#\(e(anchor))\">First divergence</a> at line "
      + "\(first.expectedLineNumber) of the \(sides.old), line \(first.actualLineNumber) of the "
      + sides.new
      + (first.precedingEvents.isEmpty ? "</p>" : ", after:</p>")
    if !first.precedingEvents.isEmpty {
      html += "<ol class=\"div-before\">"
      for event in first.precedingEvents {
        html += "<li><span class=\"ln\">\(event.number)</span><code>\(e(event.text))</code></li>"
      }
      html += "</ol>"
    }
    var pair = (old: line(first.expected), new: line(first.actual))
    if let expected = first.expected, let actual = first.actual, expected.text != actual.text {
      let words = IntraLineDiff.highlight(expected.text, actual.text)
      pair.old = "<code>" + highlighted(words.old) + "</code>" + lineFeedNote(expected)
      pair.new = "<code>" + highlighted(words.new) + "</code>" + lineFeedNote(actual)
    }
    html += "<dl class=\"div-lines\"><dt>\(sides.old)</dt><dd class=\"del\">\(pair.old)</dd>"
    html += "<dt>\(sides.new)</dt><dd class=\"add\">\(pair.new)</dd></dl>"
    return html + "</div>"
  }

  private static func lineFeedNote(_ line: GoldenDiff.Line) -> String {
    line.hasLineFeed ? "" : " <em>(no line feed at end of file)</em>"
  }

  private static func highlighted(_ segments: [IntraLineDiff.Segment]) -> String {
    segments.map { $0.changed ? "<mark>\(e($0.text))</mark>" : e($0.text) }.joined()
  }
}
