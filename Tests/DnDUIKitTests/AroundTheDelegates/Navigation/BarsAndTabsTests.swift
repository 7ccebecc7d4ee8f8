import DnDUIKit
import Testing

/// Tab bar controllers' children and bar button items' actions, as app code sets them.
@Suite struct BarsAndTabsTests {
  @Test func replacingTheTabsMakesOnlyTheNewOnesChildren() {
    let tabs = UITabBarController()
    let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
    tabs.setViewControllers([a, b], animated: false)
    #expect(tabs.children.count == 2 && a.parent === tabs && b.parent === tabs)
    tabs.setViewControllers([b, c], animated: false)
    #expect(a.parent == nil)
    #expect(b.parent === tabs && c.parent === tabs)
    #expect(tabs.children.count == 2)
    #expect(tabs.children.first === b && tabs.children.last === c)
    tabs.setViewControllers(nil, animated: false)
    #expect(tabs.children.isEmpty && b.parent == nil && c.parent == nil)
  }

  /// A controller that records the parents `didMove(toParent:)` tells it of.
  final class Child: UIViewController {
    var movedTo: [String] = []
    override func didMove(toParent parent: UIViewController?) {
      super.didMove(toParent: parent)
      movedTo.append(parent.map { String(describing: type(of: $0)) } ?? "nil")
    }
  }

  /// UIKit's containment: each arriving tab's controller hears `didMove(toParent:)` with the
  /// tab bar controller once it is a child (a controller that sets up in it does so).
  @Test func arrivingTabsHearThatTheyMovedToTheTabBarController() {
    let tabs = UITabBarController()
    let (a, b) = (Child(), Child())
    tabs.viewControllers = [a]
    tabs.viewControllers = [a, b]
    #expect(a.movedTo == ["UITabBarController"])
    #expect(b.movedTo == ["UITabBarController"])
  }

  /// A controller that records the size its view had when it loaded.
  final class SizeAtLoad: UIViewController {
    var sizeAtLoad: CGSize?
    override func viewDidLoad() {
      super.viewDidLoad()
      sizeAtLoad = view.bounds.size
    }
  }

  /// A tab's view loads with the size of the tab bar controller's view it is shown in, so code in
  /// `viewDidLoad` that lays out from `view.bounds` sees the size it will have.
  @Test func aTabsViewLoadsWithTheSizeItIsShownAt() {
    let device = TestDevice()
    let tabs = UITabBarController()
    let first = SizeAtLoad()
    tabs.viewControllers = [first]
    device.show(tabs, app: "a", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(first.sizeAtLoad == CGSize(width: 320, height: 480))
  }

  @Test func aBarButtonItemKeepsItsPrimaryAction() {
    var taps = 0
    let action = UIAction(title: "Add") { _ in taps += 1 }
    let item = UIBarButtonItem(title: nil, image: nil, primaryAction: action)
    #expect(item.primaryAction === action)
    #expect(item.title == "Add")
    let plain = UIBarButtonItem(title: "Plain", image: nil, primaryAction: nil)
    #expect(plain.primaryAction == nil && plain.title == "Plain")
  }
}
