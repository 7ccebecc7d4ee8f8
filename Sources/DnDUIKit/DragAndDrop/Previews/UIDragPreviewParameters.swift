import DnDEngine

/// How a preview is cut out of its view: a visible path and a background colour (UIKit's
/// `UIDragPreviewParameters`).
@preconcurrency @MainActor
open class UIDragPreviewParameters: NSObject {
  /// The part of the view that shows; nil = the whole view.
  open var visiblePath: UIBezierPath?
  /// The colour behind the visible part; nil = the system's.
  open var backgroundColor: UIColor!

  public override init() {
    super.init()
  }

  /// Parameters for text: the visible path covers the lines' rectangles. The engine has one
  /// shape per path, so the path is the smallest rectangle holding them all (our simplification).
  public init(textLineRects: [NSValue]) {
    super.init()
    let rects = textLineRects.map(\.rectValue)
    guard var union = rects.first else { return }
    for rect in rects.dropFirst() { union = union.union(rect) }
    visiblePath = UIBezierPath(rect: union)
  }

  var engineValue: PreviewParameters {
    var parameters = PreviewParameters()
    parameters.visiblePath = visiblePath?.enginePath
    parameters.backgroundColor = backgroundColor?.logName
    return parameters
  }

  convenience init(_ engine: PreviewParameters) {
    self.init()
    if let path = engine.visiblePath { visiblePath = UIBezierPath(enginePath: path) }
    if let name = engine.backgroundColor { backgroundColor = UIColor(logName: name) }
  }
}
