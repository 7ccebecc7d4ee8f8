import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// View controller containment, navigation and tab bar controllers, and presentation: the
/// appearance methods in UIKit's order, the views in the window, completions on the main queue.
@Suite struct NavigationAndPresentationTests {
  /// Writes its appearance and layout methods to a shared journal.
  final class Screen: UIViewController {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
      self.name = name
      self.journal = journal
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      journal.lines.append("\(name) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      journal.lines.append("\(name) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      journal.lines.append("\(name) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      journal.lines.append("\(name) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      journal.lines.append("\(name) viewDidDisappear")
    }
    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      journal.lines.append("\(name) viewDidLayoutSubviews")
    }
    override func willMove(toParent parent: UIViewController?) {
      journal.lines.append("\(name) willMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
      journal.lines.append("\(name) didMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }
  }

  final class Journal {
    var lines: [String] = []
    func take() -> [String] {
      defer { lines = [] }
      return lines
    }
  }

  @Test func aNavigationControllerPushesAndPops() {
    let device = TestDevice()
    let journal = Journal()
    let root = Screen("root", journal: journal)
    let navigation = UINavigationController(rootViewController: root)
    #expect(journal.take() == ["root willMove(toParent: nav)", "root didMove(toParent: nav)"])
    #expect(!root.isViewLoaded)
    let window = device.show(
      navigation, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(
      journal.take() == [
        "root viewDidLoad", "root viewWillAppear", "root viewDidLayoutSubviews",
        "root viewDidAppear",
      ])
    #expect(root.view.superview === navigation.view)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(navigation.view.superview === window)
    #expect(root.navigationController === navigation && root.parent === navigation)
    #expect(navigation.children == [root])

    let detail = Screen("detail", journal: journal)
    detail.title = "Detail"
    navigation.pushViewController(detail, animated: true)
    #expect(
      journal.take() == [
        "detail willMove(toParent: nav)", "root viewWillDisappear", "detail viewDidLoad",
        "detail viewWillAppear", "detail viewDidLayoutSubviews", "root viewDidDisappear",
        "detail viewDidAppear", "detail didMove(toParent: nav)",
      ])
    #expect(navigation.viewControllers == [root, detail])
    #expect(navigation.topViewController === detail)
    #expect(navigation.visibleViewController === detail)
    #expect(detail.navigationItem.title == "Detail")
    #expect(navigation.view.subviews == [detail.view])
    #expect(root.viewIfLoaded?.superview == nil)
    // A controller already on the stack is not pushed again.
    navigation.pushViewController(detail, animated: false)
    #expect(navigation.viewControllers.count == 2 && journal.take().isEmpty)

    #expect(navigation.popViewController(animated: true) === detail)
    #expect(
      journal.take() == [
        "detail willMove(toParent: nil)", "detail viewWillDisappear", "root viewWillAppear",
        "root viewDidLayoutSubviews", "detail viewDidDisappear", "root viewDidAppear",
        "detail didMove(toParent: nil)",
      ])
    #expect(navigation.viewControllers == [root])
    #expect(detail.parent == nil && detail.navigationController == nil)
    #expect(navigation.view.subviews == [root.view])
    // Only the root is left: nothing to pop.
    #expect(navigation.popViewController(animated: true) == nil)

    let third = Screen("third", journal: journal)
    navigation.setViewControllers([root, detail, third], animated: false)
    #expect(navigation.topViewController === third)
    _ = journal.take()
    #expect(navigation.popToRootViewController(animated: false) == [detail, third])
    #expect(navigation.viewControllers == [root] && navigation.view.subviews == [root.view])
  }

  @Test func aTabBarControllerShowsTheSelectedTab() {
    let device = TestDevice()
    let journal = Journal()
    let first = Screen("first", journal: journal)
    let second = Screen("second", journal: journal)
    second.title = "Second"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first)
    #expect(second.tabBarItem.title == "Second")
    device.show(tabs, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(tabs.view.subviews == [first.view])
    #expect(!second.isViewLoaded)
    #expect(first.tabBarController === tabs)
    _ = journal.take()
    tabs.selectedIndex = 1
    #expect(
      journal.take() == [
        "first viewWillDisappear", "second viewDidLoad", "second viewWillAppear",
        "second viewDidLayoutSubviews", "first viewDidDisappear", "second viewDidAppear",
      ])
    #expect(tabs.view.subviews == [second.view])
    tabs.selectedIndex = 5
    #expect(tabs.selectedIndex == 1)
    tabs.selectedViewController = first
    #expect(tabs.view.subviews == [first.view])
  }

