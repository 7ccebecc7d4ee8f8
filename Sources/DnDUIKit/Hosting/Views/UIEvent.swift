/// An event (UIKit's `UIEvent`): what ``UIView/hitTest(_:with:)`` and
/// ``UIView/point(inside:with:)`` are handed. Stored: the engine hands a touch event
/// (``EventType/touches``, ``EventSubtype/none``, timestamp 0) when it hit tests; touches, motion
/// and presses are not delivered to responders.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The event the engine's hit tests hand the views.
  static let engineTouches = UIEvent()

  /// The kind of event (UIKit's `UIEvent.type`): ``EventType/touches``.
  open var type: UIEvent.EventType { .touches }

  /// The event's subtype (UIKit's `UIEvent.subtype`): ``EventSubtype/none``.
  open var subtype: UIEvent.EventSubtype { .none }

  /// When the event happened, in seconds (UIKit's `UIEvent.timestamp`): 0.
  open var timestamp: TimeInterval { 0 }

  /// The kinds of event (UIKit's `UIEvent.EventType`, with UIKit's raw values).
  nonisolated public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// The device moved (a shake).
    case motion = 1
    /// A remote control (headphones, the lock screen).
    case remoteControl = 2
    /// Physical buttons pressed.
    case presses = 3
    /// A scroll from a trackpad or mouse wheel.
    case scroll = 10
    /// A pointer hovering.
    case hover = 11
    /// A trackpad pinch or rotation.
    case transform = 14
  }

  /// The subtypes of motion and remote-control events (UIKit's `UIEvent.EventSubtype`, with
  /// UIKit's raw values).
  nonisolated public enum EventSubtype: Int, Sendable {
    /// No subtype.
    case none = 0
    /// The device was shaken.
    case motionShake = 1
    /// Play.
    case remoteControlPlay = 100
    /// Pause.
    case remoteControlPause = 101
    /// Stop.
    case remoteControlStop = 102
    /// Play or pause.
    case remoteControlTogglePlayPause = 103
    /// Next track.
    case remoteControlNextTrack = 104
    /// Previous track.
    case remoteControlPreviousTrack = 105
    /// Seeking backward began.
    case remoteControlBeginSeekingBackward = 106
    /// Seeking backward ended.
    case remoteControlEndSeekingBackward = 107
    /// Seeking forward began.
    case remoteControlBeginSeekingForward = 108
    /// Seeking forward ended.
    case remoteControlEndSeekingForward = 109
  }
}
