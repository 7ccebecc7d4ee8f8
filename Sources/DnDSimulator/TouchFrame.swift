import DnDEngine
import VirtualTime

/// The touches of one input frame, delivered together at one instant of virtual time.
public struct TouchFrame: Sendable, Equatable {
  public var time: VirtualInstant
  public var touches: [TouchSample]

  public init(time: VirtualInstant, touches: [TouchSample]) {
    self.time = time
    self.touches = touches
  }
}

/// Something the user or the scene does at an instant, other than touching.
public enum ReplayAction: Sendable, Equatable {
  /// The user taps Cancel on the system progress UI.
  case cancelProgress
  /// A named action the scene defines (insert a row now, …), with string arguments in order.
  case scene(name: String, arguments: [SceneArgument])
}

/// One argument of a scene action.
public struct SceneArgument: Sendable, Equatable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
