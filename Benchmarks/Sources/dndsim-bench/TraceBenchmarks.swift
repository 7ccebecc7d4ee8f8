import CJSONC
import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import Foundation
import VirtualTime

// The `trace` family: reading a 100 MB trace with our TraceReader against Foundation's JSONDecoder
// and against json-c's bare tokener (the floor under our reader), then replaying a generated
// 1-hour, 120 Hz, 5-finger trace through a Swift scene — from memory (engine throughput) and from
// a file end to end in a child process (throughput and peak memory).
// See Benchmarks/README.md for what each workload measures.

extension BenchmarkFamily {
  static let trace = BenchmarkFamily(
    name: "trace",
    summary: "TraceReader against JSONDecoder and bare json-c; replaying a 1-hour trace",
    run: { try await TraceBenchmarks.run() })
}

enum TraceBenchmarks {
  /// Frames of the read trace: about 100 MB with five touches a frame.
  static let readFrames = 370_000
  /// Frames of the replay trace: one hour at 120 Hz.
  static let replayFrames = 432_000
  /// Repetitions of our reader and of the json-c floor (the median is printed).
  static let readRepetitions = 5
  /// Repetitions of each JSONDecoder variant (each takes 10 s or more).
  static let peerRepetitions = 1
  /// Repetitions of the in-memory replay (the median is printed).
  static let replayRepetitions = 3
  /// The hidden child entry point that measures `replay.long` in a fresh process.
  static let replayLongChild = "replay.long"

  @MainActor
  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-bench-trace-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    // 1. The read trace.
    let readPath = directory.appendingPathComponent("read.jsonl").path
    let generated = try timed {
      try TraceFile.write(
        header: ReadTrace.header, frames: ReadTrace.frames(count: readFrames), to: readPath)
    }
    let bytes = generated.value.bytes
    note(
      "  generated \(readPath): \(bytes) bytes, \(generated.value.frames) frames of 5 touches "
        + "in \(formatSeconds(generated.nanoseconds))")

    // 2. Ours and the json-c floor, run in turn so that a change in the machine's load hits both.
    let reads = measure("trace.read, trace.read.floor") {
      var oursRuns: [Sample<ReadDigest>] = []
      var floorRuns: [Sample<Int>] = []
      for _ in 0..<readRepetitions {
        let oursRun = try timed { try OursReader.read(path: readPath) }
        oursRuns.append(Sample(nanoseconds: oursRun.nanoseconds, log: oursRun.value))
        let floorRun = try timed { try FloorReader.parse(path: readPath) }
        floorRuns.append(Sample(nanoseconds: floorRun.nanoseconds, log: floorRun.value))
      }
      let ours = try medianSample("read ours (TraceReader)", oursRuns)
      try expect(
        ours.log.frames == readFrames && ours.log.touches == 5 * readFrames,
        "read: ours read \(ours.log.frames) frames and \(ours.log.touches) touches")
      return (ours: ours, floorRuns: floorRuns)
    }

    // 3. The JSONDecoder peer, both ways; the better one is printed. Both must see what ours saw.
    if let reads {
      let ours = reads.ours
      measure("trace.read") {
        let lineByLine = try medianSample(
          "read peer (JSONDecoder, line by line)",
          (0..<peerRepetitions).map { _ in
            let run = try timed { try PeerReader.decodeLines(path: readPath) }
            return Sample(nanoseconds: run.nanoseconds, log: run.value)
          })
        try expect(lineByLine.log == ours.log, "read: JSONDecoder line by line saw other frames")
        let document = try PeerReader.wholeDocument(path: readPath)
        let wholeDocument = try medianSample(
          "read peer (JSONDecoder, one array document)",
          (0..<peerRepetitions).map { _ in
            let run = try timed { try PeerReader.decodeWhole(document) }
            return Sample(nanoseconds: run.nanoseconds, log: run.value)
          })
        try expect(
          wholeDocument.log == ours.log, "read: JSONDecoder on one document saw other frames")
        let peerBetter = min(lineByLine.nanoseconds, wholeDocument.nanoseconds)
        note(
          "  JSONDecoder: line by line \(formatRate(bytes, lineByLine.nanoseconds)) MB/s, one "
            + "document \(formatRate(bytes, wholeDocument.nanoseconds)) MB/s; better: "
            + (lineByLine.nanoseconds <= wholeDocument.nanoseconds
              ? "line by line" : "one document"))
        let oursRate = rate(bytes, ours.nanoseconds)
        let peerRate = rate(bytes, peerBetter)
        emit(
          "trace.read ours_mb_s=\(formatDecimal(oursRate)) peer_mb_s=\(formatDecimal(peerRate)) "
            + "ratio=\(formatRatio(oursRate / peerRate))")
      }
      measure("trace.read.floor") {
        let floor = try medianSample("read floor (json-c tokener)", reads.floorRuns)
        try expect(
          floor.log == readFrames + 1,
          "read: the json-c floor parsed \(floor.log) documents of \(readFrames + 1) lines")
        let oursRate = rate(bytes, ours.nanoseconds)
        let floorRate = rate(bytes, floor.nanoseconds)
        emit(
          "trace.read.floor ours_mb_s=\(formatDecimal(oursRate)) "
            + "floor_mb_s=\(formatDecimal(floorRate)) ratio=\(formatDecimal(floorRate / oursRate, 2))"
        )
      }
    }
    // Only to free the disk early: the folder is removed at the end anyway.
    try? FileManager.default.removeItem(atPath: readPath)

