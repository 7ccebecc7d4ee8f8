import DnDFormats
import VirtualTime

/// Helpers for the diff tests: logs to compare, and a strict `patch` that applies a unified diff.
enum DiffFixture {
  /// A log-like text of `count` event lines, all unique (each has its own time), with a section
  /// line every `sectionEvery` lines and the `dndsim-log` header and terminator.
  static func log(_ count: Int, sectionEvery: Int = 50, tag: String = "") -> [String] {
    var lines = ["# dndsim-log 1", "# trace: t.trace.jsonl"]
    for index in 0..<count {
      if index % sectionEvery == 0 {
        lines.append("## t=\(time(index).drop { $0 == " " }) F1 began")
      }
      lines.append("\(time(index)) app      note\(tag) call(index: \(index))")
    }
    lines.append("# end")
    return lines
  }

  /// `index` hundredths of a second as a log time: six decimals, right-aligned in 12 columns.
  static func time(_ index: Int) -> String {
    let text = "\(index / 100).\(String(index % 100 + 100).dropFirst())0000"
    return String(repeating: " ", count: max(0, 12 - text.count)) + text
  }

  /// Lines joined with line feeds, each ended by one unless `finalLineFeed` is false.
  static func text(_ lines: [String], finalLineFeed: Bool = true) -> String {
    guard !lines.isEmpty else { return "" }
    return lines.joined(separator: "\n") + (finalLineFeed ? "\n" : "")
  }

  /// `old` patched with the unified diff `diff` (its `---`/`+++` lines first), or `nil` when a
  /// context or removed line does not match `old` byte for byte or a hunk is out of order.
  /// Understands `\ No newline at end of file`.
  static func apply(_ diff: String, to old: String) -> String? {
    let oldLines = linesKeepingLineFeeds(old)
    var lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count >= 3, lines.removeLast().isEmpty, lines[0].hasPrefix("--- "),
      lines[1].hasPrefix("+++ ")
    else { return nil }
    var result: [UInt8] = []
    var position = 0
    var index = 2
    while index < lines.count {
      let line = lines[index]
      let noLineFeed = index + 1 < lines.count && lines[index + 1] == "\\ No newline at end of file"
      let body = Array(line.utf8.dropFirst()) + (noLineFeed ? [] : [10])
      if line.hasPrefix("@@ -") {
        let range = line.dropFirst(4).prefix { $0 != " " }.split(separator: ",")
        guard var start = Int(range[0]) else { return nil }
        if range.count == 1 || range[1] != "0" { start -= 1 }
        guard start >= position, start <= oldLines.count else { return nil }
        for kept in oldLines[position..<start] { result += kept }
        position = start
      } else if line.hasPrefix("+") {
        result += body
      } else if line.hasPrefix(" ") || line.hasPrefix("-") {
        guard position < oldLines.count, oldLines[position] == body else { return nil }
        if line.hasPrefix(" ") { result += body }
        position += 1
      } else {
        return nil
      }
      index += noLineFeed ? 2 : 1
    }
    for kept in oldLines[position...] { result += kept }
    return String(decoding: result, as: UTF8.self)
  }

  /// The lines of `text` as bytes, each with its line feed (the last may have none).
  static func linesKeepingLineFeeds(_ text: String) -> [[UInt8]] {
    var lines: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      current.append(byte)
      if byte == 10 {
        lines.append(current)
        current = []
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A random variant of `lines`: about `changes` scattered edits, insertions, deletions and
  /// block moves, drawn from `random`.
  static func mutate(_ lines: [String], changes: Int, using random: inout SplitMix64) -> [String] {
    var result = lines
    for change in 0..<changes {
      let position = result.isEmpty ? 0 : Int(random.next() % UInt64(result.count))
      switch random.next() % 5 {
      case 0 where !result.isEmpty: result[position] += " -> changed \(change)"
      case 1: result.insert("    inserted \(change)", at: position)
      case 2 where !result.isEmpty: result.remove(at: position)
      case 3: result.insert(["# end", "", "    }"][change % 3], at: position)  // repeated lines
      default:
        // Move a block of up to 8 lines elsewhere.
        let length = min(result.count - position, 1 + Int(random.next() % 8))
        guard length > 0 else { continue }
        let block = Array(result[position..<position + length])
        result.removeSubrange(position..<position + length)
        result.insert(contentsOf: block, at: Int(random.next() % UInt64(result.count + 1)))
      }
    }
    return result
  }
}
