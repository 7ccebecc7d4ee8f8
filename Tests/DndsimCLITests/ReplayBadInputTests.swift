import Foundation
import Testing

/// One way to break the valid case of ``ReplayFixture``, the arguments of `dndsim replay`, and
/// the one line the command must print for it on standard error.
struct BadInput: Sendable, CustomTestStringConvertible {
  var name: String
  var arguments = [ReplayFixture.traceName, "--variant", "slow"]
  var change: @Sendable (ReplayFixture) throws -> Void
  var expected: String

  var testDescription: String { name }

  /// Replaces the one occurrence of `old` in `file` with `new`.
  static func edit(
    _ name: String, _ file: String, _ old: String, _ new: String, expected: String
  ) -> BadInput {
    BadInput(name: name, change: { try $0.replace(in: file, old, with: new) }, expected: expected)
  }

  /// Replaces the whole of `file` with `text`.
  static func content(_ name: String, _ file: String, _ text: String, expected: String) -> BadInput
  {
    BadInput(name: name, change: { try $0.write(file, text) }, expected: expected)
  }
}

/// Every kind of malformed input through the real `dndsim replay` command: exit code 2, nothing
/// on standard output, exactly one line on standard error naming the file, the line and column or
/// JSON path, and what was expected — and no file created or changed.
@Suite struct ReplayBadInputTests {
  static let trace = ReplayFixture.traceName
  static let scene = ReplayFixture.sceneName
  static let plan = ReplayFixture.planName
  /// The valid trace's second line (the touch beginning), its last (the touch ending).
  static let beganLine = #"{"t":0,"touches":[{"id":1,"phase":"began","x":650,"y":150}]}"#
  static let endedLine = #"{"t":600000,"touches":[{"id":1,"phase":"ended","x":250,"y":300}]}"#

