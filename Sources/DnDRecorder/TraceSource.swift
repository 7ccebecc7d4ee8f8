import DnDEngine
import DnDFormats

/// Anything the recorder can turn into a trace: a hand-written gesture script today; device
/// recordings (evemu, libinput record, Android getevent, WebDriver actions) later.
///
/// A source reads and validates its own input first (so its errors name its own file, line and
/// field), then builds the trace in memory. The shared pieces keep every source honest the same
/// way: ``TraceAssembler`` merges per-contact samples and timed actions into frames that follow
/// the trace format's rules, and ``TraceFileWriter`` writes the result atomically and reads it
/// back through ``TraceReader`` before it replaces anything.
public protocol TraceSource {
  /// The whole trace, with `options` applied to its header.
  func makeTrace(_ options: RecordingOptions) throws(InputError) -> RecordedTrace
}

/// What the command line adds to, or overrides in, a source's header. A device recording does
/// not know which scene it was made for, so importers need `scene` from here; a gesture script
/// names its own, which `scene` overrides when set.
public struct RecordingOptions: Sendable {
  public var scene: String?
  public var profile: DeviceProfile.Kind?
  public var variants: [String]?
  /// Appended to the source's own provenance, in order (e.g. `("script", "drag.gesture")`).
  public var provenance: [(key: String, value: String)]

  public init(
    scene: String? = nil, profile: DeviceProfile.Kind? = nil, variants: [String]? = nil,
    provenance: [(key: String, value: String)] = []
  ) {
    self.scene = scene
    self.profile = profile
    self.variants = variants
    self.provenance = provenance
  }

  /// `header` with these options applied. An override breaking a rule of the trace header is an
  /// error about the options themselves (named `origin`), caught before anything is built.
  public func applied(to header: TraceHeader, origin: String = "recording options")
    throws(InputError) -> TraceHeader
  {
    var result = header
    if let scene {
      if let problem = TraceHeaderRules.sceneProblem(scene) {
        throw InputError(file: origin, message: "scene: \(problem)")
      }
      result.scene = scene
    }
    if let profile { result.profile = profile }
    if let variants {
      if let problem = TraceHeaderRules.variantsProblem(variants) {
        throw InputError(file: origin, message: "variants: \(problem)")
      }
      result.variants = variants
    }
    result.provenance += provenance
    return result
  }
}
