import DnDFormats

/// The lines of a libinput recording, read one at a time (a recording of minutes is tens of
/// megabytes), with one line of look-ahead and the few facts about a line the reader needs to cut
/// the file into pieces for Yams without parsing YAML itself.
final class LibinputRecordLines {
  struct Line {
    var number: Int
    var text: String

    /// Leading spaces (YAML indentation never uses tabs; a tab is left for Yams to reject).
    var indent: Int { text.utf8.prefix { $0 == UInt8(ascii: " ") }.count }

    /// Blank or a comment: part of whatever piece it falls in, never a boundary.
    var isBlankOrComment: Bool {
      let rest = text.utf8.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      return rest.isEmpty || rest.first == UInt8(ascii: "#")
    }

    /// A list item at this line's indentation (`- …` or a lone `-`).
    var startsListItem: Bool {
      let rest = text.utf8.dropFirst(indent)
      guard rest.first == UInt8(ascii: "-") else { return false }
      let next = rest.dropFirst().first
      return next == nil || next == UInt8(ascii: " ")
    }

    /// `KEY:` alone at `indent` columns, maybe followed by spaces and a comment.
    func isKey(_ key: String, indent wanted: Int) -> Bool {
      guard indent == wanted else { return false }
      let rest = text.utf8.dropFirst(wanted)
      let name = key.utf8
      guard rest.starts(with: name), rest.dropFirst(name.count).first == UInt8(ascii: ":") else {
        return false
      }
      let after = rest.dropFirst(name.count + 1).drop { $0 == UInt8(ascii: " ") }
      return after.isEmpty || after.first == UInt8(ascii: "#")
    }
  }

  let file: String
  private let reader: LineReader
  private var pushedBack: Line?

  init(_ reader: LineReader) {
    self.reader = reader
    file = reader.file
  }

  /// The next line, or `nil` at the end of the file. A final CR (a file that went through a
  /// Windows tool) is dropped; bytes that are not UTF-8 are an error at their line.
  func next() throws(InputError) -> Line? {
    if let line = pushedBack {
      pushedBack = nil
      return line
    }
    guard var bytes = try reader.nextLine() else { return nil }
    if bytes.last == 13 { bytes = bytes.dropLast() }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw InputError(file: file, line: reader.lineNumber, message: "expected UTF-8 text")
    }
    let line = Line(number: reader.lineNumber, text: text)
    // YAML forbids tabs in indentation; caught here, since indentation is what the reader cuts at.
    if line.text.utf8.dropFirst(line.indent).first == UInt8(ascii: "\t") {
      throw InputError(
        file: file, line: line.number, column: line.indent + 1,
        message: "expected spaces before the text, found a tab")
    }
    return line
  }

  /// Gives `line` back: the next call to ``next()`` returns it again.
  func pushBack(_ line: Line) {
    pushedBack = line
  }
}
