/// The top of the page: the verdict, one count per status (each a filter checkbox when
/// scripts run), and the name filter.
///
/// Without JavaScript the counts are plain text and the filter controls are hidden (class
/// `js-only`): the page is then a plain list of every case, which is what a reader without
/// scripts needs.
enum SummarySection {
  static func render(_ results: [CaseResult], title: String) -> String {
    let failed = results.filter { $0.status.isFailure }.count
    let passed = results.count - failed
    var html = "<header class=\"top\"><div class=\"top-inner\">"
    html += "<h1>\(HTMLText.escape(title))</h1>"
    html +=
      "<p class=\"verdict \(failed > 0 ? "bad" : "good")\"><strong>\(passed) passed, "
      + "\(failed) failed</strong> · \(HTMLText.plural(results.count, "case"))</p>"
    html += "</div></header>"
    html +=
      "<nav class=\"summary\" aria-label=\"Summary and filters\"><div class=\"summary-inner\">"
    html += "<ul class=\"counts\">"
    for status in StatusStyle.order {
      let count = results.filter { $0.status == status }.count
      guard count > 0 else { continue }
      html +=
        "<li><label class=\"chip\" title=\"\(HTMLText.escape(StatusStyle.meaning(status)))\">"
        + "<input class=\"js-only\" type=\"checkbox\" data-status=\"\(status.rawValue)\" "
        + "data-failing=\"\(status.isFailure)\" checked> "
        + StatusStyle.badge(status) + " <b>\(count)</b></label></li>"
    }
    html += "</ul>"
    html += "<div class=\"filters js-only\">"
    html +=
      "<input id=\"name-filter\" type=\"search\" placeholder=\"Filter by name…\" "
      + "aria-label=\"Filter cases by name\" autocomplete=\"off\">"
    html += "<button type=\"button\" data-preset=\"failing\">Failures only</button>"
    html += "<button type=\"button\" data-preset=\"all\">All</button>"
    html += "<span id=\"shown-count\" class=\"shown\" aria-live=\"polite\"></span>"
    html += "</div></div></nav>"
    return html
  }
}
