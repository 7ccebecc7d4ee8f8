/// The header rules of ``TraceReader`` that a source checks before it writes, with the same
/// words.
enum TraceHeaderRules {
  static func sceneProblem(_ scene: String) -> String? {
    SceneValues.isName(scene)
      ? nil
      : "expected a name of 1 to \(SceneValues.maxNameLength) letters, digits, '.', '-' or '_', "
        + "found \(JSONQuoting.quoted(scene, maxScalars: 40))"
  }

  static func variantProblem(_ name: String, after earlier: [String]) -> String? {
    guard TraceReader.isName(name) else {
      return
        "expected a variant name of letters, digits, '-' and '_' (at most 64), found \(JSONQuoting.quoted(name, maxScalars: 40))"
    }
    guard name != TraceVariant.defaultName else {
      return "\"default\" is reserved for running without a fault plan; expected another name"
    }
    guard !earlier.contains(name) else { return "duplicate variant \"\(name)\"" }
    return nil
  }

  static func variantsProblem(_ names: [String]) -> String? {
    for (index, name) in names.enumerated() {
      if let problem = variantProblem(name, after: Array(names[..<index])) { return problem }
    }
    return nil
  }
}
