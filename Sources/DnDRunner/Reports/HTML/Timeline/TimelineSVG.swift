/// Draws a ``TimelineLayout`` as two inline SVGs: a fixed column of lane names and a plot that
/// scrolls horizontally, so a long replay stays readable without shrinking its text.
///
/// Every mark and bar carries a `<title>` with the exact event lines (the browser's tooltip);
/// colours and fonts come from the page's style sheet (classes `ch-<channel>`, bar styles), so the
/// SVG holds no presentation that the CSS cannot change.
enum TimelineSVG {
  static let labelColumnWidth = 168.0

  static func render(_ layout: TimelineLayout) -> String {
    var html = "<div class=\"tl\">"
    html += labels(layout)
    html += "<div class=\"tl-plot\">" + plot(layout) + "</div>"
    html += "</div>"
    return html
  }

  private static func n(_ value: Double) -> String { HTMLText.number(value) }
  private static func e(_ text: String) -> String { HTMLText.escape(text) }

  private static func title(_ lines: [String]) -> String {
    "<title>" + e(lines.joined(separator: "\n")) + "</title>"
  }

  // MARK: - Lane names

  private static func labels(_ layout: TimelineLayout) -> String {
    var svg =
      "<svg class=\"tl-names\" width=\"\(n(labelColumnWidth))\" height=\"\(n(layout.height))\" "
      + "viewBox=\"0 0 \(n(labelColumnWidth)) \(n(layout.height))\" role=\"img\" "
      + "aria-label=\"lanes\">"
    svg +=
      "<text class=\"tl-axis-title\" x=\"8\" y=\"\(n(TimelineLayout.axisHeight - 12))\">"
      + "virtual time (s)</text>"
    for lane in layout.lanes {
      var top = lane.y
      if let group = lane.groupTitle {
        svg +=
          "<rect class=\"tl-group\" x=\"0\" y=\"\(n(top))\" width=\"\(n(labelColumnWidth))\" "
          + "height=\"\(n(TimelineLayout.groupHeaderHeight))\"/>"
        svg +=
          "<text class=\"tl-group-title\" x=\"8\" y=\"\(n(top + 13))\">\(e(group.uppercased()))</text>"
        top += TimelineLayout.groupHeaderHeight
      }
      let middle = lane.bandTop + Double(lane.barRows) * TimelineLayout.barRowHeight / 2
      let name = HTMLText.truncate(lane.lane.title, to: 22)
      svg += "<g class=\"tl-name ch-\(e(lane.lane.channel))\">"
      svg += title([lane.lane.title + " — " + lane.lane.subtitle])
      svg +=
        "<rect class=\"tl-swatch\" x=\"0\" y=\"\(n(top + 4))\" width=\"3\" "
        + "height=\"\(n(lane.y + lane.height - top - 8))\"/>"
      svg += "<text class=\"tl-lane-title\" x=\"10\" y=\"\(n(middle - 1))\">\(e(name))</text>"
      svg +=
        "<text class=\"tl-lane-sub\" x=\"10\" y=\"\(n(middle + 11))\">"
        + "\(e(HTMLText.truncate(lane.lane.subtitle, to: 26)))</text>"
      svg += "</g>"
    }
    return svg + "</svg>"
  }

  // MARK: - Plot

  private static func plot(_ layout: TimelineLayout) -> String {
    let width = layout.width
    let height = layout.height
    var svg =
      "<svg class=\"tl-svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
      + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"timeline\">"
    svg += backgrounds(layout)
    svg += axis(layout)
    for lane in layout.lanes { svg += self.lane(lane, width: width) }
    return svg + "</svg>"
  }

  /// Group header bands, compressed gaps and widened instants behind everything else.
  private static func backgrounds(_ layout: TimelineLayout) -> String {
    var svg = ""
    let top = TimelineLayout.axisHeight
    let bottom = layout.height
    for lane in layout.lanes where lane.groupTitle != nil {
      svg +=
        "<rect class=\"tl-group\" x=\"0\" y=\"\(n(lane.y))\" width=\"\(n(layout.width))\" "
        + "height=\"\(n(TimelineLayout.groupHeaderHeight))\"/>"
    }
    for instant in layout.scale.instants where instant.width > 0 {
      svg +=
        "<rect class=\"tl-burst\" x=\"\(n(instant.x - 5))\" y=\"\(n(top))\" "
        + "width=\"\(n(instant.width + 10))\" height=\"\(n(bottom - top))\"/>"
    }
    for gap in layout.scale.gaps {
      svg += "<g class=\"tl-gap\">"
      svg += title([
        "\(HTMLText.seconds(microseconds: gap.microseconds)) s without events (compressed)"
      ])
      svg +=
        "<rect x=\"\(n(gap.x + 8))\" y=\"\(n(top - 10))\" width=\"\(n(gap.width - 16))\" "
        + "height=\"\(n(bottom - top + 10))\"/>"
      svg += "</g>"
    }
    return svg
  }

