import DnDEngine
import DnDFormats
import DnDRunner
import Foundation

// The `explore` family: how many seeds of `dndsim explore` this machine runs per hour on a
// 2-second, 3-finger trace whose drops make 30 provider loads — each seed a random fault plan,
// jitter and swarm mix, replayed in memory and judged by the invariant checker, on 2 worker
// threads as `dndsim explore --jobs 2` runs them. See Benchmarks/README.md.

extension BenchmarkFamily {
  static let explore = BenchmarkFamily(
    name: "explore",
    summary: "dndsim explore seeds per hour: a 2 s, 3-finger trace with 30 loads, --jobs 2",
    run: { try ExploreBenchmarks.run() })
}

enum ExploreBenchmarks {
  /// Seeds per repetition: enough for a few seconds of work.
  static let seeds: UInt64 = 2_000
  static let repetitions = 3
  static let jobs = 2

  @MainActor
  static func run() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-bench-explore-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(ExploreWorkload.scene.utf8).write(
      to: directory.appendingPathComponent("bench-explore.scene.json"))
    let tracePath = directory.appendingPathComponent("three-fingers.trace.jsonl").path
    try Data(ExploreWorkload.trace().utf8).write(to: URL(fileURLWithPath: tracePath))
    let cases = try CorpusDiscovery.discover([tracePath]).cases
    guard cases.count == 1 else {
      throw BenchmarkFailure("explore: \(cases.count) cases discovered in \(tracePath), expected 1")
    }

    // The workload's own shape, checked before anything is timed.
    let explored = try ExploreCase.load(cases[0], scenes: SceneResolver())
    guard let span = explored.records.last?.time else {
      throw BenchmarkFailure("explore: the workload's trace has no record")
    }
    let fingers = Set(
      explored.records.flatMap { record -> [Int] in
        if case .frame(_, let touches) = record { touches.map(\.id) } else { [] }
      })
    guard (20...50).contains(explored.facts.loads), fingers.count == 3, span <= 2_000_000 else {
      throw BenchmarkFailure(
        "explore: the workload has \(explored.facts.loads) loads, \(fingers.count) fingers, "
          + "\(span) µs; expected 20–50 loads, 3 fingers, at most 2 s")
    }
    note(
      "  workload: \(explored.records.count) records over \(span) µs, \(fingers.count) fingers, "
        + "\(explored.facts.loads) loads in the plain replay")

    measure("explore.seeds_per_hour") {
      var times: [Int64] = []
      var first: (lines: [String], summary: ExploreSummary)?
      for repetition in 1...repetitions {
        var lines: [String] = []
        let run = ExploreRun(
          cases: cases, seedCount: seeds, jobs: jobs, scenes: SceneResolver(), shrinks: false)
        let measured = timed { run.run { lines.append($0) } }
        let summary = measured.value
        note(
          "  repetition \(repetition): \(summary.seedsRun) seeds in "
            + "\(formatSeconds(measured.nanoseconds)), \(summary.failures.count) failed")
        try check(summary, repetition: repetition)
        if let first, first.lines != lines || first.summary != summary {
          throw BenchmarkFailure(
            "explore: repetition \(repetition) printed something else than repetition 1")
        }
        first = first ?? (lines: lines, summary: summary)
        times.append(measured.nanoseconds)
      }
      let perHour = Double(seeds) * 3_600 / (Double(median(times)) / 1_000_000_000)
      emit("explore.seeds_per_hour=\(Int64(perHour.rounded()))")
    }
  }

  /// A repetition counts only if every seed asked for ran to completion: the case was read, every
  /// seed was replayed, and none stopped because its replay could not go on (`replay-input`). Seeds
  /// whose logs break an invariant did run; they are reported, and must be the same in every
  /// repetition.
  static func check(_ summary: ExploreSummary, repetition: Int) throws {
    try expect(
      summary.brokenCases == 0 && summary.cases == 1,
      "explore: repetition \(repetition) could not explore \(summary.brokenCases) case(s)")
    try expect(
      summary.seedsRun == Int(seeds),
      "explore: repetition \(repetition) ran \(summary.seedsRun) of \(seeds) seeds")
    let stopped = summary.failures.filter { $0.rules.contains("replay-input") }
    try expect(
      stopped.isEmpty,
      "explore: in repetition \(repetition), \(stopped.count) seeds could not be replayed to the "
        + "end (replay-input): seeds \(stopped.prefix(5).map { String($0.seed) }.joined(separator: ", "))"
    )
  }
}

