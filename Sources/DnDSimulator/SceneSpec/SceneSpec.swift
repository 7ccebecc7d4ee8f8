import DnDEngine

/// A scene described as data (what a `dndsim-scene` file holds): apps, windows, views with their
/// interactions, table and collection views, item templates, and the delegate behaviour of each
/// view as a choice among named policies. ``DeclarativeScene`` builds it into a system.
///
/// Everything is a value, so a spec can be compared, printed and built any number of times; names
/// are the identities a trace's scene actions and a reader's errors refer to.
public struct SceneSpec: Sendable, Equatable {
  public var name: String
  public var apps: [AppSpec]
  /// Back to front, like `DragDropSystem.windows`.
  public var windows: [WindowSpec]
  /// Item templates by name; drag sources and list rows refer to them.
  public var items: [ItemSpec]

  public init(name: String, apps: [AppSpec], windows: [WindowSpec], items: [ItemSpec] = []) {
    self.name = name
    self.apps = apps
    self.windows = windows
    self.items = items
  }

  public func item(named name: String) -> ItemSpec? { items.first { $0.name == name } }
}

public struct AppSpec: Sendable, Equatable {
  public var name: String
  public var team: String
  public var group: String?

  public init(name: String, team: String, group: String? = nil) {
    self.name = name
    self.team = team
    self.group = group
  }
}

public struct WindowSpec: Sendable, Equatable {
  /// The owning app's name.
  public var app: String
  /// In screen points.
  public var frame: Rect
  public var views: [ViewSpec]

  public init(app: String, frame: Rect, views: [ViewSpec]) {
    self.app = app
    self.frame = frame
    self.views = views
  }
}

/// One view (its frame in its superview's coordinates) with what it does in drag and drop. A view
/// with ``list`` is a table or collection view.
public struct ViewSpec: Sendable, Equatable {
  public var name: String
  public var frame: Rect
  public var isHidden: Bool
  public var children: [ViewSpec]
  public var drag: DragSpec?
  public var drop: DropSpec?
  public var spring: SpringSpec?
  /// The view is a button (UIKit's `UIButton`) sending an action.
  public var button: ButtonSpec?
  public var paste: PasteSpec?
  public var list: ListSpec?
  /// The view's tap handler: what an ordinary tap changes (each logged as `app <view>
  /// set(<property>: <value>)`, after the engine's `<view> tapHandler(at:)`); empty = none.
  public var tap: [PropertyChange]

  public init(
    name: String, frame: Rect, isHidden: Bool = false, children: [ViewSpec] = [],
    drag: DragSpec? = nil, drop: DropSpec? = nil, spring: SpringSpec? = nil,
    button: ButtonSpec? = nil, paste: PasteSpec? = nil, list: ListSpec? = nil,
    tap: [PropertyChange] = []
  ) {
    self.tap = tap
    self.button = button
    self.name = name
    self.frame = frame
    self.isHidden = isHidden
    self.children = children
    self.drag = drag
    self.drop = drop
    self.spring = spring
    self.paste = paste
    self.list = list
  }
}

/// A spring-loaded interaction on a plain view: what activating it does (logged as the app's
/// reaction).
public struct SpringSpec: Sendable, Equatable {
  /// Logged as `app <view> <action>` when the view springs (e.g. `openFolder`).
  public var action: String

  public init(action: String = "open") {
    self.action = action
  }
}

/// A button (UIKit's `UIButton`): a tap on it sends its action to the app, and so does a drag
/// hovering over it when it is spring-loaded (talk 203: "Several different classes, such as
/// UIButton. All you have to do is say, isSpringLoaded equals true. When that drag-and-drop session
/// hovers over that button, the button's action will automatically run"). The spring-loaded
/// interaction is the button's own: the app sees only the action, logged as `app <view>
/// <action>(sender: <view>)`.
public struct ButtonSpec: Sendable, Equatable {
  /// The action method the button sends (e.g. `showFavorites`).
  public var action: String
  /// `isSpringLoaded`.
  public var springLoaded: Bool

  public init(action: String, springLoaded: Bool = false) {
    self.action = action
    self.springLoaded = springLoaded
  }
}

/// A paste configuration: the types a paste or a drop-as-paste accepts; accepted providers are
/// loaded and inserted like a drop with ``PerformSpec`` `load`.
public struct PasteSpec: Sendable, Equatable {
  public var acceptableTypes: [TypeIdentifier]
  public var load: LoadMode

  public init(acceptableTypes: [TypeIdentifier], load: LoadMode) {
    self.acceptableTypes = acceptableTypes
    self.load = load
  }
}
