import DnDUIKit
import Testing

/// Presentation as UIKit documents it: popovers' settings, presentation styles, presentations on
/// top of presentations and their dismissal, and `show(_:sender:)`.
@Suite struct PresentationChainTests {
  @Test func aPopoverKeepsWhereItPoints() {
    let controller = UIViewController()
    #expect(controller.modalPresentationStyle == .automatic)
    #expect(controller.modalTransitionStyle == .coverVertical && !controller.isModalInPresentation)
    #expect(controller.popoverPresentationController == nil)
    controller.modalPresentationStyle = .popover
    let popover = controller.popoverPresentationController
    #expect(popover != nil && controller.popoverPresentationController === popover)
    #expect(popover?.sourceView == nil && popover?.sourceRect == .zero)
    #expect(popover?.barButtonItem == nil && popover?.permittedArrowDirections == .any)
    let anchor = UIView()
    popover?.sourceView = anchor
    popover?.sourceRect = CGRect(x: 1, y: 2, width: 3, height: 4)
    popover?.permittedArrowDirections = [.up, .down]
    #expect(popover?.sourceView === anchor)
    #expect(popover?.sourceRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(popover?.permittedArrowDirections == [.up, .down])
    controller.modalPresentationStyle = .formSheet
    #expect(controller.popoverPresentationController == nil)
    controller.modalTransitionStyle = .crossDissolve
    controller.isModalInPresentation = true
    controller.preferredContentSize = CGSize(width: 300, height: 200)
    #expect(controller.modalTransitionStyle == .crossDissolve && controller.isModalInPresentation)
    #expect(controller.preferredContentSize == CGSize(width: 300, height: 200))
  }

  @Test func arrowDirectionsAndStylesHaveUIKitsValues() {
    #expect(UIPopoverArrowDirection.up.rawValue == 1 && UIPopoverArrowDirection.down.rawValue == 2)
    #expect(
      UIPopoverArrowDirection.left.rawValue == 4 && UIPopoverArrowDirection.right.rawValue == 8)
    #expect(UIPopoverArrowDirection.any.rawValue == 15)
    #expect(UIPopoverArrowDirection.unknown.rawValue == UInt.max)
    #expect(UIModalPresentationStyle.automatic.rawValue == -2)
    #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
    #expect(UIModalPresentationStyle.popover.rawValue == 7)
    #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
  }

  /// Records its appearance calls.
  final class Screen: UIViewController {
    let name: String
    let journal: Journal
    init(_ name: String, _ journal: Journal) {
      self.name = name
      self.journal = journal
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      journal.lines.append("\(name) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      journal.lines.append("\(name) didDisappear")
    }
  }

  final class Journal {
    var lines: [String] = []
  }

  @Test func aPresentedControllerPresentsOnTopAndDismissesOnlyWhatIsAbove() throws {
    let device = TestDevice()
    let journal = Journal()
    let root = Screen("root", journal)
    let window = device.show(root, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let first = Screen("first", journal)
    let second = Screen("second", journal)
    root.present(first, animated: false)
    first.present(second, animated: false)
    #expect(root.presentedViewController === first && first.presentedViewController === second)
    #expect(second.presentingViewController === first)
    #expect(window.subviews.suffix(2) == [first.view, second.view])
    // Asked of the middle one, only the one above it goes.
    var done = 0
    first.dismiss(animated: false) { done += 1 }
    #expect(journal.lines == ["second willDisappear", "second didDisappear"])
    #expect(root.presentedViewController === first && first.presentedViewController == nil)
    #expect(second.view.superview == nil && first.view.superview === window)
    try device.clock.runUntilIdle()
    #expect(done == 1)
    // Asked of the root, the whole chain goes, top first, and the completion runs once.
    journal.lines = []
    first.present(second, animated: false)
    root.dismiss(animated: true) { done += 1 }
    #expect(
      journal.lines == [
        "second willDisappear", "second didDisappear", "first willDisappear", "first didDisappear",
      ])
    #expect(root.presentedViewController == nil && first.presentingViewController == nil)
    #expect(window.subviews.allSatisfy { $0 !== first.view && $0 !== second.view })
    try device.clock.runUntilIdle()
    #expect(done == 2)
    // Nothing presented, no presenter: nothing to dismiss, no completion.
    root.dismiss(animated: false) { done += 1 }
    try device.clock.runUntilIdle()
    #expect(done == 2 && journal.lines.count == 4)
  }

  @Test func aChildOrThePresenterItselfIsNotPresented() throws {
    let device = TestDevice()
    let root = UIViewController()
    let child = UIViewController()
    root.addChild(child)
    device.show(root, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    root.present(child, animated: false)
    root.present(root, animated: false)
    #expect(root.presentedViewController == nil)
    // A child of a presented controller has the presenter through its parent.
    let sheet = UIViewController()
    let inner = UIViewController()
    sheet.addChild(inner)
    root.present(sheet, animated: false)
    #expect(inner.presentingViewController === root && sheet.presentingViewController === root)
    root.dismiss(animated: false)
    try device.clock.runUntilIdle()
    #expect(inner.presentingViewController == nil)
  }

  @Test func showPushesInANavigationControllerElsePresents() throws {
    let device = TestDevice()
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let detail = UIViewController()
    root.show(detail, sender: nil)
    #expect(navigation.viewControllers == [root, detail])
    #expect(navigation.presentedViewController == nil)
    let sheet = UIViewController()
    navigation.present(sheet, animated: false)
    #expect(navigation.visibleViewController === sheet && navigation.topViewController === detail)
    navigation.dismiss(animated: false)
    try device.clock.runUntilIdle()
    #expect(navigation.visibleViewController === detail)
    // Outside a navigation controller, show presents.
    let lone = UIViewController()
    let other = TestDevice()
    other.show(lone, app: "mail", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let shown = UIViewController()
    lone.show(shown, sender: nil)
    #expect(lone.presentedViewController === shown)
  }
}
