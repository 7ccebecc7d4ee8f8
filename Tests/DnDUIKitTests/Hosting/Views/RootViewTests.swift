import DnDUIKit
import Testing

/// A view controller's root view: its responder chain and the appearance calls a window makes.
@Suite struct RootViewTests {
  /// A controller that makes its own identified root view and records its appearance calls.
  final class Board: UIViewController {
    var appearances: [String] = []
    override func loadView() {
      let root = UIView()
      root.accessibilityIdentifier = "board"
      view = root
    }
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      appearances.append("will \(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      appearances.append("did \(animated)")
    }
  }

  /// A root view made without a frame (`UIView()` in `loadView`) fills the window, as the
  /// window sizes its root view controller's view on iOS.
  @Test func aRootViewMadeWithoutAFrameFillsTheWindow() {
    let device = TestDevice()
    let board = Board()
    device.show(board, app: "a", frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    #expect(board.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
  }

  @Test func anIdentifiedRootViewsNextResponderIsItsController() {
    let device = TestDevice()
    let board = Board()
    let window = device.show(board, app: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(board.view.description.contains(" board frame="))
    #expect(board.view.next === board)
    #expect(board.next === window)
    let plain = UIViewController()
    #expect(plain.view.next === plain)
  }

  @Test func aWindowShowsItsRootControllerWithoutAnimation() {
    let device = TestDevice()
    let board = Board()
    device.show(board, app: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(board.appearances == ["will false", "did false"])
  }
}

/// Appearance calls reach only controllers whose container is on screen.
@Suite struct HiddenContainerTests {
  final class Page: UIViewController {
    var appearances: [String] = []
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      appearances.append("will appear")
    }
    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      appearances.append("did disappear")
    }
  }

  @Test func aTabSwitchInAHiddenContainerCallsNoAppearanceMethods() {
    let device = TestDevice()
    let (first, second, top) = (Page(), Page(), Page())
    let tabs = UITabBarController()
    tabs.setViewControllers([first, second], animated: false)
    let navigation = UINavigationController(rootViewController: tabs)
    device.show(navigation, app: "a", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(first.appearances == ["will appear"])
    // The tabs go off screen under a pushed page.
    navigation.pushViewController(top, animated: false)
    #expect(first.appearances == ["will appear", "did disappear"])
    // A switch while hidden shows nothing: the second page is not told it appears.
    tabs.selectedIndex = 1
    #expect(second.appearances.isEmpty)
    #expect(first.appearances == ["will appear", "did disappear"])
  }
}
