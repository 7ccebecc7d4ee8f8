import DnDEngine
import DnDFormats

/// What an evemu export needs to know before its first line: the device to describe and how
/// scene points map back to its raw units. Made from the trace's header and one pass over its
/// records (``Scan``).
///
/// - **Mapping**: the mode and scene size the trace was imported with (its provenance `map` and
///   `scene_size`), unless the export options say otherwise; the raw axes are the trace's
///   `device.raw_axes`. A trace without raw axes (a gesture script's) gets axes of 1000 units per
///   point over the scene (`stretch`), so its three-decimal coordinates survive exactly.
/// - **Slots**: the trace's `max_contacts`, or as many as it ever has down at once.
/// - **Pressure** (`ABS_MT_PRESSURE` 0…1000, force × 1000) when a touch has a force; **touch
///   major** (`ABS_MT_TOUCH_MAJOR`, twice the radius in raw units) when a touch has a radius.
struct EvemuExportPlan {
  /// What one pass over the records finds.
  struct Scan {
    var maxDown = 0
    var hasForce = false
    var largestRadius: Double?
    var frames = 0

    mutating func add(_ record: TraceRecord) {
      guard case .frame(_, let touches) = record else { return }
      frames += 1
      var down = 0
      for touch in touches {
        switch touch.phase {
        case .began, .moved, .stationary: down += 1
        case .ended, .cancelled: break
        }
        if touch.force != nil { hasForce = true }
        if let radius = touch.radius { largestRadius = max(largestRadius ?? 0, radius) }
      }
      maxDown = max(maxDown, down)
    }
  }

  static let pressureMaximum: Int64 = 1000
  static let unitsPerPoint: Double = 1000

  let name: String
  let direct: Bool
  let slots: Int
  let mapping: EvdevAxisMapping
  let force: EvdevForceMapping?
  /// The touch major axis's maximum, when the trace has radii.
  let majorMaximum: Int64?

  init(header: TraceHeader, scan: Scan, options: EvemuExportOptions, file: String)
    throws(InputError)
  {
    let provenance = Dictionary(header.provenance.map { ($0.key, $0.value) }) { first, _ in first }
    var mode = EvdevMapping.stretch
    if let chosen = options.mapping {
      mode = chosen
    } else if let text = provenance["map"] {
      guard let recorded = EvdevMapping(rawValue: text) else {
        throw InputError(
          file: file, line: 1, path: "$.provenance.map",
          message:
            "unknown mapping \(JSONQuoting.quoted(text)); expected stretch, fit or fill-width")
      }
      mode = recorded
    }
    var size: (width: Double, height: Double)
    if let width = options.sceneWidth, let height = options.sceneHeight {
      size = (width, height)
    } else if let text = provenance["scene_size"] {
      guard let recorded = EvdevImportOptions.parseSize(text) else {
        throw InputError(
          file: file, line: 1, path: "$.provenance.scene_size",
          message: "expected a size like 1024x768, found \(JSONQuoting.quoted(text))")
      }
      size = recorded
    } else {
      throw InputError(
        file: file, line: 1,
        message:
          "the trace does not say the scene size it was mapped to (no scene_size in its provenance); expected one given (--size WxH)"
      )
    }
    guard EvdevImportOptions.isSceneSide(size.width), EvdevImportOptions.isSceneSide(size.height)
    else {
      throw InputError(
        file: "export options",
        message: "expected a scene size of at least 0.001 and at most 1000000 points a side")
    }
    let x: TraceDevice.Axis
    let y: TraceDevice.Axis
    if let rawX = header.device.x, let rawY = header.device.y, Self.fitsEvdev(rawX),
      Self.fitsEvdev(rawY)
    {
      (x, y) = (rawX, rawY)
    } else {
      x = TraceDevice.Axis(min: 0, max: Int64((size.width * Self.unitsPerPoint).rounded()))
      y = TraceDevice.Axis(min: 0, max: Int64((size.height * Self.unitsPerPoint).rounded()))
      mode = .stretch
    }
    mapping = EvdevAxisMapping(
      mode: mode, sceneWidth: size.width, sceneHeight: size.height, x: x, y: y)
    name = String(
      decoding: header.device.name.utf8.map { $0 < 0x20 || $0 == 0x7f ? UInt8(ascii: "-") : $0 },
      as: UTF8.self)
    direct = header.device.kind != "touchpad"
    slots = max(1, Int(header.device.maxContacts ?? 0), scan.maxDown)
    force =
      scan.hasForce
      ? EvdevForceMapping(axis: TraceDevice.Axis(min: 0, max: Self.pressureMaximum)) : nil
    if let largest = scan.largestRadius {
      let spanX = Double(x.max - x.min)
      let spanY = Double(y.max - y.min)
      let diagonal = Int64((spanX * spanX + spanY * spanY).squareRoot().rounded(.up))
      majorMaximum = min(Int64(Int32.max), max(1, diagonal, mapping.major(radius: largest)))
    } else {
      majorMaximum = nil
    }
  }

  /// Whether an axis fits the kernel's 32-bit values.
  private static func fitsEvdev(_ axis: TraceDevice.Axis) -> Bool {
    axis.min >= Int64(Int32.min) && axis.max <= Int64(Int32.max)
  }
}

/// What the command line may set for an export; what it leaves `nil` comes from the trace.
package struct EvemuExportOptions: Sendable {
  /// The scene size the trace's points are in (default: the trace's `scene_size` provenance).
  package var sceneWidth: Double?
  package var sceneHeight: Double?
  /// How points map to raw units (default: the trace's `map` provenance, else `stretch`).
  package var mapping: EvdevMapping?

  package init(sceneWidth: Double? = nil, sceneHeight: Double? = nil, mapping: EvdevMapping? = nil)
  {
    self.sceneWidth = sceneWidth
    self.sceneHeight = sceneHeight
    self.mapping = mapping
  }
}
