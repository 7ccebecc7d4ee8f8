import DnDEngine
import Foundation

// The engine's affine transform and Core Graphics' one: the same matrix, `Double` and `CGFloat`
// fields. Written with what the stand-in and Apple's `CGAffineTransform` both have, so it compiles
// in both cases (DnDCoreGraphics.swift).
extension CGAffineTransform {
  /// The transform with the engine transform's matrix.
  package init(_ engine: DnDEngine.AffineTransform) {
    self.init(
      a: CGFloat(engine.a), b: CGFloat(engine.b), c: CGFloat(engine.c), d: CGFloat(engine.d),
      tx: CGFloat(engine.tx), ty: CGFloat(engine.ty))
  }

  /// The engine transform with this transform's matrix.
  package var engineValue: DnDEngine.AffineTransform {
    DnDEngine.AffineTransform(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }
}
