import Foundation

/// A delegate protocol of the engine and the UIKit protocols that stand for it: an interaction
/// delegate has one, a table or collection view delegate two (the table's and the collection
/// view's, written once with placeholders, see ``Spelling``).
public struct DelegateProtocol: Sendable {
  /// The engine's protocol (`DragInteractionDelegate`).
  public var engine: String
  /// The engine protocol's documentation, a paragraph per element.
  public var engineDoc: [String]
  /// Where the engine's protocol is written, from the repository's root; `nil` when it is
  /// written by hand (a data source's, which holds plumbing beside its one logged method).
  public var engineFile: String?
  /// The UIKit protocols written from this one.
  public var spellings: [Spelling]
  /// The UIKit protocols' documentation (placeholders allowed).
  public var uikitDoc: [String]
  /// Whether the adapter remembers which optional methods the UIKit delegate lacks (see
  /// `MissingMethods` in DnDUIKit): only where UIKit's `delegate` cannot change.
  public var remembersMissingMethods: Bool
  /// Placeholder → text for the engine's documentation (a list view's "item" for `{row}` …).
  public var engineSubstitutions: [(String, String)] = []
  /// The methods, in the protocols' order.
  public var methods: [DelegateMethod]
  /// The engine class that stands for a delegate nobody set (`nil`: none is needed, the
  /// protocol's delegate is never absent): it implements nothing, so the engine's call leaves no
  /// line and gets the answer for a missing method, as when the app's delegate lacks the method.
  public var absentDelegate: String? = nil

  /// `text` with the engine's placeholders replaced.
  public func applyEngine(_ text: String) -> String {
    engineSubstitutions.reduce(text) { $0.replacingAll($1.0, with: $1.1) }
  }
}

/// One UIKit protocol written from a ``DelegateProtocol``, and the adapter that passes the
/// engine's calls to it.
public struct Spelling: Sendable {
  /// The UIKit protocol (`UITableViewDragDelegate`).
  public var uikit: String
  /// Where the UIKit protocol is written.
  public var uikitFile: String
  /// The DnDUIKit class that implements the engine protocol by asking the UIKit delegate.
  public var adapter: String
  /// Where the generated half of the adapter is written (its class, with the parties and
  /// facades it asks, is written by hand beside it).
  public var adapterFile: String
  /// The protocol the UIKit protocol refines.
  public var refines: String
  /// Placeholder → text, applied to every UIKit signature, log name and documentation of the
  /// protocol: `{list}` → `tableView`, `{Row}` → `Row` …
  public var substitutions: [(String, String)]

  public init(
    uikit: String, uikitFile: String, adapter: String, adapterFile: String,
    refines: String = "NSObjectProtocol", substitutions: [(String, String)] = []
  ) {
    self.refines = refines
    self.uikit = uikit
    self.uikitFile = uikitFile
    self.adapter = adapter
    self.adapterFile = adapterFile
    self.substitutions = substitutions
  }

  /// `text` with every placeholder replaced.
  public func apply(_ text: String) -> String {
    substitutions.reduce(text) { $0.replacingAll($1.0, with: $1.1) }
  }
}

/// One method of a delegate protocol.
public struct DelegateMethod: Sendable {
  /// The method's name in the log (`sessionAllowsMoveOperation`, `dragPreviewParametersFor{Row}At`).
  public var log: String
  /// The engine's declaration, after `func`.
  public var engine: String
  /// UIKit's declaration, after `func` (placeholders allowed).
  public var uikit: String
  /// What the method does, for the UIKit protocol (placeholders allowed).
  public var doc: [String]
  /// What the method does, for the engine's protocol, when it says more than ``doc``.
  public var engineDoc: [String]?
  /// Required, or what UIKit does when the delegate does not implement it.
  public var requirement: Requirement
  /// Whether the adapter's method is generated, or written by hand (with the reason).
  public var adapter: AdapterBody
  /// The UIKit protocols that have the method; `nil` = all of them.
  public var onlyIn: [String]?
  /// The engine's answer when the UIKit delegate (or the interaction) is gone and nobody is
  /// asked; `nil` = the answer for a missing method (``Missing/engine``), which must then be one
  /// expression.
  public var goneAnswer: String?

  public init(
    log: String, engine: String, uikit: String, doc: [String], engineDoc: [String]? = nil,
    _ requirement: Requirement, adapter: AdapterBody = .generated, goneAnswer: String? = nil,
    onlyIn: [String]? = nil
  ) {
    self.onlyIn = onlyIn
    self.log = log
    self.engine = engine
    self.uikit = uikit
    self.doc = doc
    self.engineDoc = engineDoc
    self.requirement = requirement
    self.adapter = adapter
    self.goneAnswer = goneAnswer
  }

