import DnDCoreGraphics
import DnDQuartzCore
import Foundation
import Testing

/// CALayer as Core Animation documents it, on its own: a layer keeps its geometry and look;
/// sublayers keep their order; a delegate that keeps the layer's shared state is read and written
/// through. (A view's layer, whose delegate is the view, is DnDUIKitTests' `LayerStateTests`.)
@Suite struct LayerStateTests {
  @Test func aLayerHasCoreAnimationsDefaults() {
    let layer = CALayer()
    #expect(layer.frame == .zero && layer.bounds == .zero && layer.position == .zero)
    #expect(layer.opacity == 1 && !layer.isHidden && !layer.masksToBounds)
    #expect(layer.backgroundColor == nil && layer.delegate == nil)
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
    let layer = CALayer()
    layer.cornerRadius = 12
    layer.maskedCorners = [.layerMinXMaxYCorner]
    layer.borderWidth = 1.5
    layer.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
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
    layer.render(in: CGContext())
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

  /// A delegate that keeps the shared state, as a view does, and counts what reaches it.
  final class Owner: NSObject, CALayerDelegate, LayerStateOwner {
    var writes = 0
    var layerFrame = CGRect(x: 10, y: 20, width: 100, height: 50) { didSet { writes += 1 } }
    var layerBounds: CGRect {
      get { CGRect(origin: .zero, size: layerFrame.size) }
      set { layerFrame.size = newValue.size }
    }
    var layerPosition: CGPoint {
      get { CGPoint(x: layerFrame.midX, y: layerFrame.midY) }
      set { layerFrame.origin = CGPoint(x: newValue.x - 50, y: newValue.y - 25) }
    }
    var layerOpacity: Float = 0.5 { didSet { writes += 1 } }
    var layerIsHidden = true { didSet { writes += 1 } }
    var layerBackgroundColor: CGColor? = .white { didSet { writes += 1 } }
    var layerMasksToBounds = true { didSet { writes += 1 } }
  }

  @Test func aDelegateThatOwnsTheSharedStateIsReadAndWrittenThrough() {
    let owner = Owner()
    let layer = CALayer()
    layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    layer.opacity = 0.75
    layer.delegate = owner
    // Read through: the owner's values, not the layer's own.
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(layer.position == CGPoint(x: 60, y: 45))
    #expect(layer.opacity == 0.5 && layer.isHidden && layer.masksToBounds)
    #expect(layer.backgroundColor == CGColor.white)
    // Written through, nil included.
    layer.backgroundColor = nil
    #expect(owner.layerBackgroundColor == nil && layer.backgroundColor == nil)
    layer.position = CGPoint(x: 50, y: 25)
    #expect(owner.layerFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
    layer.bounds = CGRect(x: 0, y: 0, width: 8, height: 6)
    #expect(owner.layerFrame.size == CGSize(width: 8, height: 6))
    layer.opacity = 1
    layer.isHidden = false
    layer.masksToBounds = false
    #expect(owner.layerOpacity == 1 && !owner.layerIsHidden && !owner.layerMasksToBounds)
    #expect(owner.writes == 6)
    // The look stays the layer's own.
    layer.cornerRadius = 5
    #expect(owner.writes == 6 && layer.cornerRadius == 5)
    // Without the delegate the layer has its own values again.
    layer.delegate = nil
    #expect(layer.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && layer.opacity == 0.75)
    #expect(layer.backgroundColor == nil && !layer.isHidden)
  }

  @Test func aDelegateOfAnyOtherKindLeavesTheStateToTheLayer() {
    final class Plain: NSObject, CALayerDelegate {}
    let delegate = Plain()
    let layer = CALayer()
    layer.delegate = delegate
    layer.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
    #expect(layer.delegate === delegate && layer.frame.width == 5)
  }

  @Test func theDelegateIsHeldWeakly() {
    let layer = CALayer()
    do {
      let owner = Owner()
      layer.delegate = owner
      withExtendedLifetime(owner) { #expect(layer.opacity == 0.5) }
    }
    #expect(layer.delegate == nil && layer.opacity == 1)
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
