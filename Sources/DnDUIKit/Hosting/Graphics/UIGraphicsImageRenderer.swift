import DnDEngine

/// Makes images by running drawing code (UIKit's `UIGraphicsImageRenderer`). Nothing is drawn:
/// the drawing code runs (so its other effects happen) against a context that draws nothing, and
/// the image is a blank PNG of the renderer's size in points — the module's images have scale 1,
/// as the screen does — so what drag and drop sees of it (its size, its bytes) is what a real
/// rendering of that size would give.
open class UIGraphicsImageRenderer: NSObject {
  /// The size of the images made, in points.
  private let size: CGSize

  /// The renderer's format (UIKit's `UIGraphicsImageRenderer.format`).
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points (UIKit's `UIGraphicsImageRenderer.init(size:)`).
  public convenience init(size: CGSize) {
    self.init(size: size, format: UIGraphicsImageRendererFormat())
  }

  /// A renderer of images of `size` points in `format` (UIKit's
  /// `UIGraphicsImageRenderer.init(size:format:)`).
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
    super.init()
  }

  /// A renderer of images of `bounds`' size (UIKit's `UIGraphicsImageRenderer.init(bounds:)`).
  public convenience init(bounds: CGRect) {
    self.init(size: bounds.size)
  }

  /// A renderer of images of `bounds`' size in `format` (UIKit's
  /// `UIGraphicsImageRenderer.init(bounds:format:)`).
  public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.init(size: bounds.size, format: format)
  }

  /// Runs `actions` and returns the image (UIKit's `UIGraphicsImageRenderer.image(actions:)`): a
  /// blank image of the renderer's size. While `actions` runs, the context's `cgContext` is the
  /// current context (`UIGraphicsGetCurrentContext()`), as in UIKit.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, size: size)
    UIGraphicsPushContext(context.cgContext)
    actions(context)
    UIGraphicsPopContext()
    return UIImage(size: size)
  }

  /// Runs `actions` and returns the image's PNG bytes (UIKit's
  /// `UIGraphicsImageRenderer.pngData(actions:)`), as ``UIImage/pngData()`` writes them.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs `actions` and returns the image's JPEG bytes (UIKit's
  /// `UIGraphicsImageRenderer.jpegData(withCompressionQuality:actions:)`), as
  /// ``UIImage/jpegData(compressionQuality:)`` writes them.
  open func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}

/// How an image renderer makes its images (UIKit's `UIGraphicsImageRendererFormat`): stored; the
/// images made have scale 1 whatever ``scale`` says, as the module's images do.
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point (UIKit's `UIGraphicsImageRendererFormat.scale`; default the screen's, 1).
  open var scale: CGFloat = 1
  /// Whether the images are opaque (UIKit's `UIGraphicsImageRendererFormat.opaque`; default
  /// false).
  open var opaque = false

  /// The default format (UIKit's `UIGraphicsImageRendererFormat.init()`).
  public override init() {
    super.init()
  }

  /// The default format (UIKit's `UIGraphicsImageRendererFormat.default()`).
  open class func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// What an image renderer's drawing code draws into (UIKit's `UIGraphicsImageRendererContext`):
/// nothing is drawn, so its drawing methods do nothing.
open class UIGraphicsImageRendererContext: NSObject {
  /// The renderer's format (UIKit's `UIGraphicsRendererContext.format`).
  public let format: UIGraphicsImageRendererFormat
  private let size: CGSize

  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    self.size = size
    super.init()
  }

  /// The Core Graphics context (UIKit's `UIGraphicsRendererContext.cgContext`): one that draws
  /// nothing.
  public let cgContext = CGContext()

  /// The image drawn so far (UIKit's `UIGraphicsImageRendererContext.currentImage`): a blank
  /// image of the renderer's size.
  open var currentImage: UIImage { UIImage(size: size) }

  /// Fills `rect` (UIKit's `UIGraphicsRendererContext.fill(_:)`): draws nothing.
  open func fill(_ rect: CGRect) {}

  /// Strokes `rect` (UIKit's `UIGraphicsRendererContext.stroke(_:)`): draws nothing.
  open func stroke(_ rect: CGRect) {}

  /// Clips to `rect` (UIKit's `UIGraphicsRendererContext.clip(to:)`): draws nothing.
  open func clip(to rect: CGRect) {}
}

nonisolated extension UIColor {
  /// Makes the colour the fill colour of drawing (UIKit's `UIColor.setFill()`): nothing is drawn.
  public func setFill() {}
  /// Makes the colour the stroke colour of drawing (UIKit's `UIColor.setStroke()`): nothing is
  /// drawn.
  public func setStroke() {}
  /// Makes the colour the fill and stroke colour of drawing (UIKit's `UIColor.set()`): nothing is
  /// drawn.
  public func set() {}
}

nonisolated extension UIImage {
  /// Draws the image in `rect` (UIKit's `UIImage.draw(in:)`): nothing is drawn.
  public func draw(in rect: CGRect) {}
  /// Draws the image at `point` (UIKit's `UIImage.draw(at:)`): nothing is drawn.
  public func draw(at point: CGPoint) {}
}

extension UIBezierPath {
  /// Fills the path (UIKit's `UIBezierPath.fill()`): nothing is drawn.
  public func fill() {}
  /// Strokes the path (UIKit's `UIBezierPath.stroke()`): nothing is drawn.
  public func stroke() {}
}
