import DnDFormats

/// What `dndsim record --from getevent` needs beside the recording: a `getevent` log has events
/// only, so the axis ranges come from `getevent -p` output (`--desc`) or from flags, and a log of
/// all devices needs to know which one is the touchscreen.
public struct GeteventOptions: Sendable, Equatable {
  /// `--device /dev/input/eventN`: the device whose events are read. Without it: the only
  /// touchscreen the description lists, else the only device whose events carry
  /// `ABS_MT_POSITION_X`.
  public var device: String?
  /// `--desc FILE`: the output of `getevent -p` or `getevent -lp` (one device or all).
  public var descriptionPath: String?
  /// `--x-range MIN:MAX` and `--y-range MIN:MAX`: the ranges of `ABS_MT_POSITION_X` and
  /// `ABS_MT_POSITION_Y`, replacing the description's.
  public var xRange: ClosedRange<Int32>?
  public var yRange: ClosedRange<Int32>?

  public init(
    device: String? = nil, descriptionPath: String? = nil, xRange: ClosedRange<Int32>? = nil,
    yRange: ClosedRange<Int32>? = nil
  ) {
    self.device = device
    self.descriptionPath = descriptionPath
    self.xRange = xRange
    self.yRange = yRange
  }

  /// Reads `MIN:MAX` (`0:1079`, `-2048:2047`): whole numbers, `MIN` below `MAX`. Errors name
  /// `option` (`--x-range`).
  public static func range(_ text: String, option: String) throws(InputError)
    -> ClosedRange<Int32>
  {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, let low = DecimalText.integer(String(parts[0]), as: Int32.self),
      let high = DecimalText.integer(String(parts[1]), as: Int32.self)
    else {
      throw InputError(
        file: option, message: "expected MIN:MAX with two whole numbers (0:1079), found \"\(text)\""
      )
    }
    guard low < high else {
      throw InputError(file: option, message: "expected MIN below MAX, found \"\(text)\"")
    }
    return low...high
  }
}
