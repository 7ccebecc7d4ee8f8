import Testing

/// A strict well-formedness check of the report's HTML, enough to catch what string building
/// gets wrong: unbalanced or misnested elements, unquoted attributes, a raw `<` or a bare `&` in
/// text, duplicate ids. (The page is written in a subset of HTML5 that this can read: every
/// non-void element closed, attributes double-quoted, SVG children self-closed.)
enum HTMLReportWellFormedness {
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }

  static let voidElements: Set<String> = [
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
    "wbr",
  ]

  static func check(_ html: String) throws {
    let text = Array(html.unicodeScalars)
    var index = 0
    var stack: [String] = []
    var ids: Set<String> = []
    func fail(_ message: String) -> Problem {
      let line = text[..<min(index, text.count)].filter { $0 == "\n" }.count + 1
      return Problem(description: "line \(line): \(message) (open: \(stack.suffix(4)))")
    }
    func starts(_ prefix: String, at position: Int) -> Bool {
      let scalars = Array(prefix.unicodeScalars)
      guard position + scalars.count <= text.count else { return false }
      return Array(text[position..<(position + scalars.count)]) == scalars
    }
    while index < text.count {
      if starts("<!DOCTYPE html>", at: index) {
        index += 15
        continue
      }
      if text[index] == "&" {
        var end = index + 1
        while end < text.count && end - index < 12
          && (text[end].properties.isAlphabetic || ("0"..."9").contains(text[end])
            || text[end] == "#")
        {
          end += 1
        }
        guard end < text.count, text[end] == ";", end > index + 1 else {
          throw fail("a bare & in text")
        }
        index = end + 1
        continue
      }
      guard text[index] == "<" else {
        if text[index] == ">" { throw fail("a raw > in text") }
        index += 1
        continue
      }
      // A tag.
      let closing = index + 1 < text.count && text[index + 1] == "/"
      var cursor = index + (closing ? 2 : 1)
      var name = ""
      while cursor < text.count,
        text[cursor].properties.isAlphabetic || ("0"..."9").contains(text[cursor])
      {
        name.unicodeScalars.append(text[cursor])
        cursor += 1
      }
      guard !name.isEmpty else { throw fail("a raw < in text") }
      var selfClosed = false
      // Attributes: name="value" pairs.
      while cursor < text.count && text[cursor] != ">" {
        let scalar = text[cursor]
        if scalar == " " || scalar == "\n" {
          cursor += 1
        } else if scalar == "/" && cursor + 1 < text.count && text[cursor + 1] == ">" {
          selfClosed = true
          cursor += 1
        } else {
          var attribute = ""
          while cursor < text.count,
            text[cursor] != "=" && text[cursor] != " " && text[cursor] != ">"
          {
            attribute.unicodeScalars.append(text[cursor])
            cursor += 1
          }
          guard
            attribute.unicodeScalars.allSatisfy({
              $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
            })
          else { throw fail("bad attribute name \(attribute) in <\(name)>") }
          if cursor < text.count && text[cursor] == "=" {
            guard cursor + 1 < text.count, text[cursor + 1] == "\"" else {
              throw fail("unquoted attribute \(attribute) in <\(name)>")
            }
            var end = cursor + 2
            var value = ""
            while end < text.count && text[end] != "\"" {
              if text[end] == "<" { throw fail("a raw < in attribute \(attribute)") }
              value.unicodeScalars.append(text[end])
              end += 1
            }
            if attribute == "id" {
              guard ids.insert(value).inserted else { throw fail("duplicate id \(value)") }
            }
            cursor = end + 1
          }
        }
      }
      guard cursor < text.count else { throw fail("unterminated tag <\(name)") }
      index = cursor + 1
      if closing {
        guard stack.last == name else {
          throw fail("</\(name)> closes <\(stack.last ?? "nothing")>")
        }
        stack.removeLast()
      } else if name == "script" || name == "style" {
        // Raw text up to the closing tag.
        while index < text.count && !starts("</\(name)>", at: index) { index += 1 }
        guard index < text.count else { throw fail("unterminated <\(name)>") }
        index += name.unicodeScalars.count + 3
      } else if !selfClosed && !voidElements.contains(name) {
        stack.append(name)
      }
    }
    guard stack.isEmpty else { throw fail("unclosed elements at the end") }
  }
}

@Suite struct HTMLReportWellFormednessTests {
  @Test func acceptsWellFormedMarkup() throws {
    try HTMLReportWellFormedness.check(
      "<!DOCTYPE html>\n<html><body><p class=\"a\">x &amp; y</p><input checked><svg><rect x=\"1\"/></svg></body></html>"
    )
  }

  @Test(arguments: [
    "<p>a < b</p>", "<p>a & b</p>", "<p><b>x</p></b>", "<p class=x>y</p>", "<p>open",
    "<p id=\"a\"></p><p id=\"a\"></p>", "<p title=\"<\">x</p>",
  ])
  func rejectsBrokenMarkup(_ html: String) {
    #expect(throws: HTMLReportWellFormedness.Problem.self) {
      try HTMLReportWellFormedness.check(html)
    }
  }
}