    // 4. The engine, fed from memory.
    let frames = Array(ReplayTrace.frames())
    let samples = frames.reduce(0) { $0 + $1.count }
    let touchFrames = frames.enumerated().map { index, touches in
      TouchFrame(
        time: ReplayTrace.instant(frame: index), touches: touches.map(\.sample))
    }
    note("  replay trace: \(touchFrames.count) frames, \(samples) touch samples")
    let engine = measure("replay.engine") {
      let engine = try medianSample(
        "replay.engine",
        (0..<replayRepetitions).map { _ in
          let run = try timed { try EngineReplay.play(touchFrames) }
          return Sample(nanoseconds: run.nanoseconds, log: run.value)
        })
      note("  replay.engine log: \(engine.log)")
      try engine.log.check(samples: samples, "replay.engine")
      emit(
        "replay.engine samples_per_s=\(Int64(rate(samples, engine.nanoseconds, unit: 1).rounded()))"
      )
      return engine
    }

    // 5. The same trace from a file, end to end, in a fresh process; its log must be the
    // in-memory replay's.
    measure("replay.long") {
      let replayPath = directory.appendingPathComponent("replay.jsonl").path
      let written = try TraceFile.write(header: ReplayTrace.header, frames: frames, to: replayPath)
      note("  wrote \(replayPath): \(written.bytes) bytes")
      try expect(
        written.frames == frames.count,
        "replay.long: wrote \(written.frames) frames of \(frames.count)")
      let output = try BenchmarkChild.run(replayLongChild, [replayPath])
      let child = try LongReplayResult(parsing: output)
      note(
        "  replay.long (child): \(formatSeconds(child.nanoseconds)), log \(child.log), "
          + "\(child.logBytes) bytes of dndsim-log text, VmHWM \(child.peakKiB) KiB")
      try child.log.check(samples: samples, "replay.long")
      try expect(child.logBytes > 0, "replay.long: the child wrote no dndsim-log text")
      guard let engine else {
        throw BenchmarkFailure("replay.long: no checked in-memory replay to compare its log with")
      }
      try expect(
        child.log == engine.log,
        "replay.long: the file replay's log differs from the in-memory one")
      emit(
        "replay.long samples_per_s=\(Int64(rate(samples, child.nanoseconds, unit: 1).rounded())) "
          + "peak_rss_mib=\(formatDecimal(Double(child.peakKiB) / 1024))")
    }
  }

  /// The child side of `replay.long`: replays the trace at `arguments[0]` with
  /// `TraceReplay.run`, streaming the log through `LogWriter`, and prints one
  /// ``LongReplayResult`` line with the peak RSS (VmHWM) of this process.
  @MainActor
  static func runReplayLongChild(_ arguments: [String]) throws {
    guard let path = arguments.first else { throw BenchmarkFailure("replay.long: no trace path") }
    var counter = EventCounter()
    var logBytes = 0
    let header = try LogHeader(["trace": "replay.jsonl", "scene": benchBoardSceneName])
    let run = try timed {
      let writer = LogWriter(header: header) { logBytes += $0.utf8.count }
      _ = try TraceReplay.run(
        path: path, catalog: SceneCatalog([BenchBoardScene.self])
      ) { system in
        system.log.retainsEvents = false
        system.log.addObserver { event in
          counter.add(event)
          writer.append(event)
        }
      }
      writer.finish()
    }
    let result = LongReplayResult(
      nanoseconds: run.nanoseconds, log: counter, logBytes: logBytes, peakKiB: try peakRSSKiB())
    print(result.line)
  }
}

