/// The event log as the rules read it: each event's channel (drag, drop or app for delegate
/// calls, by the interaction's name as the log writer decides it) and its arguments by label.
struct InvariantLog {
  enum Channel: Equatable {
    case touch, gesture, drag, drop, app, animation, load, system, list
  }

  let events: [EngineEvent]
  let channels: [Channel]

  init(_ events: [EngineEvent]) {
    self.events = events
    channels = events.map(Self.channel)
  }

  static func channel(_ event: EngineEvent) -> Channel {
    switch event.kind {
    case .touch: .touch
    case .gesture: .gesture
    case .animation: .animation
    case .load: .load
    case .system: .system
    case .list: .list
    case .delegate:
      if event.subject.hasSuffix(".drag") {
        .drag
      } else if event.subject.hasSuffix(".drop") || event.subject.hasSuffix(".paste") {
        .drop
      } else {
        .app
      }
    }
  }

  static func value(_ label: String, _ event: EngineEvent) -> String? {
    event.argumentValue(label)
  }

  /// `[I1, I2]` → `["I1", "I2"]`.
  static func list(_ text: String?) -> [String] {
    guard let text, text.hasPrefix("["), text.count > 2 else { return [] }
    return text.dropFirst().dropLast().split(separator: ",").map {
      String($0.drop { $0 == " " })
    }
  }

  /// A table or collection view's drop call under the plain drop-interaction name it stands for.
  static func dropName(_ name: String) -> String { ListCallNames.normalized(name) }
}

/// Table and collection views' delegate names read as the plain interaction calls they stand for
/// (the drag side too, unlike ``QuickChecks``, whose check 3 counts them apart).
enum ListCallNames {
  /// The drop side only: how ``QuickChecks`` reads them.
  static func dropSide(_ name: String) -> String {
    switch name {
    case "dropSessionDidEnter": "sessionDidEnter"
    case "dropSessionDidUpdate": "sessionDidUpdate"
    case "dropSessionDidExit": "sessionDidExit"
    case "dropSessionDidEnd": "sessionDidEnd"
    case "performDropWith": "performDrop"
    default: name
    }
  }

  /// Both sides.
  static func normalized(_ name: String) -> String {
    switch name {
    case "dragSessionWillBegin": "sessionWillBegin"
    case "dragSessionDidEnd": "sessionDidEnd"
    case "dragSessionIsRestrictedToDraggingApplication": "sessionIsRestrictedToDraggingApplication"
    default: dropSide(name)
    }
  }
}
