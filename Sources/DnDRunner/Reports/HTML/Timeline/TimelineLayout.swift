/// The timeline placed on the page: every mark clustered and every label given a row, every
/// bar given its x range and row, every lane its height. ``TimelineSVG`` only draws this.
struct TimelineLayout {
  /// A tick standing for one or more events closer than ``clusterDistance`` on one lane.
  struct Tick {
    var x: Double
    var label: String?
    /// The row of the label (0 is nearest the lane's band).
    var row: Int
    var lines: [String]
    var style: String
  }

  struct BarBox {
    var x: Double
    var end: Double
    var planned: Double?
    /// The label and where it goes: inside the bar, or after its end.
    var label: String
    var labelInside: Bool
    var labelShown: Bool
    var row: Int
    var bar: Timeline.Bar
    var ticks: [Tick]
  }

  struct FoldBox {
    var x: Double
    var end: Double
    var line: String
  }

  struct LaneBox {
    var lane: Timeline.Lane
    var y: Double
    var height: Double
    /// Label rows above the band (0 when nothing is labelled).
    var labelRows: Int
    /// Bar rows (more than one only for packed lanes).
    var barRows: Int
    var ticks: [Tick]
    var bars: [BarBox]
    var folds: [FoldBox]
    /// The group header drawn above this lane, when it starts a group.
    var groupTitle: String?

    var bandTop: Double {
      y + TimelineLayout.lanePadding + Double(labelRows) * TimelineLayout.labelRowHeight
        + (groupTitle == nil ? 0 : TimelineLayout.groupHeaderHeight)
    }
  }

  static let axisHeight = 34.0
  static let groupHeaderHeight = 18.0
  static let lanePadding = 6.0
  static let labelRowHeight = 13.0
  static let barRowHeight = 20.0
  static let maximumLabelRows = 4
  /// Marks closer than this on one lane are drawn as one.
  static let clusterDistance = 3.5
  /// At most about this many ticks per lane: a long log's marks merge over a wider distance, so
  /// the page's size stays bounded whatever the log's length.
  static let maximumTicksPerLane = 1500
  /// A label equal to the last one shown on its lane is not repeated within this distance
  /// (a `sessionDidMove` per frame is labelled once per stretch).
  static let repeatDistance = 160.0

  var scale: TimeScale
  var lanes: [LaneBox]
  var width: Double
  var height: Double

  init(_ timeline: Timeline) {
    scale = TimeScale(events: timeline.events)
    var boxes: [LaneBox] = []
    var y = Self.axisHeight
    var right = scale.width
    var previousGroup: Timeline.Group?
    for lane in timeline.orderedLanes {
      var box = Self.layOut(lane, scale: scale)
      if lane.group != previousGroup { box.groupTitle = lane.group.title }
      previousGroup = lane.group
      box.y = y
      box.height =
        (box.groupTitle == nil ? 0 : Self.groupHeaderHeight) + 2 * Self.lanePadding
        + Double(box.labelRows) * Self.labelRowHeight + Double(box.barRows) * Self.barRowHeight
      y += box.height
      for bar in box.bars {
        right = max(right, bar.end + 20, (bar.planned ?? 0) + 20)
        if bar.labelShown && !bar.labelInside {
          right = max(right, bar.end + 8 + LabelRows.width(bar.label) + 20)
        }
      }
      boxes.append(box)
    }
    lanes = boxes
    width = right
    height = y + 4
  }

  private static func layOut(_ lane: Timeline.Lane, scale: TimeScale) -> LaneBox {
    // Marks of bars in a packed lane stay on their bar's row; all others share the lane.
    var loose = lane.marks
    if !lane.packsBars { loose += lane.bars.flatMap(\.marks) }
    var ticks = cluster(loose, scale: scale)
    var bars = lane.bars.map { bar in
      let x = scale.x(bar.start)
      let end = max(scale.x(bar.end), x + 2)
      let planned = bar.planned.map { scale.x($0) }
      let width = LabelRows.width(bar.label)
      return BarBox(
        x: x, end: end, planned: planned, label: bar.label, labelInside: width + 10 <= end - x,
        labelShown: !bar.label.isEmpty, row: 0, bar: bar,
        ticks: lane.packsBars ? cluster(bar.marks, scale: scale) : [])
    }
    bars.sort { $0.x < $1.x }
    var barRows = 1
    if lane.packsBars {
      barRows = packRows(&bars)
    } else {
      hideCrowdedBarLabels(&bars)
    }
    let labelRows = placeLabels(&ticks)
    let folds = lane.bands.map {
      FoldBox(x: scale.x($0.start), end: scale.x($0.end), line: $0.line)
    }
    return LaneBox(
      lane: lane, y: 0, height: 0, labelRows: labelRows, barRows: barRows, ticks: ticks,
      bars: bars, folds: folds, groupTitle: nil)
  }

