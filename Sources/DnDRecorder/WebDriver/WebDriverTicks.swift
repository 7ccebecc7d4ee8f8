import DnDFormats

/// When each tick of a document runs, by the spec's tick model: action `k` of every source runs
/// in tick `k`; a tick lasts as long as its longest pause or `pointerMove` `duration` (0 when
/// none says one), and the next tick starts when it ends. Sources with fewer actions simply take
/// no part in the later ticks.
struct WebDriverTicks: Sendable, Equatable {
  /// `starts[k]` is when tick `k` starts (µs); the last element is when the last tick ends.
  let starts: [Int64]

  init(_ document: WebDriverDocument, file: String) throws(InputError) {
    let count = document.sources.map(\.actions.count).max() ?? 0
    // Each tick's first action with its longest duration, to blame if it runs too long: one pass
    // over the actions, not over every source for every tick (quadratic for many short sources
    // beside a long one).
    var longestOfTick = [WebDriverAction?](repeating: nil, count: count)
    for source in document.sources {
      for (tick, action) in source.actions.enumerated() {
        if let duration = action.duration, duration > (longestOfTick[tick]?.duration ?? 0) {
          longestOfTick[tick] = action
        }
      }
    }
    var starts: [Int64] = [0]
    starts.reserveCapacity(count + 1)
    for tick in 0..<count {
      let longest = longestOfTick[tick]
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
