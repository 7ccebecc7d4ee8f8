import DnDSimulator

/// One way to run a trace: a variant name and its fault plan (`nil` for `default`, the trace as
/// recorded). Each variant has its own golden log.
public struct TraceVariant: Sendable, Equatable {
  /// The single variant of a trace that names none.
  public static let defaultName = "default"

  public var name: String
  public var plan: FaultPlan?

  public init(name: String, plan: FaultPlan?) {
    self.name = name
    self.plan = plan
  }
}

extension TraceVariant {
  /// The variants of the trace at `tracePath` whose header is `header`, in the header's order,
  /// each with its plan from the trace's plan file (``CaseFiles/faultPlan``). Errors
  /// name the trace `traceName` (the path by default) and the plan file after it.
  ///
  /// The trace and its plan file must agree exactly: a trace that names no variants runs as
  /// `default` and must have no plan file (a plan nobody runs is a mistake); a trace that names
  /// variants needs the plan file, which must define each of them and nothing else.
  public static func resolve(
    _ header: TraceHeader, tracePath: String, traceName: String? = nil
  ) throws(InputError) -> [TraceVariant] {
    let traceFile = traceName ?? tracePath
    let planPath = CaseFiles(trace: tracePath).faultPlan
    let planFile = CaseFiles(trace: traceFile).faultPlan
    let planExists = WholeFileReader.exists(path: planPath)
    guard !header.variants.isEmpty else {
      guard !planExists else {
        throw InputError(
          file: planFile,
          message:
            "the trace \(traceFile) names no variants, so this fault plan would never run; expected \"variants\" in the trace's header, or no plan file"
        )
      }
      return [TraceVariant(name: defaultName, plan: nil)]
    }
    let named = header.variants.map { JSONQuoting.quoted($0) }.joined(separator: ", ")
    if let index = header.variants.firstIndex(of: defaultName) {
      throw InputError(
        file: traceFile, line: 1,
        path: "\(JSONPath.root.appending(key: "variants").appending(index: index))",
        message:
          "\"\(defaultName)\" is reserved for running without a fault plan; expected another name")
    }
    guard planExists else {
      throw InputError(
        file: traceFile, line: 1, path: "$.variants",
        message: "the trace names variants \(named) but has no fault plan; expected \(planFile)")
    }
    let file = try FaultPlanFile.read(path: planPath, name: planFile)
    for name in header.variants where file.plan(named: name) == nil {
      throw InputError(
        file: planFile, path: "$.variants",
        message: "missing variant \(JSONQuoting.quoted(name)), which the trace \(traceFile) names")
    }
    for variant in file.variants where !header.variants.contains(variant.name) {
      throw InputError(
        file: planFile,
        path: "\(JSONPath.root.appending(key: "variants").appending(key: variant.name))",
        message:
          "variant \(JSONQuoting.quoted(variant.name)) is not named by the trace \(traceFile), whose header names \(named)"
      )
    }
    return header.variants.map { TraceVariant(name: $0, plan: file.plan(named: $0)) }
  }
}
