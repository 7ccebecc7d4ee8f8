/// What an ``EngineEvent/Argument`` holds until its text is asked for: the text itself, or a
/// number or point that ``LogNumber`` renders on demand (the text is the same either way).
enum ArgumentPayload: Sendable {
  case text(String)
  /// ``LogNumber/format(_:)`` of the value.
  case number(Double)
  /// ``Point/logDescription`` of the point: `(x,y)`.
  case point(Point)

  var text: String {
    switch self {
    case .text(let text): text
    case .number(let value): LogNumber.format(value)
    case .point(let point): point.logDescription
    }
  }

  /// Appends the UTF-8 of ``text``.
  func append(to utf8: inout [UInt8]) {
    switch self {
    case .text(let text): utf8.append(contentsOf: text.utf8)
    case .number(let value): utf8.append(contentsOf: LogNumber.format(value).utf8)
    case .point(let point):
      // `Point.logDescription`: `(x,y)`.
      utf8.append(UInt8(ascii: "("))
      utf8.append(contentsOf: LogNumber.format(point.x).utf8)
      utf8.append(UInt8(ascii: ","))
      utf8.append(contentsOf: LogNumber.format(point.y).utf8)
      utf8.append(UInt8(ascii: ")"))
    }
  }

  /// True only when both hold the same case with bit-identical contents, so that equal payloads
  /// are recognised without rendering. False says nothing: `-0.0` and `0.0` render alike.
  func isIdentical(to other: ArgumentPayload) -> Bool {
    switch (self, other) {
    case (.text(let a), .text(let b)): a == b
    case (.number(let a), .number(let b)): a.bitPattern == b.bitPattern
    case (.point(let a), .point(let b)):
      a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
    default: false
    }
  }
}
