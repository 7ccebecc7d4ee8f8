import DnDEngine

// UIKit's older drawing API (iOS 4–16, deprecated in iOS 17 for `UIGraphicsImageRenderer`): a
// stack of graphics contexts, the top one current. An image context makes images of its size and
// scale; as with the renderer, nothing is drawn: drawing code runs against a context that draws
// nothing, and the image is a blank image of the context's size in points and scale. That is what
// app code and drag and drop observe of it (`size`, `scale`, a preview's size, the bytes a
// provider registers for it).
//
// As in UIKit, each thread has its own stack (kept in its `Thread.threadDictionary`), so drawing
// code on two threads does not mix.

/// The calling thread's graphics context stack: the current context is the last.
nonisolated private final class GraphicsContextStack {
  var entries: [GraphicsContextEntry] = []

  private static let key = "DnDUIKit.UIGraphicsContextStack"

  /// The calling thread's stack, made on first use.
  static var current: GraphicsContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[key] as? GraphicsContextStack { return stack }
    let stack = GraphicsContextStack()
    dictionary[key] = stack
    return stack
  }
}

/// A context on the stack: an image context (with its size and scale) or one pushed with
/// `UIGraphicsPushContext(_:)`.
nonisolated private struct GraphicsContextEntry {
  let context: CGContext
  /// The image's size in points and scale, for an image context; nil for a pushed context.
  let image: (size: CGSize, scale: CGFloat)?
}

/// Makes an image context of `size` points at scale 1 the current context (UIKit's
/// `UIGraphicsBeginImageContext(_:)`, which is
/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`).
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Makes an image context of `size` points the current context (UIKit's
/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`): its images have `size` and `scale` pixels
/// per point, or the screen's scale (`UIScreen.scale`, 1) when `scale` is 0. `opaque` is not
/// kept: nothing is drawn. Balance it with ``UIGraphicsEndImageContext()``.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  let entry = GraphicsContextEntry(
    context: CGContext(), image: (size: size, scale: scale > 0 ? scale : 1))
  GraphicsContextStack.current.entries.append(entry)
}

/// The image of the current context (UIKit's `UIGraphicsGetImageFromCurrentImageContext()`): a
/// blank image of the context's size and scale (nothing is drawn), or nil when the current context
/// is not an image context or there is none.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let image = GraphicsContextStack.current.entries.last?.image else { return nil }
  let pixels = Size(
    width: Double(image.size.width * image.scale), height: Double(image.size.height * image.scale))
  return UIImage(
    object: ImageObject(format: .png, pixelSize: pixels), scale: image.scale, size: image.size)
}

/// The current graphics context (UIKit's `UIGraphicsGetCurrentContext()`): the top of the stack —
/// an image context's, one pushed with ``UIGraphicsPushContext(_:)``, or the context of a
/// renderer's drawing code while it runs — or nil when there is none. It draws nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current.entries.last?.context
}

/// Removes the current image context (UIKit's `UIGraphicsEndImageContext()`); does nothing when
/// the current context is not an image context, as UIKit's.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsEndImageContext() {
  let stack = GraphicsContextStack.current
  if stack.entries.last?.image != nil { stack.entries.removeLast() }
}

/// Makes `context` the current context (UIKit's `UIGraphicsPushContext(_:)`). Balance it with
/// ``UIGraphicsPopContext()``.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.current.entries.append(GraphicsContextEntry(context: context, image: nil))
}

/// Removes the current context (UIKit's `UIGraphicsPopContext()`), making the previous one
/// current; does nothing when there is none.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIGraphicsPopContext() {
  let stack = GraphicsContextStack.current
  if !stack.entries.isEmpty { stack.entries.removeLast() }
}

/// Fills `rect` of the current context with the fill colour (UIKit's `UIRectFill(_:)`): draws
/// nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIRectFill(_ rect: CGRect) {}

/// Draws a frame inside `rect` of the current context (UIKit's `UIRectFrame(_:)`): draws nothing.
// swift-format-ignore: AlwaysUseLowerCamelCase
nonisolated public func UIRectFrame(_ rect: CGRect) {}
