import DnDEngine

/// The drag source behaviour of a plain view (its `DragInteractionDelegate`).
public struct DragSpec: Sendable, Equatable {
  /// Item templates lifted together, in order (`itemsForBeginning`); the first is the one under
  /// the finger.
  public var items: [String]
  /// What a tap on this view adds to a drag from the same app (`itemsForAddingTo`); empty = a tap
  /// adds nothing. Filtered by ``flocking``.
  public var addItems: [String]
  public var flocking: FlockingRule
  public var restricted: Bool
  public var allowsMove: Bool
  public var liftPreview: PreviewPolicy
  /// Per item of ``items``, in order: the lift preview of the item made from that template
  /// (talk 213's QR codes: "individual rects … get lifted up"); items past the end, and added
  /// items, use ``liftPreview``.
  public var itemLiftPreviews: [PreviewPolicy]
  /// Per item of ``items``, in order: its cancel preview; items past the end use
  /// ``cancelPreview``.
  public var itemCancelPreviews: [PreviewPolicy]
  public var cancelPreview: PreviewPolicy
  /// Alongside the lift (`willAnimateLift`), e.g. dimming the source.
  public var liftAnimation: AlongsideSpec
  /// Alongside each item's cancel animation (`willAnimateCancel`).
  public var cancelAnimation: AlongsideSpec
  /// In `sessionWillBegin`, every item gets a `previewProvider` showing this platter instead of
  /// the lifted view (a location platter); nil = none.
  public var platter: PlatterSpec?
  /// Changes in `sessionDidEnd` (e.g. the source's alpha back to 1 after a drop elsewhere).
  public var didEnd: [PropertyChange]
  /// The interaction's `isEnabled`: `nil` follows the device profile (on for a tablet, off for a
  /// phone, as UIKit's `isEnabledByDefault`); `true` enables it on a phone too (drags then never
  /// leave their app), `false` disables it.
  public var enabled: Bool?
  /// `prefersFullSizePreviews`: the app asks the system to keep its previews full size (talk
  /// 213's reorderable list); the system still scales a flock, and a single item over another app.
  public var fullSizePreviews: Bool
  /// `sessionForAddingItems`, asked when a tap could add to two or more sessions of the app.
  public var sessionForAdding: SessionChoice
  /// The optional methods the delegate implements; nil = every one, except `previewForCancelling`
  /// when no cancel preview is set (see ``implements(_:)``).
  public var implemented: Set<DragDelegateMethod>?
  /// State the app keeps for the drag session in its `localContext` (talk 213: "localContext for
  /// UIDragSession which allows you to keep states for that drag session and the drop session"):
  /// set in `itemsForBeginning` (`setLocalContext(session:, value:)`), read back in
  /// `sessionDidEnd` and by a drop of the same app in `performDrop`, through the drop session's
  /// local drag session (`localContext(session:, value:)`); nil = none.
  public var localContext: String?

  public init(
    items: [String], addItems: [String] = [], flocking: FlockingRule = .always,
    restricted: Bool = false, allowsMove: Bool = true, liftPreview: PreviewPolicy = .default,
    cancelPreview: PreviewPolicy = .default, liftAnimation: AlongsideSpec = AlongsideSpec(),
    cancelAnimation: AlongsideSpec = AlongsideSpec(), platter: PlatterSpec? = nil,
    didEnd: [PropertyChange] = [], enabled: Bool? = nil, itemLiftPreviews: [PreviewPolicy] = [],
    itemCancelPreviews: [PreviewPolicy] = [], fullSizePreviews: Bool = false,
    sessionForAdding: SessionChoice = .none, implemented: Set<DragDelegateMethod>? = nil,
    localContext: String? = nil
  ) {
    self.implemented = implemented
    self.localContext = localContext
    self.fullSizePreviews = fullSizePreviews
    self.sessionForAdding = sessionForAdding
    self.itemCancelPreviews = itemCancelPreviews
    self.itemLiftPreviews = itemLiftPreviews
    self.enabled = enabled
    self.items = items
    self.addItems = addItems
    self.flocking = flocking
    self.restricted = restricted
    self.allowsMove = allowsMove
    self.liftPreview = liftPreview
    self.cancelPreview = cancelPreview
    self.liftAnimation = liftAnimation
    self.cancelAnimation = cancelAnimation
    self.platter = platter
    self.didEnd = didEnd
  }

  /// Whether the delegate implements `method`. With no list, every method — but
  /// `previewForCancelling` only when a cancel preview is set: `cancel_preview` `"default"` has
  /// always meant "not implemented" (the item fades in place, and the log has no line).
  public func implements(_ method: DragDelegateMethod) -> Bool {
    if let implemented { return implemented.contains(method) }
    if method == .previewForCancelling {
      return cancelPreview != .default || !itemCancelPreviews.isEmpty
    }
    return true
  }
}

