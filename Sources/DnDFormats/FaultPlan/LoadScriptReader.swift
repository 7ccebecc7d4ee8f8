import DnDSimulator

/// The keys of a load script — `delay_ms`, `progress_steps`, `fail`, `hang` — read the same way
/// wherever they appear: a fault plan's rule and a scene's representation loader share one
/// vocabulary, its limits and its messages.
enum LoadScriptReader {
  static let keys = ["delay_ms", "progress_steps", "fail", "hang"]
  /// One hour: a longer wait is a mistake, not a slow network.
  static let maxDelayMilliseconds: Int64 = 3_600_000
  static let maxProgressSteps: Int64 = 1000

  /// The script in `object` (its other keys are the caller's to check).
  static func read(_ object: JSONObjectReader) throws(JSONReadError) -> LoadScript {
    var script = LoadScript()
    if let delay = object.optional(key: "delay_ms") {
      let milliseconds = try delay.integer()
      guard (0...maxDelayMilliseconds).contains(milliseconds) else {
        throw delay.error("expected a delay in 0…\(maxDelayMilliseconds) ms, found \(milliseconds)")
      }
      script.delay = .milliseconds(milliseconds)
    }
    if let steps = object.optional(key: "progress_steps") {
      let count = try steps.integer()
      guard (0...maxProgressSteps).contains(count) else {
        throw steps.error("expected 0…\(maxProgressSteps) progress steps, found \(count)")
      }
      script.progressSteps = Int(count)
    }
    if let fail = object.optional(key: "fail") {
      // The reason is logged: no control characters.
      let reason = try fail.string()
      guard !reason.isEmpty else { throw fail.error("expected a failure reason, found \"\"") }
      script.outcome = .fail(try fail.text())
    }
    if let hang = object.optional(key: "hang") {
      guard try hang.bool() else {
        throw hang.error("expected true; leave \"hang\" out for a load that does not hang")
      }
      guard !object.contains(key: "fail") else {
        throw hang.error("\"fail\" and \"hang\" exclude each other: a load either fails or hangs")
      }
      script.outcome = .hang
    }
    return script
  }
}
