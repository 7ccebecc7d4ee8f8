#if canImport(UniformTypeIdentifiers)
  import DnDEngine

  // Apple's `UTType` holds no engine type, so the link the stand-in stores (`UTType.swift`) is
  // made from the identifier here: the engine's type of that name, and back. Conformance is then
  // the system's for a `UTType` and the engine's for what an item provider registers.
  extension UTType {
    /// The engine's type of this type's name (`TypeIdentifier.uikit(_:)`).
    package var engineType: TypeIdentifier { .uikit(identifier) }

    /// The type named as `engineType` is, as an app that uses it without owning it declares it.
    package init(engineType: TypeIdentifier) {
      self.init(importedAs: engineType.rawValue)
    }
  }
#endif