  /// Marks in x order, neighbours closer than ``clusterDistance`` (of the same kind: moves with
  /// moves) merged into one tick whose label counts them; on a crowded lane the distance grows
  /// so that about ``maximumTicksPerLane`` remain.
  static func cluster(_ marks: [Timeline.Mark], scale: TimeScale) -> [Tick] {
    let placed = marks.map { (x: scale.x($0.at), mark: $0) }
      .enumerated().sorted { ($0.element.x, $0.offset) < ($1.element.x, $1.offset) }
      .map(\.element)
    var distance = clusterDistance
    if placed.count > maximumTicksPerLane, let first = placed.first, let last = placed.last {
      distance = max(distance, (last.x - first.x) / Double(maximumTicksPerLane / 2))
    }
    var ticks: [Tick] = []
    var members: [[Timeline.Mark]] = []
    var lastMove: Int?
    var lastOther: Int?
    for (x, mark) in placed {
      let isMove = mark.style == "move"
      if let index = isMove ? lastMove : lastOther, x - ticks[index].x < distance {
        members[index].append(mark)
        continue
      }
      ticks.append(Tick(x: x, label: nil, row: 0, lines: [], style: mark.style))
      members.append([mark])
      if isMove { lastMove = ticks.count - 1 } else { lastOther = ticks.count - 1 }
    }
    for index in ticks.indices {
      let group = members[index]
      var lines = group.prefix(TimelineBuilder.maximumTooltipLines).flatMap(\.lines)
      if group.count > TimelineBuilder.maximumTooltipLines {
        lines.append("… and \(group.count - TimelineBuilder.maximumTooltipLines) more events")
      }
      ticks[index].lines = lines
      let first = group[0].label
      if first.isEmpty {
        ticks[index].label = nil
      } else if group.count == 1 {
        ticks[index].label = first
      } else if group.allSatisfy({ $0.label == first }) {
        ticks[index].label = "\(first) ×\(group.count)"
      } else {
        ticks[index].label = "\(first) +\(group.count - 1)"
      }
    }
    return ticks
  }

  /// Gives each tick label a row (dropping repeats and labels that fit in no row); returns how
  /// many rows the lane needs.
  private static func placeLabels(_ ticks: inout [Tick]) -> Int {
    var lastShown: (label: String, x: Double)?
    var spans: [(start: Double, width: Double)] = []
    var labelled: [Int] = []
    for index in ticks.indices {
      guard let label = ticks[index].label else { continue }
      let base = label.split(separator: " ").first.map(String.init) ?? label
      if let last = lastShown, last.label == base, ticks[index].x - last.x < repeatDistance {
        ticks[index].label = nil
        continue
      }
      lastShown = (base, ticks[index].x)
      spans.append((ticks[index].x + 3, LabelRows.width(label)))
      labelled.append(index)
    }
    guard !spans.isEmpty else { return 0 }
    let rows = LabelRows.rowsNeeded(spans, limit: maximumLabelRows)
    var placer = LabelRows(rows: rows)
    for (index, span) in zip(labelled, spans) {
      if let row = placer.place(start: span.start, width: span.width) {
        ticks[index].row = row
      } else {
        ticks[index].label = nil
      }
    }
    return rows
  }

  /// Packs bars into the fewest rows in which neither they nor their outside labels overlap.
  private static func packRows(_ bars: inout [BarBox]) -> Int {
    var rowEnds: [Double] = []
    for index in bars.indices {
      var extent = max(bars[index].end, bars[index].planned ?? 0)
      if !bars[index].labelInside {
        extent = max(extent, bars[index].end + 8 + LabelRows.width(bars[index].label))
      }
      if let row = rowEnds.firstIndex(where: { $0 + 6 <= bars[index].x }) {
        bars[index].row = row
        rowEnds[row] = extent
      } else {
        bars[index].row = rowEnds.count
        rowEnds.append(extent)
      }
    }
    return max(rowEnds.count, 1)
  }

  /// On a one-row lane, an outside label is shown only if it ends before the next bar starts.
  private static func hideCrowdedBarLabels(_ bars: inout [BarBox]) {
    for index in bars.indices where !bars[index].labelInside {
      let labelEnd = bars[index].end + 8 + LabelRows.width(bars[index].label)
      if index + 1 < bars.count, labelEnd + 6 > bars[index + 1].x {
        bars[index].labelShown = false
      }
    }
  }
}