// MARK: - Figures

/// The median run, with the log every run must share; notes the spread on stderr.
func medianSample<Log>(_ name: String, _ runs: [Sample<Log>]) throws -> Sample<Log> {
  guard let first = runs.first else { throw BenchmarkFailure("\(name): no run") }
  guard runs.allSatisfy({ $0.log == first.log }) else {
    throw BenchmarkFailure("\(name): a repetition produced a different result")
  }
  let times = runs.map(\.nanoseconds)
  let result = Sample(nanoseconds: median(times), log: first.log)
  note(
    "  \(name): median \(formatSeconds(result.nanoseconds)) of \(runs.count) runs "
      + "(min \(formatSeconds(times.min()!)), max \(formatSeconds(times.max()!)))")
  return result
}

/// Bytes (or anything) per second over `nanoseconds`, in units of `unit` (MB = 10⁶ bytes).
func rate(_ amount: Int, _ nanoseconds: Int64, unit: Double = 1_000_000) -> Double {
  Double(amount) / unit / (Double(nanoseconds) / 1e9)
}

func formatRate(_ bytes: Int, _ nanoseconds: Int64) -> String {
  formatDecimal(rate(bytes, nanoseconds))
}

/// A value with `digits` decimals (1 by default), integer formatting only.
func formatDecimal(_ value: Double, _ digits: Int = 1) -> String {
  var scale: Int64 = 1
  for _ in 0..<digits { scale *= 10 }
  let scaled = Int64((value * Double(scale)).rounded())
  let fraction = String(scaled % scale)
  return "\(scaled / scale)." + String(repeating: "0", count: digits - fraction.count) + fraction
}

/// The peak resident set size of this process (`VmHWM` in /proc/self/status), in KiB.
func peakRSSKiB() throws -> Int {
  let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let fields = line.split(separator: " ", omittingEmptySubsequences: true)
    if fields.count >= 2, let kib = Int(fields[1]) { return kib }
  }
  throw BenchmarkFailure("no VmHWM line in /proc/self/status")
}

// MARK: - Generated traces

/// Writes a trace in canonical form (`TraceWriter`), one line per frame.
enum TraceFile {
  static func write(
    header: TraceHeader, frames: some Sequence<[TraceTouch]>, to path: String
  ) throws -> (bytes: Int, frames: Int) {
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw BenchmarkFailure("cannot create \(path)") }
    defer { try? handle.close() }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 20)
    var bytes = 0
    func line(_ text: String) throws {
      buffer.append(contentsOf: text.utf8)
      buffer.append(10)
      if buffer.count >= 1 << 20 {
        try handle.write(contentsOf: buffer)
        bytes += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
    }
    try line(TraceWriter.headerLine(header))
    var count = 0
    for touches in frames {
      try line(
        TraceWriter.recordLine(
          .frame(time: ReplayTrace.microseconds(frame: count), touches: touches)))
      count += 1
    }
    try handle.write(contentsOf: buffer)
    bytes += buffer.count
    return (bytes, count)
  }
}

/// A finger's position in thousandths of a point, so that every coordinate has at most three
/// decimals and survives the canonical text form exactly.
struct Wanderer {
  var x: Int
  var y: Int
  var vx = 0
  var vy = 0
  /// Bounds in thousandths of a point (inclusive).
  static let minimum = 2_000
  static let maximumX = 1_022_000
  static let maximumY = 766_000

