import DnDEngine

/// How raw device positions become scene points (`--map`). The device's axis ranges go into the
/// trace header (`device.raw_axes`) and the mode and scene size into its provenance (`map`,
/// `scene_size`), so a trace can be mapped back to raw units (the evemu exporter does) or
/// re-targeted to another scene.
///
/// Raw units are taken as square: the trace keeps only each axis's min and max, so a mapping that
/// keeps the aspect ratio must not depend on anything else (a device whose x and y resolutions
/// differ is best imported with `stretch`).
public enum EvdevMapping: String, Sendable, CaseIterable {
  /// Each axis to the whole scene: min → 0, max → the scene's width (height). The aspect ratio
  /// changes when the device's and the scene's differ.
  case stretch
  /// One scale for both axes, the largest that shows the whole device in the scene, centred
  /// (letterboxed): no point of the device falls outside the scene.
  case fit
  /// One scale for both axes: the device's width fills the scene's width, from the top; the
  /// device's height may end above or below the scene's bottom edge.
  case fillWidth = "fill-width"
}

/// What an evdev import needs besides the recording: where the trace goes (scene, profile,
/// variants and provenance, as for every source), how big the scene is and how to map to it.
public struct EvdevImportOptions: Sendable {
  /// Scene (required: a device recording does not know it), profile, variants, extra provenance.
  public var recording: RecordingOptions
  /// The scene's size in points, the target of ``mapping``.
  public var sceneWidth: Double
  public var sceneHeight: Double
  package var mapping: EvdevMapping
  /// How errors and warnings name the recording (its events file).
  public var file: String
  /// The first provenance pair, `recorder`: the format the events came from (`evemu` …).
  public var recorder: String

  public init(
    file: String, recorder: String, sceneWidth: Double, sceneHeight: Double,
    mapping: EvdevMapping = .stretch, recording: RecordingOptions = RecordingOptions()
  ) {
    self.file = file
    self.recorder = recorder
    self.sceneWidth = sceneWidth
    self.sceneHeight = sceneHeight
    self.mapping = mapping
    self.recording = recording
  }

  /// The largest scene side accepted (the trace's coordinate limit).
  public static let maxSceneSide: Double = 1_000_000

  /// `WxH` (`1024x768`, `390.5x844`): the form of `--size` and of the `scene_size` provenance.
  public static func parseSize(_ text: String) -> (width: Double, height: Double)? {
    let parts = text.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = plainNumber(parts[0]), let height = plainNumber(parts[1]),
      isSceneSide(width), isSceneSide(height)
    else { return nil }
    return (width, height)
  }

  /// The `scene_size` text of a size: `1024x768`, with at most three decimals.
  public static func formatSize(width: Double, height: Double) -> String {
    "\(LogNumber.format(width))x\(LogNumber.format(height))"
  }

  static func isSceneSide(_ value: Double) -> Bool {
    value.isFinite && value >= 0.001 && value <= maxSceneSide
  }

  /// A decimal without sign or exponent (`1024`, `390.5`), at most three decimals.
  private static func plainNumber(_ text: Substring) -> Double? {
    let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count),
      pieces.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } }),
      pieces.count == 1 || pieces[1].count <= 3, pieces[0].count <= 7
    else { return nil }
    return Double(text)
  }

  /// The problem with the scene size, or `nil`.
  var sizeProblem: String? {
    guard Self.isSceneSide(sceneWidth), Self.isSceneSide(sceneHeight) else {
      return
        "expected a scene size of at least 0.001 and at most 1000000 points a side, found \(LogNumber.format(sceneWidth))x\(LogNumber.format(sceneHeight))"
    }
    return nil
  }
}
