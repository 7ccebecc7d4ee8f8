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
///    only when the scanner finds nothing wrong. (A quick pass, `QuickJSONScanner`, first tries
///    to settle the document: compact JSON of plain ASCII, such as every line dndsim writes. Only
///    what it cannot settle goes through the full scanner, which words the errors.)
/// 3. The tree is converted to `JSONValue`, checking for duplicate keys (which json-c merges), and
///    every json-c object is released. (Inside the module, `withDocument` lets a format reader read
///    the tree directly instead, converting only what it does not expect.)
package final class JSONTokenizer {
  /// The nesting limit used when none is given.
  package static let defaultMaxDepth = 64

  /// The largest nesting limit accepted; conversion is recursive, one frame per level.
  package static let maxDepthLimit = 1000

  /// The largest number of arrays and objects that may be nested inside each other.
  package let maxDepth: Int

  private let tokener: UnsafeMutablePointer<json_tokener>
  // The arrays below are used for every document, so they are `@exclusivity(unchecked)`: a
  // checked access to a class's stored property costs about 80 instructions at run time, and no
  // access to these can overlap another (the `read` closures given to `withDocument` are this
  // module's and never call back into the tokenizer).
  @exclusivity(unchecked) private var buffer: [UInt8] = []
  /// The strict scanner's arrays, kept from one document to the next.
  @exclusivity(unchecked) private var scanStorage = StrictJSONScanner.Storage()
  /// The quick scanner's room, allocated once: its open containers (`maxDepth`) and the objects
  /// it found (a document with more goes to the strict scanner).
  @exclusivity(unchecked) private var quickLevels: [QuickJSONScanner.Level]
  @exclusivity(unchecked) private var quickObjects = [ScannedObject](
    repeating: ScannedObject(offset: 0, memberCount: 0), count: 256)

  /// Creates a tokenizer whose documents may nest arrays and objects at most `maxDepth` deep
  /// (`[[1]]` is depth 2).
  ///
  /// - Precondition: `1 <= maxDepth <= JSONTokenizer.maxDepthLimit`.
  package init(maxDepth: Int = JSONTokenizer.defaultMaxDepth) {
    precondition(
      (1...Self.maxDepthLimit).contains(maxDepth),
      "maxDepth must be in 1...\(Self.maxDepthLimit)")
    self.maxDepth = maxDepth
    quickLevels = Array(repeating: QuickJSONScanner.Level(object: -1, members: 0), count: maxDepth)
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
  package func parse(
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
    let count = copyTerminated(bytes)
    let result: Result<Read, JSONSyntaxError> = buffer.withUnsafeBufferPointer { room in
      let text = UnsafeBufferPointer(rebasing: room[0..<count])
      let document = Document(bytes: text, source: source, firstLine: firstLine)
      return Result { () throws(JSONSyntaxError) -> Read in
        try parse(document, terminated: UnsafeBufferPointer(rebasing: room[0..<count + 1]), read)
      }
    }
    return try result.get()
  }

  /// Copies `bytes` to the start of `buffer` followed by a NUL (json-c needs it to know that a
  /// trailing number has ended) and returns their count. The buffer only grows, so copying a
  /// line allocates nothing.
  private func copyTerminated(_ bytes: some Collection<UInt8>) -> Int {
    let count = bytes.count
    if buffer.count <= count {
      buffer = [UInt8](repeating: 0, count: Swift.max(count + 1, 2 * buffer.count))
    }
    buffer.withUnsafeMutableBufferPointer { room in
      let copied = bytes.withContiguousStorageIfAvailable { source -> Bool in
        if let start = source.baseAddress { room.baseAddress!.update(from: start, count: count) }
        return true
      }
      if copied == nil {
        for (index, byte) in bytes.enumerated() { room[index] = byte }
      }
      room[count] = 0
    }
    return count
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
    let tokenerError = json_tokener_get_error(tokener)
    defer {
      if let root { json_object_put(root) }
      // After a failure, release what json-c built of the document now, not at the next parse.
      if tokenerError != json_tokener_success { json_tokener_reset(tokener) }
    }
    let objects = try scan(document)
    guard tokenerError == json_tokener_success else {
      let offset = min(json_tokener_get_parse_end(tokener), document.bytes.count)
      throw document.error(at: offset, JSONCTokenerError.plainMessage(for: tokenerError))
    }
    return read(
      ParsedDocument(root: JSONCValue(pointer: root), document: document, objects: objects))
  }

  /// Checks the document with the strict scanner's rules and returns its objects. The quick
  /// scanner settles the common case; whatever it cannot settle, the strict scanner scans again
  /// from the start and words the error.
  private func scan(_ document: Document) throws(JSONSyntaxError) -> ArraySlice<ScannedObject> {
    let quickCount = quickLevels.withUnsafeMutableBufferPointer { levels in
      quickObjects.withUnsafeMutableBufferPointer { objects in
        QuickJSONScanner.scan(document.bytes, levels: levels, objects: objects)
      }
    }
    if let quickCount { return quickObjects[..<quickCount] }
    var scanner = StrictJSONScanner(
      bytes: document.bytes, maxDepth: maxDepth, reusing: scanStorage)
    scanStorage = StrictJSONScanner.Storage()
    defer { scanStorage = scanner.takeStorage() }
    do {
      try scanner.scanDocument()
    } catch {
      throw document.error(at: error.offset, error.message)
    }
    return scanner.objects[...]
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
