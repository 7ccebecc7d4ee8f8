/// A view is the delegate of its layer (UIKit's `UIView.layer`: "the view is the layer's
/// delegate"), and keeps what UIKit makes the view's and the layer's at once: a layer whose
/// delegate is a view reads and writes these through it (DnDQuartzCore's `LayerStateOwner`).
extension UIView: CALayerDelegate, @preconcurrency LayerStateOwner {
  package var layerFrame: CGRect {
    get { frame }
    set { frame = newValue }
  }

  package var layerBounds: CGRect {
    get { bounds }
    set { bounds = newValue }
  }

  package var layerPosition: CGPoint {
    get { center }
    set { center = newValue }
  }

  package var layerOpacity: Float {
    get { Float(alpha) }
    set { alpha = CGFloat(newValue) }
  }

  package var layerIsHidden: Bool {
    get { isHidden }
    set { isHidden = newValue }
  }

  package var layerBackgroundColor: CGColor? {
    get { backgroundColor?.cgColor }
    set { backgroundColor = newValue.map { UIColor(cgColor: $0) } }
  }

  package var layerMasksToBounds: Bool {
    get { clipsToBounds }
    set { clipsToBounds = newValue }
  }
}