  /// One frame of a random walk: the velocity drifts by up to ±`jerk`, capped at ±`speed`, and
  /// the finger bounces off the edges of the 1024 × 768 screen.
  mutating func step(_ random: inout SplitMix64, jerk: Int, speed: Int) {
    vx = max(-speed, min(speed, vx + Int(random.next() % UInt64(2 * jerk + 1)) - jerk))
    vy = max(-speed, min(speed, vy + Int(random.next() % UInt64(2 * jerk + 1)) - jerk))
    x += vx
    y += vy
    if x < Self.minimum || x > Self.maximumX {
      vx = -vx
      x = max(Self.minimum, min(Self.maximumX, x))
    }
    if y < Self.minimum || y > Self.maximumY {
      vy = -vy
      y = max(Self.minimum, min(Self.maximumY, y))
    }
  }

  func touch(_ id: Int, _ phase: TouchPhase) -> TraceTouch {
    TraceTouch(id: id, phase: phase, x: Double(x) / 1000, y: Double(y) / 1000)
  }
}

/// The read trace: fingers 1…5 begin in the first frame, wander with fractional coordinates
/// (three decimals) in every frame, and end in the last one.
enum ReadTrace {
  static let header = TraceHeader(
    scene: benchBoardSceneName,
    device: TraceDevice(name: "bench", kind: "synthetic", maxContacts: 5), sampleRateHz: 120,
    provenance: [("tool", "dndsim-bench"), ("workload", "trace.read")])

  static func frames(count: Int) -> some Sequence<[TraceTouch]> {
    var random = SplitMix64(seed: 0x7ACE)
    var fingers = (0..<5).map { index in
      Wanderer(x: 100_000 + 200_000 * index + 123, y: 150_000 + 100_000 * index + 457)
    }
    return (0..<count).lazy.map { frame in
      let phase: TouchPhase = frame == 0 ? .began : frame == count - 1 ? .ended : .moved
      return (0..<5).map { index in
        if frame > 0 { fingers[index].step(&random, jerk: 300, speed: 6_000) }
        return fingers[index].touch(index + 1, phase)
      }
    }
  }
}

/// The replay trace: one hour at 120 Hz with five fingers down in every frame. Each finger makes
/// strokes of 30 s to 3 min, each going down near the middle of a tile and wandering over the
/// board. Three strokes in four move at once, so the long press fails and the finger stays an
/// ordinary touch. One in four holds still (with sub-point jitter) for half a second, so the long
/// press lifts the tile, then drags it over the other tiles — drop targets — and drops it where
/// the finger goes up. The next stroke begins, with a new id, in the following frame; every
/// stroke ends by the last frame.
enum ReplayTrace {
  static let header = TraceHeader(
    scene: benchBoardSceneName,
    device: TraceDevice(name: "bench", kind: "synthetic", maxContacts: 5), sampleRateHz: 120,
    provenance: [("tool", "dndsim-bench"), ("workload", "replay")])
  /// Frames a finger holds still after it begins.
  static let holdFrames = 60
  /// One stroke in this many lifts its tile and drags it.
  static let dragEvery: UInt64 = 4

  static func microseconds(frame: Int) -> Int64 { Int64(frame) * 1_000_000 / 120 }

  static func instant(frame: Int) -> VirtualInstant {
    VirtualInstant.start + .microseconds(microseconds(frame: frame))
  }

  /// Per finger slot, the first frame of each of its strokes.
  static func strokeStarts(frames: Int, random: inout SplitMix64) -> [[Int]] {
    (0..<5).map { slot in
      var starts = [0]
      // Stagger the slots so that lifts and drops do not line up.
      var next = 3_600 + 2_000 * slot + Int(random.next() % 18_000)
      while next < frames - 240 {
        starts.append(next)
        next += 3_600 + Int(random.next() % 18_000)
      }
      return starts
    }
  }

