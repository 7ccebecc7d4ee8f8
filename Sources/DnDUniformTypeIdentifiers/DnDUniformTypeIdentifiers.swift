// DnDUniformTypeIdentifiers: Uniform Type Identifiers' `UTType` for code written for iOS, as a
// module of its own that DnDUIKit re-exports, as UIKit code imports UniformTypeIdentifiers
// (Docs/architecture.md).
//
// Where Apple's UniformTypeIdentifiers can be imported, this module is that framework: it
// re-exports it and declares no `UTType` of its own; the stand-in (`UTType.swift`) is compiled only
// where it cannot, as on Linux. The type strings UIKit names (`TypeIdentifier+UIKit.swift`) and
// the link between a `UTType` and the engine's type of its name (`engineType`) are compiled in
// both cases.
#if canImport(UniformTypeIdentifiers)
  @_exported import UniformTypeIdentifiers
#endif