/// The benchmark's scene and trace, generated (deterministic, nothing random).
enum ExploreWorkload {
  /// Photos (two stacks of 12 images and a shelf whose tap adds 6 more) and a board in another
  /// app that loads every dropped image on its own (`each_object`: one load per item).
  static var scene: String {
    func names(_ prefix: String, _ count: Int) -> [String] { (1...count).map { "\(prefix)\($0)" } }
    let templates = (names("a", 12) + names("b", 12) + names("c", 6)).map {
      #"{"name": "\#($0)", "representations": [{"type": "public.png", "image": [64, 64]}]}"#
    }
    func quoted(_ list: [String]) -> String { list.map { "\"\($0)\"" }.joined(separator: ", ") }
    return """
      {
        "format": "dndsim-scene", "version": 1, "name": "bench-explore",
        "apps": [{"name": "photos", "team": "T1"}, {"name": "board", "team": "T2"}],
        "items": [\(templates.joined(separator: ",\n    "))],
        "windows": [
          {"app": "photos", "frame": [0, 0, 512, 768], "views": [
            {"name": "stack-a", "frame": [0, 0, 256, 256], "drag": {"items": [\(quoted(names("a", 12)))]}},
            {"name": "stack-b", "frame": [256, 0, 256, 256], "drag": {"items": [\(quoted(names("b", 12)))]}},
            {"name": "shelf", "frame": [0, 512, 512, 256],
             "drag": {"items": [], "add_items": [\(quoted(names("c", 6)))]}}]},
          {"app": "board", "frame": [512, 0, 512, 768], "views": [
            {"name": "board", "frame": [0, 0, 512, 768],
             "drop": {"accepts": ["public.image"], "perform": {"load": {"each_object": "image"}},
                      "simultaneous_sessions": true}}]}
        ]
      }

      """
  }

  /// 60 Hz for 2 s: F1 lifts stack a and drags it onto the board while F3 taps the shelf to add
  /// six images to its session; then F2 lifts stack b and drops it too. 12 + 6 + 12 = 30 loads.
  static func trace() -> String {
    struct Stroke {
      var id: Int
      var down: Int, lift: Int, up: Int  // frame numbers at 60 Hz
      var from: (x: Double, y: Double), to: (x: Double, y: Double)
    }
    let strokes = [
      Stroke(id: 1, down: 0, lift: 24, up: 54, from: (128, 128), to: (768, 384)),
      Stroke(id: 3, down: 33, lift: 36, up: 36, from: (256, 640), to: (256, 640)),
      Stroke(id: 2, down: 60, lift: 84, up: 114, from: (384, 128), to: (768, 500)),
    ]
    let header = TraceHeader(
      scene: "bench-explore", device: TraceDevice(name: "bench"), sampleRateHz: 60)
    var lines = [TraceWriter.headerLine(header)]
    for frame in 0...120 {
      var touches: [TraceTouch] = []
      for stroke in strokes where (stroke.down...stroke.up).contains(frame) {
        let progress =
          frame <= stroke.lift ? 0 : Double(frame - stroke.lift) / Double(stroke.up - stroke.lift)
        let phase: TouchPhase =
          frame == stroke.down
          ? .began
          : frame == stroke.up
            ? .ended
            : progress > 0 ? .moved : .stationary
        touches.append(
          TraceTouch(
            id: stroke.id, phase: phase,
            x: (stroke.from.x + (stroke.to.x - stroke.from.x) * progress).rounded(),
            y: (stroke.from.y + (stroke.to.y - stroke.from.y) * progress).rounded()))
      }
      guard !touches.isEmpty else { continue }
      let time = (Int64(frame) * 1_000_000 + 30) / 60
      lines.append(TraceWriter.recordLine(.frame(time: time, touches: touches)))
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
