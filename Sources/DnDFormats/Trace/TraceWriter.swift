import DnDEngine

/// Writes traces in the canonical form of `dndsim-trace` version 1: one JSON object per line,
/// keys in a fixed order, integers for times and ids, coordinates and other reals with at most
/// three decimals (``LogNumber``), every optional field omitted when absent. Reading a canonical
/// file and writing it again gives the same bytes.
public enum TraceWriter {
  public static func headerLine(_ header: TraceHeader) -> String {
    var fields = [
      "\"format\":\"\(TraceHeader.format)\"", "\"version\":\(TraceHeader.version)",
      "\"time_unit\":\"us\"", "\"scene\":\(JSONQuoting.quoted(header.scene))",
      "\"profile\":\"\(header.profile == .phone ? "phone" : "tablet")\"",
    ]
    fields.append("\"device\":\(device(header.device))")
    if let rate = header.sampleRateHz {
      fields.append("\"sample_rate_hz\":\(LogNumber.format(rate))")
    }
    if !header.provenance.isEmpty {
      let pairs = header.provenance.map {
        "\(JSONQuoting.quoted($0.key)):\(JSONQuoting.quoted($0.value))"
      }
      fields.append("\"provenance\":{\(pairs.joined(separator: ","))}")
    }
    if !header.variants.isEmpty {
      fields.append(
        "\"variants\":[\(header.variants.map { JSONQuoting.quoted($0) }.joined(separator: ","))]")
    }
    return "{" + fields.joined(separator: ",") + "}"
  }

  public static func recordLine(_ record: TraceRecord) -> String {
    switch record {
    case .frame(let time, let touches):
      return "{\"t\":\(time),\"touches\":[\(touches.map(touch).joined(separator: ","))]}"
    case .action(let time, .cancelProgress):
      return "{\"t\":\(time),\"action\":\"cancelProgress\"}"
    case .action(let time, .scene(let name, let arguments)):
      var text = "{\"t\":\(time),\"action\":\"scene\",\"name\":\(JSONQuoting.quoted(name))"
      if !arguments.isEmpty {
        let pairs = arguments.map {
          "\(JSONQuoting.quoted($0.name)):\(JSONQuoting.quoted($0.value))"
        }
        text += ",\"arguments\":{\(pairs.joined(separator: ","))}"
      }
      return text + "}"
    }
  }

  private static func touch(_ touch: TraceTouch) -> String {
    var text =
      "{\"id\":\(touch.id),\"phase\":\"\(touch.phase.rawValue)\",\"x\":\(LogNumber.format(touch.x)),\"y\":\(LogNumber.format(touch.y))"
    if let force = touch.force { text += ",\"force\":\(LogNumber.format(force))" }
    if let radius = touch.radius { text += ",\"radius\":\(LogNumber.format(radius))" }
    return text + "}"
  }

  private static func device(_ device: TraceDevice) -> String {
    var fields = [
      "\"name\":\(JSONQuoting.quoted(device.name))", "\"kind\":\(JSONQuoting.quoted(device.kind))",
    ]
    if let contacts = device.maxContacts { fields.append("\"max_contacts\":\(contacts)") }
    var axes: [String] = []
    if let x = device.x { axes.append("\"x\":{\"min\":\(x.min),\"max\":\(x.max)}") }
    if let y = device.y { axes.append("\"y\":{\"min\":\(y.min),\"max\":\(y.max)}") }
    if !axes.isEmpty { fields.append("\"raw_axes\":{\(axes.joined(separator: ","))}") }
    return "{" + fields.joined(separator: ",") + "}"
  }
}
