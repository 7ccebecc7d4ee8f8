import VirtualTime

/// Spring loading: a drag that hovers over a view long enough makes it "spring" — the view flashes,
/// then its activation handler runs, e.g. to open a folder or select a tab mid-drag.
///
/// The model of UIKit's `UISpringLoadedInteraction` (WWDC17 203: "set up your own springloaded
/// interaction with its own handler to be called when it's time to activate and add that to any
/// view you like"). The engine drives it (see `SpringLoadedInteraction+Driving.swift`); the public
/// surface is what an app sets up:
///
///     let spring = SpringLoadedInteraction { interaction, context in open(folder) }
///     folderView.addInteraction(spring)
///
/// The sequence (`Docs/uikit-behaviour.md` §4, observed by decompilation of iOS 18 UIKit): a slow
/// hover makes the state ``SpringLoadedState/possible``; after ``DeviceProfile/springLoadingDelay``
/// (0.8 s) it becomes ``SpringLoadedState/activating`` and the target view flashes; after
/// ``DeviceProfile/springLoadingFlashDelay`` (0.4 s more) it becomes
/// ``SpringLoadedState/activated``, the handler runs once, and the state resets to
/// ``SpringLoadedState/inactive``. Leaving, moving too fast, the drag ending, a refusal by
/// ``shouldBegin``, disabling the interaction or removing it from its view reset it at once, with
/// the timers cancelled and no handler call.
public final class SpringLoadedInteraction: Interaction {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  /// What runs when the interaction springs: the interaction and a context whose state is
  /// ``SpringLoadedState/activated`` and whose location is the drag's last position in the view.
  public typealias ActivationHandler = (SpringLoadedInteraction, SpringLoadedContext) -> Void

  /// Called once per activation. Source: Apple's
  /// `UISpringLoadedInteraction.init(activationHandler:)`.
  public let activationHandler: ActivationHandler

  /// Asked whether spring loading may begin or continue — UIKit's interaction behaviour
  /// `shouldAllow(_:with:)`, which Apple documents as deciding "whether spring-loaded interaction
  /// should begin or should continue". `nil` allows it. A `false` answer keeps the interaction
  /// inactive, or resets it if it was already counting down.
  ///
  /// When it is asked (our choice, following "begin or continue"): on every hover sample that
  /// passes the speed gate while the interaction is not spent — so a later `true` can start it
  /// again from the beginning. Each call is logged as a `delegate` event
  /// `shouldBegin(state:location:)`, recorded when the call starts and completed with its answer.
  /// UIKit's default behaviour puts its speed check inside this same call; here the speed gate is
  /// the engine's and is applied first, so a replacement `shouldBegin` cannot switch it off (our
  /// choice: the gate is a device rule, see ``DeviceProfile/springLoadingMaxSpeed``).
  public var shouldBegin: ((SpringLoadedContext) -> Bool)?

  /// A disabled interaction ignores every drag. Disabling it while it counts down resets it at
  /// once (logged with reason `disabled`) and forgets the session that drove it; a session still
  /// hovering when it is enabled again starts afresh with its next move (our choice — UIKit
  /// documents only the property). Default `true`, as in UIKit.
  public var isEnabled = true {
    didSet {
      if oldValue && !isEnabled { stopDriving(reason: "disabled") }
    }
  }

  /// The current state; changes are logged as `gesture <name> springLoading(state: …)` events.
  public internal(set) var state: SpringLoadedState = .inactive

  /// The view the interaction is attached to (held weakly: the view owns its interactions).
  public private(set) var view: View? {
    get { viewReference?.value }
    set { viewReference = newValue.map(Unretained.init) }
  }
  private var viewReference: Unretained<View>?

  private let givenName: String?

  /// The interaction's identity in logs: the name given to `init`, else `<view name>.spring`
  /// (`spring` while it is on no view).
  public var name: String { givenName ?? view.map { "\($0.name).spring" } ?? "spring" }

  // MARK: Engine state (see SpringLoadedInteraction+Driving.swift)

  /// The clock, log and profile the engine attached; `nil` until ``attach(clock:log:profile:)``.
  var environment: SpringLoadingEnvironment?
  /// The session whose hovering drives the interaction; others are ignored until it leaves.
  var drivingSession: String?
  /// Set when the interaction has sprung for the driving session: it stays inactive until that
  /// session leaves the view (or ends) and comes back.
  var isSpent = false
  /// The driving session's last location in the view, for the handler's context.
  var lastLocation = Point.zero
  /// The view that flashes: the ``SpringLoadedContext/targetView`` of the latest context
  /// ``shouldBegin`` answered for (app code may have changed it there), else the interaction's
  /// view. Cleared whenever the hover stops; weak, as the view may hold this interaction.
  weak var flashTarget: View?
  /// The one running timer: possible → activating, or activating → activated.
  var pendingTimer: TimerHandle?
  /// Set on the interactions a spring-loaded table or collection view puts on its cells, and on a
  /// spring-loaded button's (`isSpringLoaded`): their `shouldBegin` and handler are the view's own
  /// code, which logs the app-facing calls it makes (`shouldSpringLoadItemAt`, `didSelectItemAt`,
  /// a button's action) instead.
  package var isSystemOwned = false

  /// A spring-loaded interaction calling `activationHandler` when it springs. `name` overrides the
  /// default log name `<view name>.spring`.
  public init(name: String? = nil, activationHandler: @escaping ActivationHandler) {
    self.givenName = name
    self.activationHandler = activationHandler
  }

  // MARK: Interaction

  /// Moving to another view (or off its view) ends whatever hover was under way — the hover was
  /// over the old view. Logged under the old name, with reason `removed`.
  public func willMove(to view: View?) {
    if view !== self.view { stopDriving(reason: "removed") }
  }

  public func didMove(to view: View?) {
    self.view = view
  }
}
