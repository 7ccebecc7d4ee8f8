/// When each tick of a document runs, by the spec's tick model: action `k` of every source runs
/// in tick `k`; a tick lasts as long as its longest pause or `pointerMove` `duration` (0 when
/// none says one), and the next tick starts when it ends. Sources with fewer actions simply take
/// no part in the later ticks.
struct WebDriverTicks: Sendable, Equatable {
  /// `starts[k]` is when tick `k` starts (µs); the last element is when the last tick ends.
  let starts: [Int64]

  init(_ document: WebDriverDocument, file: String) throws(InputError) {
    let count = document.sources.map(\.actions.count).max() ?? 0
    var starts: [Int64] = [0]
    starts.reserveCapacity(count + 1)
    for tick in 0..<count {
      // The first action with the tick's longest duration, to blame if it runs too long.
      var longest: WebDriverAction?
      for source in document.sources where tick < source.actions.count {
        let action = source.actions[tick]
        if let duration = action.duration, duration > (longest?.duration ?? 0) {
          longest = action
        }
      }
      let start = starts[tick]
      let end = start + (longest?.duration ?? 0)
      if let longest, end > TraceReader.maxTime {
        throw InputError(
          file: file, path: "\(longest.path)",
          message:
            "this tick starts at \(ScriptQuantities.describe(start)) and would end at \(ScriptQuantities.describe(end)), past the end of a trace's timeline (\(ScriptQuantities.describe(TraceReader.maxTime)))"
        )
      }
      starts.append(end)
    }
    self.starts = starts
  }

  /// The number of ticks.
  var count: Int { starts.count - 1 }

  /// How long tick `k` lasts (µs).
  func duration(_ tick: Int) -> Int64 { starts[tick + 1] - starts[tick] }
}
