import DnDFormats

/// The text `dndsim diff` prints, plain or with ANSI colours (SGR codes, git's choice of them):
/// the summary's first line bold, its expected line red and actual line green; in the unified
/// diff the `---`/`+++` lines bold, the `@@ … @@` of each hunk header cyan (the section name after
/// it plain), removed lines red, added lines green.
///
/// Plain escape codes rather than a colour library: four fixed codes are all this needs, the
/// `--color`/`NO_COLOR`/terminal decision is ``ColorMode``'s, and colouring works on the bytes of
/// the diff in one pass, however long it is.
enum DiffReport {
  static let bold: [UInt8] = Array("\u{1B}[1m".utf8)
  static let red: [UInt8] = Array("\u{1B}[31m".utf8)
  static let green: [UInt8] = Array("\u{1B}[32m".utf8)
  static let cyan: [UInt8] = Array("\u{1B}[36m".utf8)
  static let reset: [UInt8] = Array("\u{1B}[m".utf8)

  /// The summary, a blank line, then the unified diff.
  static func bytes(of diff: GoldenDiff, colors: Bool) -> [UInt8] {
    var output: [UInt8] = []
    var summary = diff.summary
    var unified = diff.unifiedDiff
    output.reserveCapacity(summary.utf8.count + unified.utf8.count + 1)
    summary.withUTF8 { appendSummary($0, colors: colors, to: &output) }
    output.append(UInt8(ascii: "\n"))
    unified.withUTF8 { appendUnifiedDiff($0, colors: colors, to: &output) }
    return output
  }

  private static func appendSummary(
    _ text: UnsafeBufferPointer<UInt8>, colors: Bool, to output: inout [UInt8]
  ) {
    guard colors else {
      output.append(contentsOf: text)
      return
    }
    var number = 0
    forEachLine(text) { line in
      number += 1
      let color: [UInt8]? =
        number == 1
        ? bold
        : line.starts(with: "expected:".utf8)
          ? red : line.starts(with: "actual:".utf8) ? green : nil
      append(line, color: color, to: &output)
    }
  }

  private static func appendUnifiedDiff(
    _ text: UnsafeBufferPointer<UInt8>, colors: Bool, to output: inout [UInt8]
  ) {
    guard colors else {
      output.append(contentsOf: text)
      return
    }
    var number = 0
    forEachLine(text) { line in
      number += 1
      guard number > 2 else {  // the `---` and `+++` lines
        append(line, color: bold, to: &output)
        return
      }
      switch line.first {
      case UInt8(ascii: "-"): append(line, color: red, to: &output)
      case UInt8(ascii: "+"): append(line, color: green, to: &output)
      case UInt8(ascii: "@"):
        // `@@ -a,b +c,d @@` in colour, the section name after it plain.
        let end = headerEnd(line)
        append(UnsafeBufferPointer(rebasing: line[..<end]), color: cyan, to: &output)
        output.removeLast()  // the line feed `append` added
        output.append(contentsOf: UnsafeBufferPointer(rebasing: line[end...]))
        output.append(UInt8(ascii: "\n"))
      default: append(line, color: nil, to: &output)
      }
    }
  }

  /// Where the closing ` @@` of a hunk header ends (the whole line if it has none).
  private static func headerEnd(_ line: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 2
    while index + 3 <= line.count {
      if line[index] == UInt8(ascii: " ") && line[index + 1] == UInt8(ascii: "@")
        && line[index + 2] == UInt8(ascii: "@")
      {
        return index + 3
      }
      index += 1
    }
    return line.count
  }

  /// Calls `body` with each line of `text`, without its line feed.
  private static func forEachLine(
    _ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    var start = 0
    while start < text.count {
      var end = start
      while end < text.count && text[end] != UInt8(ascii: "\n") { end += 1 }
      body(UnsafeBufferPointer(rebasing: text[start..<end]))
      start = end + 1
    }
  }

  /// `line` in `color` (reset before the line feed, so a pager never carries a colour over) and
  /// a line feed.
  private static func append(
    _ line: UnsafeBufferPointer<UInt8>, color: [UInt8]?, to output: inout [UInt8]
  ) {
    if let color {
      output.append(contentsOf: color)
      output.append(contentsOf: line)
      output.append(contentsOf: reset)
    } else {
      output.append(contentsOf: line)
    }
    output.append(UInt8(ascii: "\n"))
  }
}
