/// A nib file (UIKit's `UINib`), by name. Nibs are compiled Interface Builder archives that only
/// UIKit can load, so a nib here is its name and bundle, and loading one gives nothing:
/// ``instantiate(withOwner:options:)`` returns no objects, and a table or collection view that
/// registers a nib for a reuse identifier makes plain cells for it. Build the views of shared
/// files in code.
@preconcurrency @MainActor
open class UINib: NSObject {
  /// The nib's name (without its extension).
  let name: String
  /// The bundle it would be loaded from.
  let bundle: Bundle?

  /// The nib named `name` in `bundleOrNil` (UIKit's `UINib.init(nibName:bundle:)`).
  public init(nibName name: String, bundle bundleOrNil: Bundle?) {
    self.name = name
    self.bundle = bundleOrNil
    super.init()
  }

  /// The nib's top-level objects, owned by `ownerOrNil` (UIKit's
  /// `UINib.instantiate(withOwner:options:)`): none, as nibs cannot load here.
  open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil)
    -> [Any]
  {
    []
  }

  /// Keys of the options of ``UINib/instantiate(withOwner:options:)`` (UIKit's
  /// `UINib.OptionsKey`).
  nonisolated public struct OptionsKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// The key named `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Objects outside the nib that it refers to.
    public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
  }
}
