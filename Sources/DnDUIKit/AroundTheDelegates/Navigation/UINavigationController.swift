/// A stack of view controllers, the top one shown (UIKit's `UINavigationController`). The stack
/// is its ``viewControllers``; the top controller is a child whose view fills the navigation
/// controller's view (the bar is not in the view tree: see ``UINavigationBar``). Pushing and
/// popping happen at once, with the appearance methods of the controllers coming and going when
/// the navigation controller is shown; nothing animates, and there is no back button to tap (a
/// test pops with ``popViewController(animated:)``).
open class UINavigationController: UIViewController {
  /// The controllers on the stack, root first.
  private var stack: [UIViewController] = []

  /// A navigation controller whose stack holds `rootViewController` (UIKit's
  /// `UINavigationController.init(rootViewController:)`).
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty navigation controller (nibs are not modelled).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The bar (UIKit's `UINavigationController.navigationBar`): state only.
  public let navigationBar = UINavigationBar()

  /// Whether the bar is hidden (UIKit's `UINavigationController.isNavigationBarHidden`): stored.
  open var isNavigationBarHidden = false

  /// Hides or shows the bar (UIKit's
  /// `UINavigationController.setNavigationBarHidden(_:animated:)`).
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }

  /// The controllers on the stack, root first (UIKit's
  /// `UINavigationController.viewControllers`); setting it replaces the stack.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack (UIKit's `UINavigationController.topViewController`).
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view shows: the one the top controller presented, else the top one
  /// (UIKit's `UINavigationController.visibleViewController`).
  open var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// Replaces the stack (UIKit's `UINavigationController.setViewControllers(_:animated:)`): the
  /// controllers leaving it are removed as children, the new ones added, and the new top one
  /// shown.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let oldTop = topViewController
    let leaving = stack.filter { old in !unique.contains { $0 === old } }
    let arriving = unique.filter { new in !stack.contains { $0 === new } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in arriving { addChild(controller) }
    stack = unique
    transitionShownChild(from: oldTop, to: topViewController, animated: animated)
    for controller in leaving { controller.removeFromParent() }
    for controller in arriving { controller.didMove(toParent: self) }
  }

  /// Pushes `viewController` on the stack and shows it (UIKit's
  /// `UINavigationController.pushViewController(_:animated:)`). A controller already on the stack
  /// is not pushed again (UIKit raises an exception).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !stack.contains(where: { $0 === viewController }) else { return }
    setViewControllers(stack + [viewController], animated: animated)
  }

  /// Pops the top controller and shows the one below (UIKit's
  /// `UINavigationController.popViewController(animated:)`); nil when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    setViewControllers(Array(stack.dropLast()), animated: animated)
    return top
  }

  /// Pops every controller above the root (UIKit's
  /// `UINavigationController.popToRootViewController(animated:)`); returns them, nil when there
  /// were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard stack.count > 1 else { return nil }
    let popped = Array(stack.dropFirst())
    setViewControllers([stack[0]], animated: animated)
    return popped
  }

  /// Pops the controllers above `viewController` (UIKit's
  /// `UINavigationController.popToViewController(_:animated:)`); returns them, nil when it is not
  /// on the stack.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
    let popped = Array(stack[(index + 1)...])
    setViewControllers(Array(stack[...index]), animated: animated)
    return popped
  }

  override var shownChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

  override func installShownChildViews() {
    if let topViewController { embedView(of: topViewController) }
  }
}
