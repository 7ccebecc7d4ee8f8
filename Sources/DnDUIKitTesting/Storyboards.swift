import DnDUIKit

/// Stand-ins for an app's storyboards: what `UIStoryboard(name:bundle:)` gives app code here,
/// since Interface Builder archives cannot be loaded (Docs/uikit.md, "Storyboard apps").
///
/// Register each scene the code under test instantiates, by storyboard name and Storyboard ID,
/// with a closure that makes the controller — typically a test-side subclass of the app's
/// controller whose `loadView()` builds the views and connects the outlets, as the scene's load
/// does on a device. Registrations are process-wide: register in every test that needs them
/// (registering the same scene again replaces it).
@MainActor public enum Storyboards {
  /// How a registered segue shows its destination.
  public enum SegueKind: Sendable {
    /// A "Show" segue: pushed on the source's navigation controller, else presented.
    case show
    /// A "Present Modally" segue.
    case present
  }

  /// Registers scene `identifier` of storyboard `storyboard` (nil: the initial view controller),
  /// made by `make` each time it is instantiated.
  public static func register(
    _ storyboard: String, identifier: String? = nil,
    _ make: @escaping @MainActor () -> UIViewController
  ) {
    StoryboardStandIns.scenes[.init(storyboard: storyboard, identifier: identifier)] = make
  }

  /// Registers segue `identifier` of storyboard `storyboard`, leading to its scene `destination`
  /// (register that scene too), for `performSegue(withIdentifier:sender:)`.
  public static func registerSegue(
    _ identifier: String, in storyboard: String, to destination: String, kind: SegueKind = .show
  ) {
    StoryboardStandIns.segues[storyboard, default: [:]][identifier] = .init(
      destination: destination, kind: kind == .show ? .show : .present)
  }
}
