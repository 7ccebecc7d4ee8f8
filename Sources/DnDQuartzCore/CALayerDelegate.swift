#if !canImport(QuartzCore)
  import Foundation

  /// What a layer tells its ``CALayer/delegate`` (Core Animation's `CALayerDelegate`): in UIKit a
  /// view is the delegate of its layer, and DnDUIKit's `UIView` is too. Layers are neither drawn,
  /// laid out nor animated here, so nothing would call the protocol's methods (`display(_:)`,
  /// `draw(_:in:)`, `layoutSublayers(of:)`, …), and it declares none: code that implements them
  /// compiles and is never called, as a delegate's optional method that is never needed.
  public protocol CALayerDelegate: NSObjectProtocol {}
#endif
