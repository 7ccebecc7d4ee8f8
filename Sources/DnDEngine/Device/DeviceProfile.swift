import VirtualTime

/// Every timing constant and device-class rule of the drag-and-drop model, in one place, where a
/// scenario can override it.
///
/// The engine never hard-codes a delay, distance or device rule: it reads them from the profile it
/// was given. Start from a preset — ``tablet`` or ``phone`` — and change what a scenario needs:
///
///     var profile = DeviceProfile.tablet
///     profile.liftDelay = .milliseconds(500)
///     try profile.validate()
///
/// Each property's documentation gives its meaning, its default and the default's **source**:
/// Apple's API documentation or WWDC 2017 session 203 ("Introducing Drag and Drop"); the project
/// specification of the iOS 11 behaviour being modelled; or "our choice" where iOS's exact value is
/// not public and any plausible value serves the model.
///
/// There is deliberately no public memberwise initialiser: profiles are made by copying a preset,
/// so adding a constant later does not break any caller.
///
/// Distances are in points; durations are `VirtualDuration`s on the virtual clock.
public struct DeviceProfile: Sendable, Equatable {
  /// The device classes whose iOS 11 drag-and-drop rules differ.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// iPad: drags are on by default and may travel between apps.
    case tablet
    /// iPhone: drags are off by default and stay inside the app they started in.
    case phone
  }

  /// Which device class this profile describes. Informational: the rules below are what the engine
  /// obeys, so a "phone" profile with `dragsMayLeaveApp = true` behaves like a tablet in that
  /// respect.
  public var kind: Kind

  // MARK: Device-class rules

  /// Whether a newly created drag interaction is enabled without the app opting in.
  ///
  /// Default: tablet `true`, phone `false`. Source: Apple's documentation of
  /// `UIDragInteraction.isEnabledByDefault` (true on iPad, false on iPhone).
  public var dragInteractionEnabledByDefault: Bool

  /// Whether a drag session may leave the app it started in (and so be dropped into another app).
  ///
  /// Default: tablet `true`, phone `false`. Source: WWDC 2017 session 203 — on iPhone, iOS 11 drag
  /// and drop works only within a single app.
  public var dragsMayLeaveApp: Bool

  // MARK: Lift

  /// How long a touch must be held still on a draggable view before the lift.
  ///
  /// Default: 325 ms. Source: `Docs/uikit-behaviour.md` §1.1 — the `minimumPressDuration` of UIKit's
  /// drag-initiation long press (`_UIDragInteractionDefaultLiftDelay`, observed by decompilation).
  public var liftDelay: VirtualDuration

  /// How far, in points, a touch may wander from where it went down before the lift; moving
  /// **more** than this (strictly) before ``liftDelay`` elapses fails the long press, so the touch
  /// stays with scrolling and other gestures.
  ///
  /// Default: 10 pt. Source: Apple's documentation of
  /// `UILongPressGestureRecognizer.allowableMovement` (default 10 points). Infinity is allowed and
  /// means "never fails for movement".
  public var movementAllowance: Double

  /// How far, in points, the touch must move from the lift location (strictly more than this)
  /// before the drag session begins; until then, lifting the finger cancels the lift.
  ///
  /// Default: 0 pt, meaning any movement at all begins the session. Source: our choice — once the
  /// item has visibly lifted, the user has already committed to dragging it.
  public var dragStartThreshold: Double

  /// How long the lift animation (the preview rising under the finger) takes.
  ///
  /// Default: 250 ms. Source: our choice — a typical UIKit animation length.
  public var liftAnimationDuration: VirtualDuration

  // MARK: Previews

  /// The longest side, in points, of a drag preview the system has scaled down: a preview that is
  /// not shown at full size is scaled by `min(1, compactPreviewMaxSide / max(width, height))` (see
  /// ``PreviewScalingRule``).
  ///
  /// Default: 200 pt. Source: our choice — WWDC 2017 session 213 says the system scales drag
  /// previews down so they do not cover the screen, but not to what size. Infinity is allowed and
  /// means "never scale down"; zero is not, as it would shrink every preview to nothing.
  public var compactPreviewMaxSide: Double

  /// How many items of a drag session the drag stack under the finger shows: the topmost (last)
  /// items, up to this many. Only shown items have their `previewProvider` asked after the lift.
  ///
  /// Default: 5. Source: our choice — the project specification says preview providers are asked
  /// only for items actually shown, and iOS does not publish how many items its stack draws.
  /// Zero is allowed and means no item is shown.
  public var dragStackVisibleItems: Int

  /// How close, in points, a new touch must land to the centre of a dragged stack to touch the
  /// preview itself (and so take the drag over — the hand-off between fingers of WWDC 2017
  /// session 203's demo) rather than the view below it.
  ///
  /// Default: 44 pt. Source: our choice — the minimum comfortable touch target of Apple's Human
  /// Interface Guidelines.
  public var handoffRadius: Double

  // MARK: Spring loading

  /// How long a drag must hover over a spring-loaded control before the control starts to flash.
  ///
  /// Default: 800 ms. Source: `Docs/uikit-behaviour.md` §1.1 and §4 — `UISpringLoadedInteraction`'s
  /// `_possibleStateDuration` (hover → activating), observed by decompilation.
  public var springLoadingDelay: VirtualDuration

  /// How long the control flashes before it activates — the total hover time before activation is
  /// ``springLoadingDelay`` + `springLoadingFlashDelay`.
  ///
  /// Default: 400 ms. Source: `Docs/uikit-behaviour.md` §1.1 and §4 — the second timer
  /// (activating → activated), observed by decompilation.
  public var springLoadingFlashDelay: VirtualDuration

  /// The touch speed, in points per second, above which the drag does not count as hovering: moving
  /// faster than this restarts spring loading, so merely passing over a control never activates it.
  ///
  /// Default: 100 pt/s. Source: our choice. UIKit uses a hysteresis instead (begin below 20,
  /// cancel above 40 — `Docs/uikit-behaviour.md` §1.1) whose unit is not known; the engine keeps this
  /// single gate (`Docs/engine.md`, spring loading) rather than guess two thresholds in an
  /// unknown unit. The speed is measured between the last two touch samples.
  /// Infinity is allowed and means "any speed counts as hovering".
  public var springLoadingMaxSpeed: Double

  // MARK: Drop

  /// How long after a drop the system progress UI appears if the dropped items are still loading.
  ///
  /// Default: 1 s. Source: our choice — fast loads finish without flashing a progress indicator,
  /// slow ones show it while the wait is still short.
  public var progressUIDelay: VirtualDuration

  /// Where the hit point is, relative to the finger, in precise mode (when a drop target asks for
  /// precise positioning, e.g. text insertion): the drop location is offset so the finger does not
  /// cover it.
  ///
  /// Default: (0, −20) — 20 pt straight up. Source: our choice.
  public var preciseModeOffset: Vector

  /// The many-item rule: when a drop carries **more** items than this, the system uses default
  /// previews and animates them together, and per-item custom drop previews are not requested.
  ///
  /// Default: 5. Source: our choice — the project specification models this rule, but iOS does
  /// not publish a threshold.
  public var maxItemsForCustomDropPreviews: Int

  /// Timing of the cancel animation, which flies each preview back to where it was lifted from.
  ///
  /// Default: 200 ms + 0.5 ms per point, clamped to 200…500 ms. Source: our choice — short hops
  /// stay crisp and a cross-screen return stays under half a second.
  public var cancelAnimation: DistanceTimedAnimation

  /// Timing of the drop animation, which flies each preview to its target.
  ///
  /// Default: 150 ms + 0.25 ms per point, clamped to 150…400 ms. Source: our choice — a drop should
  /// feel quicker than a cancel.
  public var dropAnimation: DistanceTimedAnimation

  // MARK: Table and collection views

  /// How a collection view with reordering cadence `.fast` paces its drop gap: the gap moves to a
  /// new index path only after the drag has stayed on it for the dwell time, moving no faster than
  /// the speed limit (pt/s) — the first move with the initial values, later moves with the
  /// subsequent ones.
  ///
  /// Default: initial 60 ms / 350, later 30 ms / 700. Source: `Docs/uikit-behaviour.md` §1.1
  /// (`_applyDragPlaceholderInitialPhaseDefaultsForCadence:`, observed by decompilation); the
  /// speed unit is taken to be points per second.
  public var reorderingFast = ReorderingPacing(
    initial: .init(dwell: .milliseconds(60), maxSpeed: 350),
    subsequent: .init(dwell: .milliseconds(30), maxSpeed: 700))

  /// The pacing of reordering cadence `.slow` (see ``reorderingFast``).
  ///
  /// Default: initial 120 ms / 200, later 60 ms / 400. Source: as ``reorderingFast``.
  public var reorderingSlow = ReorderingPacing(
    initial: .init(dwell: .milliseconds(120), maxSpeed: 200),
    subsequent: .init(dwell: .milliseconds(60), maxSpeed: 400))

  /// The share of a row's height, centred, over which a table view's `.automatic` drop intent
  /// resolves to insert-into; above it the drop inserts before the row, below it after.
  ///
  /// Default: 0.5 (the middle half; the top and bottom quarters insert). Source: our choice —
  /// Apple documents only that the choice depends "on the position of the drop"
  /// (`Docs/uikit-behaviour.md` §7 question 6). Must be within 0…1.
  public var tableAutomaticInsertIntoShare = 0.5

  /// Whether the source gets `sessionDidTransferItems` when a load of the drop failed or was
  /// cancelled (once every load has ended). Default: `true`. Source: our choice — Apple's
  /// documentation says the call comes when the receiver has finished transferring the items and
  /// no source covers a failure; after the last load has ended nothing more will be transferred,
  /// and a source that cleans up on this call must get it (Docs/engine.md §10.7). `false` sends it
  /// only when every load delivered its data.
  public var transfersAfterFailedLoads = true

  /// Whether a task app code starts inside `performDrop` (`Task { … }`, running after the call
  /// returns) may load that drop's data, as the call itself may. UIKit's documentation says loads
  /// are allowed in `performDrop`; code written since 2021 awaits them in such a task, and does
  /// so on devices. `false` refuses them as loads outside `performDrop` (Docs/engine.md §10.11).
  public var tasksKeepPerformDropLoads = true

  /// Whether, at a drop, the source's `sessionDidEnd` comes before the drop side's
  /// `sessionDidEnd` (for a table or collection view: `dragSessionDidEnd` before
  /// `dropSessionDidEnd`). Default: `true`. Source: our choice — the source's `sessionWillEnd`
  /// comes at the release and no source orders the two `didEnd`s (Docs/uikit-behaviour.md §3 (e)
  /// row 7, §7 question 9); `false` ends the drop side between the source's `willEnd` and
  /// `didEnd` (Docs/engine.md §10.8). A cancel is not affected: there the drop side ends at the
  /// release.
  public var sourceEndsBeforeDropSide = true

  /// Whether a release over a plain drop interaction whose delegate does not implement
  /// `dropInteraction(_:performDrop:)` is a cancel, whatever its last proposal was. Default:
  /// `true`. Source: talk 213's Drop Destination demo — with only `sessionDidUpdate` implemented
  /// "it's no wonder that the drop doesn't work", and once `performDrop` is added "now there's a
  /// green plus-three badge. This indicates that there is indeed an action to be performed"
  /// (Docs/engine.md §10.12). `false` drops anyway, with the default drop animations and no
  /// `performDrop` call. Tables and collection views always implement their drop method.
  public var cancelsDropWithoutPerformDrop = true

  /// Whether the default drop preview — the preview being dragged, moved to the centre of the
  /// drop interaction's view — lands at the scale the drag shows it at, and smaller still when
  /// that is larger than the view. Default: `true`. Source: talk 203, "The default preview
  /// instead will scale down and move to the center of the pinboard"; by how much is in no
  /// source, so the rule is ours (Docs/engine.md §10.14). `false` lands it at its full size
  /// (an identity transform), the engine's behaviour before issue 32.
  public var defaultDropPreviewScalesDown = true
}
