import DnDEngine

/// Attributed strings travel as their characters: attributes are not modelled (nothing is
/// drawn), so the plain text is the whole content.
///
/// **Writing**: `public.utf8-plain-text` first (the same bytes an `NSString` writes), then
/// `public.rtf` for a receiver that asks for rich text — a minimal RTF document of the
/// characters (`PlainRTF`). UIKit puts RTF first; plain text comes first here so that a text
/// reader (`NSString`, the engine's `String`) takes the characters rather than RTF markup.
///
/// **Reading**: from `public.rtf` (its text, control words dropped) or any text type (UTF-8),
/// into an attributed string without attributes. A subclass of `NSAttributedString` cannot be
/// read (the load fails with `unexpectedValueClass`): it has no required initializer to make
/// one with.
nonisolated extension NSAttributedString: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.rtf.rawValue] + String.readableTypeIdentifiers.map(\.rawValue)
  }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    let bytes = ItemData([UInt8](data))
    let type = TypeIdentifier.uikit(typeIdentifier)
    let text: String?
    if type.conforms(to: .rtf) {
      text = bytes.utf8String.flatMap(PlainRTF.text(of:))
    } else {
      text = try? String.object(from: bytes, type: type)
    }
    guard let text, let object = NSAttributedString(string: text) as? Self else {
      throw LoadError.unexpectedValueClass.bridged
    }
    return object
  }

  public static var writableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.utf8PlainText.rawValue, TypeIdentifier.rtf.rawValue]
  }

  /// The UTF-8 text for plain text (or a type it conforms to), the RTF document for
  /// `public.rtf`; an `unavailableCoercion` error for other types. Completes at once.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    let requested = TypeIdentifier.uikit(typeIdentifier)
    if TypeIdentifier.utf8PlainText.conforms(to: requested) {
      completionHandler(Data(string.utf8), nil)
    } else if requested == .rtf {
      completionHandler(Data(PlainRTF.document(of: string).utf8), nil)
    } else {
      completionHandler(nil, LoadError.unavailableCoercion.bridged)
    }
    return nil
  }
}

/// The smallest RTF that carries plain text, and a reader for it that tolerates common RTF.
///
/// Writing: `{\rtf1\ansi ` + the text + `}`, where `\`, `{` and `}` are escaped with a
/// backslash, a line feed is `\par `, a tab `\tab `, other printable ASCII is itself and every
/// other character is `\uN?` per UTF-16 unit (N signed, `?` the fallback RTF readers skip).
/// Reading: the text of the document — `\par` and `\line` give a line feed, `\tab` a tab,
/// `\uN` a UTF-16 unit (the one fallback character after it skipped), `\'hh` a Latin-1
/// character, escaped `\ { }` themselves; other control words are dropped, and so are the
/// groups `\*`, `\fonttbl`, `\colortbl`, `\stylesheet`, `\info` and `\pict` open. Anything not
/// starting with `{\rtf` is not RTF (nil). Source: the RTF 1.9.1 specification's syntax; the
/// subset is our choice.
nonisolated enum PlainRTF {
  /// The RTF document of `text`.
  static func document(of text: String) -> String {
    var result = "{\\rtf1\\ansi "
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\", "{", "}": result += "\\" + String(scalar)
      case "\n": result += "\\par "
      case "\t": result += "\\tab "
      case " "..."~": result.unicodeScalars.append(scalar)
      default:
        for unit in String(scalar).utf16 { result += "\\u\(Int16(bitPattern: unit))?" }
      }
    }
    return result + "}"
  }

  /// The control words whose group is not text.
  private static let skippedDestinations: Set<String> = [
    "fonttbl", "colortbl", "stylesheet", "info", "pict",
  ]

  /// The text of the RTF document `rtf`, or nil when it is not RTF.
  static func text(of rtf: String) -> String? {
    guard rtf.hasPrefix("{\\rtf") else { return nil }
    let scalars = Array(rtf.unicodeScalars)
    var units: [UInt16] = []
    var depth = 0
    /// The depth of the group being skipped, if any.
    var skipping: Int?
    var index = 0
    func emit(_ scalar: Unicode.Scalar) {
      if skipping == nil { units.append(contentsOf: String(scalar).utf16) }
    }
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      switch scalar {
      case "{":
        depth += 1
      case "}":
        if let level = skipping, depth <= level { skipping = nil }
        depth -= 1
      case "\n", "\r":
        break
      case "\\":
        guard index < scalars.count else { break }
        let next = scalars[index]
        index += 1
        switch next {
        case "\\", "{", "}":
          emit(next)
        case "'":
          let hex = String(String.UnicodeScalarView(scalars[index..<min(index + 2, scalars.count)]))
          index = min(index + 2, scalars.count)
          if let value = UInt8(hex, radix: 16) { emit(Unicode.Scalar(value)) }
        case "*":
          if skipping == nil { skipping = depth }
        case "\n", "\r":
          emit("\n")
        case "a"..."z", "A"..."Z":
          var word = String(next)
          while index < scalars.count,
            ("a"..."z").contains(scalars[index])
              || ("A"..."Z").contains(scalars[index])
          {
            word.unicodeScalars.append(scalars[index])
            index += 1
          }
          var parameter = ""
          if index < scalars.count, scalars[index] == "-" || ("0"..."9").contains(scalars[index]) {
            parameter.unicodeScalars.append(scalars[index])
            index += 1
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
              parameter.unicodeScalars.append(scalars[index])
              index += 1
            }
          }
          if index < scalars.count, scalars[index] == " " { index += 1 }
          switch word {
          case "par", "line": emit("\n")
          case "tab": emit("\t")
          case "u":
            if skipping == nil, let value = Int16(parameter) {
              units.append(UInt16(bitPattern: value))
            }
            // Skip the fallback character (one, RTF's default \uc1).
            if index < scalars.count {
              if scalars[index] == "\\", index + 1 < scalars.count, scalars[index + 1] == "'" {
                index = min(index + 4, scalars.count)
              } else if scalars[index] != "\\", scalars[index] != "{", scalars[index] != "}" {
                index += 1
              }
            }
          default:
            if skippedDestinations.contains(word), skipping == nil { skipping = depth }
          }
        default:
          break
        }
      default:
        emit(scalar)
      }
    }
    return String(decoding: units, as: UTF16.self)
  }
}
