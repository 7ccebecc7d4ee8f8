import DnDUIKit
import Testing

/// Navigation stacks, tab bar controllers, containment, navigation items and bar items as app
/// code sets them, outside any window.
@Suite struct NavigationStackTests {
  @Test func popToAControllerReturnsTheOnesAboveIt() {
    let (a, b, c, d) = (
      UIViewController(), UIViewController(), UIViewController(), UIViewController()
    )
    let navigation = UINavigationController(rootViewController: a)
    navigation.viewControllers = [a, b, c, d]
    #expect(navigation.children == [a, b, c, d])
    #expect(navigation.popToViewController(b, animated: false) == [c, d])
    #expect(navigation.viewControllers == [a, b] && navigation.topViewController === b)
    #expect(c.parent == nil && d.navigationController == nil && b.parent === navigation)
    #expect(navigation.popToViewController(b, animated: false) == [])
    #expect(navigation.popToViewController(UIViewController(), animated: false) == nil)
    #expect(navigation.viewControllers == [a, b])
    #expect(navigation.popToRootViewController(animated: false) == [b])
    #expect(navigation.popToRootViewController(animated: false) == nil)
    #expect(navigation.viewControllers == [a] && navigation.children == [a])
  }

  @Test func aControllerIsOnTheStackOnce() {
    let (a, b) = (UIViewController(), UIViewController())
    let navigation = UINavigationController(nibName: nil, bundle: nil)
    #expect(navigation.viewControllers.isEmpty && navigation.topViewController == nil)
    #expect(navigation.visibleViewController == nil)
    navigation.setViewControllers([a, b, a], animated: false)
    #expect(navigation.viewControllers == [a, b] && navigation.children == [a, b])
    navigation.pushViewController(a, animated: false)
    #expect(navigation.viewControllers == [a, b])
    // Replacing the stack keeps the controllers that stay, in the new order.
    let c = UIViewController()
    navigation.viewControllers = [b, c]
    #expect(navigation.viewControllers == [b, c] && navigation.topViewController === c)
    #expect(a.parent == nil && c.parent === navigation && navigation.children.count == 2)
    #expect(navigation.popViewController(animated: false) === c)
    #expect(navigation.popViewController(animated: false) == nil)
    #expect(navigation.viewControllers == [b])
  }

