import DnDUIKit
import Testing

/// CALayer as Core Animation documents it: a layer of its own keeps its geometry and look; a
/// view's layer reads and writes the view's; sublayers keep their order.
@Suite struct LayerStateTests {
  @Test func aLayerHasCoreAnimationsDefaults() {
    let layer = CALayer()
    #expect(layer.frame == .zero && layer.bounds == .zero && layer.position == .zero)
    #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
    #expect(layer.backgroundColor == nil)
    #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
    #expect(layer.maskedCorners.rawValue == 15)
    #expect(
      layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    #expect(layer.borderColor == CGColor.black && layer.shadowColor == CGColor.black)
    #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowPath == nil)
    #expect(layer.zPosition == 0 && !layer.shouldRasterize)
    #expect(layer.rasterizationScale == 1 && layer.contentsScale == 1 && layer.name == nil)
    #expect(layer.sublayers == nil && layer.superlayer == nil)
  }

  @Test func theCornerMaskHasCoreAnimationsBits() {
    #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
    #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
    #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
    #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
    let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    #expect(CACornerMask(rawValue: 3) == top)
  }

  @Test func everyLookPropertyReadsBackWhatWasSet() {
    let layer = UIView().layer
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMaxYCorner]
    layer.borderWidth = 1.5
    layer.borderColor = UIColor.green.cgColor
    layer.shadowColor = nil
    layer.shadowOpacity = 0.4
    layer.shadowOffset = CGSize(width: 2, height: 5)
    layer.shadowRadius = 9
    layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
    layer.zPosition = 7
    layer.shouldRasterize = true
    layer.rasterizationScale = 3
    layer.contentsScale = 2
    layer.name = "badge"
    #expect(layer.cornerRadius == 12 && layer.maskedCorners == .layerMinXMaxYCorner)
    #expect(
      layer.borderWidth == 1.5 && layer.borderColor == CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    #expect(layer.shadowColor == nil && layer.shadowOpacity == 0.4)
    #expect(layer.shadowOffset == CGSize(width: 2, height: 5) && layer.shadowRadius == 9)
    #expect(layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 4, height: 4))
    #expect(layer.zPosition == 7 && layer.shouldRasterize)
    #expect(layer.rasterizationScale == 3 && layer.contentsScale == 2 && layer.name == "badge")
    layer.setNeedsDisplay()
    _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image {
      layer.render(in: $0.cgContext)
    }
  }

  @Test func aLayerOfItsOwnKeepsItsGeometry() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    // New bounds keep the position.
    layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    #expect(layer.frame == CGRect(x: 40, y: 30, width: 40, height: 30))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    // A new position keeps the size.
    layer.position = CGPoint(x: 0, y: 100)
    #expect(layer.frame == CGRect(x: -20, y: 85, width: 40, height: 30))
    layer.opacity = 0.25
    layer.isHidden = true
    layer.masksToBounds = true
    layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
    #expect(layer.opacity == 0.25 && layer.isHidden && layer.masksToBounds)
    #expect(layer.backgroundColor == CGColor(gray: 0.5, alpha: 1))
    layer.backgroundColor = nil
    #expect(layer.backgroundColor == nil)
  }

  @Test func aViewsLayerIsTheViewsGeometry() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let layer = view.layer
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    layer.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
    #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 30))
    layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(view.frame == CGRect(x: 10, y: 5, width: 10, height: 20))
    view.center = CGPoint(x: 50, y: 50)
    #expect(layer.position == CGPoint(x: 50, y: 50))
    #expect(layer.frame == CGRect(x: 45, y: 40, width: 10, height: 20))
    view.alpha = 0.5
    #expect(layer.opacity == 0.5)
    view.isHidden = true
    #expect(layer.isHidden)
    layer.isHidden = false
    #expect(!view.isHidden)
    #expect(layer.backgroundColor == nil)
    view.backgroundColor = .red
    #expect(layer.backgroundColor == UIColor.red.cgColor)
    layer.backgroundColor = nil
    #expect(view.backgroundColor == nil)
    layer.masksToBounds = true
    #expect(view.clipsToBounds)
  }

  final class BadgeLayer: CALayer {}
  final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
  }

  @Test func aViewMakesItsLayerOfItsLayerClass() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    let view = BadgeView()
    #expect(view.layer is BadgeLayer)
    #expect(view.layer === view.layer)
    view.alpha = 0.2
    #expect(view.layer.opacity == Float(CGFloat(0.2)))
  }

  @Test func sublayersKeepTheirOrder() {
    let parent = CALayer()
    let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
    parent.addSublayer(a)
    parent.addSublayer(b)
    #expect(parent.sublayers == [a, b])
    parent.insertSublayer(c, at: 1)
    #expect(parent.sublayers == [a, c, b] && c.superlayer === parent)
    parent.insertSublayer(d, at: 99)
    #expect(parent.sublayers == [a, c, b, d])
    // Adding a sublayer again moves it to the front.
    parent.addSublayer(a)
    #expect(parent.sublayers == [c, b, d, a])
    parent.insertSublayer(a, below: b)
    #expect(parent.sublayers == [c, a, b, d])
    parent.insertSublayer(c, above: b)
    #expect(parent.sublayers == [a, b, c, d])
    parent.insertSublayer(d, below: a)
    #expect(parent.sublayers == [d, a, b, c])
    parent.insertSublayer(d, above: c)
    #expect(parent.sublayers == [a, b, c, d])
    // A sibling that is not a sublayer: behind everything, or in front of everything.
    let stranger = CALayer()
    parent.insertSublayer(c, below: stranger)
    #expect(parent.sublayers == [c, a, b, d])
    parent.insertSublayer(c, above: nil)
    #expect(parent.sublayers == [a, b, d, c])
    // A layer added elsewhere leaves its old superlayer.
    let other = CALayer()
    other.addSublayer(b)
    #expect(parent.sublayers == [a, d, c] && other.sublayers == [b] && b.superlayer === other)
    b.removeFromSuperlayer()
    b.removeFromSuperlayer()
    #expect(other.sublayers == [] && b.superlayer == nil)
  }
}