  /// A method of UIKit's protocol that the engine neither calls nor logs (counts, heights …).
  public static func plumbing(
    uikit: String, doc: [String], _ missing: Missing?, onlyIn: [String]? = nil
  ) -> DelegateMethod {
    DelegateMethod(
      log: "", engine: "", uikit: uikit, doc: doc, .plumbing(missing), onlyIn: onlyIn)
  }

  public var isRequired: Bool {
    if case .required = requirement { return true }
    return false
  }

  public var isPlumbing: Bool {
    if case .plumbing = requirement { return true }
    return false
  }

  /// Whether `spelling`'s protocol has the method.
  public func isIn(_ spelling: Spelling) -> Bool {
    onlyIn.map { $0.contains(spelling.uikit) } ?? true
  }
}

/// Required, or optional with what UIKit does without it.
public enum Requirement: Sendable {
  case required
  case optional(Missing)
  /// Not a call the engine makes or logs: required (`nil`), or optional with a default that
  /// answers without reporting itself.
  case plumbing(Missing?)
}

/// What happens when the app's delegate does not implement an optional method: UIKit does not
/// call it, and goes on with this answer.
public struct Missing: Sendable {
  /// The answer in words, for the documentation (`moves are allowed`); `nil` for a notification.
  public var doc: String?
  /// The engine default's body after it reports itself: an expression (the answer), statements,
  /// or empty for a notification.
  public var engine: String
  /// DnDUIKit's default's body, likewise (placeholders allowed).
  public var uikit: String

  public init(_ doc: String?, engine: String, uikit: String) {
    self.doc = doc
    self.engine = engine
    self.uikit = uikit
  }

  /// A notification: nothing happens without it.
  public static let nothing = Missing(nil, engine: "", uikit: "")
}

/// How an adapter's method is written.
public enum AdapterBody: Sendable {
  /// From the signatures and the conversions of ``Conversions``.
  case generated
  /// By hand, in the adapter's own file, for the reason given (the table says why, so a reader
  /// of the generated file knows where to look).
  case handWritten(String)
}

/// A parsed declaration: `name(label name: Type, …) -> Answer`.
public struct Signature: Sendable {
  public struct Parameter: Sendable {
    /// The argument label; `nil` for `_`.
    public var label: String?
    public var name: String
    public var type: String
  }

  public var name: String
  public var parameters: [Parameter]
  /// `nil` for a method that answers nothing.
  public var answer: String?

  /// Parses `text`; a malformed declaration stops the generator with its text.
  public init(_ text: String) {
    guard let open = text.firstIndex(of: "(") else { fatalError("no parameters: \(text)") }
    name = String(text[..<open])
    var depth = 0
    var close: String.Index?
    for index in text[open...].indices {
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        depth -= 1
        if depth == 0, text[index] == ")" { close = index }
      default: break
      }
      if close != nil { break }
    }
    guard let close else { fatalError("unbalanced: \(text)") }
    let inside = text[text.index(after: open)..<close]
    parameters = Signature.splitTopLevel(inside).map { part in
      guard let colon = part.firstIndex(of: ":") else { fatalError("no type: \(part)") }
      let names = part[..<colon].split(separator: " ").map(String.init)
      let type = part[part.index(after: colon)...].trimmingSpaces()
      switch names.count {
      case 1: return Parameter(label: names[0], name: names[0], type: type)
      case 2: return Parameter(label: names[0] == "_" ? nil : names[0], name: names[1], type: type)
      default: fatalError("parameter: \(part)")
      }
    }
    let rest = text[text.index(after: close)...].trimmingSpaces()
    if rest.isEmpty {
      answer = nil
    } else if rest.hasPrefix("->") {
      answer = rest.dropFirst(2).trimmingSpaces()
    } else {
      fatalError("after the parameters: \(rest)")
    }
  }

  /// The selector-style name: `dragInteraction(_:sessionAllowsMoveOperation:)`.
  public var selector: String {
    name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  private static func splitTopLevel(_ text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var depth = 0
    for character in text {
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      if character == ",", depth == 0 {
        parts.append(current.trimmingSpaces())
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingSpaces().isEmpty { parts.append(current.trimmingSpaces()) }
    return parts
  }
}

extension StringProtocol {
  func trimmingSpaces() -> String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\n" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\n" { text = text.dropLast() }
    return String(text)
  }

  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return String(self) }
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
