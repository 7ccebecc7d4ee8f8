extension FaultPlanFile {
  /// Where the fault plan of the trace at `tracePath` lives: next to it, `X.faults.json` for a
  /// trace `X.trace.jsonl` or `X.jsonl` (``TraceNaming/stem(of:)``); any other name gets
  /// `.faults.json` appended.
  public static func path(forTrace tracePath: String) -> String {
    TraceNaming.stem(of: tracePath) + ".faults.json"
  }
}
