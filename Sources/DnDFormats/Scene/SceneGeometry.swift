import DnDEngine

/// Frames, points, sizes and paths in scene files. Coordinates are finite numbers within
/// ±``maxCoordinate`` points, lengths within 0…``maxCoordinate`` — as in traces, so that a typo
/// like `1e30` is caught instead of producing a scene nothing can touch.
enum SceneGeometry {
  static let maxCoordinate = 1_000_000.0
  static let pathShapes = ["rect", "rounded_rect", "ellipse", "polygon"]
}

extension JSONReader {
  /// A coordinate within ±1000000.
  func coordinate() throws(JSONReadError) -> Double {
    let value = try double()
    guard abs(value) <= SceneGeometry.maxCoordinate else {
      throw error(
        "expected a coordinate within ±\(SceneValues.describe(SceneGeometry.maxCoordinate)), "
          + "found \(SceneValues.describe(value))")
    }
    return value
  }

  /// A length in 0…1000000 (or (0, 1000000] when `positive`); `what` names it in errors.
  func length(_ what: String, positive: Bool = false) throws(JSONReadError) -> Double {
    positive
      ? try positiveNumber(upTo: SceneGeometry.maxCoordinate, what)
      : try number(in: 0...SceneGeometry.maxCoordinate, what)
  }

  /// `[x, y, width, height]`.
  func rect() throws(JSONReadError) -> Rect {
    let parts = try tuple(4, "[x, y, width, height]")
    return Rect(
      x: try parts[0].coordinate(), y: try parts[1].coordinate(),
      width: try parts[2].length("a width"), height: try parts[3].length("a height"))
  }

  /// `[x, y]`.
  func point() throws(JSONReadError) -> Point {
    let parts = try tuple(2, "[x, y]")
    return Point(x: try parts[0].coordinate(), y: try parts[1].coordinate())
  }

  /// `[width, height]`, each ≥ 0 (> 0 when `positive`).
  func size(positive: Bool = false) throws(JSONReadError) -> Size {
    let parts = try tuple(2, "[width, height]")
    return Size(
      width: try parts[0].length("a width", positive: positive),
      height: try parts[1].length("a height", positive: positive))
  }

  /// `{"rect": […]}`, `{"rounded_rect": […], "corner_radius": r}`, `{"ellipse": […]}` or
  /// `{"polygon": [[x, y], …]}` with at least three points.
  func shapePath() throws(JSONReadError) -> Path {
    let object = try self.object()
    try object.rejectUnknownKeys(allowed: SceneGeometry.pathShapes + ["corner_radius"])
    let shape = try object.exactlyOne(of: SceneGeometry.pathShapes)
    if shape != "rounded_rect", let radius = object.optional(key: "corner_radius") {
      throw radius.error("\"corner_radius\" belongs to a \"rounded_rect\" path")
    }
    let value = try object.require(key: shape)
    switch shape {
    case "rect":
      return Path(rect: try value.rect())
    case "rounded_rect":
      let rect = try value.rect()
      let radius = try object.require(key: "corner_radius").length("a corner radius")
      return Path(roundedRect: rect, cornerRadius: radius)
    case "ellipse":
      return Path(ellipseIn: try value.rect())
    default:
      let elements = try value.array()
      guard elements.count >= 3 else {
        throw value.error("expected at least 3 points, found \(elements.count)")
      }
      var points: [Point] = []
      for element in elements { points.append(try element.point()) }
      // Not nil: there are at least three points.
      return Path(polygon: points) ?? Path(rect: .zero)
    }
  }
}
