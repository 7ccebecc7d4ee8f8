import DnDEngine

/// A path, as far as drag previews use one: a preview's `visiblePath`. Rectangles, rounded
/// rectangles and ovals map to the engine's shapes; a path built from lines is a polygon through
/// its points.
open class UIBezierPath: NSObject {
  private(set) var enginePath: Path?
  private var points: [CGPoint] = []

  public override init() {
    enginePath = nil
  }

  public init(rect: CGRect) {
    enginePath = Path(rect: rect.engineValue)
  }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    enginePath = Path(roundedRect: rect.engineValue, cornerRadius: Double(cornerRadius))
  }

  public init(ovalIn rect: CGRect) {
    enginePath = Path(ellipseIn: rect.engineValue)
  }

  init(enginePath: Path) {
    self.enginePath = enginePath
  }

  public func move(to point: CGPoint) {
    points = [point]
    enginePath = nil
  }

  public func addLine(to point: CGPoint) {
    points.append(point)
    enginePath = Path(polygon: points.map(\.engineValue))
  }

  public func close() {}

  /// The smallest rectangle holding the path.
  public var bounds: CGRect {
    guard let enginePath else { return .zero }
    return CGRect(enginePath.boundingBox)
  }

  public var isEmpty: Bool { enginePath == nil }
}
