import DnDFormats

/// Parses `text` as a document named `test.json`.
func parse(_ text: String, maxDepth: Int = JSONTokenizer.defaultMaxDepth) throws(JSONSyntaxError)
  -> JSONValue
{
  try JSONParser.parse(Array(text.utf8), source: "test.json", maxDepth: maxDepth)
}

/// The rendered syntax error for `text`, or `nil` if it parsed.
func syntaxError(_ text: String, maxDepth: Int = JSONTokenizer.defaultMaxDepth) -> String? {
  syntaxError(bytes: Array(text.utf8), maxDepth: maxDepth)
}

/// The rendered syntax error for raw `bytes`, or `nil` if they parsed.
func syntaxError(bytes: [UInt8], maxDepth: Int = JSONTokenizer.defaultMaxDepth) -> String? {
  do {
    _ = try JSONParser.parse(bytes, source: "test.json", maxDepth: maxDepth)
    return nil
  } catch {
    return error.description
  }
}

/// The rendered `JSONReadError` thrown by `body`, or `nil` if it returned. Any other error type
/// is rendered as such so that the comparison fails.
func readError(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch let error as JSONReadError {
    return error.description
  } catch {
    return "not a JSONReadError: \(error)"
  }
}
