import DnDEngine
import DnDFormats

/// Reads the text form of a gesture script (`Docs/recording.md`): one statement per line, its
/// first word saying which. Header statements (`scene`, `profile`, `rate`, `variants`) may come
/// anywhere, once each; `finger NAME` starts a finger, and the finger statements after it
/// (`down`, `tap`, `hold`, `move`, `up`, `cancel`) belong to it until the next `finger`;
/// `action` and `cancelProgress` may come anywhere. Indentation is for the reader only.
struct GestureTextParser {
  static let statements = [
    "scene", "profile", "rate", "variants", "finger", "down", "tap", "hold", "move", "up",
    "cancel", "action", "cancelProgress",
  ]

  private var draft = GestureScriptDraft()

  static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> GestureScriptDraft {
    var parser = GestureTextParser()
    var number = 0
    for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
      number += 1
      let tokens = try GestureTextLexer.tokens(line, number: number, file: file)
      guard !tokens.isEmpty else { continue }
      var cursor = ScriptTokenCursor(tokens, line: number, file: file)
      try parser.statement(&cursor)
    }
    return parser.draft
  }

  private mutating func statement(_ cursor: inout ScriptTokenCursor) throws(InputError) {
    let keyword = try cursor.word("a statement")
    switch keyword.text {
    case "scene":
      try header(\.scene, keyword, &cursor, Self.scene)
    case "profile":
      try header(\.profile, keyword, &cursor, Self.profile)
    case "rate":
      try header(\.rate, keyword, &cursor, Self.rate)
    case "variants":
      try header(\.variants, keyword, &cursor, Self.variants)
    case "finger":
      let name = try cursor.word("a finger name")
      guard TraceReader.isName(name.text) else {
        throw cursor.error(
          "expected a finger name of letters, digits, '-' and '_' (at most 64), found \(name.described)",
          at: name)
      }
      try cursor.end(after: "the finger's name")
      draft.fingers.append(
        GestureScriptDraft.Finger(name: name.text, place: cursor.place(of: keyword)))
    case "down", "tap", "hold", "move", "up", "cancel":
      guard !draft.fingers.isEmpty else {
        throw cursor.error(
          "\"\(keyword.text)\" outside a finger; expected a \"finger NAME\" line before it",
          at: keyword)
      }
      let step = try GestureTextSteps.step(keyword, &cursor)
      draft.fingers[draft.fingers.count - 1].steps.append(step)
    case "action":
      draft.actions.append(try GestureTextSteps.sceneAction(&cursor))
    case "cancelProgress":
      try cursor.keyword("at")
      let (time, _) = try cursor.time()
      try cursor.end(after: "the time")
      draft.actions.append(TimedAction(time: time, action: .cancelProgress))
    default:
      throw cursor.error(
        "unknown statement \(keyword.described); expected one of \(Self.statements.joined(separator: ", "))",
        at: keyword)
    }
  }

  /// A header statement: once per script; its value read by `read`, then the end of the line.
  private mutating func header<Value>(
    _ field: WritableKeyPath<GestureScriptDraft, GestureScriptDraft.Header<Value>?>,
    _ keyword: ScriptToken, _ cursor: inout ScriptTokenCursor,
    _ read: (inout ScriptTokenCursor) throws(InputError) -> Value
  ) throws(InputError) {
    if let first = draft[keyPath: field] {
      throw cursor.error(
        "\"\(keyword.text)\" is given twice (first on \(first.place.described)); expected it once",
        at: keyword)
    }
    let value = try read(&cursor)
    try cursor.end(after: "the \(keyword.text)")
    draft[keyPath: field] = GestureScriptDraft.Header(
      value: value, place: cursor.place(of: keyword))
  }

  private static func scene(_ cursor: inout ScriptTokenCursor) throws(InputError) -> String {
    let name = try cursor.word("a scene name")
    if let problem = TraceHeaderRules.sceneProblem(name.text) {
      throw cursor.error(problem, at: name)
    }
    return name.text
  }

  private static func profile(_ cursor: inout ScriptTokenCursor) throws(InputError)
    -> DeviceProfile.Kind
  {
    let name = try cursor.word("\"tablet\" or \"phone\"")
    guard let kind = DeviceProfile.Kind(rawValue: name.text) else {
      throw cursor.error("expected \"tablet\" or \"phone\", found \(name.described)", at: name)
    }
    return kind
  }

  private static func rate(_ cursor: inout ScriptTokenCursor) throws(InputError) -> SampleClock {
    let rate = try cursor.word("a sample rate in Hz")
    return try ScriptQuantities.rate(rate.text).get(at: cursor.place(of: rate), file: cursor.file)
  }

  private static func variants(_ cursor: inout ScriptTokenCursor) throws(InputError) -> [String] {
    var names: [String] = []
    var earlier: Set<String> = []
    repeat {
      let name = try cursor.word("a variant name")
      if let problem = TraceHeaderRules.variantProblem(name.text, after: earlier) {
        throw cursor.error(problem, at: name)
      }
      names.append(name.text)
      earlier.insert(name.text)
    } while !cursor.isAtEnd
    return names
  }
}
