/// JSON for layers above the formats (the runner's results files): the same strict json-c
/// reading, precise errors and escaping as the trace, scene and fault-plan formats.
package enum JSONDocuments {
  /// `text` as a JSON string literal, quotes included.
  package static func quoted(_ text: String) -> String { JSONQuoting.quoted(text) }

  /// Reads the whole JSON document at `path` (at most `maxBytes`); errors name the file `name`,
  /// the line and column, as every reader of the tool does.
  package static func read(path: String, name: String? = nil, maxBytes: Int) throws(InputError)
    -> JSONReader
  {
    let source = name ?? path
    let bytes = try WholeFileReader.contents(path: path, name: name, maxBytes: maxBytes)
    guard !bytes.isEmpty else {
      throw InputError(file: source, message: "empty file; expected a JSON document")
    }
    do {
      return JSONReader(try JSONParser.parse(bytes, source: source), source: source)
    } catch {
      throw InputError(error, file: source)
    }
  }
}

extension InputError {
  /// A shape error found by a ``JSONReader`` in a one-document file.
  package init(_ error: JSONReadError) {
    self.init(file: error.source, path: "\(error.path)", message: error.message)
  }
}
