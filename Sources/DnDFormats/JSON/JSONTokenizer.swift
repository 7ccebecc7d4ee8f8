import CJSONC

/// A reusable JSON parser for one document at a time, backed by a single json-c tokener.
///
/// Use one tokenizer for many small documents (for example one per line of a trace file): the
/// json-c tokener and the byte buffer are allocated once and reused. Every `parse` call starts
/// from a reset state, so nothing carries over between documents, including after an error.
///
/// Not thread-safe: use one tokenizer per task.
///
/// How a document is read:
/// 1. json-c (`json_tokener_parse_ex`, strict mode) builds its object tree.
/// 2. A strict RFC 8259 scanner checks the same bytes, because json-c accepts things JSON does
///    not (`NaN`, `Infinity`, single-quoted keys, `1.`, raw control characters, malformed UTF-8,
///    unpaired surrogate escapes) and saturates out-of-range integers. The scanner's message is
///    reported for the first problem in the text; json-c's own error, in plain words, is reported
///    only when the scanner finds nothing wrong.
/// 3. The tree is converted to `JSONValue`, checking for duplicate keys (which json-c merges), and
///    every json-c object is released. (Inside the module, `withDocument` lets a format reader read
///    the tree directly instead, converting only what it does not expect.)
public final class JSONTokenizer {
  /// The nesting limit used when none is given.
  public static let defaultMaxDepth = 64

  /// The largest nesting limit accepted; conversion is recursive, one frame per level.
  public static let maxDepthLimit = 1000

  /// The largest number of arrays and objects that may be nested inside each other.
  public let maxDepth: Int

  private let tokener: UnsafeMutablePointer<json_tokener>
  private var buffer: [UInt8] = []
  /// The strict scanner's arrays, kept from one document to the next.
  private var scanStorage = StrictJSONScanner.Storage()

  /// Creates a tokenizer whose documents may nest arrays and objects at most `maxDepth` deep
  /// (`[[1]]` is depth 2).
  ///
  /// - Precondition: `1 <= maxDepth <= JSONTokenizer.maxDepthLimit`.
  public init(maxDepth: Int = JSONTokenizer.defaultMaxDepth) {
    precondition(
      (1...Self.maxDepthLimit).contains(maxDepth),
      "maxDepth must be in 1...\(Self.maxDepthLimit)")
    self.maxDepth = maxDepth
    // json-c counts an array element as one more level than its array, so give it one extra; the
    // strict scanner enforces `maxDepth` exactly.
    guard let tokener = json_tokener_new_ex(Int32(maxDepth + 1)) else {
      fatalError("json_tokener_new_ex failed: out of memory")
    }
    json_tokener_set_flags(tokener, JSON_TOKENER_STRICT)
    self.tokener = tokener
  }

  deinit {
    json_tokener_free(tokener)
  }

  /// Parses `bytes` as exactly one JSON document (surrounding whitespace allowed).
  ///
  /// - Parameters:
  ///   - bytes: the document's UTF-8 bytes, for example a whole file or one line of one.
  ///   - source: the name used in errors, usually the file name.
  ///   - firstLine: the line number of the first byte, so errors in a slice of a larger file
  ///     name the line in that file. The first byte is taken to be at column 1.
  /// - Throws: `JSONSyntaxError` for the first problem: empty or truncated input, invalid syntax,
  ///   trailing non-whitespace after the document, `NaN`/`Infinity`, numbers out of range,
  ///   malformed strings or UTF-8, duplicate keys, or nesting deeper than `maxDepth`.
  public func parse(
    _ bytes: some Collection<UInt8>, source: String, firstLine: Int = 1
  ) throws(JSONSyntaxError) -> JSONValue {
    try withDocument(bytes, source: source, firstLine: firstLine) { parsed in
      Result { () throws(JSONSyntaxError) -> JSONValue in try parsed.convert() }
    }.get()
  }

  /// Parses `bytes` with the checks and errors of ``parse(_:source:firstLine:)``, then, instead
  /// of converting the document, hands it to `read` while json-c's tree is alive: a format reader
  /// can take what it expects straight from the tree (fast, nothing converted) and fall back to
  /// ``ParsedDocument/convert()`` — the exact result of `parse` — for anything else. The tree is
  /// released when `read` returns, so nothing of it may escape.
  func withDocument<Read>(
    _ bytes: some Collection<UInt8>, source: String, firstLine: Int = 1,
    _ read: (ParsedDocument) -> Read
  ) throws(JSONSyntaxError) -> Read {
    buffer.removeAll(keepingCapacity: true)
    buffer.append(contentsOf: bytes)
    let count = buffer.count
    // json-c needs a final NUL to know that a trailing number has ended.
    buffer.append(0)
    let result: Result<Read, JSONSyntaxError> = buffer.withUnsafeBufferPointer { whole in
      let text = UnsafeBufferPointer(rebasing: whole[0..<count])
      let document = Document(bytes: text, source: source, firstLine: firstLine)
      return Result { () throws(JSONSyntaxError) -> Read in
        try parse(document, terminated: whole, read)
      }
    }
    return try result.get()
  }

  private func parse<Read>(
    _ document: Document, terminated: UnsafeBufferPointer<UInt8>,
    _ read: (ParsedDocument) -> Read
  ) throws(JSONSyntaxError) -> Read {
    guard document.bytes.count < Int(Int32.max) else {
      throw document.error(at: 0, "input is too large (2 GiB or more)")
    }
    json_tokener_reset(tokener)
    let root = UnsafeRawPointer(terminated.baseAddress!).withMemoryRebound(
      to: CChar.self, capacity: terminated.count
    ) { json_tokener_parse_ex(tokener, $0, Int32(terminated.count)) }
    defer {
      if let root { json_object_put(root) }
      json_tokener_reset(tokener)
    }
    let tokenerError = json_tokener_get_error(tokener)

    var scanner = StrictJSONScanner(
      bytes: document.bytes, maxDepth: maxDepth, reusing: scanStorage)
    scanStorage = StrictJSONScanner.Storage()
    defer { scanStorage = scanner.takeStorage() }
    do {
      try scanner.scanDocument()
    } catch {
      throw document.error(at: error.offset, error.message)
    }
    guard tokenerError == json_tokener_success else {
      let offset = min(json_tokener_get_parse_end(tokener), document.bytes.count)
      throw document.error(at: offset, JSONCTokenerError.plainMessage(for: tokenerError))
    }
    return read(
      ParsedDocument(root: JSONCValue(pointer: root), document: document, objects: scanner.objects))
  }
}

/// The bytes being parsed, with what is needed to turn offsets into `JSONSyntaxError`s.
struct Document {
  var bytes: UnsafeBufferPointer<UInt8>
  var source: String
  var firstLine: Int

  func error(at offset: Int, _ message: String) -> JSONSyntaxError {
    JSONSyntaxError(
      source: source, offset: offset, in: bytes, firstLine: firstLine, message: message)
  }

  func location(of offset: Int) -> SourceLocation {
    SourceLocation(offset: offset, in: bytes, firstLine: firstLine)
  }
}
