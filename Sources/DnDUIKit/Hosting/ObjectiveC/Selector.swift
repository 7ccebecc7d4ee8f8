/// The name of an Objective-C method (the ObjectiveC module's `Selector`, which Linux does not
/// have): what UIKit's target–action initializers take — `UIBarButtonItem(barButtonSystemItem:
/// target:action:)`, `UITapGestureRecognizer(target:action:)` — so that they exist with UIKit's
/// spelling. Here a selector is only a name, stored and never sent: there is no Objective-C
/// runtime to send it.
///
/// `#selector(...)` itself does not compile on Linux ("'#selector' can only be used with the
/// Objective-C runtime"), whatever this module declares. Shared files pass `action: nil` and set a
/// ``UIAction`` where UIKit takes one (`UIBarButtonItem(systemItem:primaryAction:)`), or keep the
/// `#selector` line under `#if canImport(UIKit)`; `Selector("save")` compiles in both (iOS warns
/// that it prefers `#selector`).
nonisolated public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  /// The method's name, as `save:`.
  let name: String

  /// The selector named `name` (the ObjectiveC module's `Selector.init(_:)`).
  public init(_ name: String) {
    self.name = name
  }

  /// The selector named by a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// The method's name.
  public var description: String { name }
}