  private static func axis(_ layout: TimelineLayout) -> String {
    let line = TimelineLayout.axisHeight - 8
    var svg =
      "<line class=\"tl-axis\" x1=\"0\" y1=\"\(n(line))\" x2=\"\(n(layout.width))\" "
      + "y2=\"\(n(line))\"/>"
    // A gap's length is written inside its column, in the first group header's band (always
    // there, and free of marks), so it never competes with the instant times for the axis.
    for gap in layout.scale.gaps {
      let middle = gap.x + gap.width / 2
      svg +=
        "<path class=\"tl-break\" d=\"M\(n(middle - 5)) \(n(line + 5))l4 -10M\(n(middle + 1)) "
        + "\(n(line + 5))l4 -10\"/>"
      svg +=
        "<text class=\"tl-gap-label\" x=\"\(n(middle))\" "
        + "y=\"\(n(TimelineLayout.axisHeight + 13))\">"
        + "+\(e(HTMLText.duration(microseconds: gap.microseconds)))</text>"
    }
    var rows = LabelRows(rows: 1)
    for instant in layout.scale.instants {
      if instant.width > 0 {
        svg +=
          "<line class=\"tl-burst-axis\" x1=\"\(n(instant.x))\" y1=\"\(n(line))\" "
          + "x2=\"\(n(instant.x + instant.width))\" y2=\"\(n(line))\"/>"
      }
      let text = HTMLText.seconds(microseconds: instant.microseconds)
      guard rows.place(start: instant.x - 1, width: LabelRows.width(text)) != nil else { continue }
      svg +=
        "<line class=\"tl-grid\" x1=\"\(n(instant.x))\" y1=\"\(n(line - 4))\" "
        + "x2=\"\(n(instant.x))\" y2=\"\(n(layout.height))\"/>"
      svg +=
        "<text class=\"tl-time\" x=\"\(n(instant.x - 1))\" y=\"\(n(line - 8))\">"
        + "\(e(text))</text>"
    }
    return svg
  }

  private static func lane(_ box: TimelineLayout.LaneBox, width: Double) -> String {
    let lane = box.lane
    var svg =
      "<g class=\"lane ch-\(e(lane.channel))\" data-lane=\"\(e(lane.id))\" "
      + "data-group=\"\(e(lane.group.title))\">"
    let bottom = box.y + box.height
    svg +=
      "<line class=\"tl-sep\" x1=\"0\" y1=\"\(n(bottom))\" x2=\"\(n(width))\" y2=\"\(n(bottom))\"/>"
    let band = box.bandTop
    let rowHeight = TimelineLayout.barRowHeight
    if lane.bars.isEmpty {
      let middle = band + rowHeight / 2
      svg +=
        "<line class=\"tl-rail\" x1=\"0\" y1=\"\(n(middle))\" x2=\"\(n(width))\" "
        + "y2=\"\(n(middle))\"/>"
    }
    for bar in box.bars { svg += self.bar(bar, rowTop: band + Double(bar.row) * rowHeight) }
    for fold in box.folds {
      svg +=
        "<g class=\"tl-fold\">\(title([fold.line]))<rect x=\"\(n(fold.x))\" "
        + "y=\"\(n(band + 3))\" width=\"\(n(max(fold.end - fold.x, 2)))\" "
        + "height=\"\(n(rowHeight - 6))\"/></g>"
    }
    for tick in box.ticks { svg += self.tick(tick, band: band, rowHeight: rowHeight) }
    return svg + "</g>"
  }

  private static func tick(_ tick: TimelineLayout.Tick, band: Double, rowHeight: Double) -> String {
    let x = n(tick.x)
    var svg = "<g class=\"mk \(e(tick.style))\">" + title(tick.lines)
    if tick.style == "move" {
      svg +=
        "<line x1=\"\(x)\" y1=\"\(n(band + 5))\" x2=\"\(x)\" y2=\"\(n(band + rowHeight - 5))\"/>"
      return svg + "</g>"
    }
    svg +=
      "<rect class=\"mk-head\" x=\"\(n(tick.x - 1.5))\" y=\"\(n(band + 3))\" width=\"3\" "
      + "height=\"\(n(rowHeight - 6))\" rx=\"1\"/>"
    if let label = tick.label {
      let baseline = band - 4 - Double(tick.row) * TimelineLayout.labelRowHeight
      svg +=
        "<line class=\"mk-stem\" x1=\"\(x)\" y1=\"\(n(baseline - 8))\" x2=\"\(x)\" "
        + "y2=\"\(n(band + 3))\"/>"
      svg += "<text x=\"\(n(tick.x + 3))\" y=\"\(n(baseline))\">\(e(label))</text>"
    }
    return svg + "</g>"
  }

  private static func bar(_ box: TimelineLayout.BarBox, rowTop: Double) -> String {
    let bar = box.bar
    var classes = "bar " + bar.style
    if bar.open { classes += " open" }
    var svg = "<g class=\"\(e(classes))\">" + title(bar.lines)
    let top = rowTop + 3
    let height = TimelineLayout.barRowHeight - 6
    if let planned = box.planned, abs(planned - box.end) >= 1 {
      svg +=
        "<rect class=\"bar-planned\" x=\"\(n(box.x))\" y=\"\(n(top))\" "
        + "width=\"\(n(max(planned - box.x, 1)))\" height=\"\(n(height))\" rx=\"3\"/>"
    }
    svg +=
      "<rect class=\"bar-body\" x=\"\(n(box.x))\" y=\"\(n(top))\" "
      + "width=\"\(n(box.end - box.x))\" height=\"\(n(height))\" rx=\"3\"/>"
    if box.labelShown {
      let label = bar.open ? box.label + " …" : box.label
      let x = box.labelInside ? box.x + 5 : box.end + 6
      svg +=
        "<text class=\"bar-label\(box.labelInside ? "" : " outside")\" x=\"\(n(x))\" "
        + "y=\"\(n(top + height - 4))\">\(e(label))</text>"
    }
    for tick in box.ticks {
      svg +=
        "<g class=\"mk \(e(tick.style))\">\(title(tick.lines))<rect class=\"mk-head\" "
        + "x=\"\(n(tick.x - 1))\" y=\"\(n(top - 2))\" width=\"2\" height=\"\(n(height + 4))\"/></g>"
    }
    return svg + "</g>"
  }
}
