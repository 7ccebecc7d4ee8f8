/// A view controller: it owns a view, loaded on first use (`loadView`, then `viewDidLoad`).
/// Put one in a window with ``UIWindow/rootViewController``: its view then gets the window's
/// bounds before it loads, as a root view controller's does on a device.
open class UIViewController: NSObject {
  private var loadedView: UIView?
  /// The frame a view made by ``loadView()`` gets (the window's bounds for a root view
  /// controller).
  var frameForLoadedView: CGRect = .zero

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

  open var title: String?
}
