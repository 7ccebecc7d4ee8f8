import ArgumentParser
import DnDFormats
import DnDRecorder

/// The formats `dndsim record --from` reads.
enum RecordingFormat: String, ExpressibleByArgument, CaseIterable {
  /// A hand-written gesture script (Docs/recording.md), text or JSON.
  case gesture
  /// A W3C WebDriver actions document (Docs/recording.md), touch pointers only.
  case webdriver
  /// An evemu recording of a Linux touch device (`evemu-record`), with its description in the
  /// file or in a separate file (`--desc`).
  case evemu
  /// A `libinput record` YAML recording (one device or all; `--device` chooses).
  case libinput
  /// An Android `getevent -t` / `-lt` log, with axis ranges from `--desc` (`getevent -lp`) or
  /// `--x-range`/`--y-range`.
  case getevent

  /// Whether the format is a device recording: raw kernel events streamed through the evdev
  /// state machine (it needs `--scene`, and takes `--map`/`--size`).
  var isDeviceRecording: Bool {
    switch self {
    case .gesture, .webdriver: false
    case .evemu, .libinput, .getevent: true
    }
  }

  /// The source at `path` for the formats built in memory; `rate` resamples sources that are
  /// expanded at a fixed rate (a gesture script names its own rate, so `--rate` is refused for
  /// it). Device recordings are streamed instead (``RecordCommand``'s device import).
  func source(path: String, rate: SampleClock?) throws(InputError) -> any TraceSource {
    switch self {
    case .gesture:
      if rate != nil {
        throw InputError(
          file: "--rate", message: "a gesture script names its own rate; expected no --rate")
      }
      return try GestureScript.read(path: path)
    case .webdriver:
      return try WebDriverActions.read(path: path, rate: rate ?? WebDriverActions.defaultRate)
    case .evemu, .libinput, .getevent:
      throw InputError(
        file: path,
        message: "a \(rawValue) recording is imported as a stream, not as a TraceSource")
    }
  }
}
