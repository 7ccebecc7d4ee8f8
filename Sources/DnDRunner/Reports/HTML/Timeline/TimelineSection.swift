import DnDFormats

/// The timeline of one case's replay as an HTML fragment: its log parsed with
/// `LogFile.parse`, turned into lanes, laid out and drawn, with a one-line legend.
enum TimelineSection {
  /// `nil` when the log has no events; a note when the log cannot be parsed (the report must
  /// still show everything else about the case).
  static func render(log text: String, source: String) -> String? {
    let log: LogFile
    do {
      log = try LogFile.parse(text, source: source)
    } catch {
      return
        "<p class=\"note\">No timeline: the log could not be read (\(HTMLText.escape("\(error)"))).</p>"
    }
    guard !log.events.isEmpty else { return nil }
    let timeline = TimelineBuilder.build(log)
    let layout = TimelineLayout(timeline)
    return TimelineSVG.render(layout) + legend
  }

  private static let legend =
    "<p class=\"tl-legend\">"
    + "<span class=\"key burst\"></span>one instant, its events spread in log order "
    + "<span class=\"key gap\"></span>quiet stretch, compressed "
    + "<span class=\"key planned\"></span>planned duration "
    + "<span class=\"key open\"></span>still running when the log ends"
    + " · hover a mark for its exact log lines</p>"
}