  static func frames(count: Int = TraceBenchmarks.replayFrames) -> some Sequence<[TraceTouch]> {
    var random = SplitMix64(seed: 0x5EED)
    let starts = strokeStarts(frames: count, random: &random)
    // Per slot: index of the current stroke, its id, where it is.
    var stroke = [Int](repeating: 0, count: 5)
    var ids = [1, 2, 3, 4, 5]
    var nextID = 6
    var fingers = (0..<5).map { _ in Wanderer(x: 0, y: 0) }
    var drags = [Bool](repeating: false, count: 5)
    return (0..<count).lazy.map { frame in
      (0..<5).map { slot -> TraceTouch in
        var strokeIndex = stroke[slot]
        if strokeIndex + 1 < starts[slot].count, starts[slot][strokeIndex + 1] == frame {
          strokeIndex += 1
          stroke[slot] = strokeIndex
          ids[slot] = nextID
          nextID += 1
        }
        let start = starts[slot][strokeIndex]
        let isLast =
          frame == count - 1
          || (strokeIndex + 1 < starts[slot].count && starts[slot][strokeIndex + 1] == frame + 1)
        if frame == start {
          // Down near the middle of a random tile.
          drags[slot] = random.next() % dragEvery == 0
          let tile = Int(random.next() % 12)
          fingers[slot] = Wanderer(
            x: (tile % 4) * 256_000 + 128_000 + Int(random.next() % 60_001) - 30_000,
            y: (tile / 4) * 256_000 + 128_000 + Int(random.next() % 60_001) - 30_000)
          return fingers[slot].touch(ids[slot], .began)
        }
        if drags[slot], frame - start < holdFrames {
          // Holding: jitter of a quarter point around where it went down.
          var jittered = fingers[slot]
          jittered.x += Int(random.next() % 501) - 250
          jittered.y += Int(random.next() % 501) - 250
          return jittered.touch(ids[slot], isLast ? .ended : .moved)
        }
        fingers[slot].step(&random, jerk: 250, speed: 5_000)
        return fingers[slot].touch(ids[slot], isLast ? .ended : .moved)
      }
    }
  }
}

// MARK: - The scene

/// A board of twelve 256-point tiles covering a 1024 × 768 tablet screen, in one app. Every tile
/// can be dragged (one item, a string) and accepts drops (a copy, loaded as a string), from any
/// number of sessions at once.
/// The board scene's name, readable off the main actor (a scene's own `name` is isolated to it).
let benchBoardSceneName = "bench-board"

final class BenchBoardScene: DnDScene {
  static let name = benchBoardSceneName

  final class Source: DragInteractionDelegate {
    private var lifted = 0
    func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
      lifted += 1
      return [DragItem(itemProvider: ItemProvider(object: "photo \(lifted)"))]
    }
  }

  final class Target: DropInteractionDelegate {
    private(set) var received = 0
    func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
      .copy
    }
    func performDrop(_ interaction: DropInteraction, session: DropSession) {
      session.loadObjects(ofClass: String.self) { [weak self] objects in
        self?.received += objects.count
      }
    }
  }

  init(system: DragDropSystem) throws {
    let app = App(name: "board", team: "T1")
    let window = Window(app: app, frame: Rect(x: 0, y: 0, width: 1024, height: 768))
    system.addWindow(window)
    let source = Source()
    let target = Target()
    for index in 0..<12 {
      let tile = View(
        name: "tile\(index)",
        frame: Rect(x: Double(index % 4) * 256, y: Double(index / 4) * 256, width: 256, height: 256)
      )
      window.rootView.addSubview(tile)
      tile.addInteraction(DragInteraction(delegate: source))
      let drop = DropInteraction(delegate: target)
      drop.allowsSimultaneousDropSessions = true
      tile.addInteraction(drop)
    }
  }
}

// MARK: - Replays

/// What a replay logged: the number of events of each kind, and the drops performed. Both replays
/// of the same trace must log the same.
struct EventCounter: Equatable, Sendable, CustomStringConvertible {
  var byKind = [Int](repeating: 0, count: EngineEvent.Kind.allCases.count)
  var touches = 0
  var drops = 0

  mutating func add(_ event: EngineEvent) {
    switch event.kind {
    case .touch: byKind[0] += 1
    case .gesture: byKind[1] += 1
    case .delegate:
      byKind[2] += 1
      if event.name == "performDrop" { drops += 1 }
    case .animation: byKind[3] += 1
    case .load: byKind[4] += 1
    case .system: byKind[5] += 1
    case .list: byKind[6] += 1
    }
  }

  var total: Int { byKind.reduce(0, +) }

  var description: String {
    "\(total) events (touch \(byKind[0]), gesture \(byKind[1]), delegate \(byKind[2]), "
      + "animation \(byKind[3]), load \(byKind[4]), system \(byKind[5]), list \(byKind[6])), "
      + "\(drops) drops"
  }

