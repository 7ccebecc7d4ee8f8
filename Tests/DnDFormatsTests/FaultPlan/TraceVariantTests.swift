import DnDFormats
import DnDSimulator
import DnDTestSupport
import Testing
import VirtualTime

@Suite struct FaultPlanNamingTests {
  @Test(arguments: [
    ("album.trace.jsonl", "album.faults.json"),
    ("Traces/album.trace.jsonl", "Traces/album.faults.json"),
    ("album.jsonl", "album.faults.json"),
    ("/tmp/x.y/album.v2.jsonl", "/tmp/x.y/album.v2.faults.json"),
    ("album.txt", "album.txt.faults.json"),
    ("dir.jsonl/album", "dir.jsonl/album.faults.json"),
    (".jsonl", ".jsonl.faults.json"),
  ])
  func aPlanFileSitsNextToItsTrace(trace: String, plan: String) {
    #expect(CaseFiles(trace: trace).faultPlan == plan)
  }
}

@Suite struct TraceVariantTests {
  static let twoVariants = planDocument(
    variants: #"{"fast":{},"slow":{"rules":[{"match":{},"delay_ms":10}]}}"#)

  /// Resolves `header` for a trace `t.trace.jsonl` in a scratch directory holding `plan` (if
  /// any) as `t.faults.json`; the variants as `name:plan?` or the error.
  func resolve(_ variants: [String], plan: String?) -> String {
    let files = ScratchFiles()
    let trace = files.write("t.trace.jsonl", "")
    if let plan { _ = files.write("t.faults.json", plan) }
    do {
      return try TraceVariant.resolve(
        TraceHeader(scene: "album", variants: variants), tracePath: trace,
        traceName: "t.trace.jsonl"
      ).map { "\($0.name):\($0.plan == nil ? "none" : "\($0.plan!.rules.count) rules")" }
        .joined(separator: " ")
    } catch {
      return error.description
    }
  }

  @Test func aTraceWithoutVariantsRunsAsDefaultWithoutAPlan() {
    #expect(resolve([], plan: nil) == "default:none")
  }

  @Test func aTracesVariantsComeFromItsPlanFileInTheHeadersOrder() {
    #expect(resolve(["slow", "fast"], plan: Self.twoVariants) == "slow:1 rules fast:0 rules")
  }

  @Test func aStrayPlanFileIsAnError() {
    #expect(
      resolve([], plan: Self.twoVariants)
        == #"t.faults.json: error: the trace t.trace.jsonl names no variants, so this fault plan would never run; expected "variants" in the trace's header, or no plan file"#
    )
  }

  @Test func variantsWithoutAPlanFileNameTheExpectedFile() {
    #expect(
      resolve(["fast", "slow"], plan: nil)
        == #"t.trace.jsonl:1: $.variants: error: the trace names variants "fast", "slow" but has no fault plan; expected t.faults.json"#
    )
  }

  @Test func everyVariantTheTraceNamesMustBeInThePlan() {
    #expect(
      resolve(["fast", "slow", "failing"], plan: Self.twoVariants)
        == #"t.faults.json: $.variants: error: missing variant "failing", which the trace t.trace.jsonl names"#
    )
  }

  @Test func everyVariantOfThePlanMustBeNamedByTheTrace() {
    #expect(
      resolve(["slow"], plan: Self.twoVariants)
        == #"t.faults.json: $.variants.fast: error: variant "fast" is not named by the trace t.trace.jsonl, whose header names "slow""#
    )
  }

  @Test func aTraceMayNotNameTheDefaultVariant() {
    #expect(
      resolve(["fast", "default"], plan: Self.twoVariants)
        == #"t.trace.jsonl:1: $.variants[1]: error: "default" is reserved for running without a fault plan; expected another name"#
    )
  }

  @Test func aBrokenPlanFileReportsItsOwnError() {
    #expect(
      resolve(["fast"], plan: "")
        == "t.faults.json: error: empty file; expected a dndsim-faults JSON document")
    #expect(
      resolve(["fast"], plan: planDocument(variants: #"{"fast":{"hang":true}}"#))
        == #"t.faults.json: $.variants.fast.hang: error: unknown key "hang"; expected one of "rules", "completion_order", "user_cancel_ms""#
    )
  }
}
