/// The parts of an event line's text, `photo.drag itemsForBeginning(session: S1) -> [I1]`:
/// subject `photo.drag`, name `itemsForBeginning`, arguments `session: S1`, result `[I1]`.
///
/// The timeline reads logs, not engine events, so that it draws exactly what a golden holds
/// (including logs written by another version). The parser is forgiving: text that does not
/// follow the shape still yields a subject and a name, so an unknown event is drawn as a tick
/// rather than dropped.
struct EventText: Equatable {
  struct Argument: Equatable {
    var label: String
    var value: String
  }

  var subject: String
  var name: String
  var arguments: [Argument]
  var result: String?

  init(_ text: String) {
    let characters = Array(text)
    var index = characters.firstIndex(of: " ") ?? characters.endIndex
    subject = String(characters[..<index])
    if index < characters.endIndex { index += 1 }
    var nameEnd = index
    while nameEnd < characters.endIndex && characters[nameEnd] != "("
      && characters[nameEnd] != " "
    {
      nameEnd += 1
    }
    name = String(characters[index..<nameEnd])
    arguments = []
    result = nil
    var rest = nameEnd
    if rest < characters.endIndex && characters[rest] == "(" {
      let close = Self.matchingClose(characters, from: rest)
      arguments = Self.split(Array(characters[(rest + 1)..<close]))
      rest = min(close + 1, characters.endIndex)
    }
    let tail = String(characters[rest...])
    if tail.hasPrefix(" -> ") { result = String(tail.dropFirst(4)) }
  }

  /// The value of the first argument called `label`.
  func argument(_ label: String) -> String? {
    arguments.first { $0.label == label }?.value
  }

  /// Whether `identity` (`S1`) is the subject, an argument's value or the result.
  func mentions(_ identity: String) -> Bool {
    subject == identity || result == identity || arguments.contains { $0.value == identity }
  }

  /// The index of the `)` closing the `(` at `open`, skipping nested brackets and quoted text;
  /// the end of the text when it is never closed.
  private static func matchingClose(_ characters: [Character], from open: Int) -> Int {
    var depth = 0
    var quoted = false
    var index = open
    while index < characters.count {
      let character = characters[index]
      if quoted {
        if character == "\\" {
          index += 1
        } else if character == "\"" {
          quoted = false
        }
      } else if character == "\"" {
        quoted = true
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return characters.count
  }

  /// `session: S1, operation: copy` → two arguments; commas inside brackets or quotes do not
  /// split. A part without `: ` is an argument with an empty label.
  private static func split(_ characters: [Character]) -> [Argument] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    var quoted = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if quoted {
        if character == "\\" && index + 1 < characters.count {
          current.append(character)
          index += 1
          current.append(characters[index])
          index += 1
          continue
        }
        if character == "\"" { quoted = false }
      } else if character == "\"" {
        quoted = true
      } else if character == "(" || character == "[" {
        depth += 1
      } else if character == ")" || character == "]" {
        depth -= 1
      } else if character == "," && depth == 0 && index + 1 < characters.count
        && characters[index + 1] == " "
      {
        parts.append(current)
        current = ""
        index += 2
        continue
      }
      current.append(character)
      index += 1
    }
    if !current.isEmpty { parts.append(current) }
    return parts.map { part in
      guard let colon = part.firstRange(of: ": "),
        part[..<colon.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
      else { return Argument(label: "", value: part) }
      return Argument(
        label: String(part[..<colon.lowerBound]), value: String(part[colon.upperBound...]))
    }
  }
}
