import DnDFormats

/// The numbers of a gesture script — times, durations, coordinates, rates — read exactly from
/// their decimal text (the text form's words, the JSON form's strings), so `0.4s` is 400 000 µs
/// and never 399 999.99…. Each reader returns the value or a ``ScriptMessage`` saying what was
/// expected; the caller adds the place.
enum ScriptQuantities {
  /// The latest instant of a trace, 10¹² µs (1000000s, about 11.6 days).
  static let maxTime = TraceReader.maxTime
  static let timeExamples = "like 0.5s, 500ms or 1200us"

  /// A time since the start (`at 1.5s`): 0 … ``maxTime`` µs.
  static func time(_ text: String) -> Result<Int64, ScriptMessage> {
    microseconds(text, what: "a time", minimum: "≥ 0")
  }

  /// A duration (`hold 0.5s`): more than 0, at most ``maxTime`` µs.
  static func duration(_ text: String) -> Result<Int64, ScriptMessage> {
    microseconds(text, what: "a duration", minimum: "greater than 0").flatMap { value in
      value > 0
        ? .success(value)
        : .failure(ScriptMessage("expected a duration greater than 0, found \(text)"))
    }
  }

  /// `12.5s`, `500ms`, `1200us` → µs. A sign is an error (times and durations are never
  /// negative), and so is a fraction of a microsecond.
  private static func microseconds(_ text: String, what: String, minimum: String)
    -> Result<Int64, ScriptMessage>
  {
    let units: [(suffix: String, exponent: Int)] = [("us", 0), ("ms", 3), ("s", 6)]
    let malformed = ScriptMessage("expected \(what) \(timeExamples), found \(quoted(text))")
    guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else {
      return .failure(malformed)
    }
    var number = String(text.dropLast(unit.suffix.count))
    let negative = number.hasPrefix("-")
    if negative { number.removeFirst() }
    switch ExactDecimal.scaled(number, exponent: unit.exponent, limit: maxTime) {
    case .malformed:
      return .failure(malformed)
    case _ where negative:
      return .failure(ScriptMessage("expected \(what) \(minimum), found \(text)"))
    case .tooLarge:
      return .failure(
        ScriptMessage(
          "expected \(what) of at most \(describe(maxTime)) (about 11.6 days), found \(text)"))
    case .tooPrecise:
      return .failure(ScriptMessage("expected \(what) in whole microseconds, found \(text)"))
    case .value(let value):
      return .success(value)
    }
  }

  /// A coordinate in points: at most three decimals (a trace's precision), within ±1,000,000.
  static func coordinate(_ text: String) -> Result<Int64, ScriptMessage> {
    var number = text
    let negative = number.hasPrefix("-")
    if negative { number.removeFirst() }
    switch ExactDecimal.scaled(number, exponent: 3, limit: GesturePoint.maxMilli) {
    case .malformed:
      return .failure(ScriptMessage("expected a coordinate in points, found \(quoted(text))"))
    case .tooLarge:
      return .failure(ScriptMessage("expected a coordinate within ±1000000 points, found \(text)"))
    case .tooPrecise:
      return .failure(ScriptMessage("expected a coordinate with at most 3 decimals, found \(text)"))
    case .value(let milli):
      return .success(negative ? -milli : milli)
    }
  }

  /// A sample rate in hertz: more than 0, at most 100 000, at most three decimals.
  static func rate(_ text: String) -> Result<SampleClock, ScriptMessage> {
    let expected = "expected a sample rate in Hz above 0 and at most 100000"
    switch ExactDecimal.scaled(text, exponent: 3, limit: SampleClock.maxMillihertz) {
    case .value(let milli):
      guard let clock = SampleClock(millihertz: milli) else {
        return .failure(ScriptMessage("\(expected), found \(text)"))
      }
      return .success(clock)
    case .tooPrecise:
      return .failure(
        ScriptMessage("expected a sample rate with at most 3 decimals, found \(text)"))
    case .tooLarge:
      return .failure(ScriptMessage("\(expected), found \(text)"))
    case .malformed:
      return .failure(ScriptMessage("\(expected), found \(quoted(text))"))
    }
  }

  /// Microseconds as seconds for messages: `500000` → `0.5s`, `8333` → `0.008333s`.
  static func describe(_ microseconds: Int64) -> String {
    let fraction = microseconds % 1_000_000
    guard fraction != 0 else { return "\(microseconds / 1_000_000)s" }
    var digits = String(fraction)
    digits = String(repeating: "0", count: 6 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(microseconds / 1_000_000).\(digits)s"
  }

  static func quoted(_ text: String) -> String { JSONQuoting.quoted(text, maxScalars: 40) }
}

/// A message about a script's value or statement, before its place is known.
struct ScriptMessage: Error, Equatable {
  var text: String
  init(_ text: String) { self.text = text }
}
