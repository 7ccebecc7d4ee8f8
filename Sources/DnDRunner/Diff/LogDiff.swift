import DnDFormats
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `dndsim diff A B` does once its arguments are parsed: read both files as text, compare
/// them (``GoldenComparison``), and write the summary and the unified diff.
///
/// Public so that the benchmark (`Tools/bench diff`) times exactly the command's path, from
/// reading the files to the last byte written.
public enum LogDiff {
  /// What both files should be, for the message when one is not.
  static let expectedContent = "a dndsim-log event log or other UTF-8 text file"

  /// Compares the file `expectedPath` (usually a golden log) with `actualPath` and, when they
  /// differ, writes the report to `output`.
  ///
  /// - Returns: `nil` when the files are byte-equal (nothing is written), else how they differ.
  /// - Throws: ``InputError`` when a file is missing or not UTF-8 text (exit 2), ``Failure``
  ///   when a file cannot be read or the output cannot be written (exit 3).
  @discardableResult
  public static func run(
    expectedPath: String, actualPath: String, context: Int = 3, colors: Bool = false,
    output: FileHandle = .standardOutput
  ) throws -> GoldenDiff? {
    let expected = try TextFileReader.contents(of: expectedPath, expected: expectedContent)
    let actual = try TextFileReader.contents(of: actualPath, expected: expectedContent)
    guard
      let diff = GoldenComparison.compare(
        expectedBytes: expected, actualBytes: actual, expectedName: expectedPath,
        actualName: actualPath, context: context)
    else { return nil }
    try writeAll(DiffReport.bytes(of: diff, colors: colors), to: output.fileDescriptor)
    return diff
  }

  /// The system failed to read an input or to write the output. Exit 3.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    try bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw Failure(
            description: "error: cannot write the output: \(String(cString: strerror(errno)))")
        }
        offset += written
      }
    }
  }
}
