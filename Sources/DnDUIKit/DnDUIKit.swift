// DnDUIKit: UIKit's drag-and-drop API, spelled as UIKit spells it, running on the dndsim engine.
//
// A Swift file written for iOS compiles against this module with only its imports changed:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import DnDUIKit
//     #endif
//
// Foundation comes with it (as with UIKit), and so does a virtual `DispatchQueue.main`: the module
// declares its own `DispatchQueue` and `OperationQueue`, which name lookup prefers to Foundation's,
// so app code that hops to the main queue runs on the device's virtual clock. Docs/uikit.md lists
// what is modelled, symbol by symbol; a symbol not listed is absent, so code that uses it fails to
// compile with its name rather than running against a stub.
//
// The frameworks under UIKit come with it too, as with UIKit: Core Graphics (`CGAffineTransform`,
// `CGColor`, `CGPath`, `CGContext`), Core Animation (`CALayer`, `CALayerDelegate`,
// `CACornerMask`) and Uniform Type Identifiers (`UTType`), whose stand-ins are modules of their
// own (Docs/architecture.md); where Apple's framework exists, the module is that framework.
@_exported import DnDCoreGraphics
@_exported import DnDQuartzCore
@_exported import DnDUniformTypeIdentifiers
@_exported import Foundation
