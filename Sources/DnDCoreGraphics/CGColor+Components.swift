import Foundation

// Written with what the stand-in and Apple's `CGColor` both have (`components`), so it compiles in
// both cases (DnDCoreGraphics.swift).
extension CGColor {
  /// The components as red, green, blue and alpha: a grey colour's grey three times; opaque black
  /// for a colour without components.
  package var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
    let values = components ?? [0, 1]
    if values.count == 2 { return (values[0], values[0], values[0], values[1]) }
    return (values[0], values[1], values[2], values[3])
  }
}
