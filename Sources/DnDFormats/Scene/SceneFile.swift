import DnDSimulator

/// Reads and writes `dndsim-scene` version 1 files (`<name>.scene.json`, `Docs/formats.md`): one
/// JSON document describing a ``SceneSpec`` — apps, custom types, item templates, windows and
/// their views with drag, drop, spring-loading, paste, table and collection behaviour.
///
/// Reading is strict. The document is parsed whole by json-c through ``JSONParser`` (no NaN or
/// Infinity, no duplicate keys, no out-of-range numbers), then validated: unknown keys, missing
/// required keys, `null`, values of the wrong type (`"10"` or `10.5` for an integer, `1` for a
/// boolean), numbers out of range, malformed names, and references that name nothing (a window's
/// app, a drag's items, a retarget container, an alongside change's view). The first problem is
/// thrown as an ``InputError``: `file:line:column: error: …` for syntax, `file: $.json.path:
/// error: …` for content.
public enum SceneFile {
  /// The `format` value.
  public static let format = "dndsim-scene"
  /// The only `version` this build reads and writes.
  public static let version: Int64 = 1
  /// The largest file read, 16 MiB (a scene is a few kilobytes).
  public static let maxFileSize = 16 << 20
  /// How deeply arrays and objects may nest: room for about 60 levels of child views.
  public static let maxDepth = 128

  /// Reads the scene file at `path`; `name` is how errors call the file (the path by default).
  public static func read(path: String, name: String? = nil) throws(InputError) -> SceneSpec {
    let file = name ?? path
    let bytes = try WholeFileReader.contents(path: path, name: file, maxBytes: maxFileSize)
    return try parse(bytes: bytes, name: file)
  }

  /// Reads a scene from `text`, a whole file's content; `name` is how errors call it.
  public static func parse(text: String, name: String) throws(InputError) -> SceneSpec {
    try parse(bytes: Array(text.utf8), name: name)
  }

  /// Reads a scene from `bytes`, a whole file's content; `name` is how errors call it.
  public static func parse(bytes: [UInt8], name: String) throws(InputError) -> SceneSpec {
    let whitespace: [UInt8] = [0x20, 0x09, 0x0A, 0x0D]
    guard bytes.contains(where: { !whitespace.contains($0) }) else {
      throw InputError(file: name, message: "empty file; expected a \(format) JSON document")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, source: name, maxDepth: maxDepth)
    } catch {
      throw InputError(error, file: name)
    }
    do {
      return try SceneReader.read(JSONReader(value, source: name))
    } catch {
      throw InputError(file: name, path: "\(error.path)", message: error.message)
    }
  }
}
