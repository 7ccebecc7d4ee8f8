import VirtualTime

/// One thing the drag-and-drop system did or asked, in virtual time: a delegate call with its
/// arguments and answer, a gesture decision, an animation, a data load, the progress UI.
///
/// Events are the engine's only output. Tests assert on them and the replay layer writes them to
/// event logs, so every field is deterministic text built from stable identities (`S1`, `I3`,
/// `P2`, view names) — never an address, a hash order or a wall-clock reading.
public struct EngineEvent: Sendable, Hashable {
  /// The families of events, so a reader (or a filter) can pick out one kind.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A raw touch sample as the engine received it.
    case touch
    /// A decision of the gesture machinery: lift began, lift cancelled, tap passed through …
    case gesture
    /// A call the system made into app code (a delegate method, a handler), with its answer.
    case delegate
    /// An animation or animator milestone.
    case animation
    /// A data load: start, progress, completion, cancellation.
    case load
    /// A system decision that is not a gesture: proposal validation, the progress UI, a rule
    /// that refused something.
    case system
    /// A table or collection view's own change: a batch update, a placeholder inserted or
    /// committed, the drop gap, a highlighted or selected item.
    case list
  }

  /// One labelled argument of a call, already rendered as log text.
  public struct Argument: Sendable, Hashable {
    public var label: String
    public var value: String

    public init(_ label: String, _ value: String) {
      self.label = label
      self.value = value
    }
  }

  /// When it happened on the virtual clock.
  public var time: VirtualInstant
  public var kind: Kind
  /// Who acted or was asked: an interaction (`photo.drag`), a session (`S1`), a load (`L2`) …
  public var subject: String
  /// What happened: a delegate method's Swift name (`itemsForBeginning`) or an event name.
  public var name: String
  public var arguments: [Argument]
  /// The answer of a delegate call, rendered; `nil` when the call returns nothing.
  public var result: String?

  public init(
    time: VirtualInstant, kind: Kind, subject: String, name: String,
    arguments: [Argument] = [], result: String? = nil
  ) {
    self.time = time
    self.kind = kind
    self.subject = subject
    self.name = name
    self.arguments = arguments
    self.result = result
  }

  /// The event without its time: `photo.drag itemsForBeginning(session: S1) -> [I1]`.
  ///
  /// Tests compare sequences of these so that a timing change shows up only where time is
  /// asserted on.
  public var summary: String {
    var text = "\(subject) \(name)"
    if !arguments.isEmpty {
      text += "("
      text += arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ")
      text += ")"
    }
    if let result { text += " -> \(result)" }
    return text
  }

  /// The full line: `t=0.325s delegate photo.drag itemsForBeginning(session: S1) -> [I1]`.
  public var line: String { "\(time) \(kind.rawValue) \(summary)" }
}
