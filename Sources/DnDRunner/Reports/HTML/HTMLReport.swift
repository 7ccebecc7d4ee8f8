/// The self-contained HTML report of a run (`dndsim run --report DIR` writes it as
/// `DIR/index.html`): a summary with counts per status and filters, then every case with its
/// message, a side-by-side diff against its golden and a timeline of its replay.
///
/// One file, inline CSS and JavaScript, no external asset: it opens offline from `file://` and
/// can be attached to a CI job as it is. The bytes depend only on the results and the title (no
/// dates, no random ids, no dictionary order), so two runs that found the same give the same
/// page — a report can itself be diffed or cached.
public enum HTMLReport {
  /// The file name the report is written under in its folder.
  public static let fileName = "index.html"

  /// Which cases get a timeline (each is a few tens of kilobytes for a typical replay).
  public enum Timelines: Sendable {
    case all
    case failing
    case none

    func includes(_ status: CaseStatus) -> Bool {
      switch self {
      case .all: true
      case .failing: status.isFailure
      case .none: false
      }
    }
  }

  public struct Options: Sendable {
    public var timelines: Timelines

    public init(timelines: Timelines = .all) {
      self.timelines = timelines
    }
  }

  /// The page for `results`, in their order (a run's outcome order: by name, orphans last).
  public static func render(
    results: [CaseResult], title: String, options: Options = Options()
  ) -> String {
    var html = "<!DOCTYPE html>\n<html lang=\"en\" class=\"no-js\">\n<head>\n"
    html += "<meta charset=\"utf-8\">\n"
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    html += "<meta name=\"generator\" content=\"dndsim\">\n"
    html += "<title>\(HTMLText.escape(title))</title>\n"
    html += "<style>\n\(PageStyle.css)\n</style>\n</head>\n<body>\n"
    html += SummarySection.render(results, title: title) + "\n"
    html += "<main>\n"
    html += "<p id=\"no-match\" class=\"empty-note\" hidden>No case matches the filters.</p>\n"
    if results.isEmpty { html += "<p class=\"empty-note\">The run had no cases.</p>\n" }
    for (index, result) in results.enumerated() {
      html +=
        CaseSection.render(result, id: "case-\(index + 1)", timelines: options.timelines) + "\n"
    }
    html += "</main>\n"
    html +=
      "<footer>Written by <code>dndsim run --report</code>. Times are virtual seconds of each "
      + "replay; the page holds no dates, so the same results give the same bytes.</footer>\n"
    html += "<script>\n\(PageScript.javascript)\n</script>\n</body>\n</html>\n"
    return html
  }

  /// Writes the page as ``fileName`` in `folder` (created if needed), atomically; returns the
  /// file's path.
  @discardableResult
  public static func write(
    results: [CaseResult], title: String, to folder: String, options: Options = Options()
  ) throws(AtomicFile.WriteError) -> String {
    let path = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/" + fileName
    try AtomicFile.write(render(results: results, title: title, options: options), to: path)
    return path
  }
}