  /// Every sample logged as a touch event, and some drags dropped.
  func check(samples: Int, _ name: String) throws {
    try expect(byKind[0] == samples, "\(name): \(byKind[0]) touch events for \(samples) samples")
    try expect(drops > 0, "\(name): no drag was dropped")
  }
}

enum EngineReplay {
  /// Plays `frames` through a fresh `Replayer` on the bench scene; the log streams to an
  /// observer that counts events (retention off, as for a long replay). Times building the scene,
  /// every frame and the settling.
  @MainActor
  static func play(_ frames: [TouchFrame]) throws -> EventCounter {
    var counter = EventCounter()
    let replay = try Replayer(
      scene: SceneDefinition(BenchBoardScene.self), profile: .tablet
    ) { system in
      system.log.retainsEvents = false
      system.log.addObserver { counter.add($0) }
    }
    for frame in frames { try replay.play(frame) }
    try replay.finish()
    return counter
  }
}

/// The line the `replay.long` child prints on stdout and the parent parses.
struct LongReplayResult {
  var nanoseconds: Int64
  var log: EventCounter
  var logBytes: Int
  var peakKiB: Int

  init(nanoseconds: Int64, log: EventCounter, logBytes: Int, peakKiB: Int) {
    self.nanoseconds = nanoseconds
    self.log = log
    self.logBytes = logBytes
    self.peakKiB = peakKiB
  }

  var line: String {
    "nanoseconds=\(nanoseconds) kinds=\(log.byKind.map(String.init).joined(separator: ",")) "
      + "drops=\(log.drops) log_bytes=\(logBytes) vmhwm_kib=\(peakKiB)"
  }

  init(parsing output: String) throws {
    var fields: [String: String] = [:]
    for field in output.split(whereSeparator: \.isWhitespace) {
      let parts = field.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    guard let nanoseconds = fields["nanoseconds"].flatMap({ Int64($0) }),
      let kinds = fields["kinds"]?.split(separator: ",").compactMap({ Int($0) }),
      kinds.count == EngineEvent.Kind.allCases.count,
      let drops = fields["drops"].flatMap({ Int($0) }),
      let logBytes = fields["log_bytes"].flatMap({ Int($0) }),
      let peakKiB = fields["vmhwm_kib"].flatMap({ Int($0) })
    else { throw BenchmarkFailure("replay.long: unreadable child output: \(output)") }
    var log = EventCounter()
    log.byKind = kinds
    log.drops = drops
    self.init(nanoseconds: nanoseconds, log: log, logBytes: logBytes, peakKiB: peakKiB)
  }
}

// MARK: - Readers

/// What a reader saw: frames, touches and a checksum of every time, id, phase and coordinate.
struct ReadDigest: Equatable, Sendable {
  var frames = 0
  var touches = 0
  var checksum: Int64 = 0

  mutating func add(time: Int64) {
    frames += 1
    checksum = checksum &* 31 &+ time
  }

  mutating func add(id: Int, phase: Int, x: Double, y: Double) {
    touches += 1
    checksum = checksum &* 31 &+ Int64(id) &* 7 &+ Int64(phase)
    checksum = checksum &* 31 &+ Int64((x * 1000).rounded())
    checksum = checksum &* 31 &+ Int64((y * 1000).rounded())
  }
}

enum OursReader {
  /// Every record through `TraceReader` (validated, streamed), into its structs.
  static func read(path: String) throws -> ReadDigest {
    let reader = try TraceReader(path: path)
    guard reader.header.scene == benchBoardSceneName else {
      throw BenchmarkFailure("read: ours read the scene \(reader.header.scene)")
    }
    var digest = ReadDigest()
    while let record = try reader.next() {
      guard case .frame(let time, let touches) = record else { continue }
      digest.add(time: time)
      for touch in touches {
        digest.add(
          id: touch.id, phase: TouchPhase.allCases.firstIndex(of: touch.phase)!, x: touch.x,
          y: touch.y)
      }
    }
    return digest
  }
}

enum FloorReader {
  /// Every line through one reused json-c tokener (`json_tokener_parse_ex`, strict, as ours uses
  /// it), each document released at once and nothing converted. Lines come from our
  /// `LineReader`, as in ours. Returns the number of documents parsed.
  static func parse(path: String) throws -> Int {
    let lines = try LineReader(path: path)
    guard let tokener = json_tokener_new_ex(9) else { throw BenchmarkFailure("json-c: no memory") }
    defer { json_tokener_free(tokener) }
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)
    var documents = 0
    while let line = try lines.nextLine() {
      let parsed = line.withUnsafeBytes { bytes in
        json_tokener_reset(tokener)
        let object = json_tokener_parse_ex(
          tokener, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(bytes.count))
        defer { json_object_put(object) }
        return object != nil && json_tokener_get_error(tokener) == json_tokener_success
      }
      guard parsed else {
        throw BenchmarkFailure("json-c could not parse line \(lines.lineNumber)")
      }
      documents += 1
    }
    return documents
  }
}

