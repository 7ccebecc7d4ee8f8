import DnDEngine

/// A ``SceneSpec`` built into a system: real views and interactions whose delegates answer by
/// the spec's policies. Every visible effect of the app's code (a pin inserted, a view dimmed, a
/// row moved) is logged under the view's name, so a golden log shows what the app did.
public final class DeclarativeScene: BuiltScene {
  public let spec: SceneSpec
  /// The system owns the scene (``DragDropSystem/keepAlive(_:)``), so the scene's delegates live
  /// exactly as long as the views they serve; the scene only refers back.
  unowned let system: DragDropSystem
  let items: ItemFactory
  private(set) var apps: [String: App] = [:]
  /// Every view by name (names are unique in a scene).
  private(set) var views: [String: View] = [:]
  /// The list views, by name, with their data.
  private(set) var lists: [String: DeclarativeList] = [:]
  /// The plain views' drop delegates, by view name (the `cancelLoads` action finds them here).
  private(set) var dropTargets: [String: DeclarativeDropTarget] = [:]
  /// Delegates are owned here: interactions hold them strongly too, lists weakly.
  private var owned: [AnyObject] = []

  public init(spec: SceneSpec, system: DragDropSystem) throws {
    self.spec = spec
    self.system = system
    self.items = ItemFactory(templates: spec.items)
    var templates: Set<String> = []
    for item in spec.items where !templates.insert(item.name).inserted {
      throw SceneError("item \"\(item.name)\" is declared twice")
    }
    for app in spec.apps {
      guard apps[app.name] == nil else { throw SceneError("app \"\(app.name)\" is declared twice") }
      apps[app.name] = App(name: app.name, team: app.team, group: app.group)
    }
    var windows: [(Window, WindowSpec)] = []
    for windowSpec in spec.windows {
      guard let app = apps[windowSpec.app] else {
        throw SceneError("a window names the unknown app \"\(windowSpec.app)\"")
      }
      let window = Window(app: app, frame: windowSpec.frame)
      system.addWindow(window)
      for viewSpec in windowSpec.views { try build(viewSpec, in: window.rootView) }
      windows.append((window, windowSpec))
    }
    // Interactions last, so a delegate may refer to any view of the scene by name.
    for (window, windowSpec) in windows {
      for viewSpec in windowSpec.views { try equip(viewSpec, app: window.app) }
    }
    system.keepAlive(self)
  }

  /// A view of the scene by name.
  public func view(named name: String) -> View? { views[name] }

  // MARK: Building

  private func build(_ spec: ViewSpec, in superview: View) throws {
    guard views[spec.name] == nil else {
      throw SceneError("view \"\(spec.name)\" is declared twice")
    }
    let view: View
    if let listSpec = spec.list {
      let list = DeclarativeList(name: spec.name, frame: spec.frame, spec: listSpec, scene: self)
      lists[spec.name] = list
      view = list.view
    } else {
      view = View(name: spec.name, frame: spec.frame)
    }
    view.isHidden = spec.isHidden
    superview.addSubview(view)
    views[spec.name] = view
    for child in spec.children { try build(child, in: view) }
  }

  private func equip(_ spec: ViewSpec, app: App) throws {
    guard let view = views[spec.name] else { return }
    if let drag = spec.drag {
      try check(drag.items + drag.addItems, in: spec.name)
      let delegate = DeclarativeDragSource(spec: drag, view: view, scene: self)
      let interaction = DragInteraction(delegate: delegate)
      interaction.isEnabled = drag.enabled
      view.addInteraction(interaction)
    }
    if let drop = spec.drop {
      // One interaction, or several with the same behaviour, each with a delegate of its own
      // (talk 213: "just add a few more drop interactions"); the first is the view's `drop`.
      for number in 1...max(1, drop.interactionCount) {
        let delegate = DeclarativeDropTarget(spec: drop, view: view, scene: self)
        if number == 1 { dropTargets[spec.name] = delegate }
        let interaction = DropInteraction(
          delegate: delegate, name: number == 1 ? nil : "\(spec.name)#\(number).drop")
        interaction.allowsSimultaneousDropSessions = drop.allowsSimultaneousSessions
        view.addInteraction(interaction)
      }
    }
    if let spring = spec.spring {
      view.addInteraction(
        SpringLoadedInteraction { [unowned self, unowned view] _, _ in
          self.note(view.name, spring.action)
        })
    }
    if let paste = spec.paste {
      view.setPasteConfiguration(
        PasteConfiguration(acceptableTypeIdentifiers: paste.acceptableTypes) {
          [unowned self, unowned view] providers in
          self.pasted(providers, into: view, load: paste.load)
        })
    }
    if !spec.tap.isEmpty {
      view.tapHandler = { [unowned self] _ in self.apply(spec.tap) }
    }
    if let button = spec.button { equipButton(view, button) }
    lists[spec.name]?.equip()
    for child in spec.children { try equip(child, app: app) }
  }

  private func check(_ templates: [String], in view: String) throws {
    for name in templates where !items.hasTemplate(named: name) {
      throw SceneError("view \"\(view)\" drags the unknown item \"\(name)\"")
    }
  }

