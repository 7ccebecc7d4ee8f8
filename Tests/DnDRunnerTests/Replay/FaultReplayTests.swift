import DnDEngine
import DnDFormats
import DnDRunner
import DnDSimulator
import DnDTestSupport
import Testing
import VirtualTime

/// A trace with fault-plan variants, replayed once per variant: each variant's log shows its
/// faults only through what the loads do.
@MainActor
@Suite struct FaultReplayTests {
  static let trace =
    [
      #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"album","variants":["fast","slow","failing","hanging","reverse"]}"#,
      #"{"t":0,"touches":[{"id":1,"phase":"began","x":50,"y":50}]}"#,
      #"{"t":400000,"touches":[{"id":1,"phase":"moved","x":150,"y":150}]}"#,
      #"{"t":450000,"touches":[{"id":1,"phase":"moved","x":250,"y":250}]}"#,
      #"{"t":700000,"touches":[{"id":1,"phase":"ended","x":250,"y":250}]}"#,
    ].joined(separator: "\n") + "\n"

  static let plan = """
    {"format":"dndsim-faults","version":1,
     "variants":{
       "fast":{"rules":[]},
       "slow":{"rules":[{"match":{"type":"public.image"},"delay_ms":3000,"progress_steps":4}]},
       "failing":{"rules":[{"match":{"item":"I2"},"delay_ms":500,"fail":"network down"}]},
       "hanging":{"rules":[{"match":{},"hang":true}],"user_cancel_ms":[4000]},
       "reverse":{"rules":[{"match":{"app":"photos"},"delay_ms":200}],"completion_order":"reverse"}}}
    """

  /// The golden text of every variant (and of the trace run without a plan), by variant name.
  static func goldens(files: ScratchFiles) throws -> [(name: String, text: String)] {
    let path = files.write("album.trace.jsonl", trace)
    _ = files.write("album.faults.json", plan)
    let header = try TraceReader(path: path).header
    let variants = try TraceVariant.resolve(header, tracePath: path, traceName: "album.trace.jsonl")
    return try ([TraceVariant(name: "none", plan: nil)] + variants).map { variant in
      let replay = try TraceReplay.run(
        path: path, name: "album.trace.jsonl", catalog: SceneCatalog([AlbumScene.self]),
        faults: variant.plan)
      let logHeader = try LogHeader([
        (key: "trace", value: "album.trace.jsonl"), (key: "scene", value: "album"),
        (key: "variant", value: variant.name),
      ])
      return (variant.name, LogWriter.render(header: logHeader, events: replay.system.log.events))
    }
  }

  /// The load lines of a golden, without their column padding: `0.500000 L1 completed(…)`.
  static func loadLines(_ text: String) -> [String] {
    text.split(separator: "\n").filter { $0.contains(" data ") || $0.contains(" user ") }.map {
      $0.split(separator: " ").filter { $0 != "data" && $0 != "system" }.joined(separator: " ")
    }
  }

  @Test func eachVariantShowsItsFaultsThroughTheLoads() throws {
    let files = ScratchFiles()
    let goldens = Dictionary(
      uniqueKeysWithValues: try Self.goldens(files: files).map { ($0.name, $0.text) })
    let withoutPlan = Self.loadLines(goldens["none"]!)
    #expect(
      withoutPlan == [
        "0.700000 L1 started(provider: P1, type: public.data)",
        "0.700000 L2 started(provider: P2, type: public.data)",
        "0.700000 L1 completed(data: <3 bytes>)",
        "0.700000 L2 completed(data: <7 bytes>)",
      ])
    #expect(Self.loadLines(goldens["fast"]!) == withoutPlan)
    #expect(
      Self.loadLines(goldens["slow"]!).dropFirst(2) == [
        "0.700000 L2 completed(data: <7 bytes>)",
        "1.450000 L1 progress(fraction: 0.25)",
        "2.200000 L1 progress(fraction: 0.5)",
        "2.950000 L1 progress(fraction: 0.75)",
        "3.700000 L1 completed(data: <3 bytes>)",
      ])
    #expect(
      Self.loadLines(goldens["failing"]!).dropFirst(2) == [
        "0.700000 L1 completed(data: <3 bytes>)",
        #"1.200000 L2 failed(error: failed(-1, "network down"))"#,
      ])
    #expect(
      Self.loadLines(goldens["hanging"]!).dropFirst(2) == [
        "4.000000 user cancelProgressTapped",
        "4.000000 user cancelProgress(session: S1)",
        "4.000000 L1 cancelled",
        "4.000000 L2 cancelled",
      ])
    #expect(
      Self.loadLines(goldens["reverse"]!).dropFirst(2) == [
        "0.900000 L2 completed(data: <7 bytes>)",
        "0.901000 L1 completed(data: <3 bytes>)",
      ])
  }

  @Test func everyVariantGivesTheSameBytesEveryTime() throws {
    let files = ScratchFiles()
    let first = try Self.goldens(files: files)
    for _ in 0..<3 {
      let again = try Self.goldens(files: ScratchFiles())
      #expect(again.map(\.name) == first.map(\.name))
      #expect(again.map { Array($0.text.utf8) } == first.map { Array($0.text.utf8) })
    }
    // Only the header differs between the variant without faults and the trace run bare.
    func body(_ text: String) -> Substring { text[text.range(of: "\n## ")!.lowerBound...] }
    #expect(body(first[0].text) == body(first[1].text))
  }
}
