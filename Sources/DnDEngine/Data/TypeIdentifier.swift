/// A uniform type identifier (`public.png`): the name a representation is registered under and a
/// drop asks for, with the types it conforms to.
///
/// Types form a conformance graph, as UTIs do: `public.png` conforms to `public.image`, which
/// conforms to `public.data`, which conforms to `public.item`. A load for a type is served by
/// any representation whose type *conforms* to it, so a drop asking for `public.image` gets the
/// PNG. Equality and hashing use ``rawValue`` only: two values with the same name are the same
/// type, whatever parents each was declared with.
///
/// **Creating values.** `TypeIdentifier("public.png")` (or the literal `"public.png"`) returns the
/// built-in type of that name, with its parents (see `TypeIdentifier+BuiltIns.swift`). Any other
/// name gives an *undeclared* type whose only parent is `public.data` — the way UTType treats a
/// name it does not know (a dynamic type, which conforms to `public.data`). To give a custom type
/// its own parents, declare it with ``init(_:conformsTo:)`` and use that value: declarations are
/// not registered anywhere (the engine keeps no global state), so a later literal of the same
/// name is undeclared again. Conformance is always computed from the value a representation was
/// registered with, so a provider that registers a declared type behaves as declared.
/// Source: UTType (Apple doc) for the graph and dynamic types; the no-registry rule is our choice.
public struct TypeIdentifier: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The identifier's name, e.g. `public.utf8-plain-text`.
  public let rawValue: String
  /// Holds the parents out of line so that the struct may contain values of its own type.
  private let box: ParentsBox

  /// The types this one directly conforms to, in declaration order.
  public var parents: [TypeIdentifier] { box.parents }

  /// Declares a type named `rawValue` that conforms to `parents` (and, through them, to their
  /// parents). Every type conforms to `public.item` whether or not it is listed.
  public init(_ rawValue: String, conformsTo parents: [TypeIdentifier]) {
    self.rawValue = rawValue
    self.box = ParentsBox(parents)
  }

  /// The built-in type named `rawValue`, or an undeclared type conforming to `public.data`.
  public init(_ rawValue: String) {
    if let builtIn = TypeIdentifier.builtIn(named: rawValue) {
      self = builtIn
    } else {
      self.init(rawValue, conformsTo: [.data])
    }
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Whether a value of this type can stand in for `other`: true for the type itself, for every
  /// ancestor reached through ``parents`` and always for `public.item` (UTType's root).
  public func conforms(to other: TypeIdentifier) -> Bool {
    if self == other || other.rawValue == TypeIdentifier.item.rawValue { return true }
    return parents.contains { $0.conforms(to: other) }
  }

  public var description: String { rawValue }

  /// The type in a log line: its raw value.
  package var logDescription: String { rawValue }

  public static func == (lhs: TypeIdentifier, rhs: TypeIdentifier) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rawValue)
  }
}

/// The indirection that lets ``TypeIdentifier`` store values of its own type; immutable.
private final class ParentsBox: Sendable {
  let parents: [TypeIdentifier]

  init(_ parents: [TypeIdentifier]) {
    self.parents = parents
  }
}
