extension FaultPlanFile {
  /// Where the fault plan of the trace at `tracePath` lives: next to it, `X.faults.json` for a
  /// trace `X.trace.jsonl` or `X.jsonl`; any other name gets `.faults.json` appended. Only the
  /// file name changes, never the directory. (So `X.jsonl` and `X.trace.jsonl` in one directory
  /// share a plan file: give traces distinct stems.)
  public static func path(forTrace tracePath: String) -> String {
    var stem = Substring(tracePath)
    let fileName = stem.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    for suffix in [".trace.jsonl", ".jsonl"]
    where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
      stem = stem.dropLast(suffix.count)
      break
    }
    return stem + ".faults.json"
  }
}
