/// Where a piece of work was scheduled, for pending-work listings and runaway diagnostics.
///
/// Built from `#fileID` and `#line` defaults on every scheduling call, so it names a module-relative
/// path (`MyTests/LiftTests.swift:42`) and never an absolute, machine-specific one.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
  public let fileID: String
  public let line: UInt

  public init(fileID: String, line: UInt) {
    self.fileID = fileID
    self.line = line
  }

  public var description: String { "\(fileID):\(line)" }

  /// Work created by the clock itself (async sleeps through the `Clock` protocol, which has no
  /// place for a call site).
  public static let clockProtocol = SourceLocation(fileID: "VirtualTime/Clock.sleep", line: 0)
}
