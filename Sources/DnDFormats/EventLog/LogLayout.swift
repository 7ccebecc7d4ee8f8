/// The fixed layout of every line of a `dndsim-log` file, shared by the writer and by
/// ``LogFile/render()`` so that both produce the same bytes.
///
/// Widths are constants, never computed per file (our choice, after
/// `anchors-golden.md` §7.3): one unusually long value must not re-align, and so re-diff, every
/// other line.
public enum LogLayout {
  /// The first line of every file.
  public static let magicLine = "# dndsim-log 1"
  /// The last line of every file; a file without it was truncated.
  public static let endLine = "# end"
  /// The time column: right-aligned in 12 columns, growing (without re-aligning other lines)
  /// when a time needs more (`100000.000000`).
  public static let timeWidth = 12
  /// The channel column: left-aligned in 8 columns (the longest channel, `progress`).
  public static let channelWidth = 8
  /// What stands in the channel column of a fold comment.
  public static let commentMarker = "#"

  /// `    0.325000 drag     note.drag itemsForBeginning(session: S1) -> [I1]`: the time
  /// right-aligned in ``timeWidth`` columns, one space, the channel left-aligned in
  /// ``channelWidth`` columns, one space, the text.
  public static func eventLine(microseconds: Int64, channel: LogChannel, text: String) -> String {
    let time = LogTime.format(microseconds: microseconds)
    return padLeft(time, to: timeWidth) + " " + padRight(channel.rawValue, to: channelWidth) + " "
      + text
  }

  /// `## t=0.325000 S1 lift`: a gesture section, the anchor of diff hunk headers.
  public static func sectionLine(microseconds: Int64, text: String) -> String {
    "## t=" + LogTime.format(microseconds: microseconds) + " " + text
  }

  /// A generated comment in the event layout: a blank time column, `#` in the channel column,
  /// then the text (`             #        ... 7 samples of F1 folded (t=0.341000..0.437000)`).
  public static func commentLine(text: String) -> String {
    String(repeating: " ", count: timeWidth) + " " + padRight(commentMarker, to: channelWidth)
      + " " + text
  }

  /// `# key: value`.
  public static func headerLine(key: String, value: String) -> String {
    "# " + key + ": " + value
  }

  /// The bytes every comment line starts with.
  static let commentPrefix = Array(commentLine(text: "").utf8)

  static func padLeft(_ text: String, to width: Int) -> String {
    let count = text.utf8.count
    return count >= width ? text : String(repeating: " ", count: width - count) + text
  }

  static func padRight(_ text: String, to width: Int) -> String {
    let count = text.utf8.count
    return count >= width ? text : text + String(repeating: " ", count: width - count)
  }
}
