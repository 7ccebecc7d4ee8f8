import DnDFormats

/// A token of the text form: a word (names, numbers, times — `[A-Za-z0-9._-]+`), a quoted string
/// (an action argument with spaces), or one of `(`, `)`, `,`, `=`.
struct ScriptToken: Equatable {
  enum Kind: Equatable {
    case word
    case string
    case open
    case close
    case comma
    case equals
  }

  var kind: Kind
  /// The word, the string's contents (unescaped), or the punctuation.
  var text: String
  /// 1-based, in UTF-8 bytes.
  var column: Int
  /// Bytes the token takes in the line.
  var width: Int

  /// How an error names it: `"hold"`, `a string "a b"`, `'('`.
  var described: String {
    switch kind {
    case .word: ScriptQuantities.quoted(text)
    case .string: "a string \(ScriptQuantities.quoted(text))"
    case .open, .close, .comma, .equals: "'\(text)'"
    }
  }
}

/// Splits one line of the text form into tokens. Spaces, tabs and a carriage return separate
/// them; `#` outside a string starts a comment that runs to the end of the line. Strings are
/// `"…"` with `\"` and `\\` as the only escapes, valid UTF-8 and no control characters.
enum GestureTextLexer {
  static func tokens(_ line: ArraySlice<UInt8>, number: Int, file: String) throws(InputError)
    -> [ScriptToken]
  {
    var tokens: [ScriptToken] = []
    let bytes = Array(line)
    var index = 0
    func fail(_ message: String, at byteIndex: Int) -> InputError {
      InputError(file: file, line: number, column: byteIndex + 1, message: message)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "#"):
        return tokens
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "="):
        let kinds: [UInt8: ScriptToken.Kind] = [
          UInt8(ascii: "("): .open, UInt8(ascii: ")"): .close, UInt8(ascii: ","): .comma,
          UInt8(ascii: "="): .equals,
        ]
        tokens.append(
          ScriptToken(
            kind: kinds[byte]!, text: String(UnicodeScalar(byte)), column: index + 1, width: 1))
        index += 1
      case UInt8(ascii: "\""):
        let start = index
        var content: [UInt8] = []
        index += 1
        while true {
          guard index < bytes.count else {
            throw fail("unterminated string; expected a closing '\"' on this line", at: start)
          }
          let next = bytes[index]
          if next == UInt8(ascii: "\"") { break }
          if next < 0x20 || next == 0x7F {
            throw fail("control character in a string; expected printable text", at: index)
          }
          if next == UInt8(ascii: "\\") {
            guard index + 1 < bytes.count,
              [UInt8(ascii: "\""), UInt8(ascii: "\\")].contains(bytes[index + 1])
            else {
              throw fail("unknown escape in a string; expected \\\" or \\\\", at: index)
            }
            index += 1
          }
          content.append(bytes[index])
          index += 1
        }
        index += 1
        let text = String(decoding: content, as: UTF8.self)
        guard Array(text.utf8) == content else {
          throw fail("invalid UTF-8 in a string", at: start)
        }
        tokens.append(
          ScriptToken(kind: .string, text: text, column: start + 1, width: index - start))
      default:
        guard isWordByte(byte) else {
          let shown =
            byte >= 0x21 && byte < 0x7F
            ? "'\(String(UnicodeScalar(byte)))'" : "byte 0x" + hex(byte)
          throw fail(
            "unexpected \(shown); expected a word, a number, a time, '(', ')', ',', '=', a quoted string or '#'",
            at: index)
        }
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        tokens.append(
          ScriptToken(
            kind: .word, text: String(decoding: bytes[start..<index], as: UTF8.self),
            column: start + 1, width: index - start))
      }
    }
    return tokens
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
      UInt8(ascii: "_"):
      true
    default:
      false
    }
  }
}
