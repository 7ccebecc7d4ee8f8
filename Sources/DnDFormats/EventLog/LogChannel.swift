import DnDEngine

/// The second column of an event line: which part of the system an event belongs to.
///
/// The set is closed so that a reader can filter a log with `grep` and a parser can reject a
/// typo. Names are at most ``LogLayout/channelWidth`` (8) characters, so the column lines up.
/// The mapping from an ``EngineEvent`` is our choice (format `dndsim-log` 1):
///
/// | Event kind | Channel |
/// |---|---|
/// | `touch` | `touch` |
/// | `gesture` | `gesture` |
/// | `delegate`, subject ending in `.drag` | `drag` |
/// | `delegate`, subject ending in `.drop` or `.paste` | `drop` |
/// | any other `delegate` | `app` |
/// | `animation` | `anim` |
/// | `load` | `data` |
/// | `list` | `list` |
/// | `system` named `progressUI…` | `progress` |
/// | any other `system` | `system` |
///
/// Delegate calls are split by interaction so that the drag side and the drop side of one
/// session read as two voices; the progress UI gets its own channel because a reviewer looks for
/// it separately from the system's other decisions.
public enum LogChannel: String, Sendable, Hashable, CaseIterable {
  case touch
  case gesture
  case drag
  case drop
  case app
  case anim
  case data
  case list
  case system
  case progress

  /// The channel an engine event is written under; see the table on the type.
  public init(of event: EngineEvent) {
    switch event.kind {
    case .touch: self = .touch
    case .gesture: self = .gesture
    case .animation: self = .anim
    case .load: self = .data
    case .list: self = .list
    case .system: self = event.name.hasPrefix("progressUI") ? .progress : .system
    case .delegate:
      if event.subject.hasSuffix(".drag") {
        self = .drag
      } else if event.subject.hasSuffix(".drop") || event.subject.hasSuffix(".paste") {
        self = .drop
      } else {
        self = .app
      }
    }
  }

  /// Every channel name in declaration order, for error messages.
  static let allNames = allCases.map(\.rawValue).joined(separator: ", ")
}
