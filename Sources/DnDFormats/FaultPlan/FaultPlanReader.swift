import DnDEngine
import DnDSimulator
import VirtualTime

/// Turns a parsed `dndsim-faults` document into a ``FaultPlanFile``, checking every rule of the
/// format: unknown keys, wrong types (an integer written `3.0` or `"3"` is an error — json-c's
/// coercions never leak through), ranges, exclusive keys and names. Each error is at the JSON
/// path of the value it is about.
enum FaultPlanReader {
  /// User-cancel instants: whole milliseconds, at most an hour, like delays.
  static let maxMilliseconds = LoadScriptReader.maxDelayMilliseconds
  /// The variant a trace without variants runs as: no plan, so no file may define it.
  static let reservedVariant = "default"

  static func read(_ reader: JSONReader) throws(JSONReadError) -> FaultPlanFile {
    let document = try reader.object()
    try document.rejectUnknownKeys(allowed: ["format", "version", "variants"])
    let format = try document.require(key: "format")
    let formatName = try format.string()
    guard formatName == FaultPlanFile.format else {
      throw format.error(
        "expected \"\(FaultPlanFile.format)\", found \(JSONQuoting.quoted(formatName))")
    }
    let version = try document.require(key: "version")
    guard try version.integer() == FaultPlanFile.version else {
      throw version.error(
        "unknown version \(try version.integer()); this build reads version \(FaultPlanFile.version)"
      )
    }
    let variants = try document.requireObject(key: "variants")
    guard !variants.object.members.isEmpty else {
      throw variants.error("expected at least one variant")
    }
    var result: [FaultPlanFile.Variant] = []
    for name in variants.object.keys {
      let variant = try variants.require(key: name)
      guard TraceReader.isName(name) else {
        throw variant.error(
          "expected a variant name of letters, digits, '-' and '_' (at most 64), found \(JSONQuoting.quoted(name))"
        )
      }
      guard name != reservedVariant else {
        throw variant.error(
          "\"\(reservedVariant)\" is reserved for running without a fault plan; expected another name"
        )
      }
      result.append(FaultPlanFile.Variant(name: name, plan: try readPlan(variant.object())))
    }
    return FaultPlanFile(variants: result)
  }

  private static func readPlan(_ variant: JSONObjectReader) throws(JSONReadError) -> FaultPlan {
    try variant.rejectUnknownKeys(allowed: ["rules", "completion_order", "user_cancel_ms"])
    var plan = FaultPlan()
    for rule in try variant.optionalArray(key: "rules") ?? [] {
      plan.rules.append(try readRule(rule.object()))
    }
    if let order = variant.optional(key: "completion_order") {
      let text = try order.string()
      guard let value = FaultPlan.CompletionOrder(rawValue: text) else {
        throw order.error(
          "expected \"natural\" or \"reverse\", found \(JSONQuoting.quoted(text))")
      }
      plan.completionOrder = value
    }
    var previous: Int64?
    for instant in try variant.optionalArray(key: "user_cancel_ms") ?? [] {
      let milliseconds = try readMilliseconds(instant, what: "an instant")
      if let previous, milliseconds <= previous {
        throw instant.error(
          "expected instants in increasing order, found \(milliseconds) ms after \(previous) ms")
      }
      previous = milliseconds
      plan.userCancels.append(.milliseconds(milliseconds))
    }
    return plan
  }

  private static func readRule(_ rule: JSONObjectReader) throws(JSONReadError) -> FaultRule {
    try rule.rejectUnknownKeys(allowed: ["match"] + LoadScriptReader.keys)
    let script = try LoadScriptReader.read(rule)
    return FaultRule(match: try readMatch(rule.requireObject(key: "match")), script: script)
  }

  private static func readMatch(_ match: JSONObjectReader) throws(JSONReadError) -> FaultMatch {
    try match.rejectUnknownKeys(allowed: ["provider", "item", "type", "app"])
    func text(_ key: String, expected: String) throws(JSONReadError) -> String? {
      guard let reader = match.optional(key: key) else { return nil }
      let value = try reader.string()
      guard !value.isEmpty else { throw reader.error("expected \(expected), found \"\"") }
      return value
    }
    var result = FaultMatch()
    result.provider = try text(
      "provider", expected: "a provider id like \"P1\" or a suggested name")
    if let item = match.optional(key: "item") {
      let id = try item.string()
      guard isItemID(id) else {
        throw item.error("expected an item id like \"I1\", found \(JSONQuoting.quoted(id))")
      }
      result.item = id
    }
    result.type = try text("type", expected: "a type identifier like \"public.image\"").map {
      TypeIdentifier($0)
    }
    result.app = try text("app", expected: "an app name")
    return result
  }

  /// Whole milliseconds in 0…``maxMilliseconds``.
  private static func readMilliseconds(_ reader: JSONReader, what: String) throws(JSONReadError)
    -> Int64
  {
    let value = try reader.integer()
    guard (0...maxMilliseconds).contains(value) else {
      throw reader.error("expected \(what) in 0…\(maxMilliseconds) ms, found \(value)")
    }
    return value
  }

  /// `I` and a number without leading zeros: the only ids the engine gives drag items.
  private static func isItemID(_ text: String) -> Bool {
    let digits = text.utf8.dropFirst()
    return text.utf8.first == UInt8(ascii: "I") && digits.first != UInt8(ascii: "0")
      && !digits.isEmpty && digits.count <= 18
      && digits.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }
}
