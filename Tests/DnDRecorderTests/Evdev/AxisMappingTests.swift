import DnDEngine
import Testing

@testable import DnDFormats
@testable import DnDRecorder

extension EvdevImporterTests {
  /// Raw axes → scene points (`--map stretch|fit|fill-width`) and back.
  @Suite struct AxisMappingTests {
    func mapping(
      _ mode: EvdevMapping, width: Double, height: Double, x: ClosedRange<Int64>,
      y: ClosedRange<Int64>
    ) -> EvdevAxisMapping {
      EvdevAxisMapping(
        mode: mode, sceneWidth: width, sceneHeight: height,
        x: TraceDevice.Axis(min: x.lowerBound, max: x.upperBound),
        y: TraceDevice.Axis(min: y.lowerBound, max: y.upperBound))
    }

    @Test func stretchMapsEachAxisToTheWholeScene() {
      let map = mapping(.stretch, width: 1024, height: 768, x: 0...799, y: 0...479)
      #expect([map.pointX(0), map.pointX(799), map.pointX(400)] == [0, 1024, 512.641])
      #expect([map.pointY(0), map.pointY(479), map.pointY(-10)] == [0, 768, -16.033])
    }

    /// `fit` keeps the aspect ratio and letterboxes: a 2:1 device in a square scene is centred
    /// vertically.
    @Test func fitKeepsTheAspectRatioCentred() {
      let map = mapping(.fit, width: 800, height: 800, x: 0...1000, y: 0...500)
      #expect([map.pointX(0), map.pointX(1000)] == [0, 800])
      #expect([map.pointY(0), map.pointY(500)] == [200, 600])
      let tall = mapping(.fit, width: 800, height: 800, x: 100...600, y: 0...1000)
      #expect([tall.pointX(100), tall.pointX(600)] == [200, 600])
      #expect([tall.pointY(0), tall.pointY(1000)] == [0, 800])
    }

    /// `fill-width` fills the width and keeps the aspect ratio from the top: the device's height
    /// may run past the scene's.
    @Test func fillWidthFillsTheWidthFromTheTop() {
      let map = mapping(.fillWidth, width: 500, height: 300, x: 0...1000, y: 0...1000)
      #expect([map.pointX(0), map.pointX(1000)] == [0, 500])
      #expect([map.pointY(0), map.pointY(1000)] == [0, 500])
    }

    /// Every raw value maps to a point that maps back to it, and a point back and forth again is
    /// the same point — with fewer raw units than thousandths of a point, and with more.
    @Test(arguments: [EvdevMapping.stretch, .fit, .fillWidth])
    func pointsMapBackToTheirRawValues(_ mode: EvdevMapping) {
      let coarse = mapping(mode, width: 1024, height: 768, x: 0...799, y: -20...479)
      for raw in Int64(-50)...850 {
        #expect(coarse.rawX(coarse.pointX(raw)) == raw)
        #expect(coarse.rawY(coarse.pointY(raw)) == raw)
      }
      let fine = mapping(mode, width: 320, height: 480, x: 0...10_000_000, y: 0...9_000_000)
      for raw in stride(from: Int64(0), through: 10_000_000, by: 9_973) {
        let point = fine.pointX(raw)
        #expect(fine.pointX(fine.rawX(point)) == point)
        let pointY = fine.pointY(raw)
        #expect(fine.pointY(fine.rawY(pointY)) == pointY)
      }
    }

    @Test func forceAndRadiusMapBack() throws {
      for maximum in [Int64(1), 255, 1000, 4095] {
        let force = try #require(EvdevForceMapping(axis: TraceDevice.Axis(min: 0, max: maximum)))
        for raw in 0...maximum {
          let value = force.force(raw)
          #expect(force.force(force.raw(value)) == value)
        }
      }
      #expect(EvdevForceMapping(axis: TraceDevice.Axis(min: 5, max: 5)) == nil)
      let map = mapping(.stretch, width: 1024, height: 768, x: 0...1535, y: 0...2559)
      for major in Int64(0)...200 {
        #expect(map.major(radius: map.radius(major: major)) == major)
      }
    }