  /// A button: a tap sends its action, and so does spring loading when it is spring-loaded — both
  /// the button's own code (a `UIControl` tracking the touch; `isSpringLoaded`'s interaction), so
  /// the log shows only the call the app receives: its action method with the button as the
  /// sender, `app <view> <action>(sender: <view>)`.
  private func equipButton(_ view: View, _ button: ButtonSpec) {
    let send: () -> Void = { [unowned self, unowned view] in
      self.note(view.name, button.action, [("sender", view.name)])
    }
    view.tapHandler = { _ in send() }
    view.tapHandlerIsSystemOwned = true
    if button.springLoaded {
      let spring = SpringLoadedInteraction { _, _ in send() }
      spring.isSystemOwned = true
      view.addInteraction(spring)
    }
  }

  func keep(_ object: AnyObject) { owned.append(object) }

  // MARK: The app's visible effects

  /// Logs an effect of the app's code on `subject` (a view), on the log's `app` channel.
  func note(_ subject: String, _ name: String, _ arguments: [(String, String)] = []) {
    system.log.record(
      .delegate, subject, name, arguments.map { EngineEvent.Argument($0.0, $0.1) })
  }

  /// Runs `body` on the main queue, as app code receiving a load's result would.
  func onMain(_ label: String, _ body: @escaping () -> Void) {
    system.clock.main.async(label: label, body)
  }

  func apply(_ changes: [PropertyChange]) {
    for change in changes {
      note(change.view, "set", [(change.property, change.value)])
    }
  }

  /// Runs alongside changes with an animation and completion changes when it ends.
  func animate(_ spec: AlongsideSpec, with animator: Animator) {
    if !spec.animations.isEmpty {
      animator.addAnimations { [unowned self] in self.apply(spec.animations) }
    }
    if !spec.completion.isEmpty || !spec.reversed.isEmpty {
      animator.addCompletion { [unowned self] position in
        switch position {
        case .end: self.apply(spec.completion)
        case .start: self.apply(spec.reversed)
        case .current: break
        }
      }
    }
  }

  private func pasted(_ providers: [ItemProvider], into view: View, load: LoadMode) {
    guard load != .none else {
      note(view.name, "pasted", [("providers", "\(providers.count)")])
      return
    }
    for provider in providers {
      self.load(load, from: provider) { [unowned self] outcome in
        self.note(view.name, "pasted", [("provider", provider.id), ("object", outcome)])
      }
    }
  }

  /// Loads what `mode` asks for from one provider — an object of its class, or the bytes of its
  /// type; `completion` runs on main with the object's description (`<N bytes>` for data) or the
  /// failure (`failed …`). Nothing happens for `.none` and `.eachFile` (a plain drop loads its
  /// files with ``loadFiles(_:from:completion:)``).
  /// Returns the load's progress (nil for `.none` and `.eachFile`).
  @discardableResult
  func load(_ mode: LoadMode, from provider: ItemProvider, completion: @escaping (String) -> Void)
    -> LoadProgress?
  {
    func finish<T>(_ result: Result<T, LoadError>) {
      let outcome =
        switch result {
        case .success(let object): describe(object)
        case .failure(let error): "failed \(error.logDescription)"
        }
      onMain("loadObject completion \(provider.id)") { completion(outcome) }
    }
    switch mode {
    // Only a plain drop loads files, one handler per file (DeclarativeDropTarget).
    case .none, .eachFile: return nil
    case .eachData(let type):
      return provider.loadDataRepresentation(forTypeIdentifier: type) { finish($0) }
    case .objects(.image), .eachObject(.image):
      return provider.loadObject(ofClass: ImageObject.self) { finish($0) }
    case .objects(.text), .eachObject(.text):
      return provider.loadObject(ofClass: String.self) { finish($0) }
    case .objects(.url), .eachObject(.url):
      return provider.loadObject(ofClass: URLObject.self) { finish($0) }
    }
  }
}

extension DeclarativeScene {
  /// Loads one file per type of `types` that `provider` has, in that order
  /// (`loadFileRepresentation(forTypeIdentifier:)`); `completion` runs **on the loads queue**,
  /// where a file handler runs (talk 213: "this completion block will be called on the background
  /// queue") and the app must keep the file before the system deletes it, with the type and the
  /// file's description (`<N bytes>`) or the failure (`failed …`). Returns the loads' progresses.
  func loadFiles(
    _ types: [TypeIdentifier], from provider: ItemProvider,
    completion: @escaping (TypeIdentifier, String) -> Void
  ) -> [LoadProgress] {
    types.filter { provider.hasItemConforming(toTypeIdentifier: $0) }.map { type in
      provider.loadFileRepresentation(forTypeIdentifier: type) { result in
        switch result {
        case .success(let data): completion(type, describe(data))
        case .failure(let error): completion(type, "failed \(error.logDescription)")
        }
      }
    }
  }
}

extension LoadMode {
  /// The class a session-wide `loadObjects` asks for; nil for `.none` and for data and file
  /// loads, which go item by item.
  var objectClass: ObjectClass? {
    switch self {
    case .none, .eachData, .eachFile: nil
    case .objects(let objectClass), .eachObject(let objectClass): objectClass
    }
  }
}

/// How a loaded object appears in the app's log lines.
func describe(_ object: Any) -> String {
  switch object {
  case let image as ImageObject: image.logDescription
  case let text as String: "\"\(text)\""
  case let url as URLObject: url.string
  case let data as ItemData: "<\(data.bytes.count) bytes>"
  default: "object"
  }
}
