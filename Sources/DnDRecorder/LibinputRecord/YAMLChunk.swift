import DnDFormats
import Foundation
import Yams

/// A few lines of a libinput recording parsed on their own by Yams, so that a long recording is
/// never held whole: the reader cuts the file at lines it can recognise without a YAML parser
/// (`devices:`, `- node:`, `events:`, one list item of events) and hands each piece to Yams.
/// Marks Yams reports are 1-based within the piece; `firstLine` turns them into file lines.
struct YAMLChunk {
  let file: String
  /// The file line of the chunk's first line.
  let firstLine: Int
  let root: Node?

  /// Parses `text` (lines `firstLine…` of `file`). A YAML syntax error becomes an `InputError`
  /// at its file line.
  init(text: String, file: String, firstLine: Int) throws(InputError) {
    self.file = file
    self.firstLine = firstLine
    do {
      let parser = try Parser(yaml: text, resolver: .basic, constructor: .default, encoding: .utf8)
      root = try parser.singleRoot()
    } catch let error as YamlError {
      throw Self.inputError(error, file: file, firstLine: firstLine)
    } catch {
      throw InputError(file: file, line: firstLine, message: "cannot read the YAML (\(error))")
    }
  }

  /// The file line of `node` (the chunk's first line when Yams gives no mark).
  func line(of node: Node) -> Int {
    guard let mark = node.mark else { return firstLine }
    return firstLine + mark.line - 1
  }

  /// An error about `node`: "expected …, found …" at its line.
  func error(_ node: Node, expected: String) -> InputError {
    InputError(
      file: file, line: line(of: node),
      message: "expected \(expected), found \(Self.describe(node))")
  }

  /// `node` as an integer of type `T`, written in decimal as a plain scalar (`-12`, `0`, `4095`):
  /// a quoted string, a fraction, hex or a number out of `T`'s range is an error naming `what`.
  func integer<T: FixedWidthInteger>(_ node: Node, _ what: String, as type: T.Type = T.self)
    throws(InputError) -> T
  {
    guard case .scalar(let scalar) = node, scalar.style == .plain,
      let value = DecimalText.integer(scalar.string, as: T.self)
    else {
      throw error(node, expected: "\(what) (a whole number from \(T.min) to \(T.max))")
    }
    return value
  }

  /// `node` as a string scalar (any quoting).
  func string(_ node: Node, _ what: String) throws(InputError) -> String {
    guard case .scalar(let scalar) = node else { throw error(node, expected: what) }
    return scalar.string
  }

  /// A short rendering of `node` for messages: a scalar as written, else its kind.
  static func describe(_ node: Node) -> String {
    switch node {
    case .scalar(let scalar):
      let text = scalar.string
      if text.isEmpty && scalar.style == .plain { return "nothing" }
      let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
      return scalar.style == .plain && !text.isEmpty ? shown : "\"\(shown)\""
    case .mapping: return "a mapping"
    case .sequence(let sequence): return "a list of \(sequence.count)"
    case .alias: return "an alias"
    }
  }

  private static func inputError(_ error: YamlError, file: String, firstLine: Int) -> InputError {
    func at(_ mark: Mark, _ problem: String, _ context: YamlError.Context? = nil) -> InputError {
      var message = "expected YAML as libinput record writes it: \(problem)"
      if let context, context.mark.line != mark.line {
        // libyaml notices an unclosed `[` on a later line; say where it was opened.
        let what = context.text.replacingOccurrences(of: "while parsing ", with: "")
        message += " (in \(what) that starts on line \(firstLine + context.mark.line - 1))"
      }
      return InputError(
        file: file, line: firstLine + mark.line - 1, column: mark.column, message: message)
    }
    switch error {
    case .scanner(let context, let problem, let mark, _),
      .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      return at(mark, problem, context)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return at(context.mark, "a key appears twice (\(duplicates.joined(separator: ", ")))")
    case .reader(let problem, _, _, _):
      return InputError(file: file, line: firstLine, message: "expected UTF-8 text: \(problem)")
    default:
      return InputError(file: file, line: firstLine, message: "cannot read the YAML (\(error))")
    }
  }
}
