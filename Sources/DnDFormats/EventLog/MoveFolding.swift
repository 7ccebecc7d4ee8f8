import DnDEngine
import VirtualTime

/// Folding of long runs of touch samples, so that a 3-second drag does not bury its delegate
/// calls under 180 `moved` lines.
///
/// Rule (our choice, format `dndsim-log` 1): a run of **3 or more consecutive** `touch` events
/// named `moved` or `stationary` for the **same subject**, with no other event between them,
/// keeps its first and last lines; the lines between are replaced by one comment line
///
///                  #        ... 7 samples of F1 (t=0.341000..0.437000)
///
/// giving the number of folded samples, the subject and the (microsecond) times of the first
/// and last folded sample — just `(t=0.341000)` when one sample is folded. "Consecutive" is
/// about the event stream, not about time: a delegate call or another finger's sample ends the
/// run. Folding removes lines and adds the comment; it changes no other line and no section.
///
/// The run is kept in constant space (first event, counters, last event), so streaming a long
/// replay never holds more than one run's ends.
struct MoveFolding {
  static let foldedNames: Set<String> = ["moved", "stationary"]

  private var first: EngineEvent?
  private var last: EngineEvent?
  private var middleCount = 0
  private var middleFirst: Int64 = 0
  private var middleLast: Int64 = 0

  static func isFoldable(_ event: EngineEvent) -> Bool {
    event.kind == .touch && foldedNames.contains(event.name)
  }

  /// Whether `event` continues the current run.
  func continues(with event: EngineEvent) -> Bool {
    guard let first else { return false }
    return first.subject == event.subject
  }

  /// Adds a foldable event that either continues the run or starts one when the run is empty.
  mutating func add(_ event: EngineEvent) {
    guard first != nil else {
      first = event
      return
    }
    if let previous = last {
      let time = LogTime.microseconds(fromNanoseconds: previous.time.nanosecondsSinceStart)
      if middleCount == 0 { middleFirst = time }
      middleLast = time
      middleCount += 1
    }
    last = event
  }

  /// What the run writes — events and the fold comment, in order — and empties the run.
  mutating func flush() -> [Output] {
    guard let first else { return [] }
    var output: [Output] = [.event(first)]
    if middleCount > 0 { output.append(.comment(commentText(subject: first.subject))) }
    if let last { output.append(.event(last)) }
    self = MoveFolding()
    return output
  }

  enum Output {
    case event(EngineEvent)
    case comment(String)
  }

  private func commentText(subject: String) -> String {
    let noun = middleCount == 1 ? "sample" : "samples"
    var times = "t=" + LogTime.format(microseconds: middleFirst)
    if middleCount > 1 { times += ".." + LogTime.format(microseconds: middleLast) }
    return "... \(middleCount) \(noun) of \(LogText.escaped(subject)) (\(times))"
  }
}
