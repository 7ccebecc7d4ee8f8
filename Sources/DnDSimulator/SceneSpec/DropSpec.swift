import DnDEngine

/// The drop target behaviour of a plain view (its `DropInteractionDelegate`).
public struct DropSpec: Sendable, Equatable {
  /// `canHandle`: the session holds an item conforming to one of these; empty = any session.
  public var accepts: [TypeIdentifier]
  public var proposal: ProposalPolicy
  public var perform: PerformSpec
  public var preview: PreviewPolicy
  /// The drop preview for a drag from the same app; nil = ``preview``.
  public var localPreview: PreviewPolicy?
  /// Alongside each item's drop animation (`willAnimateDrop`), e.g. growing a trash can.
  public var animation: AlongsideSpec
  /// Alongside the drop animation of a drag from the same app; nil = ``animation``.
  public var localAnimation: AlongsideSpec?
  public var allowsSimultaneousSessions: Bool
  /// Changes in `concludeDrop` (e.g. the trash can back to its size).
  public var conclude: [PropertyChange]
  /// The app also asks for the session's objects (of ``PerformSpec/load``'s class) in its first
  /// `sessionDidUpdate` — outside `performDrop`, where a load always fails (Apple's documentation;
  /// the engine logs `loadObjectsRefused` and the completion gets no objects).
  public var loadsInUpdate: Bool
  /// The app shows where the drop would land (talk 213: "if you do implement precision mode,
  /// please indicate some UI at the drop site"): each `sessionDidUpdate` that proposes a drop
  /// moves this indicator to the session's location (`showIndicator(name:, at:)`), and the exit
  /// or the end of the session hides it (`hideIndicator(name:)`); nil = none.
  public var indicator: String?
  /// The optional methods the delegate implements; nil = every one.
  public var implemented: Set<DropDelegateMethod>?
  /// How many drop interactions the view has with this behaviour (talk 213: "just add a few more
  /// drop interactions, and they will all be handled at the same time"), each with a delegate of
  /// its own: the first is `<view>.drop`, the others `<view>#2.drop`, `<view>#3.drop`, … (`#` is no name character, so no view's interaction has that name); each
  /// takes one session at a time unless ``allowsSimultaneousSessions``. 1…``maxInteractions``.
  public var interactionCount: Int
  /// The most drop interactions a scene's view may have.
  public static let maxInteractions = 16

  public init(
    accepts: [TypeIdentifier] = [], proposal: ProposalPolicy = ProposalPolicy(),
    perform: PerformSpec = PerformSpec(), preview: PreviewPolicy = .default,
    animation: AlongsideSpec = AlongsideSpec(), allowsSimultaneousSessions: Bool = false,
    conclude: [PropertyChange] = [], localPreview: PreviewPolicy? = nil,
    localAnimation: AlongsideSpec? = nil, loadsInUpdate: Bool = false, indicator: String? = nil,
    implemented: Set<DropDelegateMethod>? = nil, interactionCount: Int = 1
  ) {
    self.implemented = implemented
    self.interactionCount = interactionCount
    self.indicator = indicator
    self.loadsInUpdate = loadsInUpdate
    self.accepts = accepts
    self.proposal = proposal
    self.perform = perform
    self.preview = preview
    self.animation = animation
    self.allowsSimultaneousSessions = allowsSimultaneousSessions
    self.conclude = conclude
    self.localPreview = localPreview
    self.localAnimation = localAnimation
  }

  /// Whether the delegate implements `method` (every method when there is no list).
  public func implements(_ method: DropDelegateMethod) -> Bool {
    implemented?.contains(method) ?? true
  }
}

/// `sessionDidUpdate`: the operation for a drag from the same app and from another app, unless a
/// condition forbids it. A `move` the session does not allow becomes `copy` when the app checks
/// `allowsMoveOperation` (``checksAllowsMove``, the default); an app that does not check proposes
/// the move, and the system treats it as a cancel (Apple's documentation; the engine logs
/// `proposalAdjusted`).
public struct ProposalPolicy: Sendable, Equatable {
  public var local: DropOperation
  public var external: DropOperation
  /// Any that holds makes the proposal `forbidden`.
  public var forbiddenWhen: [ForbidCondition]
  public var isPrecise: Bool
  public var prefersFullSizePreview: Bool
  /// Whether the app turns a `move` the session does not allow into `copy` itself.
  public var checksAllowsMove: Bool

  public init(
    local: DropOperation = .move, external: DropOperation = .copy,
    forbiddenWhen: [ForbidCondition] = [], isPrecise: Bool = false,
    prefersFullSizePreview: Bool = false, checksAllowsMove: Bool = true
  ) {
    self.checksAllowsMove = checksAllowsMove
    self.local = local
    self.external = external
    self.forbiddenWhen = forbiddenWhen
    self.isPrecise = isPrecise
    self.prefersFullSizePreview = prefersFullSizePreview
  }
}

public enum ForbidCondition: Sendable, Equatable {
  /// More items than this in the session.
  case moreItemsThan(Int)
  /// No item conforms to the type.
  case lacks(TypeIdentifier)
  /// Some item conforms to the type.
  case has(TypeIdentifier)
}

/// `performDrop` and `concludeDrop`: what the app does with the items.
public struct PerformSpec: Sendable, Equatable {
  /// What is loaded for items that are not handled locally.
  public var load: LoadMode
  /// What happens to items dragged from the same app (their `localObject` is used, no data is
  /// loaded) — `nil` = treat them like the others.
  public var localItems: LocalItemAction?
  /// The system progress UI (`progressIndicatorStyle`).
  public var progressStyle: ProgressIndicatorStyle
  /// The app shows its own progress per item: logged as `app <view> showProgress(item: I1)` in
  /// performDrop and `hideProgress(item: I1)` in concludeDrop (talk 213's Drop Destination).
  public var perItemProgress: Bool
  /// `concludeDrop`: log the app's bookkeeping (`concluded(items: …)`).
  public var concludeBookkeeping: Bool
  /// The app places each item's view at the drop point at once (`placed(item:, at:)`) and fills
  /// it when its load completes (talk 203's Pinboard, talk 213's Drop Destination).
  public var placeImmediately: Bool

  public init(
    load: LoadMode = .none, localItems: LocalItemAction? = nil,
    progressStyle: ProgressIndicatorStyle = .default, perItemProgress: Bool = false,
    concludeBookkeeping: Bool = false, placeImmediately: Bool = false
  ) {
    self.load = load
    self.localItems = localItems
    self.progressStyle = progressStyle
    self.perItemProgress = perItemProgress
    self.concludeBookkeeping = concludeBookkeeping
    self.placeImmediately = placeImmediately
  }
}

/// What a drop does with an item from the same app, through its `localObject`.
public enum LocalItemAction: String, Sendable, Equatable, CaseIterable {
  /// Moves it to the drop point (`app <view> moved(object: …, to: …)`).
  case relocate
  /// Deletes it from the source (`app <view> deleted(object: …)`).
  case delete
}
