import DnDEngine
import VirtualTime

/// Engine events read back from an event log's text, so the rules that check a live replay
/// (``QuickChecks``) can check a golden file too — a wrong golden must not pass review just
/// because nobody replayed it.
///
/// The inverse of the writer for everything the checks read: time, kind (from the channel),
/// subject, name, labelled arguments and the answer. Argument values keep their text, split at
/// top-level `, ` only (values nest brackets and parentheses: `[I1, I2]`, `(650,150)`), and the
/// answer is what follows the argument list's closing parenthesis after ` -> `. Folded move
/// runs come back as the moves the log kept; comments are skipped.
extension LogFile {
  public var engineEvents: [EngineEvent] {
    events.map(LogEvents.engineEvent)
  }
}

enum LogEvents {
  static func engineEvent(_ event: LogFile.Event) -> EngineEvent {
    let text = Array(event.text.unicodeScalars)
    var index = 0
    func read(until stop: (Unicode.Scalar) -> Bool) -> String {
      var scalars = String.UnicodeScalarView()
      while index < text.count && !stop(text[index]) {
        scalars.append(text[index])
        index += 1
      }
      return String(scalars)
    }
    let subject = read { $0 == " " }
    index += 1
    let name = read { $0 == "(" || $0 == " " }
    var arguments: [EngineEvent.Argument] = []
    if index < text.count && text[index] == "(" {
      index += 1
      var depth = 0
      var current = String.UnicodeScalarView()
      func finishArgument() {
        let piece = String(current)
        current = String.UnicodeScalarView()
        guard !piece.isEmpty else { return }
        let scalars = Array(piece.unicodeScalars)
        if let colon = scalars.indices.dropLast().first(where: {
          scalars[$0] == ":" && scalars[$0 + 1] == " "
        }) {
          arguments.append(
            .init(
              String(String.UnicodeScalarView(scalars[..<colon])),
              String(String.UnicodeScalarView(scalars[(colon + 2)...]))))
        } else if let last = arguments.popLast() {
          // A value holding ", " (free text such as a reason) was split too far: rejoin it.
          arguments.append(.init(last.label, last.value + ", " + piece))
        } else {
          arguments.append(.init("", piece))
        }
      }
      while index < text.count {
        let scalar = text[index]
        if depth == 0 && scalar == ")" {
          index += 1
          break
        }
        if depth == 0 && scalar == "," && index + 1 < text.count && text[index + 1] == " " {
          finishArgument()
          index += 2
          continue
        }
        if "([{".unicodeScalars.contains(scalar) { depth += 1 }
        if ")]}".unicodeScalars.contains(scalar) { depth -= 1 }
        current.append(scalar)
        index += 1
      }
      finishArgument()
    }
    var result: String?
    let rest = String(String.UnicodeScalarView(text[min(index, text.count)...]))
    if rest.hasPrefix(" -> ") { result = String(rest.dropFirst(4)) }
    return EngineEvent(
      time: VirtualInstant(nanosecondsSinceStart: event.microseconds * 1_000),
      kind: kind(of: event.channel), subject: subject, name: name, arguments: arguments,
      result: result)
  }

  static func kind(of channel: LogChannel) -> EngineEvent.Kind {
    switch channel {
    case .touch: return .touch
    case .gesture: return .gesture
    case .drag, .drop, .app: return .delegate
    case .anim: return .animation
    case .data: return .load
    case .list: return .list
    case .system, .progress: return .system
    }
  }
}

/// The quick checks (Docs/uikit-behaviour.md §5) on a log file, each violation located by line.
public enum LogQuickChecks {
  public struct Violation: Sendable, Hashable, CustomStringConvertible {
    public var source: String
    public var line: Int
    public var check: Int
    public var message: String
    public var description: String {
      "\(source):\(line): error: quick check \(check): \(message)"
    }
  }

  /// `notImplemented`: the delegate methods the app does not implement, as `subject method`
  /// (a scene's `SceneSpec.notImplementedCalls`); the log has no line for them,
  /// so the checks that expect such a call skip it (Docs/engine.md §11).
  public static func violations(in log: LogFile, notImplemented: Set<String> = []) -> [Violation] {
    let events = log.events
    return QuickChecks.violations(in: log.engineEvents, notImplemented: notImplemented).map {
      violation in
      Violation(
        source: log.source, line: events[violation.eventIndex].line, check: violation.check,
        message: violation.message)
    }
  }
}
