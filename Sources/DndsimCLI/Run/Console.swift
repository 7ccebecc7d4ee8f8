import Foundation

/// The run's output: result lines on stdout (what CI logs keep), and on a terminal a progress
/// bar on stderr that result lines clear before they print. Worker threads report progress
/// while the main thread prints results, so both go through one lock.
final class Console: @unchecked Sendable {
  private let lock = NSLock()
  /// A live progress bar is drawn (stderr is a terminal and this is not CI).
  let showsProgressBar: Bool
  private var barVisible = false

  init(showsProgressBar: Bool) {
    self.showsProgressBar = showsProgressBar
  }

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  func print(_ text: String) {
    lock.withLock {
      clearBar()
      FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
  }

  func progress(done: Int, total: Int, name: String) {
    guard showsProgressBar else { return }
    lock.withLock {
      let width = 30
      let filled = total == 0 ? width : done * width / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      let label = name.count > 50 ? "…" + name.suffix(49) : name
      FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(done)/\(total) \(label)".utf8))
      barVisible = true
    }
  }

  func finishProgress() {
    lock.withLock { clearBar() }
  }

  private func clearBar() {
    guard barVisible else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    barVisible = false
  }
}