  @Test func aNestedControllerFindsItsContainers() {
    let inner = UIViewController()
    let navigation = UINavigationController(rootViewController: inner)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation]
    #expect(inner.navigationController === navigation)
    #expect(inner.tabBarController === tabs && navigation.tabBarController === tabs)
    #expect(navigation.navigationController == nil && tabs.tabBarController == nil)
    let child = UIViewController()
    inner.addChild(child)
    #expect(child.navigationController === navigation && child.tabBarController === tabs)
    #expect(child.parent === inner && inner.children == [child])
  }

  final class Recorder: UIViewController {
    var moves: [String] = []
    override func willMove(toParent parent: UIViewController?) {
      super.willMove(toParent: parent)
      moves.append("will \(parent == nil ? "nil" : "parent")")
    }
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      moves.append("did \(parent == nil ? "nil" : "parent")")
    }
  }

  @Test func addChildAndRemoveFromParentAsUIKitDocuments() {
    let parent = UIViewController()
    let other = UIViewController()
    let child = Recorder()
    // addChild calls willMove(toParent:); the caller calls didMove(toParent:).
    parent.addChild(child)
    #expect(child.moves == ["will parent"] && child.parent === parent)
    parent.addChild(child)
    #expect(child.moves == ["will parent"] && parent.children == [child])
    // removeFromParent calls didMove(toParent: nil); the caller calls willMove(toParent: nil).
    other.addChild(child)
    #expect(child.moves == ["will parent", "did nil", "will parent"])
    #expect(parent.children.isEmpty && other.children == [child] && child.parent === other)
    child.removeFromParent()
    #expect(child.moves.last == "did nil" && child.parent == nil && other.children.isEmpty)
    child.removeFromParent()
    #expect(child.moves.count == 4)
  }

  @Test func theNavigationBarIsState() {
    let navigation = UINavigationController(rootViewController: UIViewController())
    let bar = navigation.navigationBar
    #expect(!navigation.isNavigationBarHidden)
    navigation.setNavigationBarHidden(true, animated: true)
    #expect(navigation.isNavigationBarHidden)
    navigation.isNavigationBarHidden = false
    #expect(!navigation.isNavigationBarHidden)
    #expect(!bar.prefersLargeTitles && bar.isTranslucent && bar.barTintColor == nil)
    #expect(bar.titleTextAttributes == nil && bar.largeTitleTextAttributes == nil)
    bar.prefersLargeTitles = true
    bar.isTranslucent = false
    bar.barTintColor = .systemGray6
    bar.titleTextAttributes = [:]
    #expect(bar.prefersLargeTitles && !bar.isTranslucent && bar.barTintColor == .systemGray6)
    #expect(bar.titleTextAttributes?.isEmpty == true)
    #expect(navigation.navigationBar === bar && bar.superview == nil)
  }

  @Test func aTabBarControllerKeepsItsSelectionInRange() {
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    let tabs = UITabBarController()
    #expect(tabs.viewControllers == nil && tabs.selectedViewController == nil)
    #expect(tabs.selectedIndex == 0)
    tabs.selectedIndex = 1
    #expect(tabs.selectedIndex == 0)
    tabs.viewControllers = [a, b, c]
    tabs.selectedIndex = 2
    #expect(tabs.selectedViewController === c)
    tabs.selectedIndex = -1
    #expect(tabs.selectedIndex == 2)
    tabs.selectedViewController = UIViewController()
    #expect(tabs.selectedIndex == 2)
    tabs.selectedViewController = b
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === b)
    tabs.selectedIndex = 2
    // Fewer tabs than the selected index: the first is selected.
    tabs.setViewControllers([a, b], animated: true)
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
    #expect(c.parent == nil && tabs.children == [a, b])
    tabs.selectedIndex = 1
    tabs.viewControllers = [c, a, b]
    #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === a)
    let bar = tabs.tabBar
    #expect(bar.isTranslucent && bar.barTintColor == nil && bar.unselectedItemTintColor == nil)
    bar.isTranslucent = false
    bar.barTintColor = .black
    bar.unselectedItemTintColor = .gray
    #expect(
      !bar.isTranslucent && bar.barTintColor == .black && bar.unselectedItemTintColor == .gray)
  }

  @Test func aNavigationItemKeepsItsItems() {
    let item = UINavigationItem(title: "Inbox")
    #expect(item.title == "Inbox" && UINavigationItem().title == nil)
    #expect(item.titleView == nil && item.prompt == nil && item.backBarButtonItem == nil)
    #expect(item.backButtonTitle == nil && !item.hidesBackButton)
    #expect(!item.leftItemsSupplementBackButton && item.largeTitleDisplayMode == .automatic)
    #expect(item.leftBarButtonItems == nil && item.rightBarButtonItems == nil)
    #expect(item.leftBarButtonItem == nil && item.rightBarButtonItem == nil)
    let (one, two, three) = (UIBarButtonItem(), UIBarButtonItem(), UIBarButtonItem())
    item.leftBarButtonItems = [one, two]
    #expect(item.leftBarButtonItem === one)
    item.setLeftBarButton(three, animated: true)
    #expect(item.leftBarButtonItems == [three])
    item.leftBarButtonItem = nil
    #expect(item.leftBarButtonItems == nil)
    item.setLeftBarButtonItems([two, three], animated: false)
    #expect(item.leftBarButtonItems == [two, three] && item.leftBarButtonItem === two)
    item.setRightBarButton(one, animated: false)
    #expect(item.rightBarButtonItems == [one])
    item.setRightBarButtonItems([three, one], animated: true)
    #expect(item.rightBarButtonItem === three && item.rightBarButtonItems == [three, one])
    item.rightBarButtonItem = nil
    #expect(item.rightBarButtonItems == nil)
    let titleView = UIView()
    item.titleView = titleView
    item.prompt = "Pick"
    item.backBarButtonItem = one
    item.backButtonTitle = "Back"
    item.hidesBackButton = true
    item.leftItemsSupplementBackButton = true
    item.largeTitleDisplayMode = .never
    #expect(item.titleView === titleView && item.prompt == "Pick" && item.backBarButtonItem === one)
    #expect(item.backButtonTitle == "Back" && item.hidesBackButton)
    #expect(item.leftItemsSupplementBackButton && item.largeTitleDisplayMode == .never)
    #expect(UINavigationItem.LargeTitleDisplayMode.always.rawValue == 1)
  }

  @Test func aControllersTitleIsItsBarItemsTitle() {
    let controller = UIViewController()
    controller.title = "Notes"
    // Made after the title: they take it.
    #expect(controller.tabBarItem.title == "Notes" && controller.navigationItem.title == "Notes")
    controller.title = "Archive"
    #expect(
      controller.tabBarItem.title == "Archive" && controller.navigationItem.title == "Archive")
    let item = UITabBarItem(title: "Mine", image: nil, tag: 3)
    controller.tabBarItem = item
    #expect(controller.tabBarItem === item && item.tag == 3)
    controller.title = "Other"
    #expect(item.title == "Other")
    #expect(!controller.isEditing)
    controller.setEditing(true, animated: true)
    #expect(controller.isEditing)
    let edit = controller.editButtonItem
    #expect(edit.target === controller && edit.action == nil)
  }

  @Test func barButtonItemsKeepWhatTheyAreMadeWith() {
    let image = UIImage(size: CGSize(width: 5, height: 5))
    let target = UIViewController()
    let plain = UIBarButtonItem(image: image, style: .plain, target: target, action: "pick")
    #expect(plain.image === image && plain.style == .plain && plain.target === target)
    #expect(plain.action == "pick" && plain.title == nil)
    let defaults = UIBarButtonItem()
    #expect(defaults.style == .plain && defaults.width == 0 && defaults.tintColor == nil)
    #expect(defaults.customView == nil && defaults.primaryAction == nil && defaults.target == nil)
    #expect(defaults.isEnabled && defaults.tag == 0 && defaults.accessibilityIdentifier == nil)
    let custom = UIView()
    #expect(UIBarButtonItem(customView: custom).customView === custom)
    let action = UIAction(title: "Go", image: image) { _ in }
    let system = UIBarButtonItem(systemItem: .trash, primaryAction: action)
    #expect(system.primaryAction === action && system.title == nil)
    // The action's title and image win over the ones given.
    let titled = UIBarButtonItem(title: "Stay", image: nil, primaryAction: action)
    #expect(titled.title == "Go" && titled.image === image)
    let untitled = UIBarButtonItem(
      title: "Stay", image: UIImage(size: .zero), primaryAction: UIAction { _ in })
    #expect(untitled.title == "Stay" && untitled.image?.size == .zero)
    #expect(UIBarButtonItem.flexibleSpace().width == 0)
    defaults.width = 12
    defaults.tintColor = .red
    defaults.isEnabled = false
    defaults.tag = 4
    defaults.style = .done
    #expect(defaults.width == 12 && defaults.tintColor == .red && !defaults.isEnabled)
    #expect(defaults.tag == 4 && defaults.style == .done)
    #expect(UIBarButtonItem.SystemItem.trash.rawValue == 16)
    #expect(UIBarButtonItem.Style.done.rawValue == 2)
  }

  @Test func tabBarItemsKeepWhatTheyAreMadeWith() {
    let image = UIImage(size: CGSize(width: 5, height: 5))
    let selected = UIImage(size: CGSize(width: 6, height: 6))
    let item = UITabBarItem(title: "Home", image: image, selectedImage: selected)
    #expect(item.title == "Home" && item.image === image && item.selectedImage === selected)
    #expect(item.tag == 0 && item.badgeValue == nil && item.badgeColor == nil)
    let tagged = UITabBarItem(title: "Two", image: image, tag: 2)
    #expect(tagged.title == "Two" && tagged.tag == 2 && tagged.selectedImage == nil)
    #expect(tagged.image === image)
    let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 9)
    #expect(system.tag == 9 && system.title == nil)
    item.badgeValue = "3"
    item.badgeColor = .systemRed
    #expect(item.badgeValue == "3" && item.badgeColor == .systemRed)
    #expect(UITabBarItem().title == nil && UITabBarItem.SystemItem.mostViewed.rawValue == 11)
  }
}
