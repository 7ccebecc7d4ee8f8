import DnDEngine
import DnDTestSupport
import Testing
import VirtualTime

@testable import DnDFormats

/// `TraceReader` reads frames straight from json-c's tree and everything else the generic way
/// (`JSONValue` + `JSONReader`). Both ways must give the same records and the same first error,
/// whatever the input: each case here is read both ways and compared.
@Suite struct TraceReaderTreeFramesTests {
  /// The records read before the first error, and the error's text (`nil` when none).
  struct Outcome: Equatable, CustomStringConvertible {
    var records: [TraceRecord] = []
    var error: String?
    var description: String { "\(records.count) records, then \(error ?? "no error")" }
  }

  static func read(_ path: String, fromTree: Bool) -> (Outcome, framesFromTree: Int) {
    var outcome = Outcome()
    var reader: TraceReader?
    do {
      reader = try TraceReader(path: path, name: "t.jsonl")
      reader?.readsFramesFromTree = fromTree
      while let record = try reader?.next() { outcome.records.append(record) }
    } catch {
      outcome.error = error.description
    }
    return (outcome, reader?.framesReadFromTree ?? 0)
  }

  /// Reads the trace `lines` (header first) both ways, expects the same outcome, returns it.
  @discardableResult
  static func compare(
    _ lines: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (outcome: Outcome, framesFromTree: Int) {
    let files = ScratchFiles()
    let path = files.write("t.jsonl", lines.joined(separator: "\n") + "\n")
    let fromTree = read(path, fromTree: true)
    let generic = read(path, fromTree: false)
    #expect(fromTree.0 == generic.0, "\(lines)", sourceLocation: sourceLocation)
    #expect(generic.framesFromTree == 0, sourceLocation: sourceLocation)
    return (generic.0, fromTree.framesFromTree)
  }

  static let limitedHeader =
    #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"photos","device":{"max_contacts":2}}"#
  static let began = #"{"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2}]}"#
  static let ended = #"{"t":900000,"touches":[{"id":1,"phase":"ended","x":1,"y":2}]}"#

  /// A frame at 8333 µs between `began` and `ended` with the given touch objects.
  static func middle(_ touches: String, t: String = "8333") -> [String] {
    [header, Self.began, #"{"t":\#(t),"touches":[\#(touches)]}"#, ended]
  }

  @Test func validTracesReadTheSameBothWays() {
    let outcome = Self.compare([
      header,
      #"{"t":0,"touches":[{"id":1,"phase":"began","x":100.5,"y":200,"force":0.25,"radius":6}]}"#,
      #"{"touches":[{"y":-0,"x":1e2,"phase":"moved","id":1},{"id":2,"phase":"began","x":-0.0,"y":3E-1}],"t":8333}"#,
      #"{"t":8333,"action":"cancelProgress"}"#,
      #"{"t":9000,"touches":[{"id":2,"phase":"stationary","x":0.001,"y":999999.999}]}"#,
      #"{"t":9000,"action":"scene","name":"insertRow","arguments":{"row":"2"}}"#,
      #" {"t":10000,"touches":[{"id":1,"phase":"\u006doved","\u0078":5,"y":6}]} "#,
      #"{"t":16666,"touches":[{"id":1,"phase":"ended","x":101.125,"y":200,"radius":0},{"id":2,"phase":"cancelled","x":300,"y":300,"force":1}]}"#,
    ])
    #expect(outcome.outcome.error == nil)
    #expect(outcome.outcome.records.count == 7)
    // Every frame came straight from the tree; the two actions went the generic way.
    #expect(outcome.framesFromTree == 5)
  }

  @Test func everyBrokenRuleGivesTheSameErrorBothWays() {
    let touch = #"{"id":1,"phase":"moved","x":1,"y":2}"#
    let cases: [[String]] = [
      // Shape and types.
      Self.middle(touch, t: "8333.0"),
      Self.middle(touch, t: #""8333""#),
      Self.middle(touch, t: "-1"),
      Self.middle(touch, t: "1000000000001"),
      Self.middle(touch, t: "0"),
      [header, Self.began, #"{"t":8333,"t":8334,"touches":[\#(touch)]}"#, Self.ended],
      [header, Self.began, #"{"t":8333,"touches":[\#(touch)],"extra":1}"#, Self.ended],
      [header, Self.began, #"{"t":8333,"touches":[\#(touch)],"extra":{}}"#, Self.ended],
      [header, Self.began, #"{"t":8333,"touches":[]}"#, Self.ended],
      [header, Self.began, #"{"t":8333,"touches":{}}"#, Self.ended],
      [header, Self.began, #"{"t":8333}"#, Self.ended],
      [header, Self.began, #"{"touches":[\#(touch)]}"#, Self.ended],
      [header, Self.began, #"[{"t":8333,"touches":[\#(touch)]}]"#, Self.ended],
      [
        header, Self.began, #"{"t":8333,"touches":[\#(touch)],"action":"cancelProgress"}"#,
        Self.ended,
      ],
      Self.middle("[]"),
      Self.middle("1"),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"id":1}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"x":3}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"z":3}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"force":{}}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":[1],"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1}"#),
      Self.middle(#"{"id":1,"phase":"moved","y":1}"#),
      Self.middle(#"{"phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"x":1,"y":2}"#),
      Self.middle(#"{"id":1.0,"phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":"1","phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":0,"phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":2147483648,"phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"Moved","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"move","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"movedd","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":1,"x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":null,"x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":"1","y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":true,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1000000.001,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":-1000001}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":9007199254740993,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"force":1.5}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"force":-0.1}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"radius":10000.5}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"radius":null}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":NaN,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1e999,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"\u0000":1}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,"e\u0301":1,"é":2}"#),
      // Frames in a row, and the lifecycle.
      Self.middle(#"\#(touch),\#(touch)"#),
      Self.middle(#"{"id":2,"phase":"moved","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"began","x":1,"y":2}"#),
      Self.middle(#"{"id":1,"phase":"ended","x":1,"y":2},\#(touch)"#),
      Self.middle(#"{"id":2,"phase":"began","x":1,"y":2},{"id":2,"phase":"ended","x":1,"y":2}"#),
      [
        header, Self.began, Self.ended,
        #"{"t":900001,"touches":[{"id":1,"phase":"began","x":1,"y":2}]}"#,
      ],
      [
        header, Self.began, #"{"t":8333,"action":"cancelProgress"}"#,
        #"{"t":8000,"touches":[\#(touch)]}"#,
      ],
      [
        header, Self.began, #"{"t":8333,"touches":[\#(touch)]}"#,
        #"{"t":8333,"touches":[\#(touch)]}"#,
      ],
      [header, Self.began],
      [
        Self.limitedHeader, Self.began,
        #"{"t":1,"touches":[{"id":2,"phase":"began","x":1,"y":2},{"id":3,"phase":"began","x":1,"y":2}]}"#,
      ],
      [
        Self.limitedHeader, Self.began,
        #"{"t":1,"touches":[{"id":1,"phase":"ended","x":1,"y":2},{"id":2,"phase":"began","x":1,"y":2},{"id":3,"phase":"began","x":1,"y":2}]}"#,
        #"{"t":2,"touches":[{"id":2,"phase":"ended","x":1,"y":2},{"id":3,"phase":"ended","x":1,"y":2}]}"#,
      ],
      // Syntax.
      Self.middle(#"{"id":1,"phase":"moved","x":1,"y":2,}"#),
      Self.middle(#"{"id":1,"phase":"moved","x":01,"y":2}"#),
      Self.middle(#"{'id':1,"phase":"moved","x":1,"y":2}"#),
    ]
    var failures = 0
    for lines in cases where Self.compare(lines).outcome.error != nil { failures += 1 }
    // Every case but the one whose frames obey max_contacts by ending a touch first is an error.
    #expect(failures == cases.count - 1)
  }

  @Test func keysAndPhasesNearTheRightOnesGiveTheSameErrorBothWays() {
    // The tree reader picks a key by its first byte, then compares the rest.
    let cases = [
      #"{"idd":1,"phase":"moved","x":1,"y":2}"#, #"{"i":1,"phase":"moved","x":1,"y":2}"#,
      #"{"id":1,"phas":"moved","x":1,"y":2}"#, #"{"id":1,"phasee":"moved","x":1,"y":2}"#,
      #"{"id":1,"phase":"moved","xx":1,"y":2}"#, #"{"id":1,"phase":"moved","x":1,"y ":2}"#,
      #"{"id":1,"phase":"moved","x":1,"y":2,"forc":1}"#,
      #"{"id":1,"phase":"moved","x":1,"y":2,"radiuss":1}"#,
      #"{"id":1,"phase":"moved","x":1,"y":2,"":1}"#, #"{"id":1,"phase":"stationar","x":1,"y":2}"#,
      #"{"id":1,"phase":"cancelledd","x":1,"y":2}"#, #"{"id":1,"phase":"","x":1,"y":2}"#,
      #"{"id":1,"phase":"moved\u0000","x":1,"y":2}"#,
    ]
    for touch in cases {
      #expect(Self.compare(Self.middle(touch)).outcome.error != nil, "\(touch)")
    }
    let frames = [
      #"{"tt":8333,"touches":[{"id":1,"phase":"moved","x":1,"y":2}]}"#,
      #"{"t":8333,"touchess":[{"id":1,"phase":"moved","x":1,"y":2}]}"#,
      #"{"t":8333,"touche":[{"id":1,"phase":"moved","x":1,"y":2}]}"#,
    ]
    for frame in frames {
      #expect(Self.compare([header, Self.began, frame, Self.ended]).outcome.error != nil)
    }
  }

  @Test func framesWithWhitespaceOrEscapesReadTheSameBothWays() {
    // Whitespace inside a line and escapes send it through the strict scanner (a trailing CR
    // does not); its frame still comes straight from json-c's tree.
    let outcome = Self.compare([
      header,
      #"{ "t": 0, "touches": [ {"id":1,"phase":"began","x":1,"y":2} ] }"#,
      "{\"t\":8333,\"touches\":[{\"id\":1,\"phase\":\"moved\",\"x\":1,\"y\":2}]}\r",
      #"{"t":9000,"touches":[{"id":1,"phase":"\u0065nded","x":1.5e1,"y":-2E-1}]}"#,
    ])
    #expect(outcome.outcome.error == nil)
    #expect(outcome.framesFromTree == 3)
  }

  @Test func framesWithManyTouchesReadTheSameBothWays() {
    // More objects than the quick scanner has room for (256) go through the strict scanner.
    for count in [255, 256, 300] {
      let began = (1...count).map { #"{"id":\#($0),"phase":"began","x":1,"y":2}"# }
      let ended = (1...count).map { #"{"id":\#($0),"phase":"ended","x":1,"y":2}"# }
      let outcome = Self.compare([
        header, #"{"t":0,"touches":[\#(began.joined(separator: ","))]}"#,
        #"{"t":1,"touches":[\#(ended.joined(separator: ","))]}"#,
      ])
      #expect(outcome.outcome.error == nil)
      #expect(outcome.framesFromTree == 2)
    }
  }

  @Test func mutatedFramesGiveTheSameOutcomeBothWays() {
    var random = SplitMix64(seed: 2026)
    let valid = [
      Self.limitedHeader,
      #"{"t":0,"touches":[{"id":1,"phase":"began","x":100.5,"y":200,"force":0.25,"radius":6}]}"#,
      #"{"t":8333,"touches":[{"id":1,"phase":"moved","x":101.125,"y":-200},{"id":2,"phase":"began","x":300,"y":300}]}"#,
      #"{"t":16666,"touches":[{"id":2,"phase":"stationary","x":300,"y":300.5}]}"#,
      #"{"t":24999,"touches":[{"id":1,"phase":"ended","x":0,"y":2e1},{"id":2,"phase":"cancelled","x":300,"y":300}]}"#,
    ]
    // Bytes a mutation may insert: structure, digits, signs, quotes, letters of keys and phases.
    let alphabet = Array(#"{}[],:"0123456789-+.eExytidphasemovbgncl \u"#.utf8)
    var stillValid = 0
    for _ in 0..<400 {
      var lines = valid
      let index = 1 + Int(random.next() % UInt64(valid.count - 1))
      var bytes = Array(lines[index].utf8)
      for _ in 0..<(1 + Int(random.next() % 2)) {
        let at = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 4 {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
        case 2: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
        default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 12)], at: at)
        }
        if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
      }
      lines[index] = String(decoding: bytes, as: UTF8.self)
      if Self.compare(lines).outcome.error == nil { stillValid += 1 }
    }
    // Most mutations break the line; a few (a changed digit, a space) leave a valid trace.
    #expect(stillValid > 0 && stillValid < 200)
  }

  @Test func framesMutatedWithAnyByteGiveTheSameOutcomeBothWays() {
    var random = SplitMix64(seed: 0x7ACE)
    let valid = [
      Self.limitedHeader,
      #"{"t":0,"touches":[{"id":1,"phase":"began","x":100.5,"y":200,"force":0.25,"radius":6}]}"#,
      #"{"t":8333,"touches":[{"id":1,"phase":"moved","x":101.125,"y":-200},{"id":2,"phase":"began","x":300,"y":300}]}"#,
      #"{"t":24999,"touches":[{"id":1,"phase":"ended","x":0,"y":2},{"id":2,"phase":"cancelled","x":300,"y":300}]}"#,
    ]
    // Whitespace, escapes, quotes, literals, DEL, a UTF-8 lead byte and control bytes as well.
    let alphabet =
      Array(#"{}[],:"'\0123456789-+.eENaItrufls xyidphasemovbgnc"#.utf8)
      + [0x09, 0x0D, 0x7F, 0xC3, 0xA9, 0x00, 0x01]
    var stillValid = 0
    for _ in 0..<400 {
      var lines = valid
      let index = 1 + Int(random.next() % UInt64(valid.count - 1))
      var bytes = Array(lines[index].utf8)
      for _ in 0..<(1 + Int(random.next() % 2)) {
        let at = Int(random.next() % UInt64(bytes.count))
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        switch random.next() % 3 {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(byte, at: at)
        default: bytes[at] = byte
        }
        if bytes.isEmpty { bytes = [byte] }
      }
      lines[index] = String(decoding: bytes, as: UTF8.self)
      if Self.compare(lines).outcome.error == nil { stillValid += 1 }
    }
    #expect(stillValid > 0 && stillValid < 200)
  }
}
