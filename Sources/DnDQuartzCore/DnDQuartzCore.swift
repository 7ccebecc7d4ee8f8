// DnDQuartzCore: Core Animation's names for code written for iOS, as a module of their own that
// DnDUIKit re-exports, as UIKit does QuartzCore (Docs/architecture.md).
//
// Where Apple's QuartzCore can be imported, this module is that framework: it re-exports it and
// declares none of its types; the stand-ins (`CALayer`, `CALayerDelegate`, `CACornerMask`) are
// compiled only where it cannot, as on Linux. Like QuartzCore, the module brings Core Graphics
// with it (DnDCoreGraphics, itself the real framework where there is one). `LayerStateOwner`, the
// package's hook between a layer and its view, is declared in both cases.
@_exported import DnDCoreGraphics

#if canImport(QuartzCore)
  @_exported import QuartzCore
#endif
