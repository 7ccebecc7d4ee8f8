import DnDFormats

/// The outcome of one case, or of one orphan golden: everything a report shows, and nothing
/// that depends on the machine, the clock or the job count.
public struct CaseResult: Sendable {
  public enum ErrorKind: String, Sendable {
    /// A trace, scene, fault plan or golden is bad input (exit 2).
    case input
    /// A file could not be read or written, or the engine failed (exit 3).
    case failure
  }

  public var name: String
  public var status: CaseStatus
  public var tracePath: String?
  public var variant: String?
  public var goldenPath: String
  /// One paragraph for people: the first divergence, the error, or what was written.
  public var message: String?
  /// A unified diff from the golden to the result (mismatch, stale, nondeterministic).
  public var diff: GoldenDiff?
  /// The texts ``diff`` was made from, so a results file can rebuild it.
  public var diffSides: DiffSides?
  /// The result's log text, when the case replayed (reports draw the timeline from it).
  public var log: String?
  /// Where this run wrote the result: a pending file, the golden, or an artifact.
  public var written: String?
  public var errorKind: ErrorKind?
  /// Virtual time from the first to the last event of the replay, in microseconds.
  public var virtualMicroseconds: Int64
  /// The invariants the replay broke (``DnDEngine/Invariants``), one line each.
  public var violations: [String] = []

  public struct DiffSides: Sendable {
    /// The golden, or the first of two replays.
    public var expected: String
    /// The other side when it is not ``CaseResult/log``.
    public var actual: String?

    public init(expected: String, actual: String?) {
      self.expected = expected
      self.actual = actual
    }
  }

  public init(
    name: String, status: CaseStatus, tracePath: String?, variant: String?, goldenPath: String,
    message: String? = nil, diff: GoldenDiff? = nil, log: String? = nil, written: String? = nil,
    errorKind: ErrorKind? = nil, virtualMicroseconds: Int64 = 0
  ) {
    self.name = name
    self.status = status
    self.tracePath = tracePath
    self.variant = variant
    self.goldenPath = goldenPath
    self.message = message
    self.diff = diff
    self.log = log
    self.written = written
    self.errorKind = errorKind
    self.virtualMicroseconds = virtualMicroseconds
  }
}

extension CaseResult {
  /// `mismatch         Traces/pinboard/copy@slow`, then the message indented: how
  /// `dndsim run` prints a result and how the test API words a failure.
  public var report: String {
    let label = status.rawValue
    var text = label + String(repeating: " ", count: max(1, 17 - label.count)) + name
    if status != .pass, let message {
      for line in message.split(separator: "\n", omittingEmptySubsequences: false)
      where !line.isEmpty {
        text += "\n    " + line
      }
    }
    return text
  }
}
