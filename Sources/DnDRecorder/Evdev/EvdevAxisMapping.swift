import DnDFormats

/// Raw device units ↔ scene points, both ways, for one ``EvdevMapping`` of a device's position
/// axes onto a scene: the importer maps raw to points, the exporter points back to raw.
///
/// **Forward.** `point = offset + (raw − min) · scale`, rounded to the trace's three decimals
/// (half away from zero), so the value kept is exactly the one the trace file holds.
///
/// **Back.** The raw value nearest `min + (point − offset) / scale`, or its neighbour when that
/// one maps forward to `point` and the nearest does not. So a point that came from a raw value
/// maps back to a raw value that maps forward to the same point: importing an export gives the
/// same trace.
public struct EvdevAxisMapping: Sendable, Equatable {
  public let mode: EvdevMapping
  public let sceneWidth: Double
  public let sceneHeight: Double
  public let x: TraceDevice.Axis
  public let y: TraceDevice.Axis
  let scaleX: Double
  let scaleY: Double
  let offsetX: Double
  let offsetY: Double

  /// Both axes need `min < max` and the scene sides must be above 0 (the caller checks).
  public init(
    mode: EvdevMapping, sceneWidth: Double, sceneHeight: Double, x: TraceDevice.Axis,
    y: TraceDevice.Axis
  ) {
    self.mode = mode
    self.sceneWidth = sceneWidth
    self.sceneHeight = sceneHeight
    self.x = x
    self.y = y
    let spanX = Double(max(1, x.max - x.min))
    let spanY = Double(max(1, y.max - y.min))
    switch mode {
    case .stretch:
      scaleX = sceneWidth / spanX
      scaleY = sceneHeight / spanY
      offsetX = 0
      offsetY = 0
    case .fit:
      let scale = min(sceneWidth / spanX, sceneHeight / spanY)
      scaleX = scale
      scaleY = scale
      offsetX = (sceneWidth - spanX * scale) / 2
      offsetY = (sceneHeight - spanY * scale) / 2
    case .fillWidth:
      let scale = sceneWidth / spanX
      scaleX = scale
      scaleY = scale
      offsetX = 0
      offsetY = 0
    }
  }

  /// Points per raw unit for a length that has no direction (a contact's size): the geometric
  /// mean of the two scales (equal to both unless the mapping is `stretch`).
  var lengthScale: Double { (scaleX * scaleY).squareRoot() }

  public func pointX(_ raw: Int64) -> Double {
    Self.rounded(offsetX + Double(raw - x.min) * scaleX)
  }

  public func pointY(_ raw: Int64) -> Double {
    Self.rounded(offsetY + Double(raw - y.min) * scaleY)
  }

  public func rawX(_ point: Double) -> Int64 {
    Self.inverse(point, near: Double(x.min) + (point - offsetX) / scaleX, forward: pointX)
  }

  public func rawY(_ point: Double) -> Int64 {
    Self.inverse(point, near: Double(y.min) + (point - offsetY) / scaleY, forward: pointY)
  }

  /// A radius in points from a contact's major axis in raw units (`ABS_MT_TOUCH_MAJOR`, a
  /// diameter), within the trace's 0…10000.
  public func radius(major: Int64) -> Double {
    Self.rounded(min(10_000, max(0, Double(major) / 2 * lengthScale)))
  }

  /// The raw major axis of a contact of `radius` points.
  public func major(radius: Double) -> Int64 {
    Self.inverse(radius, near: radius * 2 / lengthScale) { self.radius(major: $0) }
  }

  /// A value with at most three decimals, rounded half away from zero; never `-0`.
  static func rounded(_ value: Double) -> Double {
    let result = (value * 1000).rounded(.toNearestOrAwayFromZero) / 1000
    return result == 0 ? 0 : result
  }

  /// The integer nearest `estimate` (within the 32-bit range of evdev values), or its neighbour
  /// when only that one maps forward to `target`.
  static func inverse(_ target: Double, near estimate: Double, forward: (Int64) -> Double)
    -> Int64
  {
    let limit = Double(Int32.max)
    guard estimate.isFinite else { return 0 }
    let nearest = Int64(min(limit, max(-limit, estimate.rounded(.toNearestOrAwayFromZero))))
    for candidate in [nearest, nearest - 1, nearest + 1] where forward(candidate) == target {
      return candidate
    }
    return nearest
  }
}

/// A pressure axis ↔ the trace's `force` (0…1): `force = (raw − min) / (max − min)`, clamped to
/// 0…1 and rounded to three decimals; back the same way as positions.
public struct EvdevForceMapping: Sendable, Equatable {
  public let axis: TraceDevice.Axis

  /// `nil` unless `min < max`.
  public init?(axis: TraceDevice.Axis) {
    guard axis.min < axis.max else { return nil }
    self.axis = axis
  }

  /// Whether `raw` lies outside the axis (its force is clamped).
  public func isOutside(_ raw: Int64) -> Bool { raw < axis.min || raw > axis.max }

  public func force(_ raw: Int64) -> Double {
    let span = Double(axis.max - axis.min)
    return EvdevAxisMapping.rounded(min(1, max(0, Double(raw - axis.min) / span)))
  }

  public func raw(_ force: Double) -> Int64 {
    let estimate = Double(axis.min) + force * Double(axis.max - axis.min)
    return EvdevAxisMapping.inverse(force, near: estimate) { self.force($0) }
  }
}
