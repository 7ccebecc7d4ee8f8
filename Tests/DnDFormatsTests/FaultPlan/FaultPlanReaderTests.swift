import DnDEngine
import DnDFormats
import DnDSimulator
import DnDTestSupport
import Testing
import VirtualTime

/// A plan document with `variants` as its variants object.
func planDocument(variants: String) -> String {
  #"{"format":"dndsim-faults","version":1,"variants":"# + variants + "}"
}

/// A plan document with one variant `v` whose body is `variant`.
func planDocument(variant: String) -> String {
  planDocument(variants: #"{"v":"# + variant + "}")
}

/// The error reading `text` as `x.faults.json`, or "ok".
func planError(_ text: String) -> String {
  do {
    _ = try FaultPlanFile.parse(Array(text.utf8), source: "x.faults.json")
    return "ok"
  } catch {
    return error.description
  }
}

@Suite struct FaultPlanReaderTests {
  static let example = """
    {"format":"dndsim-faults","version":1,
     "variants":{
       "fast":{"rules":[]},
       "slow":{"rules":[{"match":{"type":"public.image"},"delay_ms":3000,"progress_steps":4}]},
       "failing":{"rules":[{"match":{"item":"I2"},"delay_ms":500,"fail":"network down"}]},
       "hanging":{"rules":[{"match":{},"hang":true}],"user_cancel_ms":[4000]},
       "reverse":{"rules":[{"match":{"app":"photos"},"delay_ms":200}],"completion_order":"reverse"},
       "picky":{"rules":[{"match":{"provider":"sunset.png","app":"photos"},"delay_ms":800},
                         {"match":{"provider":"P2"},"fail":"disk full"}]}}}
    """

  @Test func theDocumentedExampleReadsAsItsPlans() throws {
    let file = try FaultPlanFile.parse(Array(Self.example.utf8), source: "x.faults.json")
    #expect(
      file.variants.map(\.name) == ["fast", "slow", "failing", "hanging", "reverse", "picky"])
    #expect(file.plan(named: "fast") == FaultPlan())
    #expect(
      file.plan(named: "slow")
        == FaultPlan(rules: [
          FaultRule(
            match: FaultMatch(type: .image),
            script: LoadScript(delay: .milliseconds(3000), progressSteps: 4))
        ]))
    #expect(
      file.plan(named: "failing")
        == FaultPlan(rules: [
          FaultRule(
            match: FaultMatch(item: "I2"),
            script: LoadScript(delay: .milliseconds(500), outcome: .fail("network down")))
        ]))
    #expect(
      file.plan(named: "hanging")
        == FaultPlan(
          rules: [FaultRule(script: LoadScript(outcome: .hang))], userCancels: [.seconds(4)]))
    #expect(
      file.plan(named: "reverse")
        == FaultPlan(
          rules: [
            FaultRule(
              match: FaultMatch(app: "photos"), script: LoadScript(delay: .milliseconds(200)))
          ], completionOrder: .reverse))
    #expect(
      file.plan(named: "picky")
        == FaultPlan(rules: [
          FaultRule(
            match: FaultMatch(provider: "sunset.png", app: "photos"),
            script: LoadScript(delay: .milliseconds(800))),
          FaultRule(
            match: FaultMatch(provider: "P2"), script: LoadScript(outcome: .fail("disk full"))),
        ]))
    #expect(file.plan(named: "default") == nil)
  }

  @Test func allFourCriteriaReadIntoOneMatch() throws {
    let text = planDocument(
      variant:
        #"{"rules":[{"match":{"provider":"P2","item":"I1","type":"public.png","app":"photos"},"delay_ms":0,"progress_steps":0}]}"#
    )
    let plan = try FaultPlanFile.parse(Array(text.utf8), source: "x").plan(named: "v")
    #expect(
      plan?.rules == [
        FaultRule(match: FaultMatch(provider: "P2", item: "I1", type: .png, app: "photos"))
      ])
  }

  @Test func anEmptyVariantIsAPlanWithoutFaults() throws {
    let file = try FaultPlanFile.parse(
      Array(planDocument(variant: #"{"completion_order":"natural","user_cancel_ms":[]}"#).utf8),
      source: "x")
    #expect(file.variants == [FaultPlanFile.Variant(name: "v", plan: FaultPlan())])
  }

  @Test func extremesOfEveryRangeAreAccepted() throws {
    let text = planDocument(
      variant:
        #"{"rules":[{"match":{"item":"I123"},"delay_ms":3600000,"progress_steps":1000}],"user_cancel_ms":[0,3600000]}"#
    )
    let plan = try FaultPlanFile.parse(Array(text.utf8), source: "x").plan(named: "v")
    #expect(plan?.rules.first?.script == LoadScript(delay: .seconds(3600), progressSteps: 1000))
    #expect(plan?.userCancels == [.zero, .seconds(3600)])
  }

  /// Every kind of bad input, each with its one message.
  @Test(arguments: [
    // Not a document at all.
    ("", "x.faults.json: error: empty file; expected a dndsim-faults JSON document"),
    (" \n", "x.faults.json:2:1: error: expected a JSON value, found end of input"),
    (
      "garbage", "x.faults.json:1:1: error: invalid literal 'garbage'; expected true, false or null"
    ),
    (
      #"{"format":"dndsim-faults","version":1,"variants":{"v":{}}"#,
      "x.faults.json:1:58: error: expected ',' or '}' after object member, found end of input"
    ),
    (
      planDocument(variant: "{}") + "\n{}",
      "x.faults.json:2:1: error: expected end of input after the JSON document, found '{'"
    ),
    (
      planDocument(variants: "{\"v\":{},\n \"v\":{}}"),
      #"x.faults.json:2:2: error: duplicate key "v"; first defined at line 1, column 51"#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":NaN}]}"#),
      "x.faults.json:1:88: error: NaN is not allowed in JSON; numbers must be finite"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":99999999999999999999}]}"#),
      "x.faults.json:1:88: error: number out of range: 99999999999999999999 does not fit in a 64-bit signed integer"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":1e999}]}"#),
      "x.faults.json:1:88: error: number out of range: 1e999 is too large for a 64-bit floating-point number"
    ),
    (
      planDocument(variant: #"{"rules":[[[[[[[]]]]]]]}"#),
      "x.faults.json:1:69: error: nesting too deep: more than 8 nested arrays and objects"
    ),
    // The document's frame.
    ("[]", "x.faults.json: $: error: expected an object, found an array"),
    (
      #"{"format":"dndsim-trace","version":1,"variants":{"v":{}}}"#,
      #"x.faults.json: $.format: error: expected "dndsim-faults", found "dndsim-trace""#
    ),
    (
      #"{"version":1,"variants":{"v":{}}}"#,
      #"x.faults.json: $: error: missing required key "format""#
    ),
    (
      #"{"format":"dndsim-faults","version":2,"variants":{"v":{}}}"#,
      "x.faults.json: $.version: error: unknown version 2; this build reads version 1"
    ),
    (
      #"{"format":"dndsim-faults","version":1.0,"variants":{"v":{}}}"#,
      "x.faults.json: $.version: error: expected an integer, found a number 1.0"
    ),
    (
      #"{"format":"dndsim-faults","version":1}"#,
      #"x.faults.json: $: error: missing required key "variants""#
    ),
    (
      #"{"format":"dndsim-faults","version":1,"variants":{},"note":"x"}"#,
      #"x.faults.json: $.note: error: unknown key "note"; expected one of "format", "version", "variants""#
    ),
    (
      planDocument(variants: "{}"),
      "x.faults.json: $.variants: error: expected at least one variant"
    ),
    (
      planDocument(variants: "[]"),
      "x.faults.json: $.variants: error: expected an object, found an array"
    ),
    // Variants.
    (
      planDocument(variants: #"{"no spaces":{}}"#),
      #"x.faults.json: $.variants["no spaces"]: error: expected a variant name of letters, digits, '-' and '_' (at most 64), found "no spaces""#
    ),
    (
      planDocument(variants: #"{"":{}}"#),
      #"x.faults.json: $.variants[""]: error: expected a variant name of letters, digits, '-' and '_' (at most 64), found """#
    ),
    (
      planDocument(variants: #"{"default":{}}"#),
      #"x.faults.json: $.variants.default: error: "default" is reserved for running without a fault plan; expected another name"#
    ),
    (
      planDocument(variant: "null"),
      "x.faults.json: $.variants.v: error: expected an object, found null"
    ),
    (
      planDocument(variant: #"{"rule":[]}"#),
      #"x.faults.json: $.variants.v.rule: error: unknown key "rule"; expected one of "rules", "completion_order", "user_cancel_ms""#
    ),
    (
      planDocument(variant: #"{"rules":{}}"#),
      "x.faults.json: $.variants.v.rules: error: expected an array, found an object"
    ),
    (
      planDocument(variant: #"{"completion_order":"backwards"}"#),
      #"x.faults.json: $.variants.v.completion_order: error: expected "natural" or "reverse", found "backwards""#
    ),
    (
      planDocument(variant: #"{"user_cancel_ms":4000}"#),
      "x.faults.json: $.variants.v.user_cancel_ms: error: expected an array, found an integer 4000"
    ),
    (
      planDocument(variant: #"{"user_cancel_ms":[4000.5]}"#),
      "x.faults.json: $.variants.v.user_cancel_ms[0]: error: expected an integer, found a number 4000.5"
    ),
    (
      planDocument(variant: #"{"user_cancel_ms":[-1]}"#),
      "x.faults.json: $.variants.v.user_cancel_ms[0]: error: expected an instant in 0…3600000 ms, found -1"
    ),
    (
      planDocument(variant: #"{"user_cancel_ms":[100,100]}"#),
      "x.faults.json: $.variants.v.user_cancel_ms[1]: error: expected instants in increasing order, found 100 ms after 100 ms"
    ),
    // Rules.
    (
      planDocument(variant: #"{"rules":[{"delay_ms":5}]}"#),
      #"x.faults.json: $.variants.v.rules[0]: error: missing required key "match""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay":5}]}"#),
      #"x.faults.json: $.variants.v.rules[0].delay: error: unknown key "delay"; expected one of "match", "delay_ms", "progress_steps", "fail", "hang""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":3000.0}]}"#),
      "x.faults.json: $.variants.v.rules[0].delay_ms: error: expected an integer, found a number 3000.0"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":"3000"}]}"#),
      #"x.faults.json: $.variants.v.rules[0].delay_ms: error: expected an integer, found a string "3000""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":1e3}]}"#),
      "x.faults.json: $.variants.v.rules[0].delay_ms: error: expected an integer, found a number 1000.0"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":-1}]}"#),
      "x.faults.json: $.variants.v.rules[0].delay_ms: error: expected a delay in 0…3600000 ms, found -1"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"delay_ms":3600001}]}"#),
      "x.faults.json: $.variants.v.rules[0].delay_ms: error: expected a delay in 0…3600000 ms, found 3600001"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"progress_steps":1001}]}"#),
      "x.faults.json: $.variants.v.rules[0].progress_steps: error: expected 0…1000 progress steps, found 1001"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"progress_steps":true}]}"#),
      "x.faults.json: $.variants.v.rules[0].progress_steps: error: expected an integer, found a boolean true"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"fail":""}]}"#),
      #"x.faults.json: $.variants.v.rules[0].fail: error: expected a failure reason, found """#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"fail":true}]}"#),
      "x.faults.json: $.variants.v.rules[0].fail: error: expected a string, found a boolean true"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"hang":false}]}"#),
      #"x.faults.json: $.variants.v.rules[0].hang: error: expected true; leave "hang" out for a load that does not hang"#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"hang":1}]}"#),
      "x.faults.json: $.variants.v.rules[0].hang: error: expected a boolean, found an integer 1"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{},"fail":"x","hang":true}]}"#),
      #"x.faults.json: $.variants.v.rules[0].hang: error: "fail" and "hang" exclude each other: a load either fails or hangs"#
    ),
    // Matches.
    (
      planDocument(variant: #"{"rules":[{"match":[]}]}"#),
      "x.faults.json: $.variants.v.rules[0].match: error: expected an object, found an array"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"kind":"x"}}]}"#),
      #"x.faults.json: $.variants.v.rules[0].match.kind: error: unknown key "kind"; expected one of "provider", "item", "type", "app""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"provider":""}}]}"#),
      #"x.faults.json: $.variants.v.rules[0].match.provider: error: expected a provider id like "P1" or a suggested name, found """#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"item":"i2"}}]}"#),
      #"x.faults.json: $.variants.v.rules[0].match.item: error: expected an item id like "I1", found "i2""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"item":"I01"}}]}"#),
      #"x.faults.json: $.variants.v.rules[0].match.item: error: expected an item id like "I1", found "I01""#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"item":2}}]}"#),
      "x.faults.json: $.variants.v.rules[0].match.item: error: expected a string, found an integer 2"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"type":""}}]}"#),
      #"x.faults.json: $.variants.v.rules[0].match.type: error: expected a type identifier like "public.image", found """#
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{"app":null}}]}"#),
      "x.faults.json: $.variants.v.rules[0].match.app: error: expected a string, found null"
    ),
    (
      planDocument(variant: #"{"rules":[{"match":{}},{"match":{"app":""}}]}"#),
      #"x.faults.json: $.variants.v.rules[1].match.app: error: expected an app name, found """#
    ),
  ])
  func badInputGetsOnePreciseError(text: String, message: String) {
    #expect(planError(text) == message)
  }

  @Test func readingAFileNamesItAndBoundsItsSize() throws {
    let files = ScratchFiles()
    let path = files.write("t.faults.json", planDocument(variant: "{}"))
    #expect(try FaultPlanFile.read(path: path).variants.map(\.name) == ["v"])
    #expect(
      throws: InputError(
        file: "shown.json", path: "$.variants.v", message: "expected an object, found null")
    ) {
      try FaultPlanFile.read(
        path: files.write("bad.faults.json", planDocument(variant: "null")), name: "shown.json")
    }
    let huge = files.write(
      "huge.faults.json", String(repeating: " ", count: FaultPlanFile.maxBytes + 1))
    #expect(
      throws: InputError(
        file: "huge.json",
        message: "file is larger than 1048576 bytes; expected a small JSON document")
    ) { try FaultPlanFile.read(path: huge, name: "huge.json") }
    #expect(
      throws: InputError(
        file: "gone.json", message: "cannot open the file (No such file or directory)")
    ) {
      try FaultPlanFile.read(path: files.directory.path + "/missing.json", name: "gone.json")
    }
  }
}
