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

  /// One labelled argument of a call. Its ``value`` is log text; arguments made from numbers or
  /// points keep them and render the text only when it is read, so that a log streamed to an
  /// observer that never reads it (a counter, a folded run of touch samples) formats no number.
  public struct Argument: Sendable, Hashable {
    public var label: String
    var payload: ArgumentPayload

    public init(_ label: String, _ value: String) {
      self.label = label
      self.payload = .text(value)
    }

    init(_ label: String, _ payload: ArgumentPayload) {
      self.label = label
      self.payload = payload
    }

    /// The argument as log text.
    public var value: String {
      get { payload.text }
      set { payload = .text(newValue) }
    }

    /// Equal when the labels and the rendered values are: `(1,2)` given as text equals the point.
    public static func == (a: Argument, b: Argument) -> Bool {
      a.label == b.label && (a.payload.isIdentical(to: b.payload) || a.value == b.value)
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(label)
      hasher.combine(value)
    }

    /// Appends the UTF-8 of `label: value`.
    func append(to utf8: inout [UInt8]) {
      utf8.append(contentsOf: label.utf8)
      utf8.append(contentsOf: ": ".utf8)
      payload.append(to: &utf8)
    }
  }

  /// When it happened on the virtual clock.
  public var time: VirtualInstant
  public var kind: Kind
  /// Who acted or was asked: an interaction (`photo.drag`), a session (`S1`), a load (`L2`) …
  public var subject: String
  /// What happened: a delegate method's Swift name (`itemsForBeginning`) or an event name.
  public var name: String
  public var arguments: [Argument] {
    get { argumentList.array }
    set { argumentList = EventArguments(newValue) }
  }
  /// The arguments as stored (see ``EventArguments``).
  var argumentList: EventArguments

  /// The value of the argument labelled `label`, if any — without building ``arguments`` (the
  /// invariant rules ask this of every event of a log).
  func argumentValue(_ label: String) -> String? {
    switch argumentList {
    case .none: nil
    case .one(let argument): argument.label == label ? argument.value : nil
    case .many(let arguments): arguments.first { $0.label == label }?.value
    }
  }
  /// The answer of a delegate call, rendered; `nil` when the call returns nothing.
  public var result: String?

  /// The event without its time: `photo.drag itemsForBeginning(session: S1) -> [I1]`.
  ///
  /// Tests compare sequences of these so that a timing change shows up only where time is
  /// asserted on.
  public var summary: String {
    var utf8: [UInt8] = []
    appendSummary(to: &utf8)
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Appends the UTF-8 of ``summary`` to `utf8`: how a log writer renders millions of events
  /// without building a string for each.
  public func appendSummary(to utf8: inout [UInt8]) {
    utf8.append(contentsOf: subject.utf8)
    utf8.append(UInt8(ascii: " "))
    utf8.append(contentsOf: name.utf8)
    switch argumentList {
    case .none: break
    case .one(let argument):
      utf8.append(UInt8(ascii: "("))
      argument.append(to: &utf8)
      utf8.append(UInt8(ascii: ")"))
    case .many(let arguments):
      utf8.append(UInt8(ascii: "("))
      for (index, argument) in arguments.enumerated() {
        if index > 0 { utf8.append(contentsOf: ", ".utf8) }
        argument.append(to: &utf8)
      }
      utf8.append(UInt8(ascii: ")"))
    }
    if let result {
      utf8.append(contentsOf: " -> ".utf8)
      utf8.append(contentsOf: result.utf8)
    }
  }

  /// The full line: `t=0.325s delegate photo.drag itemsForBeginning(session: S1) -> [I1]`.
  public var line: String { "\(time) \(kind.rawValue) \(summary)" }
}

// The engine builds events with the memberwise initializer
// (`init(time:kind:subject:name:argumentList:result:)`), which exists because no initializer is
// declared in the type itself; an explicit one made every event be copied once more as it was
// built.
extension EngineEvent {
  public init(
    time: VirtualInstant, kind: Kind, subject: String, name: String,
    arguments: [Argument] = [], result: String? = nil
  ) {
    self.init(
      time: time, kind: kind, subject: subject, name: name, argumentList: EventArguments(arguments),
      result: result)
  }
}