/// Which session a tap adds to when two or more sessions of the app could take its items
/// (`sessionForAddingItems`).
public enum SessionChoice: String, Sendable, Equatable, CaseIterable {
  /// Nil: the tap adds to none (what UIKit does when the method is not implemented, too).
  case none
  /// The session that began first.
  case oldest
  /// The session that began last.
  case newest
}

/// Which taps may add items to a session (flocking).
public struct FlockingRule: Sendable, Equatable {
  /// Whether adding is possible at all.
  public var isAllowed: Bool
  /// Skip items whose template is already in the session.
  public var withoutDuplicates: Bool
  /// Add only to sessions holding an item of this type (e.g. a private message type, so that
  /// only drags from the same kind of list flock).
  public var onlyType: TypeIdentifier?

  public init(
    isAllowed: Bool = true, withoutDuplicates: Bool = false, onlyType: TypeIdentifier? = nil
  ) {
    self.isAllowed = isAllowed
    self.withoutDuplicates = withoutDuplicates
    self.onlyType = onlyType
  }

  public static let always = FlockingRule()
  public static let never = FlockingRule(isAllowed: false)
}

/// How a delegate answers a preview question (lift, cancel or drop).
public enum PreviewPolicy: Sendable, Equatable {
  /// The engine's default preview (the delegate returns what the system proposes).
  case `default`
  /// No preview: `nil` (a lift makes the item invisible; a cancel or drop fades it in place).
  case none
  /// Another view's preview (talk 213's thread: "all of the messages that I'm lifting would have
  /// their own representation based on the message view dedicated to them"), targeted at that
  /// view's centre.
  case view(String)
  /// The view itself with these parameters: a visible path cuts out part of it (a QR code with
  /// rounded corners), a background colour fills around it.
  case custom(visiblePath: Path?, backgroundColor: String?)
  /// Lift and cancel previews: the view cut to `visiblePath`, targeted at the path's own centre,
  /// so the cut-out lifts where it is (talk 213's QR codes: each crop lifts from its place,
  /// rather than jumping to the view's centre, where a path's midpoint goes by default).
  case crop(visiblePath: Path, backgroundColor: String?)
  /// The default preview moved to `center` in `container` (a view name), scaled by `scale`.
  case retarget(container: String, center: Point, scale: Double)
  /// Drops only: the default preview retargeted to where the finger let go, in the drop view —
  /// the item settles in place (talk 203's Pinboard, for its own pins).
  case inPlace
}

/// App code alongside an animation: property changes that run with the animation, when it
/// completes at its end, and when it is reversed to its start (a lift released early). Each is
/// logged as `app <view> set(<property>: <value>)`.
public struct AlongsideSpec: Sendable, Equatable {
  public var animations: [PropertyChange]
  /// When the animation finishes at `.end` (talk 203's Pinboard dims the source only then).
  public var completion: [PropertyChange]
  /// When the animation finishes at `.start` (talk 213 restores the look of a lift let go early).
  public var reversed: [PropertyChange]

  public init(
    animations: [PropertyChange] = [], completion: [PropertyChange] = [],
    reversed: [PropertyChange] = []
  ) {
    self.animations = animations
    self.completion = completion
    self.reversed = reversed
  }

  public var isEmpty: Bool { animations.isEmpty && completion.isEmpty && reversed.isEmpty }
}

/// A visible change the app makes to a view (alpha, scale, …), for the log.
public struct PropertyChange: Sendable, Equatable {
  public var view: String
  public var property: String
  public var value: String

  public init(view: String, property: String, value: String) {
    self.view = view
    self.property = property
    self.value = value
  }
}

/// A preview shown instead of the lifted view (`DragItem.previewProvider`): from the start of
/// the drag (a location platter, set in `sessionWillBegin`), or once the finger leaves a view
/// (talk 213's Mail: "as the user moves out of the listView … replace what they're dragging with
/// a little envelope graphic", set in `sessionDidMove`).
public struct PlatterSpec: Sendable, Equatable {
  /// The platter view's name in logs.
  public var name: String
  public var size: Size
  public var visiblePath: Path?
  /// nil: every item gets the platter in `sessionWillBegin`. A view name: in `sessionDidMove`,
  /// once the drag is outside that view, each item with a local object that has not been
  /// swapped yet gets it (the talk's bookkeeping: the swap is done once per item).
  public var whenLeaving: String?

  public init(name: String, size: Size, visiblePath: Path? = nil, whenLeaving: String? = nil) {
    self.name = name
    self.size = size
    self.visiblePath = visiblePath
    self.whenLeaving = whenLeaving
  }
}
