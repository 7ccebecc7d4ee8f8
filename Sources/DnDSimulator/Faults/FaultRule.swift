/// One rule of a fault plan: the loads it applies to and how they behave instead.
public struct FaultRule: Sendable, Equatable {
  public var match: FaultMatch
  /// What a matched load does: wait, report progress, then deliver (run the representation's own
  /// loader), fail or hang.
  public var script: LoadScript

  public init(match: FaultMatch = FaultMatch(), script: LoadScript = LoadScript()) {
    self.match = match
    self.script = script
  }
}
