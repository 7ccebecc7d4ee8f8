/// A view controller: it owns a view, loaded on first use (`loadView`, then `viewDidLoad`).
/// Put one in a window with ``UIWindow/rootViewController``: its view then gets the window's
/// bounds before it loads, as a root view controller's does on a device.
///
/// **Containment and presentation.** A controller can hold child controllers (``addChild(_:)``;
/// ``UINavigationController`` and ``UITabBarController`` do) and present another over its window
/// (``present(_:animated:completion:)``). Nothing animates: a transition happens at once, its
/// appearance methods (`viewWillAppear(_:)` … `viewDidDisappear(_:)`) run in UIKit's order
/// before the call returns, and a completion handler runs on the main queue after the work
/// already scheduled for now.
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  /// The frame a view made by ``loadView()`` gets (the window's bounds for a root view
  /// controller).
  var frameForLoadedView: CGRect = .zero
  /// Between the controller's appearance and its disappearance (see ``beginAppearance(_:)``).
  private(set) var isShown = false
  private var storedNavigationItem: UINavigationItem?
  private var storedTabBarItem: UITabBarItem?
  private var storedEditButtonItem: UIBarButtonItem?
  private var storedPopoverController: UIPopoverPresentationController?
  /// The controller this one presented, on the controller that hosts the presentation.
  private var storedPresentedViewController: UIViewController?
  /// The controller hosting the presentation of this one.
  private weak var storedPresentingViewController: UIViewController?
  /// The storyboard whose stand-in made this controller.
  var loadingStoryboard: UIStoryboard?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Storyboards are not modelled: a view controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The view, loaded on first use.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      if loadedView?.owningController === self { loadedView?.owningController = nil }
      loadedView = newValue
      newValue?.nameAsRootView(of: self)
    }
  }

  open var isViewLoaded: Bool { loadedView != nil }

  open var viewIfLoaded: UIView? { loadedView }

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: frameForLoadedView) }
    viewDidLoad()
  }

  /// Makes the view; the default makes a plain view of `frameForLoadedView`.
  open func loadView() {
    view = UIView(frame: frameForLoadedView)
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called before the view lays out its subviews (UIKit's
  /// `UIViewController.viewWillLayoutSubviews()`; see ``UIView`` on layout passes).
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews (UIKit's
  /// `UIViewController.viewDidLayoutSubviews()`): the place app code sets its subviews' frames
  /// from the view's bounds.
  open func viewDidLayoutSubviews() {}

  /// Updates the constraints of the controller's view (UIKit's
  /// `UIViewController.updateViewConstraints()`): called at a layout pass, before
  /// ``viewWillLayoutSubviews()``, once at the view's first pass and again after the view's
  /// `setNeedsUpdateConstraints()`. The default calls the view's `updateConstraints()`; an
  /// override changes constraints in one place and calls `super`.
  open func updateViewConstraints() {
    loadedView?.updateConstraints()
  }

  /// The controller's title; setting it also sets the title of its ``navigationItem`` and
  /// ``tabBarItem``, as in UIKit.
  open var title: String? {
    didSet {
      storedNavigationItem?.title = title
      storedTabBarItem?.title = title
    }
  }

  /// The size the controller would like when presented in a popover or sheet (UIKit's
  /// `UIViewController.preferredContentSize`): stored.
  open var preferredContentSize: CGSize = .zero

  // MARK: Responder chain

  /// The superview of the controller's view (the window for a root view controller).
  open override var next: UIResponder? { loadedView?.superview }

  override var responderWindow: UIWindow? { loadedView?.window }

  // MARK: Bars

  /// What a navigation bar shows for the controller (UIKit's
  /// `UIViewController.navigationItem`), made on first use with the controller's ``title``.
  open var navigationItem: UINavigationItem {
    if let storedNavigationItem { return storedNavigationItem }
    let item = UINavigationItem()
    item.title = title
    storedNavigationItem = item
    return item
  }

  /// What a tab bar shows for the controller (UIKit's `UIViewController.tabBarItem`), made on
  /// first use with the controller's ``title``.
  open var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }

  /// Whether the controller is in editing mode (UIKit's `UIViewController.isEditing`; default
  /// false): stored.
  open var isEditing = false

  /// Sets ``isEditing`` (UIKit's `UIViewController.setEditing(_:animated:)`); override it to
  /// update the views, calling `super`.
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }

  /// A bar button item that toggles editing (UIKit's `UIViewController.editButtonItem`): an Edit
  /// item, made on first use. Bar button items are not tapped here, so it toggles nothing by
  /// itself.
  open var editButtonItem: UIBarButtonItem {
    if let storedEditButtonItem { return storedEditButtonItem }
    let item = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: nil)
    storedEditButtonItem = item
    return item
  }

  // MARK: Containment

  /// The controller holding this one (UIKit's `UIViewController.parent`).
  open private(set) weak var parent: UIViewController?

  /// The controllers this one holds, in the order added (UIKit's `UIViewController.children`).
  open private(set) var children: [UIViewController] = []

  /// Adds `childController` as a child (UIKit's `UIViewController.addChild(_:)`), calling its
  /// ``willMove(toParent:)`` first, as UIKit does; the container adds its view and calls
  /// ``didMove(toParent:)``.
  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent (UIKit's `UIViewController.removeFromParent()`),
  /// calling its ``didMove(toParent:)`` with nil afterwards, as UIKit does; the container calls
  /// ``willMove(toParent:)`` before and removes the view.
  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent (UIKit's
  /// `UIViewController.willMove(toParent:)`); override to react.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent (UIKit's
  /// `UIViewController.didMove(toParent:)`); override to react.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest ancestor that is a navigation controller (UIKit's
  /// `UIViewController.navigationController`).
  open var navigationController: UINavigationController? {
    ancestor(ofType: UINavigationController.self)
  }

  /// The nearest ancestor that is a tab bar controller (UIKit's
  /// `UIViewController.tabBarController`).
  open var tabBarController: UITabBarController? {
    ancestor(ofType: UITabBarController.self)
  }

  private func ancestor<Container: UIViewController>(ofType type: Container.Type) -> Container? {
    var current = parent
    while let controller = current {
      if let container = controller as? Container { return container }
      current = controller.parent
    }
    return nil
  }

  /// Shows `vc` (UIKit's `UIViewController.show(_:sender:)`): pushed on the navigation controller
  /// holding this one, else presented.
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  // MARK: Storyboards

  /// The storyboard this controller was made from (UIKit's `UIViewController.storyboard`): the
  /// one whose registered stand-in made it, nil for a controller made in code. A test-side
  /// subclass may override it to name the app's storyboard (Docs/uikit.md, "Storyboard apps").
  open var storyboard: UIStoryboard? { loadingStoryboard }

  /// Performs the segue `identifier` of this controller's storyboard (UIKit's
  /// `UIViewController.performSegue(withIdentifier:sender:)`): makes the destination registered
  /// for it, calls ``prepare(for:sender:)``, then shows or presents the destination as the
  /// registration says. As in UIKit, ``shouldPerformSegue(withIdentifier:sender:)`` is not asked.
  /// A segue the storyboard does not have stops the program with a message naming it (UIKit
  /// raises an exception).
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    guard let storyboard, let segue = StoryboardStandIns.segues[storyboard.name]?[identifier]
    else {
      preconditionFailure(
        "DnDUIKit: \(Swift.type(of: self)) has no segue with identifier \"\(identifier)\" "
          + (storyboard.map { "in storyboard \"\($0.name)\"" } ?? "(it has no storyboard)")
          + " (UIKit raises here too); register it with Storyboards.registerSegue (Docs/uikit.md, "
          + "\"Storyboard apps\")")
    }
    let destination = storyboard.instantiateViewController(withIdentifier: segue.destination)
    let storyboardSegue = UIStoryboardSegue(
      identifier: identifier, source: self, destination: destination
    ) { [unowned self] in
      switch segue.kind {
      case .show: show(destination, sender: sender)
      case .present: present(destination, animated: true)
      }
    }
    prepare(for: storyboardSegue, sender: sender)
    storyboardSegue.perform()
  }

  /// Called before a segue from this controller is performed (UIKit's
  /// `UIViewController.prepare(for:sender:)`); does nothing by default.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

  /// Whether a segue triggered in the storyboard should be performed (UIKit's
  /// `UIViewController.shouldPerformSegue(withIdentifier:sender:)`); true by default. Nothing
  /// here triggers segues from controls, so nothing asks it but app code.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
    true
  }

  // MARK: Presentation

  /// How the controller is presented (UIKit's `UIViewController.modalPresentationStyle`;
  /// default `.automatic`): stored; every presentation covers the window.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic

  /// How the presentation would animate (UIKit's `UIViewController.modalTransitionStyle`;
  /// default `.coverVertical`): stored.
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

  /// Whether the user may not dismiss the presented controller by swiping (UIKit's
  /// `UIViewController.isModalInPresentation`; default false): stored.
  open var isModalInPresentation = false

  /// Where a popover points (UIKit's `UIViewController.popoverPresentationController`): made on
  /// first use when ``modalPresentationStyle`` is `.popover`, else nil.
  open var popoverPresentationController: UIPopoverPresentationController? {
    guard modalPresentationStyle == .popover else { return nil }
    return popoverController
  }

  /// The popover controller, made on first use.
  var popoverController: UIPopoverPresentationController {
    if let storedPopoverController { return storedPopoverController }
    let controller = UIPopoverPresentationController()
    storedPopoverController = controller
    return controller
  }

  /// The controller presented by this one or by the container holding it (UIKit's
  /// `UIViewController.presentedViewController`).
  open var presentedViewController: UIViewController? {
    presentationHost.storedPresentedViewController
  }

  /// The controller that presented this one or the container holding it (UIKit's
  /// `UIViewController.presentingViewController`): the root-most controller of the presenter
  /// (a child's navigation controller, say).
  open var presentingViewController: UIViewController? {
    storedPresentingViewController ?? parent?.presentingViewController
  }

  /// Where a presentation from this controller is hosted: its root-most ancestor.
  private var presentationHost: UIViewController {
    var host = self
    while let parent = host.parent { host = parent }
    return host
  }

  /// Presents `viewControllerToPresent` over the window (UIKit's
  /// `UIViewController.present(_:animated:completion:)`): its view, loaded with the window's
  /// bounds, is put in front of the window's other views — so it takes the touches there — and it
  /// appears at once; `completion` runs on the main queue. The presenting controller does not
  /// disappear (as with UIKit's default sheet). As in UIKit, nothing happens when this
  /// controller's view is in no window, when it is already presenting, or when the controller
  /// is already presented.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    let host = presentationHost
    let presented = viewControllerToPresent
    guard let window = loadedView?.window, host.storedPresentedViewController == nil,
      presented.storedPresentingViewController == nil, presented.parent == nil, presented !== host
    else { return }
    host.storedPresentedViewController = presented
    presented.storedPresentingViewController = host
    CurrentDevice.run(asAppCodeOf: window.engineView, "present") {
      presented.frameForLoadedView = window.bounds
      let presentedView: UIView = presented.view
      presentedView.frame = window.bounds
      window.addSubview(presentedView)
      presented.beginAppearance(flag)
      presentedView.layOutSubtree()
      presented.endAppearance(flag)
      if let completion { Self.runOnMainQueue(completion, for: "present") }
    }
  }

  /// Dismisses the controller this one presented, with every controller presented above it
  /// (UIKit's `UIViewController.dismiss(animated:completion:)`); called on a presented controller
  /// that presents nothing, it asks its presenter to dismiss it, as in UIKit. The views leave the
  /// window at once, top first, with their disappearance methods; `completion` runs on the main
  /// queue. Nothing happens (and `completion` is not called) when there is nothing to dismiss.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    let host = presentationHost
    guard host.storedPresentedViewController != nil else {
      host.storedPresentingViewController?.dismiss(animated: flag, completion: completion)
      return
    }
    var chain: [UIViewController] = []
    var next = host.storedPresentedViewController
    while let presented = next {
      chain.append(presented)
      next = presented.storedPresentedViewController
    }
    let window = chain.first?.loadedView?.window
    let dismissAll = {
      for presented in chain.reversed() {
        presented.beginDisappearance(flag)
        presented.loadedView?.removeFromSuperview()
        presented.storedPresentingViewController?.storedPresentedViewController = nil
        presented.storedPresentingViewController = nil
        presented.endDisappearance(flag)
      }
      if let completion { Self.runOnMainQueue(completion, for: "dismiss") }
    }
    if let window {
      CurrentDevice.run(asAppCodeOf: window.engineView, "dismiss", dismissAll)
    } else {
      dismissAll()
    }
  }

  /// Runs a transition's completion handler on the device's main queue.
  private static func runOnMainQueue(_ completion: @escaping () -> Void, for what: String) {
    CurrentDevice.requireClock(for: "UIViewController.\(what)(_:animated:completion:)").main.async(
      label: "UIViewController.\(what) completion",
      CurrentDevice.carryingDevice("\(what) completion", completion))
  }

  // MARK: Appearance

  /// The children whose views this controller shows: they appear and disappear with it (a
  /// navigation controller's top controller, a tab bar controller's selected one).
  var shownChildren: [UIViewController] { [] }

  /// Puts the views of ``shownChildren`` into this controller's view (containers override it).
  func installShownChildViews() {}

  /// The controller's view is about to show: `viewWillAppear`, then the shown children's views
  /// go in and appear too.
  func beginAppearance(_ animated: Bool) {
    isShown = true
    viewWillAppear(animated)
    installShownChildViews()
    for child in shownChildren { child.beginAppearance(animated) }
  }

  /// The controller's view showed: `viewDidAppear`, then the shown children's.
  func endAppearance(_ animated: Bool) {
    viewDidAppear(animated)
    for child in shownChildren { child.endAppearance(animated) }
  }

  /// The controller's view is about to go: `viewWillDisappear`, then the shown children's.
  func beginDisappearance(_ animated: Bool) {
    viewWillDisappear(animated)
    for child in shownChildren { child.beginDisappearance(animated) }
  }

  /// The controller's view went: `viewDidDisappear`, then the shown children's.
  func endDisappearance(_ animated: Bool) {
    isShown = false
    viewDidDisappear(animated)
    for child in shownChildren { child.endDisappearance(animated) }
  }

  /// Puts `child`'s view into this controller's view, filling it (loading it with those bounds).
  func embedView(of child: UIViewController) {
    guard let container = loadedView else { return }
    if child.loadedView?.superview === container { return }
    child.frameForLoadedView = container.bounds
    let childView: UIView = child.view
    childView.frame = container.bounds
    container.addSubview(childView)
  }

  /// Replaces the shown child `old` with `new` in this controller's view: when this controller is
  /// shown, with their appearance methods and a layout pass of the new view, as app code of the
  /// device showing it.
  func transitionShownChild(
    from old: UIViewController?, to new: UIViewController?, animated: Bool
  ) {
    guard let container = loadedView, old !== new else { return }
    guard isShown else {
      // Not shown: the new child's view goes in when this controller appears.
      if let oldView = old?.loadedView, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      return
    }
    CurrentDevice.run(asAppCodeOf: container.engineView, "show child") {
      old?.beginDisappearance(animated)
      if let oldView = old?.loadedView, oldView.superview === container {
        oldView.removeFromSuperview()
      }
      if let new {
        embedView(of: new)
        new.beginAppearance(animated)
        new.loadedView?.layOutSubtree()
      }
      old?.endDisappearance(animated)
      new?.endAppearance(animated)
    }
  }
}

/// How a view controller is presented (UIKit's `UIModalPresentationStyle`, with UIKit's raw
/// values); stored: every presentation covers the window here.
nonisolated public enum UIModalPresentationStyle: Int, Sendable {
  /// The system's choice (a sheet on iOS 13 and later).
  case automatic = -2
  /// No adaptation.
  case none = -1
  /// Covering the screen.
  case fullScreen = 0
  /// A sheet.
  case pageSheet = 1
  /// A centred form.
  case formSheet = 2
  /// Over the presenting context.
  case currentContext = 3
  /// A custom presentation.
  case custom = 4
  /// Covering the screen, the presenter's views left below.
  case overFullScreen = 5
  /// Over the presenting context, its views left below.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
}

/// How a presentation animates (UIKit's `UIModalTransitionStyle`, with UIKit's raw values);
/// stored: nothing animates.
nonisolated public enum UIModalTransitionStyle: Int, Sendable {
  /// Sliding up from the bottom.
  case coverVertical = 0
  /// Flipping horizontally.
  case flipHorizontal = 1
  /// Cross-dissolving.
  case crossDissolve = 2
  /// Curling up.
  case partialCurl = 3
}
