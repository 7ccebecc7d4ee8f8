/// A type whose values can be made from a representation's bytes
/// (`NSItemProviderReading`). `ItemProvider.loadObject(ofClass:)` picks the first registered
/// representation whose type conforms to one of ``readableTypeIdentifiers`` and hands its bytes
/// to ``object(from:type:)``.
public protocol ObjectReading {
  /// The types this type can be read from, most preferred first.
  static var readableTypeIdentifiers: [TypeIdentifier] { get }

  /// Makes a value from `data`, registered under `type` (the representation's own type, which
  /// conforms to one of ``readableTypeIdentifiers``). Throws
  /// ``LoadError/unexpectedValueClass`` when the bytes are not what the type expects.
  static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError) -> Self

  /// The class name a load of this type logs (`load L1 started(provider: P1, class: String)`).
  /// Defaults to the type's own name; a type that stands for another API's class (DnDUIKit's
  /// reader for `NSString`) returns that class's name.
  static var objectClassName: String { get }
}

extension ObjectReading {
  public static var objectClassName: String { String(describing: Self.self) }
}

/// A value that can write itself as representations (`NSItemProviderWriting`).
/// `ItemProvider(object:)` registers one representation per writable type, in this order
/// (highest fidelity first), and asks for the bytes only when one of them is loaded.
public protocol ObjectWriting {
  /// The types this value can be written as, highest fidelity first.
  var writableTypeIdentifiers: [TypeIdentifier] { get }

  /// The bytes for `type` (one of ``writableTypeIdentifiers``), or nil if it cannot provide them.
  func data(for type: TypeIdentifier) -> ItemData?
}
