import DnDFormats
import Testing

/// A line may hold 16 MiB, so a frame may list some 200,000 touches: the check that no id is
/// listed twice must not scan the frame for every touch (that took minutes).
@Suite struct TraceReaderWideFrameTests {
  /// A frame of `count` touches beginning, then one ending them; `repeated` lists that id once
  /// more at the end of the first frame.
  static func wideTrace(_ count: Int, repeated: Int? = nil) -> [String] {
    var ids = Array(1...count)
    if let repeated { ids.append(repeated) }
    func frame(_ time: Int, _ phase: String, _ ids: [Int]) -> String {
      let touches = ids.map { #"{"id":\#($0),"phase":"\#(phase)","x":1,"y":2}"# }
      return #"{"t":\#(time),"touches":[\#(touches.joined(separator: ","))]}"#
    }
    return [header, frame(0, "began", ids), frame(1, "ended", Array(1...count))]
  }

  /// The limit guards against a runaway only: it cannot tell a quadratic scan from a slow machine
  /// (see `LargeInputTests`).
  @Test(.timeLimit(.minutes(10))) func aFrameOfFiftyThousandTouchesIsRead() {
    #expect(readTrace(Self.wideTrace(50_000)) == "ok")
  }

  @Test(arguments: [2, 31, 32, 33, 40, 50_000])
  func anIdListedTwiceInAWideFrameIsRefused(_ count: Int) {
    #expect(
      readTrace(Self.wideTrace(count, repeated: count - 1))
        == "t.jsonl:2: $.touches[\(count)]: error: touch \(count - 1) appears twice in this frame")
  }
}
