/// Where a trace's golden logs live: beside the trace, one per variant.
///
/// `X.trace.jsonl` (or `X.jsonl`) → `X.golden.log` for the variant `default`, and
/// `X.<variant>.golden.log` for a named variant — the same stem as the fault plan
/// (``TraceNaming/stem(of:)``), so a trace, its plan and its goldens sort together.
public enum GoldenNaming {
  public static func path(forTrace tracePath: String, variant: String) -> String {
    let stem = TraceNaming.stem(of: tracePath)
    return variant == TraceVariant.defaultName
      ? "\(stem).golden.log" : "\(stem).\(variant).golden.log"
  }

}
