/// A window: the root of a view tree, placed on the screen and owned by one app.
///
/// Windows are stacked by the ``DragDropSystem`` in the order they are added (later = in front);
/// hit testing tries the frontmost window first.
public final class Window {
  public let app: App
  /// The window's rectangle in screen points.
  public var frame: Rect {
    get { storedFrame }
    set {
      storedFrame = newValue
      ViewTree.changed()
    }
  }
  /// Read by every hit test; internal and only read or assigned whole, like ``View``'s storage.
  private(set) var storedFrame: Rect
  /// The root view; its frame is in window coordinates (usually the window's bounds).
  public let rootView: View
  /// The system the window was added to (see ``DragDropSystem/addWindow(_:)``): where views that
  /// act on their own — a table or collection view updating itself — log what they do.
  public internal(set) weak var system: DragDropSystem?
  /// For the references that do not keep the window alive (see ``Unretained``).
  let lifetime = Lifetime()

  public init(app: App, frame: Rect, name: String? = nil) {
    self.app = app
    self.storedFrame = frame
    self.rootView = View(
      name: name ?? "\(app.name).window",
      frame: Rect(origin: .zero, size: frame.size))
    rootView.becomeRoot(of: self)
    app.add(self)
  }

  deinit {
    lifetime.end()
  }
}

extension Window: LifetimeTracking {}