    @Test func sizesReadAndWrite() {
      #expect(EvdevImportOptions.parseSize("1024x768")! == (1024, 768))
      #expect(EvdevImportOptions.parseSize("390.5x844.125")! == (390.5, 844.125))
      for bad in ["0x5", "1e3x5", "-1x5", "10x", "x", "1.2345x3", "10X20", "1024x768x2", " 1x1"] {
        #expect(EvdevImportOptions.parseSize(bad) == nil, "\(bad)")
      }
      #expect(EvdevImportOptions.formatSize(width: 1024, height: 390.5) == "1024x390.5")
    }

    /// The trace keeps the device's raw axes and says how it was mapped, so it can be mapped back
    /// (the exporter does) or re-targeted.
    @Test func theHeaderKeepsTheRawAxesAndTheMapping() throws {
      let lines =
        EvLine.down(0, slot: 0, id: 1, 500, 250) + [
          EvLine.syn(0), EvLine.id(1000, -1), EvLine.syn(1000),
        ]
      let trace = try importEvemu(
        evemuRecording(lines), options: evemuOptions(width: 800, height: 800, mapping: .fit))
      #expect(
        TraceWriter.headerLine(trace.header)
          == #"{"format":"dndsim-trace","version":1,"time_unit":"us","scene":"board","profile":"tablet","device":{"name":"Plain Touchscreen","kind":"touchscreen","max_contacts":4,"raw_axes":{"x":{"min":0,"max":999},"y":{"min":0,"max":499}}},"provenance":{"recorder":"evemu","map":"fit","scene_size":"800x800"}}"#
      )
      #expect(
        frameSummary(trace.records) == ["0: 1 began (400.4,400.4)", "1000: 1 ended (400.4,400.4)"])
    }

    @Test func devicesAndOptionsAreChecked() {
      let device = EvdevDevice(name: "pad", axes: [:])
      func error(_ device: EvdevDevice, _ options: EvdevImportOptions = evemuOptions()) -> String {
        do {
          _ = try EvdevTraceBuilder(device: device, options: options)
          return "ok"
        } catch {
          return error.description
        }
      }
      #expect(
        error(device)
          == "t.evemu: error: the device \"pad\" has no position axes; expected ABS_MT_POSITION_X and ABS_MT_POSITION_Y (multi-touch) or ABS_X and ABS_Y (single touch) in its description"
      )
      let flat = EvdevDevice(
        name: "flat",
        axes: [
          EvdevCode.mtPositionX: .init(minimum: 0, maximum: 0),
          EvdevCode.mtPositionY: .init(minimum: 0, maximum: 9),
        ])
      #expect(
        error(flat)
          == "t.evemu: error: the device's ABS_MT_POSITION_X axis has min 0 and max 0; expected min < max"
      )
      let good = EvdevDevice(
        name: "good",
        axes: [
          EvdevCode.mtPositionX: .init(minimum: 0, maximum: 9),
          EvdevCode.mtPositionY: .init(minimum: 0, maximum: 9),
          EvdevCode.mtSlot: .init(minimum: 0, maximum: 300),
        ])
      #expect(
        error(good)
          == "t.evemu: error: the device's ABS_MT_SLOT axis is 0…300; expected 0…N with N below 256"
      )
      var noScene = evemuOptions()
      noScene.recording.scene = nil
      let anonymous = EvdevDevice(
        name: "a",
        axes: [
          EvdevCode.mtPositionX: .init(minimum: 0, maximum: 9),
          EvdevCode.mtPositionY: .init(minimum: 0, maximum: 9),
        ])
      #expect(
        error(anonymous, noScene)
          == "t.evemu: error: a device recording does not name its scene; expected one (--scene NAME)"
      )
      #expect(
        error(anonymous, evemuOptions(width: 0, height: 5))
          == "import options: error: scene size: expected a scene size of at least 0.001 and at most 1000000 points a side, found 0x5"
      )
    }
  }
}
