import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension RecorderTests {
  /// What every source shares: the recorded trace, its warnings and the command line's options.
  @Suite struct RecordedTraceTests {
    @Test func warningsAreCountedInTheProvenance() {
      var header = TraceHeader(scene: "s", provenance: [("tool", "evemu"), ("warnings", "9")])
      let clean = RecordedTrace(header: header, records: [])
      #expect(clean.header.provenance.map(\.key) == ["tool"])
      let warning = RecordingWarning(
        file: "rec.evemu", line: 12, message: "unknown event type 0x17")
      #expect(warning.description == "rec.evemu:12: warning: unknown event type 0x17")
      let warned = RecordedTrace(header: header, records: [], warnings: [warning, warning])
      header.provenance = [("tool", "evemu"), ("warnings", "2")]
      #expect(warned.header == header)
      #expect(warned.warnings.count == 2)
    }

    @Test func optionsOverrideTheScriptsHeaderAndAddProvenance() throws {
      let options = RecordingOptions(
        scene: "other", profile: .phone, variants: ["a", "b"],
        provenance: [("script", "drag.gesture")])
      let header = try textScript(pinboardScript).makeTrace(options).header
      #expect(header.scene == "other")
      #expect(header.profile == .phone)
      #expect(header.variants == ["a", "b"])
      #expect(header.provenance.map(\.key) == ["recorder", "script"])
      #expect(header.provenance.map(\.value) == ["gesture-script", "drag.gesture"])
    }

    @Test func anOverrideBreakingAHeaderRuleIsAnError() {
      #expect {
        try textScript(pinboardScript).makeTrace(RecordingOptions(scene: "a b"))
      } throws: { error in
        "\(error)"
          == #"recording options: error: scene: expected a name of 1 to 128 letters, digits, '.', '-' or '_', found "a b""#
      }
      #expect {
        try textScript(pinboardScript).makeTrace(RecordingOptions(variants: ["x", "default"]))
      } throws: { error in
        "\(error)"
          == #"recording options: error: variants: "default" is reserved for running without a fault plan; expected another name"#
      }
    }
  }
}
