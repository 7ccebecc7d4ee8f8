/// A storyboard (UIKit's `UIStoryboard`). Storyboards are compiled Interface Builder archives that
/// only UIKit can load, so here a storyboard is its name, and its scenes and segues are the
/// stand-ins a test registered for that name (DnDUIKitTesting's `Storyboards`): a scene is a
/// closure that makes the view controller — typically a test-side subclass of the app's
/// controller that builds its views in `loadView()` and connects its outlets, as loading the
/// scene does on a device (Docs/uikit.md, "Storyboard apps").
///
/// As on a device, asking for a scene the storyboard does not have stops the program with a
/// message naming it (UIKit raises an exception); here the message also says how to register it.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
  /// The storyboard's name (its file's name without the extension).
  let name: String

  /// The storyboard named `name` (UIKit's `UIStoryboard.init(name:bundle:)`); the bundle is not
  /// read.
  public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
    self.name = name
    super.init()
  }

  /// A new instance of the storyboard's initial view controller (UIKit's
  /// `UIStoryboard.instantiateInitialViewController()`): the one registered for this storyboard
  /// without an identifier, or nil when there is none (as for a storyboard without an initial
  /// view controller).
  open func instantiateInitialViewController() -> UIViewController? {
    guard let make = StoryboardStandIns.scenes[.init(storyboard: name, identifier: nil)] else {
      return nil
    }
    return instantiate(make)
  }

  /// A new instance of the initial view controller, of the type the caller expects (UIKit's
  /// `instantiateInitialViewController(creator:)`). The creator is not called: it initializes a
  /// controller from the scene's archive (`init?(coder:)`), and there is no archive here.
  open func instantiateInitialViewController<ViewController: UIViewController>(
    creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController? {
    instantiateInitialViewController().map { expect($0, ViewController.self, "initial") }
  }

  /// A new instance of the view controller with Storyboard ID `identifier` (UIKit's
  /// `UIStoryboard.instantiateViewController(withIdentifier:)`).
  open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
    guard let make = StoryboardStandIns.scenes[.init(storyboard: name, identifier: identifier)]
    else {
      preconditionFailure(
        "DnDUIKit: storyboard \"\(name)\" has no view controller with identifier "
          + "\"\(identifier)\" (UIKit raises here too); register a stand-in with "
          + "Storyboards.register(\"\(name)\", identifier: \"\(identifier)\") { … } "
          + "(Docs/uikit.md, \"Storyboard apps\")")
    }
    return instantiate(make)
  }

  /// A new instance of the view controller with Storyboard ID `identifier`, of the type the
  /// caller expects (UIKit's `instantiateViewController(identifier:creator:)`). The creator is
  /// not called, as in ``instantiateInitialViewController(creator:)``.
  open func instantiateViewController<ViewController: UIViewController>(
    identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
  ) -> ViewController {
    expect(instantiateViewController(withIdentifier: identifier), ViewController.self, identifier)
  }

  private func instantiate(_ make: () -> UIViewController) -> UIViewController {
    let controller = make()
    // Every controller of the scene (a navigation controller's root, say) comes from the
    // storyboard.
    var scene = [controller]
    while let next = scene.popLast() {
      if next.loadingStoryboard == nil { next.loadingStoryboard = self }
      scene += next.children
    }
    return controller
  }

  private func expect<ViewController: UIViewController>(
    _ controller: UIViewController, _ type: ViewController.Type, _ scene: String
  ) -> ViewController {
    guard let typed = controller as? ViewController else {
      preconditionFailure(
        "DnDUIKit: the stand-in registered for scene \"\(scene)\" of storyboard \"\(name)\" "
          + "made a \(Swift.type(of: controller)), not a \(ViewController.self)")
    }
    return typed
  }
}

/// A transition between two view controllers of a storyboard (UIKit's `UIStoryboardSegue`).
/// ``UIViewController/performSegue(withIdentifier:sender:)`` makes one for a segue registered
/// with the source's storyboard, passes it to the source's
/// ``UIViewController/prepare(for:sender:)``, then performs it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
  /// The segue's identifier (UIKit's `UIStoryboardSegue.identifier`).
  open var identifier: String? { storedIdentifier }
  /// The controller the segue starts from (UIKit's `UIStoryboardSegue.source`).
  open var source: UIViewController { storedSource }
  /// The controller the segue shows (UIKit's `UIStoryboardSegue.destination`).
  open var destination: UIViewController { storedDestination }

  private let storedIdentifier: String?
  private let storedSource: UIViewController
  private let storedDestination: UIViewController
  private let performAction: (@MainActor () -> Void)?

  /// A segue from `source` to `destination` (UIKit's
  /// `UIStoryboardSegue.init(identifier:source:destination:)`); ``perform()`` does nothing unless
  /// a subclass overrides it, as for UIKit's custom segues.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    storedIdentifier = identifier
    storedSource = source
    storedDestination = destination
    performAction = nil
    super.init()
  }

  /// A segue that `perform()` runs as `performHandler` says (UIKit's
  /// `UIStoryboardSegue.init(identifier:source:destination:performHandler:)`).
  public init(
    identifier: String?, source: UIViewController, destination: UIViewController,
    performHandler: @escaping @MainActor () -> Void
  ) {
    storedIdentifier = identifier
    storedSource = source
    storedDestination = destination
    performAction = performHandler
    super.init()
  }

  /// Performs the transition (UIKit's `UIStoryboardSegue.perform()`).
  open func perform() {
    performAction?()
  }
}

/// The scenes and segues tests registered for storyboards, by storyboard name: process-wide, on
/// the main actor. DnDUIKitTesting's `Storyboards` fills it.
@MainActor package enum StoryboardStandIns {
  package struct SceneKey: Hashable {
    package var storyboard: String
    /// nil for the initial view controller.
    package var identifier: String?

    package init(storyboard: String, identifier: String?) {
      self.storyboard = storyboard
      self.identifier = identifier
    }
  }

  /// How a registered segue shows its destination.
  package enum SegueKind {
    /// `show(_:sender:)`: pushed on the source's navigation controller, else presented.
    case show
    /// `present(_:animated:completion:)`.
    case present
  }

  package struct Segue {
    package var destination: String
    package var kind: SegueKind

    package init(destination: String, kind: SegueKind) {
      self.destination = destination
      self.kind = kind
    }
  }

  package static var scenes: [SceneKey: () -> UIViewController] = [:]
  /// By storyboard name, then segue identifier.
  package static var segues: [String: [String: Segue]] = [:]
}
