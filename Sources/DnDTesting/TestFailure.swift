#if canImport(Testing)
  internal import Testing
#endif
#if canImport(XCTest)
  internal import XCTest
#endif

/// The line a check was called from, as both test frameworks take it: Swift Testing's
/// `SourceLocation` wants the file ID, path, line and column as values; XCTest's `XCTFail` wants
/// the path as a `StaticString`.
package struct CallSite: Sendable {
  package var fileID: String
  package var filePath: String
  package var line: Int
  package var column: Int
  /// The file as XCTest takes it.
  package var xcTestFile: StaticString

  /// The call site a public check's defaults (`#fileID`, `#filePath`, `#line`, `#column`) name.
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = "\(fileID)"
    self.filePath = "\(filePath)"
    self.line = Int(line)
    self.column = Int(column)
    xcTestFile = filePath
  }

  /// A call site named by values (a test of this package pointing a check at scratch files);
  /// XCTest then reports in `xcTestFile`, the calling file.
  package init(
    fileID: String, filePath: String, line: Int, column: Int = 1,
    xcTestFile: StaticString = #filePath
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
    self.xcTestFile = xcTestFile
  }
}

/// How a failed check is reported: once, in the way the running test framework expects.
package enum TestFailure {
  /// Reports `message` at `site`: as an issue when a Swift Testing test is running
  /// (`Test.current`), else as an XCTest failure (`XCTFail`, which XCTest drops outside a test
  /// method, as it drops every assertion there). Returns `false` when neither framework could
  /// be imported, so the caller throws instead and the failure is not lost.
  package static func report(_ message: String, at site: CallSite) -> Bool {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
        return true
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.xcTestFile, line: UInt(site.line))
      return true
    #else
      return false
    #endif
  }
}
