#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary file the `getevent-desc` target writes each input to: one per process, in
/// `/dev/shm` when there is one (no disk I/O), removed by nobody (it is a few bytes).
enum GeteventDescriptionFile {
  static let path: String = {
    let folder = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    return "\(folder)/dndsim-fuzz-\(getpid()).getevent-p.txt"
  }()

  /// A short, valid `getevent -lt` log of one touch on `/dev/input/event4` (the device the seed
  /// descriptions describe).
  static let log = Array(
    """
    [   53890.813990] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   0000097b
    [   53890.813990] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001be
    [   53890.813990] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    000004d2
    [   53890.813990] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
    [   53890.830000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
    [   53890.830000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000

    """.utf8)

  /// Replaces the file's contents with `bytes`. A failure to write is the machine's problem, not
  /// the reader's: it stops the run.
  static func replaceContents(with bytes: [UInt8]) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    defer { close(descriptor) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { fatalError("cannot write \(path)") }
      offset += count
    }
  }
}
