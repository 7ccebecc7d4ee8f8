/// Parses whole JSON documents.
///
/// For many documents in a row (such as one per line), keep a `JSONTokenizer` instead, which
/// reuses its json-c tokener and buffer.
package enum JSONParser {
  /// Parses `bytes` as exactly one JSON document; see `JSONTokenizer.parse(_:source:firstLine:)`
  /// for the contract and errors.
  package static func parse(
    _ bytes: some Collection<UInt8>, source: String,
    maxDepth: Int = JSONTokenizer.defaultMaxDepth
  ) throws(JSONSyntaxError) -> JSONValue {
    try JSONTokenizer(maxDepth: maxDepth).parse(bytes, source: source)
  }
}
