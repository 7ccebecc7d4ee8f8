import DnDSimulator
import VirtualTime

/// Writes a ``FaultPlanFile`` as a `dndsim-faults` version 1 document in a fixed layout: one line
/// per variant, keys in the order of `Docs/formats.md`, every value equal to its default left out
/// (so `{}` is a variant without faults). ``FaultPlanFile/read(path:name:)`` reads back what it
/// writes as the same file.
///
/// Delays and user-cancel instants are written in whole milliseconds, the format's unit: a plan
/// holding a finer duration is a programming error (a precondition), never silently rounded.
public enum FaultPlanWriter {
  public static func text(_ file: FaultPlanFile) -> String {
    let variants = file.variants.map { variant in
      "   \(JSONQuoting.quoted(variant.name)):\(plan(variant.plan))"
    }
    return """
      {"format":"\(FaultPlanFile.format)","version":\(FaultPlanFile.version),
       "variants":{
      \(variants.joined(separator: ",\n"))}}

      """
  }

  /// One variant's object on one line.
  public static func plan(_ plan: FaultPlan) -> String {
    var fields: [String] = []
    if !plan.rules.isEmpty {
      fields.append("\"rules\":[\(plan.rules.map(rule).joined(separator: ","))]")
    }
    if plan.completionOrder != .natural {
      fields.append("\"completion_order\":\"\(plan.completionOrder.rawValue)\"")
    }
    if !plan.userCancels.isEmpty {
      let instants = plan.userCancels.map { "\(milliseconds($0))" }
      fields.append("\"user_cancel_ms\":[\(instants.joined(separator: ","))]")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func rule(_ rule: FaultRule) -> String {
    var fields = ["\"match\":\(match(rule.match))"]
    if rule.script.delay != .zero {
      fields.append("\"delay_ms\":\(milliseconds(rule.script.delay))")
    }
    if rule.script.progressSteps != 0 {
      fields.append("\"progress_steps\":\(rule.script.progressSteps)")
    }
    switch rule.script.outcome {
    case .deliver: break
    case .fail(let reason): fields.append("\"fail\":\(JSONQuoting.quoted(reason))")
    case .hang: fields.append("\"hang\":true")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func match(_ match: FaultMatch) -> String {
    var fields: [String] = []
    if let provider = match.provider {
      fields.append("\"provider\":\(JSONQuoting.quoted(provider))")
    }
    if let item = match.item { fields.append("\"item\":\(JSONQuoting.quoted(item))") }
    if let type = match.type { fields.append("\"type\":\(JSONQuoting.quoted(type.rawValue))") }
    if let app = match.app { fields.append("\"app\":\(JSONQuoting.quoted(app))") }
    return "{" + fields.joined(separator: ",") + "}"
  }

  private static func milliseconds(_ duration: VirtualDuration) -> Int64 {
    precondition(
      duration.nanoseconds % 1_000_000 == 0, "a fault plan holds whole milliseconds only")
    return duration.nanoseconds / 1_000_000
  }
}
