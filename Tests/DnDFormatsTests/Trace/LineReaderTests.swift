import DnDFormats
import DnDTestSupport
import Testing

/// `LineReader` returns most lines as slices of its 64 KiB chunk and puts together the ones a
/// chunk boundary cuts: both must give the same lines and the same length errors.
@Suite struct LineReaderTests {
  static func lines(of path: String, maxLineLength: Int) throws -> [String] {
    try lines(of: LineReader(path: path, maxLineLength: maxLineLength))
  }

  static func lines(of reader: LineReader) throws -> [String] {
    var lines: [String] = []
    while let line = try reader.nextLine() { lines.append(String(decoding: line, as: UTF8.self)) }
    return lines
  }

  @Test(arguments: [false, true])
  func linesAcrossChunkBoundariesComeWhole(finalNewline: Bool) throws {
    // Lengths that put line ends just before, on and after the 65,536-byte boundaries.
    var expected: [String] = []
    var total = 0
    var length = 1
    while total < 300_000 {
      let line = String(
        repeating: Character(Unicode.Scalar(UInt8(97 + expected.count % 26))),
        count: length)
      expected.append(line)
      total += length + 1
      length = length * 7 % 9_973 + 1
    }
    expected.append(String(repeating: "z", count: 65_535))
    expected.append("")
    expected.append("last")
    let text = expected.joined(separator: "\n") + (finalNewline ? "\n" : "")
    let files = ScratchFiles()
    let path = files.write("lines.txt", text)
    #expect(try Self.lines(of: path, maxLineLength: 1 << 20) == expected)
    // The same bytes from memory (the fuzz targets' way) come in the same chunks.
    let memory = LineReader(bytes: Array(text.utf8), name: "lines.txt", maxLineLength: 1 << 20)
    #expect(try Self.lines(of: memory) == expected)
    #expect(memory.bytesRead == text.utf8.count)
  }

  @Test func bytesInMemoryGiveTheSameLengthErrorAsAFile() throws {
    let reader = LineReader(
      bytes: Array("ab\n0123456789\n".utf8), name: "t.jsonl", maxLineLength: 9)
    _ = try reader.nextLine()
    #expect {
      _ = try reader.nextLine()
    } throws: { error in
      "\(error)" == "t.jsonl:2: error: line is longer than 9 bytes; expected one record per line"
    }
  }

  @Test func aLineOfExactlyTheLimitIsReadAndOneMoreByteIsAnError() throws {
    let files = ScratchFiles()
    let path = files.write("t.jsonl", "ab\n" + String(repeating: "x", count: 10) + "\nxyz\n")
    #expect(try Self.lines(of: path, maxLineLength: 10).count == 3)
    let reader = try LineReader(path: path, name: "t.jsonl", maxLineLength: 9)
    _ = try reader.nextLine()
    #expect {
      _ = try reader.nextLine()
    } throws: { error in
      "\(error)" == "t.jsonl:2: error: line is longer than 9 bytes; expected one record per line"
    }
  }
}
