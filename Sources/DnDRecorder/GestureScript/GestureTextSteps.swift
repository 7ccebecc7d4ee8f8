import DnDFormats

/// The finger statements and scene actions of the text form, each read whole from its line.
enum GestureTextSteps {
  /// `down (x,y) at T` · `tap (x,y) at T [for D]` · `hold D` · `move (x,y)… over D` · `up` ·
  /// `cancel`; `keyword` has been read.
  static func step(_ keyword: ScriptToken, _ cursor: inout ScriptTokenCursor)
    throws(InputError) -> GestureScriptDraft.Step
  {
    let place = cursor.place(of: keyword)
    switch keyword.text {
    case "down":
      let point = try cursor.point()
      try cursor.keyword("at")
      let (time, timePlace) = try cursor.time()
      try cursor.end(after: "the time")
      return .init(kind: .down(point, at: time), place: place, timePlace: timePlace)
    case "tap":
      let point = try cursor.point()
      try cursor.keyword("at")
      let (time, timePlace) = try cursor.time()
      var duration = GestureScript.defaultTapDuration
      if !cursor.isAtEnd {
        try cursor.keyword("for")
        duration = try cursor.duration()
      }
      try cursor.end(after: "the tap")
      return .init(
        kind: .tap(point, at: time, duration: duration), place: place, timePlace: timePlace)
    case "hold":
      let duration = try cursor.duration()
      try cursor.end(after: "the duration")
      return .init(kind: .hold(duration), place: place)
    case "move":
      var path = [try cursor.point()]
      while !cursor.isKeyword("over") {
        guard cursor.next?.kind == .open else {
          throw cursor.unexpected("another point or \"over\"")
        }
        path.append(try cursor.point())
      }
      try cursor.keyword("over")
      let duration = try cursor.duration()
      try cursor.end(after: "the duration")
      return .init(kind: .move(path, over: duration), place: place)
    case "up":
      try cursor.end(after: "\"up\"")
      return .init(kind: .up, place: place)
    default:  // cancel
      try cursor.end(after: "\"cancel\"")
      return .init(kind: .cancel, place: place)
    }
  }

  /// `action NAME [KEY=VALUE …] at T` (after `action`): a scene action with string arguments;
  /// a value with spaces is quoted.
  static func sceneAction(_ cursor: inout ScriptTokenCursor) throws(InputError) -> TimedAction {
    let name = try cursor.word("an action name")
    if name.text == "at", cursor.tokens.count == cursor.index + 1 {
      throw cursor.error("expected an action name before \"at\"", at: name)
    }
    if let problem = GestureActionRules.nameProblem(
      name.text, userActionHint: "it on its own, like \"cancelProgress at 2s\"")
    {
      throw cursor.error(problem, at: name)
    }
    var arguments: [ActionArgument] = []
    var names: Set<String> = []
    while true {
      let equalsFollows = cursor.tokens.dropFirst(cursor.index + 1).first?.kind == .equals
      // `at` followed by '=' is an argument named "at"; `at` and a time end the arguments.
      if cursor.isKeyword("at"), !equalsFollows { break }
      let expected = "an argument like row=2, or \"at\" and a time"
      guard equalsFollows else { throw cursor.unexpected(expected) }
      let key = try cursor.word(expected)
      if let problem = GestureActionRules.argumentProblem(key.text, after: names) {
        throw cursor.error(problem, at: key)
      }
      try cursor.punctuation(.equals, "'='")
      let value = try cursor.value("the argument's value (a word or a quoted string)")
      arguments.append(ActionArgument(key.text, value.text))
      names.insert(key.text)
    }
    try cursor.keyword("at")
    let (time, _) = try cursor.time()
    try cursor.end(after: "the time")
    return TimedAction(time: time, action: .scene(name: name.text, arguments: arguments))
  }
}
