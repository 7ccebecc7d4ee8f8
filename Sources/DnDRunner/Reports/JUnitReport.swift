import Foundation

/// JUnit XML as GitHub (test-reporting actions), GitLab and Jenkins read it: one `testsuite`,
/// one `testcase` per trace × variant (and per orphan golden).
///
/// - `classname` is the case's folder with dots (`Traces.pinboard`), `name` the rest
///   (`copy@slow`), so tools group cases by folder.
/// - A failing status is a `<failure type="mismatch" message="first difference …">` holding the
///   summary; an error (bad input, I/O) is an `<error>`; the diff goes to `<system-out>`.
/// - `time` is the replay's **virtual** duration in seconds: real durations would make the
///   file differ between runs and job counts, which this tool promises never happens.
package enum JUnitReport {
  package static func render(_ results: [CaseResult], suiteName: String = "dndsim") -> String {
    let failures = results.filter { $0.status.isFailure && $0.status != .error }.count
    let errors = results.filter { $0.status == .error }.count
    let total = results.reduce(Int64(0)) { $0 + $1.virtualMicroseconds }
    let name = XMLText.escaped(suiteName)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites name=\"\(name)\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
    xml +=
      "  <testsuite name=\"\(name)\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(total))\">\n"
    for result in results { xml += testcase(result) }
    xml += "  </testsuite>\n</testsuites>\n"
    return xml
  }

  private static func testcase(_ result: CaseResult) -> String {
    let (classname, name) = split(result.name)
    var xml =
      "    <testcase classname=\"\(XMLText.escaped(classname))\" name=\"\(XMLText.escaped(name))\""
    if let trace = result.tracePath { xml += " file=\"\(XMLText.escaped(trace))\"" }
    xml += " time=\"\(seconds(result.virtualMicroseconds))\""
    guard result.status.isFailure || result.diff != nil else { return xml + "/>\n" }
    xml += ">\n"
    if result.status.isFailure {
      let element = result.status == .error ? "error" : "failure"
      let message = headline(result)
      xml +=
        "      <\(element) type=\"\(result.status.rawValue)\" message=\"\(XMLText.escaped(message))\">"
      xml += XMLText.escaped(result.message ?? message) + "</\(element)>\n"
    }
    if let diff = result.diff {
      xml += "      <system-out>" + XMLText.escaped(diff.unifiedDiff) + "</system-out>\n"
    }
    return xml + "    </testcase>\n"
  }

  /// The one line a CI page shows first: the status and the first divergence.
  static func headline(_ result: CaseResult) -> String {
    if let divergence = result.diff?.firstDivergence, result.status != .error {
      return
        "\(result.status.rawValue): first difference at line \(divergence.expectedLineNumber) of \(result.goldenPath)"
    }
    let first = result.message?.split(separator: "\n").first.map(String.init)
    return "\(result.status.rawValue): \(first ?? result.goldenPath)"
  }

  /// `Traces/pinboard/copy@slow` → (`Traces.pinboard`, `copy@slow`).
  static func split(_ name: String) -> (String, String) {
    guard let slash = name.lastIndex(of: "/") else { return ("dndsim", name) }
    let folder = name[..<slash].replacingOccurrences(of: "/", with: ".")
    return (folder.isEmpty ? "dndsim" : folder, String(name[name.index(after: slash)...]))
  }

  /// Microseconds as seconds with 6 decimals.
  static func seconds(_ microseconds: Int64) -> String {
    let whole = microseconds / 1_000_000
    let fraction = String(microseconds % 1_000_000)
    return "\(whole).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
  }
}
