/// View controllers behind tabs, the selected one shown (UIKit's `UITabBarController`). Its
/// ``viewControllers`` are its children; the selected one's view fills the tab bar controller's
/// view (the bar is not in the view tree: see ``UITabBar``). Selecting happens at once, with the
/// appearance methods of the controllers coming and going when the tab bar controller is shown;
/// there is no tab to tap (a test sets ``selectedIndex``).
open class UITabBarController: UIViewController {
  private var tabs: [UIViewController]?
  private var storedSelectedIndex = 0

  /// An empty tab bar controller (nibs are not modelled).
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Storyboards are not modelled: a controller made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The bar (UIKit's `UITabBarController.tabBar`): state only.
  public let tabBar = UITabBar()

  /// The controllers behind the tabs (UIKit's `UITabBarController.viewControllers`); setting it
  /// replaces them.
  open var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers behind the tabs (UIKit's
  /// `UITabBarController.setViewControllers(_:animated:)`), keeping the selected index when it is
  /// still valid, else selecting the first.
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let oldSelected = selectedViewController
    let new = viewControllers ?? []
    let leaving = (tabs ?? []).filter { old in !new.contains { $0 === old } }
    let arriving = new.filter { controller in !(tabs ?? []).contains { $0 === controller } }
    for controller in leaving { controller.willMove(toParent: nil) }
    for controller in arriving { addChild(controller) }
    tabs = viewControllers
    if storedSelectedIndex >= new.count { storedSelectedIndex = 0 }
    transitionShownChild(from: oldSelected, to: selectedViewController, animated: animated)
    for controller in leaving { controller.removeFromParent() }
    for controller in arriving { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab (UIKit's `UITabBarController.selectedIndex`); setting it shows
  /// that tab's controller (an index out of range is ignored).
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard let tabs, tabs.indices.contains(newValue) else { return }
      let old = selectedViewController
      storedSelectedIndex = newValue
      transitionShownChild(from: old, to: selectedViewController, animated: false)
    }
  }

  /// The selected tab's controller (UIKit's `UITabBarController.selectedViewController`);
  /// setting one of the tabs' controllers selects it.
  open var selectedViewController: UIViewController? {
    get {
      guard let tabs, tabs.indices.contains(storedSelectedIndex) else { return nil }
      return tabs[storedSelectedIndex]
    }
    set {
      guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  override var shownChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

  override func installShownChildViews() {
    if let selectedViewController { embedView(of: selectedViewController) }
  }
}
