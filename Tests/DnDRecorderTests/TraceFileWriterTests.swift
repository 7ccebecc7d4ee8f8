import DnDEngine
import DnDTestSupport
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// The atomic writer: a valid trace replaces the target whole; anything else leaves it alone.
  @Suite struct TraceFileWriterTests {
    /// The names in the scratch folder, sorted (temporary files included).
    static func listing(_ files: ScratchFiles) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: files.directory.path).sorted()
    }

    /// A trace whose touch never ends: TraceReader refuses it at the end of the file.
    static let invalid = RecordedTrace(
      header: TraceHeader(scene: "s"),
      records: [.frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 0, y: 0)])])

    @Test func theWrittenTraceReadsBackEqualToTheModel() throws {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("drag.trace.jsonl").path
      let trace = try textScript(pinboardScript).makeTrace()
      try TraceFileWriter.writeAtomically(trace, to: path)
      let reader = try TraceReader(path: path)
      #expect(reader.header == trace.header)
      #expect(try reader.readAll() == trace.records)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(
        text
          == ([TraceWriter.headerLine(trace.header)] + trace.records.map(TraceWriter.recordLine))
          .joined(separator: "\n") + "\n")
      #expect(try Self.listing(files) == ["drag.trace.jsonl"])
    }

    @Test func aTraceReplacesTheTargetWhole() throws {
      let files = ScratchFiles()
      let path = files.write("t.jsonl", "old contents\n")
      try TraceFileWriter.writeAtomically(
        try textScript("scene s\ncancelProgress at 1s").makeTrace(), to: path)
      #expect(
        try String(contentsOfFile: path, encoding: .utf8)
          == #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"s","profile":"tablet","device":{"name":"gesture-script","kind":"synthetic"},"sample_rate_hz":120,"provenance":{"recorder":"gesture-script"}}"#
          + "\n" + #"{"t":1000000,"action":"cancelProgress"}"# + "\n")
      #expect(try Self.listing(files) == ["t.jsonl"])
    }

    @Test func anInvalidTraceLeavesTheTargetAndNoTemporaryFile() throws {
      let files = ScratchFiles()
      let path = files.write("t.jsonl", "old contents\n")
      #expect {
        try TraceFileWriter.writeAtomically(Self.invalid, to: path, name: "t.jsonl")
      } throws: { error in
        "\(error)"
          == "t.jsonl:3: error: the recorded trace does not read back (end of file with touch 1 still down (it began on line 2); expected it to end or be cancelled); the file was not changed"
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents\n")
      #expect(try Self.listing(files) == ["t.jsonl"])
    }

    @Test func anInvalidHeaderIsRefusedToo() throws {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("t.jsonl").path
      let trace = RecordedTrace(header: TraceHeader(scene: "a/b"), records: [])
      #expect {
        try TraceFileWriter.writeAtomically(trace, to: path, name: "t.jsonl")
      } throws: { error in
        "\(error)".hasPrefix(
          "t.jsonl:1: error: the recorded trace does not read back (expected a name")
      }
      #expect(try Self.listing(files).isEmpty)
    }

    @Test func aMissingFolderIsAnErrorNamingIt() throws {
      let files = ScratchFiles()
      let folder = files.directory.appendingPathComponent("missing").path
      #expect {
        try TraceFileWriter.writeAtomically(Self.invalid, to: folder + "/t.jsonl", name: "t.jsonl")
      } throws: { error in
        "\(error)"
          == "t.jsonl: error: cannot create a file in \(folder) (No such file or directory)"
      }
    }

    @Test func coordinatesFinerThanTheFormatAreWrittenToItsThreeDecimals() throws {
      let files = ScratchFiles()
      let path = files.directory.appendingPathComponent("t.jsonl").path
      let trace = RecordedTrace(
        header: TraceHeader(scene: "s"),
        records: TraceAssembler.records(
          contacts: [
            ContactTrack(samples: [
              ContactSample(time: 0, phase: .began, x: 1.23456, y: 2),
              ContactSample(time: 10, phase: .ended, x: 1.23456, y: 2),
            ])
          ], actions: []))
      try TraceFileWriter.writeAtomically(trace, to: path)
      let records = try TraceReader(path: path).readAll()
      #expect(
        records.first
          == .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1.235, y: 2)]))
    }
  }
}
