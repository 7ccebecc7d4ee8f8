import DnDCoreGraphics
import Foundation

/// A layer's delegate that keeps part of the layer's state itself: DnDUIKit's `UIView`. In UIKit
/// a view's geometry, opacity, visibility, background colour and clipping are its layer's; here
/// the view keeps them (its frame is its engine view's), and a layer whose ``CALayer/delegate`` is
/// a `LayerStateOwner` reads and writes these through it instead of keeping its own. Apple's
/// CALayer knows nothing of this protocol: where QuartzCore is the real framework, a view's layer
/// keeps its own values.
package protocol LayerStateOwner: AnyObject {
  /// The layer's frame in its superlayer (the view's `frame`).
  var layerFrame: CGRect { get set }
  /// The layer's bounds (the view's `bounds`).
  var layerBounds: CGRect { get set }
  /// The layer's position (the view's `center`).
  var layerPosition: CGPoint { get set }
  /// The layer's opacity (the view's `alpha`).
  var layerOpacity: Float { get set }
  /// Whether the layer is hidden (the view's `isHidden`).
  var layerIsHidden: Bool { get set }
  /// The layer's background colour (the view's `backgroundColor`).
  var layerBackgroundColor: CGColor? { get set }
  /// Whether the layer clips its sublayers (the view's `clipsToBounds`).
  var layerMasksToBounds: Bool { get set }
}
