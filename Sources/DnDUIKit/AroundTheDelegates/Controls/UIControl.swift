import DnDEngine

/// A view that runs actions for events such as a tap (UIKit's `UIControl`). Actions are
/// ``UIAction``s added with ``addAction(_:for:)`` (UIKit's iOS 14 API; target–action with
/// selectors needs Objective-C and is absent, see ``UIAction``).
///
/// **Taps.** A touch that no drag claimed and that ends on the control as a tap (it moved no more
/// than the device profile's `movementAllowance`, `Docs/engine.md` §12) sends
/// ``Event/touchUpInside`` — the engine delivers it through the view's tap handler, logged as
/// `<control> tapHandler(at: …)`. A disabled control takes no taps. Not modelled: touch tracking
/// (`touchDown`, drag and cancel events, ``isHighlighted`` following the finger) and UIKit's
/// tolerance of a finger that wanders off before lifting; a tap on a subview that takes touches
/// itself stays with that subview.
///
/// Actions run as app code of the device the control is shown on, so ``UIDevice/current`` and
/// ``UIScreen/main`` describe that device inside them.
open class UIControl: UIView {
  /// The actions added, in the order added, each with the events it runs for.
  private var registrations: [(action: UIAction, events: Event)] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
    updateTapHandler()
  }

  /// Storyboards are not modelled: a control made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: State

  /// Whether the control takes taps (UIKit's `UIControl.isEnabled`; default true). A disabled
  /// control's ``state`` includes ``State/disabled``.
  open var isEnabled: Bool = true {
    didSet { updateTapHandler() }
  }

  /// Whether the control is selected (UIKit's `UIControl.isSelected`; default false): stored,
  /// and part of ``state``.
  open var isSelected: Bool = false

  /// Whether the control is highlighted (UIKit's `UIControl.isHighlighted`; default false):
  /// stored, and part of ``state``. Touches do not change it here.
  open var isHighlighted: Bool = false

  /// The control's state from ``isEnabled``, ``isSelected`` and ``isHighlighted`` (UIKit's
  /// `UIControl.state`).
  open var state: State {
    var state: State = .normal
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    if isHighlighted { state.insert(.highlighted) }
    return state
  }

  // MARK: Actions

  /// Runs `action` for `controlEvents` from now on (UIKit's `UIControl.addAction(_:for:)`).
  /// Adding an action already added widens the events it runs for; it still runs once per send.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let index = registrations.firstIndex(where: { $0.action === action }) {
      registrations[index].events.formUnion(controlEvents)
    } else {
      registrations.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents` (UIKit's `UIControl.removeAction(_:for:)`).
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    guard let index = registrations.firstIndex(where: { $0.action === action }) else { return }
    registrations[index].events.subtract(controlEvents)
    if registrations[index].events.isEmpty { registrations.remove(at: index) }
  }

  /// Runs, in the order they were added, the actions added for any of `controlEvents` (UIKit's
  /// `UIControl.sendActions(for:)`), whether or not the control is enabled, as in UIKit.
  open func sendActions(for controlEvents: Event) {
    let actions = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
    for registration in actions { sendAction(registration.action) }
  }

  /// Runs `action` with this control as its sender (UIKit's `UIControl.sendAction(_:)`).
  open func sendAction(_ action: UIAction) {
    action.sender = self
    CurrentDevice.run(asAppCodeOf: engineView, "control action") { action.handler(action) }
  }

  /// A tap is taken while the control is enabled (see the type's documentation).
  private func updateTapHandler() {
    engineView.tapHandler =
      isEnabled ? { [weak self] _ in self?.sendActions(for: .touchUpInside) } : nil
  }

  // MARK: Types

  /// The states a control can be in, with UIKit's raw values (`UIControl.State`).
  nonisolated public struct State: OptionSet, Hashable, Sendable {
    /// The state's bits, as UIKit's.
    public let rawValue: UInt

    /// A state from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Enabled, not selected, not highlighted: no bit set.
    public static let normal = State([])
    /// Highlighted.
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control runs actions for, with UIKit's raw values (`UIControl.Event`). A tap
  /// and a spring-loaded button's activation send ``touchUpInside``; the others are sent by app
  /// code with ``UIControl/sendActions(for:)`` (a custom control's ``valueChanged``). UIKit's
  /// touch-tracking and editing events are not modelled.
  nonisolated public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits, as UIKit's.
    public let rawValue: UInt

    /// An event from UIKit's bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch lifted inside the control: a tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (sent by the control's own code).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// Every event.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}