/// Foundation's `JSONDecoder` into Codable structs equivalent to ours.
enum PeerReader {
  struct Touch: Decodable {
    enum Phase: String, Decodable, CaseIterable {
      case began, moved, stationary, ended, cancelled
    }
    var id: Int
    var phase: Phase
    var x: Double
    var y: Double
    var force: Double?
    var radius: Double?
  }

  struct Frame: Decodable {
    var t: Int64
    var touches: [Touch]
  }

  struct Header: Decodable {
    struct Device: Decodable {
      var name: String?
      var kind: String?
      var maxContacts: Int?
      enum CodingKeys: String, CodingKey {
        case name, kind
        case maxContacts = "max_contacts"
      }
    }
    var format: String
    var version: Int
    var timeUnit: String
    var scene: String
    var profile: String?
    var device: Device?
    var sampleRateHz: Double?
    var provenance: [String: String]?
    var variants: [String]?
    enum CodingKeys: String, CodingKey {
      case format, version, scene, profile, device, provenance, variants
      case timeUnit = "time_unit"
      case sampleRateHz = "sample_rate_hz"
    }
  }

  static func add(_ frame: Frame, into digest: inout ReadDigest) {
    digest.add(time: frame.t)
    for touch in frame.touches {
      digest.add(
        id: touch.id, phase: Touch.Phase.allCases.firstIndex(of: touch.phase)!, x: touch.x,
        y: touch.y)
    }
  }

  /// Reads the file whole, then decodes each line (a slice of it, not copied) with one reused
  /// decoder: the header, then one `Frame` per line.
  static func decodeLines(path: String) throws -> ReadDigest {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let decoder = JSONDecoder()
    var digest = ReadDigest()
    var start = data.startIndex
    var isHeader = true
    while start < data.endIndex {
      let end = data[start...].firstIndex(of: 10) ?? data.endIndex
      let line = data[start..<end]
      if isHeader {
        let header = try decoder.decode(Header.self, from: line)
        guard header.scene == benchBoardSceneName else {
          throw BenchmarkFailure("read: JSONDecoder read the scene \(header.scene)")
        }
        isHeader = false
      } else if !line.isEmpty {
        add(try decoder.decode(Frame.self, from: line), into: &digest)
      }
      start = end + 1
    }
    return digest
  }

  /// The header line and the frames as one JSON array document (`[frame,frame,…]`), built
  /// untimed: the brackets and commas are the document's, not the decoder's work.
  static func wholeDocument(path: String) throws -> (header: Data, frames: Data) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    guard let newline = data.firstIndex(of: 10) else { throw BenchmarkFailure("no header line") }
    var frames = Data()
    frames.reserveCapacity(data.count + 2)
    frames.append(UInt8(ascii: "["))
    var start = newline + 1
    var first = true
    while start < data.endIndex {
      let end = data[start...].firstIndex(of: 10) ?? data.endIndex
      if end > start {
        if !first { frames.append(UInt8(ascii: ",")) }
        frames.append(data[start..<end])
        first = false
      }
      start = end + 1
    }
    frames.append(UInt8(ascii: "]"))
    return (data[..<newline], frames)
  }

  static func decodeWhole(_ document: (header: Data, frames: Data)) throws -> ReadDigest {
    let decoder = JSONDecoder()
    let header = try decoder.decode(Header.self, from: document.header)
    guard header.scene == benchBoardSceneName else {
      throw BenchmarkFailure("read: JSONDecoder read the scene \(header.scene)")
    }
    var digest = ReadDigest()
    for frame in try decoder.decode([Frame].self, from: document.frames) {
      add(frame, into: &digest)
    }
    return digest
  }
}
