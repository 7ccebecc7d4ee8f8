import DnDUIKit
import Testing

/// A view's layer, as UIKit documents it: the view is its delegate; it reads and writes the view's
/// geometry, opacity, visibility, background and clipping, and keeps its look itself. (A layer on
/// its own: DnDQuartzCoreTests' `LayerStateTests`.)
@Suite struct LayerStateTests {
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

  nonisolated final class BadgeLayer: CALayer {}
  final class BadgeView: UIView {
    override class var layerClass: AnyClass { BadgeLayer.self }
  }

  @Test func aViewIsItsLayersDelegate() {
    let view = UIView()
    #expect(view.layer.delegate === view)
    #expect(CALayer().delegate == nil)
  }

  @Test func aViewMakesItsLayerOfItsLayerClass() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    let view = BadgeView()
    #expect(view.layer is BadgeLayer)
    #expect(view.layer === view.layer)
    view.alpha = 0.2
    #expect(view.layer.opacity == Float(CGFloat(0.2)))
  }
}
