/// What the rules need to know about the scene that the log does not say: which app each
/// interaction belongs to, which apps may see each provider's representations, and whether every
/// session is restricted (a phone). Built from the system the replay ran in
/// (``InvariantContext/Collector``); an empty context skips the rules that need it.
public struct InvariantContext: Sendable, Equatable {
  /// Interaction name (the log's subject: `aurora.drag`, `albums.drop`, `notes.paste`) → app name.
  public var appOfInteraction: [String: String]
  /// Provider id (`P1`) → names of the apps that may see at least one of its representations.
  public var receiversOfProvider: [String: Set<String>]
  /// Every session is restricted to its app (the phone profile, Docs/engine.md §9).
  public var everySessionRestricted: Bool
  /// The scenario makes loads hang (a fault plan's `hang` rule): a load still open at the end,
  /// and a placeholder waiting for it, are what it asked for, not a lost completion.
  public var loadsMayHang: Bool
  /// Delegate methods the app does not implement, as `subject method` (`a.drag sessionDidEnd`;
  /// ``DragDropSystem/notImplementedCalls``): their calls are not in the log, so the rules that
  /// expect them skip that subject.
  public var notImplementedCalls: Set<String>

  public init(
    appOfInteraction: [String: String] = [:], receiversOfProvider: [String: Set<String>] = [:],
    everySessionRestricted: Bool = false, loadsMayHang: Bool = false,
    notImplementedCalls: Set<String> = []
  ) {
    self.notImplementedCalls = notImplementedCalls
    self.loadsMayHang = loadsMayHang
    self.appOfInteraction = appOfInteraction
    self.receiversOfProvider = receiversOfProvider
    self.everySessionRestricted = everySessionRestricted
  }

  /// Watches a system from before its scene is built (it must see every provider attached), then
  /// reads the interactions and apps once the replay settled.
  public final class Collector {
    private var providers: [ItemProvider] = []
    private weak var system: DragDropSystem?

    public init(observing system: DragDropSystem) {
      self.system = system
      system.observeProviderAttachments { [unowned self] provider in
        self.providers.append(provider)
      }
    }

    /// The context as the system stands now.
    public func context() -> InvariantContext {
      guard let system else { return InvariantContext() }
      var apps: [App] = []
      var appOfInteraction: [String: String] = [:]
      for window in system.windows {
        let app = window.app
        if !apps.contains(where: { $0 === app }) { apps.append(app) }
        var pending: [View] = [window.rootView]
        while let view = pending.popLast() {
          for interaction in view.interactions {
            if let name = Self.name(of: interaction) { appOfInteraction[name] = app.name }
          }
          if view.pasteConfiguration != nil { appOfInteraction["\(view.name).paste"] = app.name }
          pending += view.subviews
        }
      }
      var receivers: [String: Set<String>] = [:]
      for provider in providers {
        guard let owner = provider.owner else { continue }
        receivers[provider.id] = Set(
          apps.filter { app in
            provider.representations.contains {
              $0.visibility.allows(requester: app, owner: owner)
            }
          }.map(\.name))
      }
      return InvariantContext(
        appOfInteraction: appOfInteraction, receiversOfProvider: receivers,
        everySessionRestricted: !system.profile.dragsMayLeaveApp,
        notImplementedCalls: system.notImplementedCalls)
    }

    private static func name(of interaction: any Interaction) -> String? {
      switch interaction {
      case let drag as DragInteraction: drag.name
      case let drop as DropInteraction: drop.name
      default: nil
      }
    }
  }
}
