import DnDFormats

extension GestureScript {
  /// The deepest JSON form: `$.fingers.f[0].move[0][1]` is six levels.
  static let maxJSONDepth = 8

  /// Reads the script at `path` in either form; errors name it `name` (the path by default).
  /// A file whose first character other than white space is `{` is the JSON form (a text
  /// script cannot start with one); any other file is the text form.
  public static func read(path: String, name: String? = nil) throws(InputError) -> GestureScript {
    let bytes = try WholeFileReader.contents(path: path, name: name, maxBytes: maxBytes)
    return try parse(bytes: bytes, name: name ?? path)
  }

  /// Parses a script in either form (see ``read(path:name:)``).
  public static func parse(bytes: [UInt8], name: String) throws(InputError) -> GestureScript {
    let first = bytes.first { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }
    return first == UInt8(ascii: "{")
      ? try parse(json: bytes, name: name) : try parse(text: bytes, name: name)
  }

  /// Parses the text form.
  public static func parse(text: String, name: String) throws(InputError) -> GestureScript {
    try parse(text: Array(text.utf8), name: name)
  }

  /// Parses the text form from its bytes.
  public static func parse(text bytes: [UInt8], name: String) throws(InputError) -> GestureScript {
    guard bytes.contains(where: { ![0x20, 0x09, 0x0D, 0x0A].contains($0) }) else {
      throw InputError(file: name, message: "empty file; expected a gesture script")
    }
    return try GestureScriptBuilder.build(
      GestureTextParser.parse(bytes, file: name), file: name)
  }

  /// Parses the JSON form.
  public static func parse(json: String, name: String) throws(InputError) -> GestureScript {
    try parse(json: Array(json.utf8), name: name)
  }

  /// Parses the JSON form from its bytes.
  public static func parse(json bytes: [UInt8], name: String) throws(InputError) -> GestureScript {
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes, source: name, maxDepth: maxJSONDepth)
    } catch {
      throw InputError(error, file: name)
    }
    let draft: GestureScriptDraft
    do {
      draft = try GestureJSONReader.read(JSONReader(value, source: name))
    } catch {
      throw InputError(file: name, path: "\(error.path)", message: error.message)
    }
    return try GestureScriptBuilder.build(draft, file: name)
  }
}
