import DnDEngine

/// Who may see a representation an item provider registers (Foundation's
/// `NSItemProviderRepresentationVisibility`). Raw values are Apple's and the engine's
/// (`RepresentationVisibility`), which decides what each level allows.
nonisolated public enum NSItemProviderRepresentationVisibility: Int, Sendable {
  /// Every app.
  case all = 0
  /// Apps of the same developer team.
  case team = 1
  /// Apps in the same app group.
  case group = 2
  /// The app that registered it, only.
  case ownProcess = 3

  /// The engine's level of the same raw value.
  var engineValue: RepresentationVisibility {
    switch self {
    case .all: .all
    case .team: .team
    case .group: .group
    case .ownProcess: .ownProcess
    }
  }

  /// The stricter of two levels, taken as raw values order them (all < team < group <
  /// ownProcess): how a per-type answer of the object combines with the level
  /// `NSItemProvider.registerObject(_:visibility:)` is given (our choice; Apple documents
  /// neither winning).
  func restricted(by other: NSItemProviderRepresentationVisibility)
    -> NSItemProviderRepresentationVisibility
  {
    rawValue >= other.rawValue ? self : other
  }
}

/// A class whose instances can write themselves as item-provider representations (Foundation's
/// `NSItemProviderWriting`).
///
/// `NSItemProvider(object:)` registers one representation per type of the instance's
/// `writableTypeIdentifiersForItemProvider`, in that order — highest fidelity first — and calls ``loadData(withTypeIdentifier:forItemProviderCompletionHandler:)``
/// only when a receiver loads that type, on the engine's load path (the first time anything is
/// loaded is inside the receiver's `performDrop`).
///
/// The completion handler is `@Sendable` as in Apple's current SDK; a conforming class may
/// declare its method with or without `@Sendable`, both satisfy the requirement.
nonisolated public protocol NSItemProviderWriting: NSObjectProtocol {
  /// The types every instance of the class can write, highest fidelity first.
  static var writableTypeIdentifiersForItemProvider: [String] { get }

  /// The types this instance can write, highest fidelity first; by default the class's.
  var writableTypeIdentifiersForItemProvider: [String] { get }

  /// Who may see the representation of `typeIdentifier`; by default ``NSItemProviderRepresentationVisibility/all``.
  static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
    -> NSItemProviderRepresentationVisibility

  /// Produces the bytes for `typeIdentifier`, now or later, by calling `completionHandler` once
  /// with the data or an error. Returns a progress for the work, or nil; the provider cancels it
  /// when the receiver cancels the load.
  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress?
}

nonisolated extension NSItemProviderWriting {
  public var writableTypeIdentifiersForItemProvider: [String] {
    Self.writableTypeIdentifiersForItemProvider
  }

  public static func itemProviderVisibilityForRepresentation(
    withTypeIdentifier typeIdentifier: String
  ) -> NSItemProviderRepresentationVisibility { .all }
}

/// A class whose instances can be made from an item-provider representation (Foundation's
/// `NSItemProviderReading`).
///
/// `NSItemProvider.loadObject(ofClass:completionHandler:)` picks the first registered
/// representation whose type conforms to one of ``readableTypeIdentifiersForItemProvider`` and
/// hands its bytes to ``object(withItemProviderData:typeIdentifier:)`` on the load queue.
nonisolated public protocol NSItemProviderReading: NSObjectProtocol {
  /// The types the class can be read from, most preferred first.
  static var readableTypeIdentifiersForItemProvider: [String] { get }

  /// Makes an instance from `data`, registered as `typeIdentifier` (the representation's own
  /// type). Throw when the bytes are not what the class expects: the load fails, the engine logs
  /// `unexpectedValueClass(-1100)`, and the completion handler receives the error thrown.
  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
