/// Places labels in a few rows above a lane so that none overlaps another, first row first;
/// a label that fits nowhere is left out (its mark keeps the tooltip).
///
/// Widths are estimated from the character count: the timeline uses a monospaced font, so the
/// estimate is exact enough and the page does not need a layout pass in the browser.
struct LabelRows {
  /// The width of one character of the timeline's 10 px monospaced font.
  static let characterWidth = 6.02
  /// Space kept free between two labels in one row.
  static let spacing = 6.0

  private(set) var ends: [Double]

  init(rows: Int) {
    ends = Array(repeating: -Double.infinity, count: rows)
  }

  static func width(_ label: String) -> Double {
    Double(label.count) * characterWidth
  }

  /// The row for a label spanning `start..<start + width`, reserving it; `nil` if none is free.
  mutating func place(start: Double, width: Double) -> Int? {
    for row in ends.indices where ends[row] + Self.spacing <= start {
      ends[row] = start + width
      return row
    }
    return nil
  }

  /// How many rows `spans` need (at most `limit`), for sizing a lane before drawing it.
  static func rowsNeeded(_ spans: [(start: Double, width: Double)], limit: Int) -> Int {
    for rows in 1..<max(limit, 1) {
      var trial = LabelRows(rows: rows)
      if spans.allSatisfy({ trial.place(start: $0.start, width: $0.width) != nil }) {
        return rows
      }
    }
    return max(limit, 1)
  }
}
