#if !canImport(QuartzCore)
  import DnDCoreGraphics
  import Foundation

  /// A Core Animation layer (Core Animation's `CALayer`): the look that app code styles — rounded
  /// corners, a border, a shadow — kept as state. Nothing is drawn or composited, so none of it
  /// changes what a touch hits or how a drag preview looks in the log.
  ///
  /// A layer keeps its state itself, unless its ``delegate`` keeps part of it: a view is the
  /// delegate of its layer (UIKit's `UIView.layer`, DnDUIKit's too), and where UIKit makes a layer
  /// property and a view property the same thing, they are the same here: the layer's
  /// ``opacity``, ``isHidden``, ``backgroundColor``, ``masksToBounds``, ``frame``, ``bounds`` and
  /// ``position`` read and write the view's `alpha`, `isHidden`, `backgroundColor`,
  /// `clipsToBounds`, `frame`, `bounds` and `center`. Defaults are Core Animation's: black border
  /// and shadow colours, a shadow offset of (0, −3) and radius 3, shadow opacity 0. ``sublayers``
  /// holds the layers code adds; the layers of a view's subviews are not in it. Animations,
  /// transforms, contents and masks are not modelled.
  open class CALayer: NSObject {
    /// A layer with Core Animation's defaults and no delegate (Core Animation's
    /// `CALayer.init()`).
    public required override init() {
      super.init()
    }

    /// The layer's delegate (Core Animation's `CALayer.delegate`), held weakly: a view's layer
    /// has its view, which keeps the state the two share (see the type's documentation).
    open weak var delegate: (any CALayerDelegate)?

    /// The delegate that keeps the shared state, if the delegate is one.
    private var owner: (any LayerStateOwner)? { delegate as? any LayerStateOwner }

    // MARK: Geometry and visibility (the delegate's, for a view's layer)

    private var storedFrame = CGRect.zero
    /// The layer's frame in its superlayer (Core Animation's `CALayer.frame`).
    open var frame: CGRect {
      get { owner?.layerFrame ?? storedFrame }
      set {
        if let owner { owner.layerFrame = newValue } else { storedFrame = newValue }
      }
    }

    /// The layer's bounds (Core Animation's `CALayer.bounds`): origin zero and the frame's size.
    open var bounds: CGRect {
      get { owner?.layerBounds ?? CGRect(origin: .zero, size: storedFrame.size) }
      set {
        if let owner {
          owner.layerBounds = newValue
        } else {
          storedFrame = CGRect(
            x: storedFrame.midX - newValue.width / 2, y: storedFrame.midY - newValue.height / 2,
            width: newValue.width, height: newValue.height)
        }
      }
    }

    /// The layer's centre in its superlayer (Core Animation's `CALayer.position`, with the
    /// default anchor point).
    open var position: CGPoint {
      get { owner?.layerPosition ?? CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
      set {
        if let owner {
          owner.layerPosition = newValue
        } else {
          storedFrame.origin = CGPoint(
            x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
      }
    }

    private var storedOpacity: Float = 1
    /// The layer's opacity, 0…1 (Core Animation's `CALayer.opacity`; default 1).
    open var opacity: Float {
      get { owner?.layerOpacity ?? storedOpacity }
      set {
        if let owner { owner.layerOpacity = newValue } else { storedOpacity = newValue }
      }
    }

    private var storedIsHidden = false
    /// Whether the layer is hidden (Core Animation's `CALayer.isHidden`; default false).
    open var isHidden: Bool {
      get { owner?.layerIsHidden ?? storedIsHidden }
      set {
        if let owner { owner.layerIsHidden = newValue } else { storedIsHidden = newValue }
      }
    }

    private var storedBackgroundColor: CGColor?
    /// The background colour (Core Animation's `CALayer.backgroundColor`; default nil).
    open var backgroundColor: CGColor? {
      get {
        guard let owner else { return storedBackgroundColor }
        return owner.layerBackgroundColor
      }
      set {
        if let owner {
          owner.layerBackgroundColor = newValue
        } else {
          storedBackgroundColor = newValue
        }
      }
    }

    private var storedMasksToBounds = false
    /// Whether sublayers are clipped to the bounds (Core Animation's `CALayer.masksToBounds`;
    /// default false).
    open var masksToBounds: Bool {
      get { owner?.layerMasksToBounds ?? storedMasksToBounds }
      set {
        if let owner {
          owner.layerMasksToBounds = newValue
        } else {
          storedMasksToBounds = newValue
        }
      }
    }

    // MARK: Look (stored)

    /// The radius of the rounded corners (Core Animation's `CALayer.cornerRadius`; default 0).
    open var cornerRadius: CGFloat = 0
    /// Which corners ``cornerRadius`` rounds (Core Animation's `CALayer.maskedCorners`; default
    /// all four).
    open var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The border's width (Core Animation's `CALayer.borderWidth`; default 0).
    open var borderWidth: CGFloat = 0
    /// The border's colour (Core Animation's `CALayer.borderColor`; default opaque black).
    open var borderColor: CGColor? = .black
    /// The shadow's colour (Core Animation's `CALayer.shadowColor`; default opaque black).
    open var shadowColor: CGColor? = .black
    /// The shadow's opacity, 0…1 (Core Animation's `CALayer.shadowOpacity`; default 0: no
    /// shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset (Core Animation's `CALayer.shadowOffset`; default (0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (Core Animation's `CALayer.shadowRadius`; default 3).
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape (Core Animation's `CALayer.shadowPath`; default nil: the layer's
    /// shape).
    open var shadowPath: CGPath?
    /// The layer's position on the z axis (Core Animation's `CALayer.zPosition`; default 0). It
    /// does not reorder views: the order of a view's subviews decides what a touch hits.
    open var zPosition: CGFloat = 0
    /// Whether the layer is drawn into a bitmap once (Core Animation's
    /// `CALayer.shouldRasterize`; default false).
    open var shouldRasterize = false
    /// The scale of that bitmap (Core Animation's `CALayer.rasterizationScale`; default 1).
    open var rasterizationScale: CGFloat = 1
    /// Pixels per point of the layer's content (Core Animation's `CALayer.contentsScale`;
    /// default 1, as the screen's scale).
    open var contentsScale: CGFloat = 1
    /// The layer's name (Core Animation's `CALayer.name`).
    open var name: String?

    // MARK: Sublayers

    /// The layers added to this one, back to front (Core Animation's `CALayer.sublayers`); nil
    /// until one is added.
    open private(set) var sublayers: [CALayer]?
    /// The layer this one was added to (Core Animation's `CALayer.superlayer`).
    open private(set) weak var superlayer: CALayer?

    /// Adds `layer` in front of the other sublayers (Core Animation's
    /// `CALayer.addSublayer(_:)`), taking it from its previous superlayer.
    open func addSublayer(_ layer: CALayer) {
      insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    /// Inserts `layer` at `idx` among the sublayers (Core Animation's
    /// `CALayer.insertSublayer(_:at:)`).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
      layer.removeFromSuperlayer()
      var layers = sublayers ?? []
      layers.insert(layer, at: min(Int(idx), layers.count))
      sublayers = layers
      layer.superlayer = self
    }

    /// Inserts `layer` just behind `sibling` (Core Animation's
    /// `CALayer.insertSublayer(_:below:)`); at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
      layer.removeFromSuperlayer()
      let index = sublayers?.firstIndex { $0 === sibling } ?? 0
      insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling` (Core Animation's
    /// `CALayer.insertSublayer(_:above:)`); at the front when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
      layer.removeFromSuperlayer()
      let index =
        (sublayers?.firstIndex { $0 === sibling }).map { $0 + 1 } ?? sublayers?.count ?? 0
      insertSublayer(layer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer (Core Animation's
    /// `CALayer.removeFromSuperlayer()`).
    open func removeFromSuperlayer() {
      guard let superlayer else { return }
      superlayer.sublayers?.removeAll { $0 === self }
      self.superlayer = nil
    }

    // MARK: Drawing

    /// Draws the layer into `ctx` (Core Animation's `CALayer.render(in:)`): nothing is drawn.
    open func render(in ctx: CGContext) {}

    /// Marks the layer's content as needing redrawing (Core Animation's
    /// `CALayer.setNeedsDisplay()`): nothing is drawn.
    open func setNeedsDisplay() {}
  }
#endif
