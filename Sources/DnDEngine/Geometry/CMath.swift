#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// The three C math library functions the geometry needs, behind one internal name.
///
/// The Swift standard library has no `hypot`, `sin` or `cos`. Importing the platform's C library
/// here — and only here — keeps Foundation out of the engine and keeps every other file free of
/// platform conditionals.
enum CMath {
  /// `sqrt(x² + y²)` without intermediate overflow or underflow (C `hypot`).
  static func hypotenuse(_ x: Double, _ y: Double) -> Double { hypot(x, y) }

  /// Sine of an angle in radians (C `sin`).
  static func sine(_ radians: Double) -> Double { sin(radians) }

  /// Cosine of an angle in radians (C `cos`).
  static func cosine(_ radians: Double) -> Double { cos(radians) }
}
