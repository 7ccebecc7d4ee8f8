/// The arguments of an ``EngineEvent``, held without an array when there are none or one — most
/// events (every touch sample, every `sessionDidMove`) — so that recording them allocates
/// nothing.
///
/// The form is canonical (no arguments is always ``none``, one always ``one``), so two lists of
/// the same arguments compare and hash alike.
enum EventArguments: Sendable, Hashable, ExpressibleByArrayLiteral {
  case none
  case one(EngineEvent.Argument)
  /// Two or more.
  case many([EngineEvent.Argument])

  init(_ arguments: [EngineEvent.Argument]) {
    switch arguments.count {
    case 0: self = .none
    case 1: self = .one(arguments[0])
    default: self = .many(arguments)
    }
  }

  // A literal of one element folds to `.one` once inlined: no array is built.
  @inline(__always)
  init(arrayLiteral elements: EngineEvent.Argument...) {
    self.init(elements)
  }

  var array: [EngineEvent.Argument] {
    switch self {
    case .none: []
    case .one(let argument): [argument]
    case .many(let arguments): arguments
    }
  }

  var isEmpty: Bool {
    if case .none = self { return true }
    return false
  }

  /// The arguments with `argument` added at the end.
  func appending(_ argument: EngineEvent.Argument) -> EventArguments {
    switch self {
    case .none: .one(argument)
    case .one(let first): .many([first, argument])
    case .many(let arguments): .many(arguments + [argument])
    }
  }
}
