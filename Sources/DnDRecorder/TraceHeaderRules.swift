import DnDFormats

/// The header rules of ``TraceReader`` that a source checks before it writes, with the same
/// words.
enum TraceHeaderRules {
  static func sceneProblem(_ scene: String) -> String? {
    SceneValues.isName(scene)
      ? nil
      : "expected a name of 1 to \(SceneValues.maxNameLength) letters, digits, '.', '-' or '_', "
        + "found \(JSONQuoting.quoted(scene, maxScalars: 40))"
  }

  /// `earlier` holds the names before `name` (a set: scanning a list for each name was
  /// quadratic in a header of many thousand variants).
  static func variantProblem(_ name: String, after earlier: Set<String>) -> String? {
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
    var earlier: Set<String> = []
    for name in names {
      if let problem = variantProblem(name, after: earlier) { return problem }
      earlier.insert(name)
    }
    return nil
  }
}
