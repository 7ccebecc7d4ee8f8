/// The files of one case, every one named from its trace's path: a trace `dir/X.trace.jsonl` (or
/// `dir/X.jsonl`) has the **stem** `dir/X`, and beside it live
///
/// - its fault plan, `dir/X.faults.json` (`Docs/formats.md`, "Fault plan");
/// - one golden log per variant: `dir/X.golden.log` for `default`, `dir/X.<variant>.golden.log`
///   for a named one;
/// - a result waiting for review beside its golden, `dir/X.golden.log.pending`.
///
/// So a trace, its plan and its goldens sort together. Only the file name changes, never the
/// folder; a name with neither suffix is its own stem (`X` → `X.faults.json`). `X.jsonl` and
/// `X.trace.jsonl` in one folder share their companions: give traces distinct stems.
public struct CaseFiles: Sendable, Hashable {
  /// The suffix of every golden log.
  public static let goldenSuffix = ".golden.log"
  /// The suffix a pending result adds to its golden's path.
  public static let pendingSuffix = ".pending"
  /// The suffix of a fault plan.
  public static let faultPlanSuffix = ".faults.json"
  /// The trace suffixes a stem drops, longest first.
  public static let traceSuffixes = [".trace.jsonl", ".jsonl"]

  /// The trace's path, as given.
  public var trace: String

  public init(trace: String) {
    self.trace = trace
  }

  /// The trace's path without its suffix; the folder is kept.
  public var stem: String {
    let fileName = PathText.fileName(of: trace)
    for suffix in Self.traceSuffixes
    where fileName.hasSuffix(suffix) && fileName.count > suffix.count {
      return String(trace.dropLast(suffix.count))
    }
    return trace
  }

  /// The trace's fault plan (which need not exist).
  public var faultPlan: String { stem + Self.faultPlanSuffix }

  /// The golden log of `variant`.
  public func golden(variant: String) -> String {
    variant == TraceVariant.defaultName
      ? stem + Self.goldenSuffix : "\(stem).\(variant)\(Self.goldenSuffix)"
  }

  /// The pending result of `variant`, beside its golden.
  public func pending(variant: String) -> String {
    Self.pending(forGolden: golden(variant: variant))
  }

  /// The pending result that belongs to the golden at `golden`.
  public static func pending(forGolden golden: String) -> String { golden + pendingSuffix }

  /// The golden a pending result belongs to, or `nil` when `path` is not a pending result.
  public static func golden(forPending path: String) -> String? {
    guard path.hasSuffix(goldenSuffix + pendingSuffix) else { return nil }
    return String(path.dropLast(pendingSuffix.count))
  }
}