  @Test func presentAndDismissRunTheirCompletionsOnTheMainQueue() throws {
    let device = TestDevice()
    let journal = Journal()
    let root = Screen("root", journal: journal)
    let window = device.show(root, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    _ = journal.take()
    let sheet = Screen("sheet", journal: journal)
    var presented = false
    root.present(sheet, animated: true) { presented = true }
    // The sheet appears at once, over the window; the completion waits for the main queue.
    #expect(
      journal.take() == [
        "sheet viewDidLoad", "sheet viewWillAppear", "sheet viewDidLayoutSubviews",
        "sheet viewDidAppear",
      ])
    #expect(!presented)
    #expect(window.subviews.last === sheet.view)
    #expect(sheet.view.frame == window.bounds)
    #expect(root.presentedViewController === sheet && sheet.presentingViewController === root)
    try device.clock.runCurrent()
    #expect(presented)

    // Presenting again while presenting does nothing, and calls no completion.
    var presentedTwice = false
    root.present(Screen("other", journal: journal), animated: false) { presentedTwice = true }
    try device.clock.runUntilIdle()
    #expect(!presentedTwice && root.presentedViewController === sheet)

    var dismissed = false
    // Called on the presented controller, the dismissal goes to its presenter.
    sheet.dismiss(animated: true) { dismissed = true }
    #expect(journal.take() == ["sheet viewWillDisappear", "sheet viewDidDisappear"])
    #expect(!dismissed)
    #expect(sheet.view.superview == nil)
    #expect(root.presentedViewController == nil && sheet.presentingViewController == nil)
    try device.clock.runCurrent()
    #expect(dismissed)
  }

  @Test func aChildPresentsFromItsNavigationController() throws {
    let device = TestDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .actionSheet)
    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    alert.addTextField()
    #expect(alert.textFields == nil)
    alert.popoverPresentationController?.sourceView = root.view
    root.present(alert, animated: true)
    #expect(navigation.presentedViewController === alert)
    #expect(root.presentedViewController === alert)
    #expect(alert.presentingViewController === navigation)
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    #expect(alert.popoverPresentationController?.sourceView === root.view)
    navigation.dismiss(animated: false)
    try device.clock.runUntilIdle()
    #expect(root.presentedViewController == nil)
  }

  @Test func aControllerOutsideAWindowPresentsNothing() {
    let root = UIViewController()
    var called = false
    root.present(
      UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: false
    ) {
      called = true
    }
    #expect(root.presentedViewController == nil && !called)
    let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
    alert.addTextField { $0.placeholder = "Name" }
    #expect(alert.textFields?.map(\.placeholder) == ["Name"])
  }

  @Test func barButtonItemsKeepWhatTheyAreMadeWith() {
    let target = UIViewController()
    let add = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: Selector("add"))
    #expect(add.target === target && add.action == "add")
    let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
    #expect(save.title == "Save" && save.style == .done && save.action == nil)
    var tapped = 0
    let share = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in tapped += 1 })
    #expect(share.title == "Share")
    let controller = UIViewController()
    controller.title = "Inbox"
    controller.navigationItem.rightBarButtonItems = [add, share]
    #expect(controller.navigationItem.rightBarButtonItem === add)
    controller.navigationItem.rightBarButtonItem = save
    #expect(controller.navigationItem.rightBarButtonItems == [save])
    #expect(controller.navigationItem.title == "Inbox")
    controller.title = "Archive"
    #expect(controller.navigationItem.title == "Archive")
    #expect(controller.editButtonItem === controller.editButtonItem)
    #expect(UIBarButtonItem.fixedSpace(8).width == 8)
    #expect(tapped == 0)
  }
}
