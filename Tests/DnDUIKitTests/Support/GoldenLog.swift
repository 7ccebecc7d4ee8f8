import Foundation
import Testing

/// Golden logs of the DnDUIKit tests, in `Tests/DnDUIKitTests/Goldens/<name>.golden.log`.
///
/// A missing golden is written as `<name>.golden.log.pending` (never under `CI`) and the check
/// fails until it is reviewed and renamed; a mismatch fails with the first differing line.
/// `DNDSIM_RECORD=all` rewrites the pending file from the current log even when the golden
/// exists, for review with `diff`.
enum GoldenLog {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  struct Mismatch: Error, CustomStringConvertible {
    let description: String
  }

  static func check(_ lines: [String], named name: String) throws {
    let text = lines.joined(separator: "\n") + "\n"
    let golden = folder.appendingPathComponent("\(name).golden.log")
    let pending = folder.appendingPathComponent("\(name).golden.log.pending")
    let environment = ProcessInfo.processInfo.environment
    let isCI = environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false
    let recordAll = environment["DNDSIM_RECORD"] == "all"
    guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
      if !isCI { try text.write(to: pending, atomically: true, encoding: .utf8) }
      throw Mismatch(
        description: "no golden \(golden.path)"
          + (isCI ? "" : "; wrote \(pending.lastPathComponent) — review it and rename it"))
    }
    if recordAll, !isCI { try text.write(to: pending, atomically: true, encoding: .utf8) }
    guard expected != text else { return }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(want, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(want.count, got.count)
    let expectedLine = index < want.count ? String(want[index]) : "(end of golden)"
    let actualLine = index < got.count ? String(got[index]) : "(end of log)"
    throw Mismatch(
      description:
        "\(name): the log differs from \(golden.lastPathComponent) at line \(index + 1)\n"
        + "  expected: \(expectedLine)\n  actual:   \(actualLine)")
  }
}