  static let traceCases: [BadInput] = [
    .edit(
      "trace: bad JSON", trace, #""id":1,"phase":"began""#, #""id":1 "phase":"began""#,
      expected: #"copy.trace.jsonl:2:27: error: expected ',' or '}' after object member, found '"'"#
    ),
    .edit(
      "trace: wrong type", trace, #""x":650"#, #""x":"650""#,
      expected:
        #"copy.trace.jsonl:2: $.touches[0].x: error: expected a number, found a string "650""#
    ),
    .edit(
      "trace: missing field", trace, #","y":150"#, "",
      expected: #"copy.trace.jsonl:2: $.touches[0]: error: missing required key "y""#),
    .edit(
      "trace: unknown field", trace, #""y":150"#, #""y":150,"z":1"#,
      expected:
        #"copy.trace.jsonl:2: $.touches[0].z: error: unknown key "z"; expected one of "id", "phase", "x", "y", "force", "radius""#
    ),
    .edit(
      "trace: unknown scene", trace, #""scene":"pinboard""#, #""scene":"nope""#,
      expected:
        #"copy.trace.jsonl:1: $.scene: error: unknown scene "nope"; looked for nope.scene.json (no Swift scenes are linked)"#
    ),
    .edit(
      "trace: time goes backwards", trace, #"{"t":416000,"#, #"{"t":300000,"#,
      expected: "copy.trace.jsonl:4: $.t: error: time goes backwards: 300000 µs after 400000 µs"),
    .edit(
      "trace: frame time repeated", trace, #"{"t":416000,"#, #"{"t":400000,"#,
      expected:
        "copy.trace.jsonl:4: $.t: error: frame times must strictly increase: 400000 µs after 400000 µs"
    ),
    .edit(
      "trace: moves before it began", trace, #""phase":"began""#, #""phase":"moved""#,
      expected: "copy.trace.jsonl:2: $.touches[0]: error: touch 1 moved before it began"),
    BadInput(
      name: "trace: moves after it ended",
      change: {
        try $0.append(
          trace, #"{"t":700000,"touches":[{"id":1,"phase":"moved","x":1,"y":1}]}"# + "\n")
      },
      expected:
        "copy.trace.jsonl:7: $.touches[0]: error: touch 1 moved after it ended on line 6; a touch id is never used again"
    ),
    .edit(
      "trace: still down at end of file", trace, endedLine + "\n", "",
      expected:
        "copy.trace.jsonl:6: error: end of file with touch 1 still down (it began on line 2); expected it to end or be cancelled"
    ),
    .edit(
      "trace: NaN", trace, #""x":650"#, #""x":NaN"#,
      expected: "copy.trace.jsonl:2:47: error: NaN is not allowed in JSON; numbers must be finite"),
    .edit(
      "trace: Infinity", trace, #""x":650"#, #""x":Infinity"#,
      expected:
        "copy.trace.jsonl:2:47: error: Infinity is not allowed in JSON; numbers must be finite"),
    .edit(
      "trace: -Infinity", trace, #""x":650"#, #""x":-Infinity"#,
      expected:
        "copy.trace.jsonl:2:47: error: -Infinity is not allowed in JSON; numbers must be finite"),
    .edit(
      "trace: huge coordinate", trace, #""x":650"#, #""x":1e9"#,
      expected:
        "copy.trace.jsonl:2: $.touches[0].x: error: expected a coordinate within ±1000000 points, found 1000000000.0"
    ),
    .edit(
      "trace: coordinate beyond a Double", trace, #""x":650"#, #""x":1e400"#,
      expected:
        "copy.trace.jsonl:2:47: error: number out of range: 1e400 is too large for a 64-bit floating-point number"
    ),
    .edit(
      "trace: huge t", trace, #"{"t":600000,"#, #"{"t":2000000000000,"#,
      expected:
        "copy.trace.jsonl:6: $.t: error: expected a time ≤ 1000000000000 µs (about 11.6 days), found 2000000000000"
    ),
    .edit(
      "trace: t beyond 64 bits", trace, #"{"t":600000,"#, #"{"t":99999999999999999999,"#,
      expected:
        "copy.trace.jsonl:6:6: error: number out of range: 99999999999999999999 does not fit in a 64-bit signed integer"
    ),
    .edit(
      "trace: t as 0.5", trace, #"{"t":0,"#, #"{"t":0.5,"#,
      expected: "copy.trace.jsonl:2: $.t: error: expected an integer, found a number 0.5"),
    .edit(
      "trace: t as \"0\"", trace, #"{"t":0,"#, #"{"t":"0","#,
      expected: #"copy.trace.jsonl:2: $.t: error: expected an integer, found a string "0""#),
    .edit(
      "trace: unknown version", trace, #""version":1"#, #""version":2"#,
      expected:
        "copy.trace.jsonl:1: $.version: error: unknown version 2; this build reads version 1"
    ),
    .edit(
      "trace: unknown format", trace, #""dndsim-trace""#, #""dndsim-trail""#,
      expected:
        #"copy.trace.jsonl:1: $.format: error: expected "dndsim-trace", found "dndsim-trail""#),
    .edit(
      "trace: unknown time unit", trace, #""time_unit":"us""#, #""time_unit":"ms""#,
      expected:
        #"copy.trace.jsonl:1: $.time_unit: error: expected "us" (microseconds), found "ms""#),
    .content(
      "trace: truncated mid-JSON", trace, String(ReplayFixture.trace.dropLast(20)),
      expected:
        "copy.trace.jsonl:6:47: error: expected ',' or '}' after object member, found end of input"
    ),
    .content(
      "trace: empty", trace, "",
      expected: "copy.trace.jsonl: error: empty file; expected a trace header line"),
    BadInput(
      name: "trace: does not exist", arguments: ["nothere.trace.jsonl", "--variant", "slow"],
      change: { _ in },
      expected: "nothere.trace.jsonl: error: cannot open the file (No such file or directory)"),
  ]

  static let sceneCases: [BadInput] = [
    .edit(
      "scene: bad JSON", scene, #""frame":[0,0,500,600],"views""#, #""frame":[0,0,500,600]"views""#,
      expected:
        #"pinboard.scene.json:5:42: error: expected ',' or '}' after object member, found '"'"#),
    .edit(
      "scene: wrong type", scene, #""delay_ms":300"#, #""delay_ms":"300""#,
      expected:
        #"pinboard.scene.json: $.items[0].representations[0].loader.delay_ms: error: expected an integer, found a string "300""#
    ),
    .edit(
      "scene: missing field", scene, #","team":"T2""#, "",
      expected: #"pinboard.scene.json: $.apps[1]: error: missing required key "team""#),
    .edit(
      "scene: unknown field", scene, #""team":"T2""#, #""team":"T2","colour":"red""#,
      expected:
        #"pinboard.scene.json: $.apps[1].colour: error: unknown key "colour"; expected one of "name", "team", "group""#
    ),
    .edit(
      "scene: window of an unknown app", scene, #"{"app":"photos""#, #"{"app":"mail""#,
      expected:
        #"pinboard.scene.json: $.windows[1].app: error: unknown app "mail"; declared apps: "pinboard", "photos""#
    ),
    .edit(
      "scene: view drags an unknown item", scene, #""items":["photo-1"]"#, #""items":["photo-9"]"#,
      expected:
        #"pinboard.scene.json: $.windows[1].views[0].drag.items[0]: error: unknown item "photo-9"; declared items: "photo-1""#
    ),
    .edit(
      "scene: retarget container unknown", scene, #""preview":"none""#,
      #""preview":{"retarget":{"container":"nope","center":[1,1],"scale":1}}"#,
      expected:
        #"pinboard.scene.json: $.windows[0].views[0].drop.preview.retarget.container: error: unknown view "nope"; expected the name of a view in this scene"#
    ),
    .edit(
      "scene: implements lacks the required method", scene, #""drag":{"items":["photo-1"]}"#,
      #""drag":{"implements":["sessionWillBegin"],"items":["photo-1"]}"#,
      expected:
        #"pinboard.scene.json: $.windows[1].views[0].drag.implements: error: a drag delegate always implements "itemsForBeginning" (required); "implements" lists every method the delegate implements, so it must list "itemsForBeginning""#
    ),
    .edit(
      "scene: a key for a method not implemented", scene, #""drop":{"accepts""#,
      #""drop":{"implements":["performDrop","previewForDropping"],"accepts""#,
      expected:
        #"pinboard.scene.json: $.windows[0].views[0].drop.accepts: error: "accepts" configures "canHandle", which "implements" does not list; list it there or leave "accepts" out"#
    ),
    .edit(
      "scene: Infinity", scene, #""image":[64,48]"#, #""image":[64,Infinity]"#,
      expected:
        "pinboard.scene.json:3:110: error: Infinity is not allowed in JSON; numbers must be finite"
    ),
    .edit(
      "scene: width out of range", scene, #"[500,0,500,600]"#, #"[500,0,5000000,600]"#,
      expected:
        "pinboard.scene.json: $.windows[1].frame[2]: error: expected a width in 0…1000000, found 5000000"
    ),
    .edit(
      "scene: unknown version", scene, #""version":1"#, #""version":2"#,
      expected:
        "pinboard.scene.json: $.version: error: unknown version 2; this build reads version 1"
    ),
    .edit(
      "scene: unknown format", scene, #""dndsim-scene""#, #""dndsim-scen""#,
      expected:
        #"pinboard.scene.json: $.format: error: expected "dndsim-scene", found "dndsim-scen""#),
    .edit(
      "scene: named unlike its file", scene, #""version":1,"name":"pinboard""#,
      #""version":1,"name":"corkboard""#,
      expected:
        #"pinboard.scene.json: $.name: error: the scene is named "corkboard"; expected "pinboard", as its file name says"#
    ),
    .content(
      "scene: empty", scene, "",
      expected: "pinboard.scene.json: error: empty file; expected a dndsim-scene JSON document"),
  ]

  static let planCases: [BadInput] = [
    .edit(
      "plan: bad JSON", plan, #""progress_steps":3"#, #""progress_steps":3,"#,
      expected:
        "copy.faults.json:1:146: error: expected a string key after ',', found '}' (trailing commas are not allowed in JSON)"
    ),
    .edit(
      "plan: wrong type", plan, #""delay_ms":3000"#, #""delay_ms":3000.0"#,
      expected:
        "copy.faults.json: $.variants.slow.rules[0].delay_ms: error: expected an integer, found a number 3000.0"
    ),
    .edit(
      "plan: missing field", plan, #""match":{"type":"public.image"},"#, "",
      expected: #"copy.faults.json: $.variants.slow.rules[0]: error: missing required key "match""#),
    .edit(
      "plan: unknown field", plan, #""progress_steps":3"#, #""progress_steps":3,"speed":1"#,
      expected:
        #"copy.faults.json: $.variants.slow.rules[0].speed: error: unknown key "speed"; expected one of "match", "delay_ms", "progress_steps", "fail", "hang""#
    ),
    .edit(
      "plan: NaN", plan, #""delay_ms":3000"#, #""delay_ms":NaN"#,
      expected: "copy.faults.json:1:122: error: NaN is not allowed in JSON; numbers must be finite"),
    .edit(
      "plan: delay out of range", plan, #""delay_ms":3000"#, #""delay_ms":3600001"#,
      expected:
        "copy.faults.json: $.variants.slow.rules[0].delay_ms: error: expected a delay in 0…3600000 ms, found 3600001"
    ),
    .edit(
      "plan: unknown version", plan, #""version":1"#, #""version":2"#,
      expected: "copy.faults.json: $.version: error: unknown version 2; this build reads version 1"),
    .edit(
      "plan: unknown format", plan, #""dndsim-faults""#, #""dndsim-fault""#,
      expected:
        #"copy.faults.json: $.format: error: expected "dndsim-faults", found "dndsim-fault""#
    ),
    .content(
      "plan: empty", plan, "",
      expected: "copy.faults.json: error: empty file; expected a dndsim-faults JSON document"),
    .edit(
      "plan: missing a variant the trace names", plan, #""fast":{},"#, "",
      expected:
        #"copy.faults.json: $.variants: error: missing variant "fast", which the trace copy.trace.jsonl names"#
    ),
    .edit(
      "plan: an extra variant", plan, #""fast":{},"#, #""fast":{},"extra":{},"#,
      expected:
        #"copy.faults.json: $.variants.extra: error: variant "extra" is not named by the trace copy.trace.jsonl, whose header names "fast", "slow""#
    ),
    BadInput(
      name: "plan: trace names variants but there is no plan", change: { try $0.remove(plan) },
      expected:
        #"copy.trace.jsonl:1: $.variants: error: the trace names variants "fast", "slow" but has no fault plan; expected copy.faults.json"#
    ),
  ]

  static let runCases: [BadInput] = [
    BadInput(
      name: "--variant nope", arguments: [trace, "--variant", "nope"], change: { _ in },
      expected:
        #"copy.trace.jsonl:1: $.variants: error: no variant "nope"; expected one of "fast", "slow""#
    ),
    BadInput(
      name: "no --variant for a trace with two", arguments: [trace], change: { _ in },
      expected:
        #"copy.trace.jsonl:1: $.variants: error: the trace names variants "fast", "slow"; expected --variant with one of them"#
    ),
    .edit(
      "a scene action fails during the replay", trace, endedLine,
      #"{"t":440000,"action":"scene","name":"deleteRow","arguments":{"list":"nope","row":"0"}}"#
        + "\n" + endedLine,
      expected:
        #"copy.trace.jsonl:6: error: scene action "deleteRow" at t=0.440s failed: deleteRow: no table or collection view "nope""#
    ),
    BadInput(
      name: "--compare with a golden that does not exist",
      arguments: [trace, "--variant", "slow", "--compare", "nothere.golden.log"], change: { _ in },
      expected: "nothere.golden.log: error: no such file; expected a golden log to compare with"),
  ]

  /// Breaks the fixture as `input` says, replays it and checks the one-line report.
  static func check(_ input: BadInput) throws {
    let fixture = try ReplayFixture()
    try input.change(fixture)
    let before = try fixture.snapshot()
    let result = try CLIRunner.run(["replay"] + input.arguments, in: fixture.directory)
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == input.expected + "\n")
    #expect(try fixture.snapshot() == before, "the replay created or changed a file")
  }

  @Test(arguments: traceCases) func badTrace(_ input: BadInput) throws { try Self.check(input) }
  @Test(arguments: sceneCases) func badScene(_ input: BadInput) throws { try Self.check(input) }
  @Test(arguments: planCases) func badFaultPlan(_ input: BadInput) throws { try Self.check(input) }
  @Test(arguments: runCases) func badRun(_ input: BadInput) throws { try Self.check(input) }

  /// A 1 GiB line, made cheaply: 17 MiB of a JSON string really written, then the file extended
  /// sparsely. The line reader stops at 16 MiB, so the run reads about that much.
  @Test func aGigabyteLineIsTooLong() throws {
    try Self.check(
      BadInput(
        name: "trace: a 1 GiB line",
        change: { fixture in
          let handle = try FileHandle(forWritingTo: fixture.url(Self.trace))
          defer { try? handle.close() }
          try handle.seekToEnd()
          try handle.write(contentsOf: Data(#"{"t":500000,"touches":""#.utf8))
          try handle.write(contentsOf: Data(repeating: UInt8(ascii: "a"), count: 17 << 20))
          try handle.truncate(atOffset: 1 << 30)
        },
        expected:
          "copy.trace.jsonl:7: error: line is longer than 16777216 bytes; expected one record per line"
      ))
  }
}

/// The check that a run created or changed no file must itself see every change.
@Suite struct ReplayFixtureTests {
  @Test func theSnapshotSeesCreatedChangedAndDeletedFiles() throws {
    let fixture = try ReplayFixture()
    let valid = try fixture.snapshot()
    #expect(
      Set(valid.keys) == [ReplayFixture.sceneName, ReplayFixture.traceName, ReplayFixture.planName])
    #expect(try fixture.snapshot() == valid)

    try fixture.replace(in: ReplayFixture.planName, "3000", with: "3001")
    #expect(try fixture.snapshot() != valid)
    try fixture.write(ReplayFixture.planName, ReplayFixture.plan)
    #expect(try fixture.snapshot() == valid)

    try fixture.write("new.log", "")
    #expect(try fixture.snapshot() != valid)
    try fixture.remove("new.log")
    try fixture.remove(ReplayFixture.sceneName)
    #expect(try fixture.snapshot() != valid)
  }

  @Test func theSnapshotSeesAByteWrittenIntoTheHoleOfASparseFile() throws {
    let fixture = try ReplayFixture()
    let handle = try FileHandle(forWritingTo: fixture.url(ReplayFixture.traceName))
    defer { try? handle.close() }
    try handle.truncate(atOffset: 1 << 30)
    let sparse = try fixture.snapshot()
    try handle.seek(toOffset: 1 << 29)
    try handle.write(contentsOf: Data([1]))
    #expect(try fixture.snapshot() != sparse)
  }
}

/// `--compare` and determinism of the valid case.
@Suite struct ReplayCompareTests {
  static let arguments = ["replay", ReplayFixture.traceName, "--variant", "slow"]
  static let golden = "copy.slow.golden.log"

  static func log(_ fixture: ReplayFixture) throws -> String {
    let result = try CLIRunner.run(arguments, in: fixture.directory)
    try #require(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    return result.standardOutput
  }

  @Test func anEqualGoldenPassesSilently() throws {
    let fixture = try ReplayFixture()
    try fixture.write(Self.golden, try Self.log(fixture))
    let result = try CLIRunner.run(
      Self.arguments + ["--compare", Self.golden], in: fixture.directory)
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.isEmpty)
  }

  @Test func aDifferentGoldenPrintsTheDivergence() throws {
    let fixture = try ReplayFixture()
    let log = try Self.log(fixture)
    let completed = "    3.900000 data     L1 completed(data: <9 bytes>)"
    var lines = log.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let index = try #require(lines.firstIndex(of: completed))
    lines[index] = "    3.900000 data     L1 completed(data: <8 bytes>)"
    try fixture.write(Self.golden, lines.joined(separator: "\n"))

    let result = try CLIRunner.run(
      Self.arguments + ["--compare", Self.golden], in: fixture.directory)
    #expect(result.exitCode == 1)
    #expect(result.standardError.isEmpty)
    let line = index + 1
    #expect(
      result.standardOutput.hasPrefix(
        """
        copy.slow.golden.log and actual differ: 1 line removed, 1 added, in 1 hunk
        first difference at line \(line) of copy.slow.golden.log, line \(line) of actual, after:

        """))
    #expect(
      result.standardOutput.contains(
        """
        expected:     3.900000 data     L1 completed(data: <8 bytes>)
        actual:       3.900000 data     L1 completed(data: <9 bytes>)

        """))
  }

  @Test func theSameReplayIsByteIdenticalAcrossProcesses() throws {
    let fixture = try ReplayFixture()
    let runs = try (0..<3).map { _ in try CLIRunner.run(Self.arguments, in: fixture.directory) }
    #expect(runs.allSatisfy { $0.exitCode == 0 && $0.standardError.isEmpty })
    #expect(Set(runs.map(\.standardOutput)).count == 1)
    #expect(runs[0].standardOutput.hasPrefix("# dndsim-log 1\n# trace: copy.trace.jsonl\n"))
    #expect(runs[0].standardOutput.hasSuffix("# end\n"))
  }
}
