import Testing
import VirtualTime

@testable import DnDFormats

/// `QuickJSONScanner` may give up on anything, but whatever it accepts the strict scanner must
/// accept too, with the same objects: otherwise a document would skip an error message.
@Suite struct QuickJSONScannerTests {
  /// The quick scanner's objects, or `nil` when it gives up.
  static func quick(_ bytes: [UInt8], maxDepth: Int = 8, room: Int = 256) -> [ScannedObject]? {
    var levels = [QuickJSONScanner.Level](
      repeating: QuickJSONScanner.Level(object: -1, members: 0), count: maxDepth)
    var objects = [ScannedObject](
      repeating: ScannedObject(offset: 0, memberCount: 0), count: room)
    let count = bytes.withUnsafeBufferPointer { text in
      levels.withUnsafeMutableBufferPointer { levels in
        objects.withUnsafeMutableBufferPointer { objects in
          QuickJSONScanner.scan(text, levels: levels, objects: objects)
        }
      }
    }
    return count.map { Array(objects[..<$0]) }
  }

  /// The strict scanner's objects, or `nil` when it rejects the document.
  static func strict(_ bytes: [UInt8], maxDepth: Int = 8) -> [ScannedObject]? {
    bytes.withUnsafeBufferPointer { text in
      var scanner = StrictJSONScanner(bytes: text, maxDepth: maxDepth)
      do {
        try scanner.scanDocument()
        return scanner.objects
      } catch {
        return nil
      }
    }
  }

  /// Expects the quick scanner to give up or to agree with the strict one; returns whether it
  /// accepted the document.
  @discardableResult
  static func check(
    _ bytes: [UInt8], maxDepth: Int = 8, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Bool {
    guard let quick = quick(bytes, maxDepth: maxDepth) else { return false }
    #expect(
      strict(bytes, maxDepth: maxDepth) == quick, "\(String(decoding: bytes, as: UTF8.self))",
      sourceLocation: sourceLocation)
    return true
  }

  static let frame =
    #"{"t":8333,"touches":[{"id":1,"phase":"moved","x":100.398,"y":150.623},{"id":2,"phase":"stationary","x":-0.5,"y":0,"force":0.25,"radius":6}]}"#

  @Test(arguments: [
    frame,
    #"{"format":"dndsim-trace","version":1,"device":{"name":"bench","max_contacts":5},"provenance":{}}"#,
    "{}", "[]", "[[],{}]", #"{"a":{"b":{}},"c":[1,{"d":null}],"e":[[{}]]}"#, #""x""#, "0", "-0",
    "-12.5", "true", "false", "null", "[true,false,null]", " {\"a\":1}\r", "\t[1,2,3]\n",
    "123456789012345678", "-123456789012345678", String(repeating: "9", count: 300) + ".5",
    "\"\u{7F} ~!#$%&'()*+,-./0123456789:;<=>?@[]^_`{|}\"",
    #"["a long string over two words","#
      + #""b"]"#, #"{"k":"v"}"#, #"[0.1,10,0]"#,
  ])
  func acceptsCompactJSONWithTheStrictScannersObjects(_ text: String) {
    #expect(Self.check(Array(text.utf8)))
  }

  @Test(arguments: [
    #"{"a": 1}"#, "[1, 2]", #"{"a" :1}"#, "01", "-01", "-", "1.", "1.e5", "1e5", "1.5E3", "1E+2",
    "NaN", "Infinity", "-Infinity", "truex", "tru", "nul", #""a\nb""#, #""\u0041""#, "\"é\"",
    "\"\u{1}\"", "\"a\tb\"", "1234567890123456789", String(repeating: "9", count: 301) + ".5",
    #"{"a":1,}"#, "[1,]", "{'a':1}", #"{"a"}"#, #"{"a":}"#, "\"abc", "", "   ", "{}x", "{} {}",
    "[1 2]", #"{"a":1"b":2}"#, "\u{FEFF}{}", "+1", ".5", "[", "]", "{", "}", ",", ":",
    #"{"a":1}}"#, "[[]]]", #"{"a":[}"#, "/*c*/1",
  ])
  func givesUpOnWhatItDoesNotCheck(_ text: String) {
    #expect(Self.quick(Array(text.utf8)) == nil)
  }

  @Test func givesUpAtTheNestingLimitAndWhenItRunsOutOfRoom() {
    #expect(Self.check(Array("[[]]".utf8), maxDepth: 2))
    #expect(Self.quick(Array("[[[]]]".utf8), maxDepth: 2) == nil)
    #expect(
      Self.quick(Array("[{},{}]".utf8), room: 2) == [
        ScannedObject(offset: 1, memberCount: 0), ScannedObject(offset: 4, memberCount: 0),
      ])
    #expect(Self.quick(Array("[{},{},{}]".utf8), room: 2) == nil)
  }

  @Test func mutatedDocumentsAreNeverAcceptedUnlessTheStrictScannerAgrees() {
    var random = SplitMix64(seed: 0x51CA)
    let documents = [
      Self.frame, #"{"a":[1,-2.5,true,null,"s",{"b":{}}],"c":[]}"#, #"[0,"x",[[]],{"d":1}]"#,
    ].map { Array($0.utf8) }
    // Structure, digits, signs, quotes, escapes, letters of literals and exponents, whitespace,
    // DEL, a UTF-8 lead byte, NUL and a control character.
    let alphabet =
      Array(#"{}[],:"'\0123456789-+.eEtrufalsnNI /"#.utf8) + [
        0x09, 0x0A, 0x0D, 0x7F, 0xC3, 0, 0x1F,
      ]
    var accepted = 0
    for _ in 0..<4000 {
      var bytes = documents[Int(random.next() % UInt64(documents.count))]
      for _ in 0..<(1 + Int(random.next() % 3)) {
        let at = Int(random.next() % UInt64(bytes.count))
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        switch random.next() % 4 {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(byte, at: at)
        case 2: bytes[at] = byte
        default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 9)], at: at)
        }
        if bytes.isEmpty { bytes = [byte] }
      }
      if Self.check(bytes) { accepted += 1 }
    }
    // A changed digit or a duplicated member leaves a document the quick scanner settles.
    #expect(accepted > 100 && accepted < 3000)
  }
}
