import DnDEngine

/// A window of a simulated app: it stands for an engine `Window` (its frame is in
/// screen coordinates) and shows a root view controller. Add it to a device with
/// `DragDropSystem/addWindow(_:)-(UIWindow)` — before setting the root view
/// controller when its code uses the main queue while loading.
open class UIWindow: UIView {
  /// The engine window this one stands for.
  package let engineWindow: Window

  /// A window of `app` (its name and team decide what drops and loads it may see).
  public init(app: App, frame: CGRect) {
    engineWindow = Window(app: app, frame: frame.engineValue)
    UIView.prepareEngineView(engineWindow.rootView)
    super.init(frame: .zero)
  }

  /// A window of an app named `app` (team `app`): UIKit's initializer, for code that makes its
  /// own window. Tests name the app with ``init(app:frame:)``.
  public convenience override init(frame: CGRect) {
    self.init(app: App(name: "app", team: "app"), frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The window's frame, in screen coordinates.
  open override var frame: CGRect {
    get { CGRect(engineWindow.frame) }
    set { engineWindow.frame = newValue.engineValue }
  }

  /// The app the window belongs to.
  public var app: App { engineWindow.app }

  /// Shows `rootViewController`'s view, filling the window; the view loads now (with the window's
  /// bounds), on the window's device when it was added to one, appears, and has its first layout
  /// pass (see ``UIView``) between `viewWillAppear(_:)` and `viewDidAppear(_:)`.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      let load = {
        controller.frameForLoadedView = self.bounds
        let view: UIView = controller.view
        view.frame = self.bounds
        self.addSubview(view)
        controller.beginAppearance(false)
        view.layOutSubtree()
        controller.endAppearance(false)
      }
      if let system = engineWindow.system {
        CurrentDevice.withRunning(.init(system: system, "rootViewController"), load)
      } else {
        load()
      }
    }
  }

  /// Windows are visible once added to a device; nothing else to do.
  open func makeKeyAndVisible() {}

  /// The window's first responder (see ``UIResponder``).
  weak var firstResponder: UIResponder?

  /// The application.
  open override var next: UIResponder? { UIApplication.shared }
}

extension DragDropSystem {
  /// Puts `window` in front of the existing ones, and keeps it (and so its view controllers) for
  /// the system's lifetime. From now on the system's clock runs the tasks the app's code starts
  /// (`VirtualClock/ownsAppTasks`; Docs/uikit.md, "Tasks").
  public func addWindow(_ window: UIWindow) {
    clock.ownsAppTasks = true
    addWindow(window.engineWindow)
    keepAlive(window)
  }
}
