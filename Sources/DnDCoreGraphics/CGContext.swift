#if !canImport(CoreGraphics)
  import Foundation

  /// A Core Graphics drawing context (Foundation on Linux has no `CGContext`): what a renderer's
  /// `UIGraphicsImageRendererContext.cgContext` (DnDUIKit) hands to drawing code. Nothing is
  /// drawn, so it has no drawing operations; code that calls them does not compile.
  public final class CGContext {
    package init() {}
  }
#endif
