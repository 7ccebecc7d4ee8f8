import DnDFormats

/// One case of a run: a trace × one of its variants, and the golden log that pins it.
public struct RunCase: Sendable {
  /// `Traces/pinboard/copy` for a trace's `default` variant, `Traces/pinboard/copy@slow` for a
  /// named one: the trace's stem as the run found it, so the name is the same on every machine
  /// and every shard. Filters, shards and reports use it.
  public var name: String
  public var tracePath: String
  public var variant: TraceVariant
  /// `X.golden.log` or `X.<variant>.golden.log` beside the trace (``CaseFiles``).
  public var goldenPath: String

  public init(name: String, tracePath: String, variant: TraceVariant, goldenPath: String) {
    self.name = name
    self.tracePath = tracePath
    self.variant = variant
    self.goldenPath = goldenPath
  }

  /// Where a result waiting for review is kept, beside the golden: `X.golden.log.pending`.
  public var pendingPath: String { CaseFiles.pending(forGolden: goldenPath) }

  /// The case name of `variant` of the trace whose stem is `stem`.
  public static func name(stem: String, variant: String) -> String {
    variant == TraceVariant.defaultName ? stem : "\(stem)@\(variant)"
  }
}
