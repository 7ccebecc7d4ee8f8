// DnDCoreGraphics: Core Graphics' names for code written for iOS, as a module of their own that
// DnDUIKit re-exports, as UIKit does CoreGraphics (Docs/architecture.md).
//
// Where Apple's CoreGraphics can be imported, this module is that framework: it re-exports it and
// declares none of its types; the stand-ins (`CGAffineTransform`, `CGColor`, `CGPath`,
// `CGContext`) are compiled only where it cannot, as on Linux, whose Foundation has `CGFloat`,
// `CGPoint`, `CGSize` and `CGRect` but not these. The package's conversions to the engine's
// types (`CGAffineTransform+Engine.swift`) are compiled in both cases.
#if canImport(CoreGraphics)
  @_exported import CoreGraphics
#endif
