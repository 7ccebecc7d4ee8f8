import DnDFormats

/// The rules for scene actions both forms share.
enum GestureActionRules {
  /// The user's action, which has its own statement: a scene action of that name would read as
  /// the user's in a script and in a log.
  static let userAction = "cancelProgress"

  /// `userActionHint` says how the form writes the user's action.
  static func nameProblem(_ name: String, userActionHint: String) -> String? {
    if name == userAction {
      return "\"\(userAction)\" is the user's action, not a scene's; expected \(userActionHint)"
    }
    return TraceReader.isName(name)
      ? nil
      : "expected an action name of letters, digits, '-' and '_' (at most 64), found \(ScriptQuantities.quoted(name))"
  }

  /// `earlier` holds the names of the action's arguments before `key` (a set: scanning a list
  /// for each argument was quadratic in an action of thousands of arguments).
  static func argumentProblem(_ key: String, after earlier: Set<String>) -> String? {
    guard TraceReader.isName(key) else {
      return
        "expected an argument name of letters, digits, '-' and '_' (at most 64), found \(ScriptQuantities.quoted(key))"
    }
    guard !earlier.contains(key) else {
      return "argument \"\(key)\" is given twice; expected each argument once"
    }
    return nil
  }

  static func valueProblem(_ value: String) -> String? {
    value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      ? "expected an argument value without control characters, found \(ScriptQuantities.quoted(value))"
      : nil
  }
}
