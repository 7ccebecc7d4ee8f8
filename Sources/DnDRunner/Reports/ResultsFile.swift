import DnDFormats

/// `results.json` (`dndsim-results` 1): every result of one run or shard, complete enough that
/// `dndsim merge-reports` can rebuild every report from several of them. Written beside the
/// HTML report and read back only by the tool itself.
///
/// ```json
/// {"format":"dndsim-results","version":1,"shard":"1/2","results":[
///  {"name":"Traces/pinboard/copy@slow","status":"mismatch","trace":"…","variant":"slow",
///   "golden":"…","message":"…","virtual_us":448000,"log":"…",
///   "diff":{"expected_name":"…","expected":"…","actual_name":"…","actual":"…"}}]}
/// ```
package enum ResultsFile {
  package static let format = "dndsim-results"
  package static let version: Int64 = 1
  /// Generous: a results file holds whole logs, but never a recording.
  package static let maxBytes = 1 << 30

  /// One run's results with the texts a diff was made from.
  package struct Entry: Sendable {
    package var result: CaseResult
    /// The left side of ``CaseResult/diff`` (the golden, or the first replay).
    package var expectedText: String?
    /// The right side when it is not ``CaseResult/log``.
    package var actualText: String?
  }

  package static func render(_ results: [CaseResult], shard: Shard) -> String {
    var text =
      "{\"format\":\"\(format)\",\"version\":\(version),\"shard\":\"\(shard)\",\"results\":["
    for (index, result) in results.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      text += render(result)
    }
    return text + "]}\n"
  }

  private static func render(_ result: CaseResult) -> String {
    var fields: [(String, String)] = [
      ("name", q(result.name)), ("status", q(result.status.rawValue)),
    ]
    if let trace = result.tracePath { fields.append(("trace", q(trace))) }
    if let variant = result.variant { fields.append(("variant", q(variant))) }
    fields.append(("golden", q(result.goldenPath)))
    if let message = result.message { fields.append(("message", q(message))) }
    if let written = result.written { fields.append(("written", q(written))) }
    if let kind = result.errorKind { fields.append(("error_kind", q(kind.rawValue))) }
    fields.append(("virtual_us", "\(result.virtualMicroseconds)"))
    if let log = result.log { fields.append(("log", q(log))) }
    if let diff = result.diff, let sides = result.diffSides {
      var object =
        "{\"expected_name\":\(q(diff.expectedName)),\"expected\":\(q(sides.expected)),\"actual_name\":\(q(diff.actualName))"
      if let actual = sides.actual { object += ",\"actual\":\(q(actual))" }
      fields.append(("diff", object + "}"))
    }
    return "{" + fields.map { "\(q($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  private static func q(_ text: String) -> String { JSONDocuments.quoted(text) }

  /// Reads a results file; errors name the file, line and column or JSON path.
  package static func read(path: String) throws(InputError) -> (shard: Shard, results: [CaseResult])
  {
    let document = try JSONDocuments.read(path: path, maxBytes: maxBytes)
    do throws(JSONReadError) {
      let root = try document.object()
      try root.rejectUnknownKeys(allowed: ["format", "version", "shard", "results"])
      let formatName = try root.requireString(key: "format")
      guard formatName == format else {
        throw try root.require(key: "format").error(
          "expected \"\(format)\", found \(JSONDocuments.quoted(formatName))")
      }
      let versionNumber = try root.requireInteger(key: "version")
      guard versionNumber == version else {
        throw try root.require(key: "version").error(
          "unknown version \(versionNumber); this build reads version \(version)")
      }
      let shardText = try root.requireString(key: "shard")
      guard let shard = Shard(parsing: shardText) else {
        throw try root.require(key: "shard").error(
          "expected a shard \"i/n\" with 1 ≤ i ≤ n, found \(JSONDocuments.quoted(shardText))")
      }
      var results: [CaseResult] = []
      for item in try root.requireArray(key: "results") {
        results.append(try readResult(item.object()))
      }
      return (shard, results)
    } catch {
      throw InputError(error)
    }
  }

  private static func readResult(_ object: JSONObjectReader) throws(JSONReadError) -> CaseResult {
    try object.rejectUnknownKeys(allowed: [
      "name", "status", "trace", "variant", "golden", "message", "written", "error_kind",
      "virtual_us", "log", "diff",
    ])
    let statusName = try object.requireString(key: "status")
    guard let status = CaseStatus(rawValue: statusName) else {
      throw try object.require(key: "status").error(
        "unknown status \(JSONDocuments.quoted(statusName)); expected one of "
          + CaseStatus.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var kind: CaseResult.ErrorKind?
    if let name = try object.optionalString(key: "error_kind") {
      guard let value = CaseResult.ErrorKind(rawValue: name) else {
        throw try object.require(key: "error_kind").error(
          "expected input or failure, found \(JSONDocuments.quoted(name))")
      }
      kind = value
    }
    var result = CaseResult(
      name: try object.requireString(key: "name"), status: status,
      tracePath: try object.optionalString(key: "trace"),
      variant: try object.optionalString(key: "variant"),
      goldenPath: try object.requireString(key: "golden"),
      message: try object.optionalString(key: "message"),
      log: try object.optionalString(key: "log"),
      written: try object.optionalString(key: "written"), errorKind: kind,
      virtualMicroseconds: try object.requireInteger(key: "virtual_us"))
    if let diff = try object.optionalObject(key: "diff") {
      try diff.rejectUnknownKeys(allowed: ["expected_name", "expected", "actual_name", "actual"])
      let expected = try diff.requireString(key: "expected")
      let actual = try diff.optionalString(key: "actual")
      guard let right = actual ?? result.log else {
        throw diff.error("expected \"actual\" (or a \"log\" in the result)")
      }
      result.diffSides = .init(expected: expected, actual: actual)
      result.diff = GoldenComparison.compare(
        expected: expected, actual: right,
        expectedName: try diff.requireString(key: "expected_name"),
        actualName: try diff.requireString(key: "actual_name"))
    }
    return result
  }
}
