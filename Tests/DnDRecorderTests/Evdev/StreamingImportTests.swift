import DnDEngine
import Foundation
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension EvdevImporterTests {
  /// The streamed import (frames to the file as they complete) writes exactly what the
  /// in-memory import and `TraceFileWriter` write, atomically.
  @Suite struct StreamingImportTests {
    @Test(arguments: RealRecording.all)
    func streamingWritesTheSameBytes(_ recording: RealRecording) throws {
      let folder = EvemuScratch()
      let options = evemuOptions(file: recording.file)
      let path = realRecordingPath(recording.file)
      let description = recording.description.map(realRecordingPath)
      let inMemory = try EvemuImport.trace(
        path: path, name: recording.file, descriptionPath: description, options: options)
      try TraceFileWriter.writeAtomically(inMemory, to: folder.file("memory.jsonl"))
      let result = try EvemuImport.write(
        path: path, name: recording.file, descriptionPath: description, options: options,
        to: folder.file("stream.jsonl"))
      #expect(folder.read("stream.jsonl") == folder.read("memory.jsonl"))
      #expect(folder.read("stream.jsonl") == canonicalTraceText(inMemory))
      #expect(result.records == inMemory.records.count)
      #expect(result.header == inMemory.header)
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["memory.jsonl", "stream.jsonl"])
    }

    /// An error half-way leaves the target as it was and no temporary file behind.
    @Test func anErrorLeavesTheTargetAsItWas() throws {
      let folder = EvemuScratch()
      folder.write("out.jsonl", "old\n")
      var lines = EvLine.down(0, slot: 0, id: 1, 100, 100) + [EvLine.syn(0)]
      for t in 1...3000 {
        lines += [EvLine.x(Int64(t) * 1000, Int64(t % 900)), EvLine.syn(Int64(t) * 1000)]
      }
      lines.append("E: broken")
      let events = folder.write("t.evemu", evemuRecording(lines))
      do {
        _ = try EvemuImport.write(
          path: events, name: "t.evemu", options: evemuRawOptions, to: folder.file("out.jsonl"))
        Issue.record("no error")
      } catch {
        #expect(
          error.description
            == "t.evemu:6014:4: error: expected a time like 12.345678 (seconds, a point and six digits of microseconds), found \"broken\""
        )
      }
      #expect(folder.read("out.jsonl") == "old\n")
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      #expect(left == ["out.jsonl", "t.evemu"])
    }

    @Test func aFinishedWriterTakesNoMore() throws {
      let folder = EvemuScratch()
      let writer = try StreamingTraceFileWriter(path: folder.file("t.jsonl"), name: "t.jsonl")
      try writer.append(
        .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 2)]))
      try writer.append(
        .frame(time: 5, touches: [TraceTouch(id: 1, phase: .ended, x: 1, y: 2)]))
      try writer.finish(header: TraceHeader(scene: "board"))
      #expect(
        folder.read("t.jsonl")
          == #"""
          {"format":"dndsim-trace","version":1,"time_unit":"us","scene":"board","profile":"tablet","device":{"name":"synthetic","kind":"synthetic"}}
          {"t":0,"touches":[{"id":1,"phase":"began","x":1,"y":2}]}
          {"t":5,"touches":[{"id":1,"phase":"ended","x":1,"y":2}]}

          """#)
      #expect(throws: InputError.self) {
        try writer.append(.frame(time: 9, touches: []))
      }
    }

    /// A record the format refuses is caught when the file is read back, before the target is
    /// replaced.
    @Test func anInvalidTraceIsNotWritten() throws {
      let folder = EvemuScratch()
      let writer = try StreamingTraceFileWriter(path: folder.file("t.jsonl"), name: "t.jsonl")
      try writer.append(
        .frame(time: 0, touches: [TraceTouch(id: 1, phase: .began, x: 1, y: 2)]))
      do {
        try writer.finish(header: TraceHeader(scene: "board"))
        Issue.record("no error")
      } catch {
        #expect(
          error.description
            == "t.jsonl:3: error: the recorded trace does not read back (end of file with touch 1 still down (it began on line 2); expected it to end or be cancelled); the file was not changed"
        )
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    /// The builder takes events from memory too (what the libinput and getevent readers hand
    /// it): ids, frames and the summary are the same as from a file.
    @Test func theBuilderTakesEventsFromMemory() throws {
      let device = EvdevDevice(
        name: "memory",
        axes: [
          EvdevCode.mtSlot: .init(minimum: 0, maximum: 1),
          EvdevCode.mtPositionX: .init(minimum: 0, maximum: 999),
          EvdevCode.mtPositionY: .init(minimum: 0, maximum: 499),
        ], properties: [EvdevCode.propertyDirect])
      let events = [
        EvdevEvent(microseconds: 100, type: 3, code: 0x39, value: 4, line: 1),
        EvdevEvent(microseconds: 100, type: 3, code: 0x35, value: 10, line: 2),
        EvdevEvent(microseconds: 100, type: 3, code: 0x36, value: 20, line: 3),
        EvdevEvent(microseconds: 100, type: 0, code: 0, value: 0, line: 4),
        EvdevEvent(microseconds: 200, type: 3, code: 0x39, value: -1, line: 5),
        EvdevEvent(microseconds: 200, type: 0, code: 0, value: 0, line: 6),
      ]
      let trace = try EvdevTraceBuilder.trace(
        device: device, events: events, options: evemuRawOptions)
      #expect(frameSummary(trace.records) == ["0: 1 began (10,20)", "100: 1 ended (10,20)"])
    }
  }
}
