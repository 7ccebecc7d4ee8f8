import CJSONC

/// A document that json-c has parsed and the strict scanner has accepted, with json-c's tree
/// still alive: handed to the reader given to ``JSONTokenizer/withDocument(_:source:firstLine:_:)``
/// and valid only while it runs.
///
/// A format reader with a hot path (the trace reader's frames) takes what it expects straight
/// from the tree through ``JSONCValue``, without building a `JSONValue`; when it finds anything
/// else it calls ``convert()`` and reads the `JSONValue` as usual, so every error is still the
/// generic one. The one check the scanner leaves to conversion is for duplicate keys, which json-c
/// merges: a reader of the tree calls ``hasAllMembers(_:textIndex:)`` on every object it reads.
struct ParsedDocument {
  /// The root value.
  let root: JSONCValue
  let document: Document
  /// Every object of the text, in text order (the order of their `{`), with its member count.
  let objects: [ScannedObject]

  /// The number of objects in the text, nested ones included.
  var objectCount: Int { objects.count }

  /// The document as a `JSONValue`: exactly what ``JSONTokenizer/parse(_:source:firstLine:)``
  /// returns, or its duplicate-key error.
  func convert() throws(JSONSyntaxError) -> JSONValue {
    var converter = TreeConverter(document: document, objects: objects)
    return try converter.convert(root.pointer)
  }

  /// Whether `object`, the object whose `{` comes `textIndex`-th in the text (the root is 0 when
  /// it is an object), has as many members in json-c's tree as in the text: false when json-c
  /// merged duplicate keys (or when `textIndex` names no object).
  func hasAllMembers(_ object: JSONCValue, textIndex: Int) -> Bool {
    textIndex < objects.count
      && Int(json_object_object_length(object.pointer)) == objects[textIndex].memberCount
  }
}

/// A read-only view of one value of json-c's tree. Accessors return `nil` for a value of another
/// type; none of them converts or coerces.
struct JSONCValue {
  let pointer: OpaquePointer?

  var type: json_type { json_object_get_type(pointer) }

  /// The integer, for a number written without fraction or exponent.
  var integer: Int64? {
    type == json_type_int ? json_object_get_int64(pointer) : nil
  }

  /// The number as a finite `Double`, under the rules of `JSONReader.double()`: a number with a
  /// fraction or exponent, or an integer a `Double` represents exactly.
  var double: Double? {
    switch type {
    case json_type_double:
      let value = json_object_get_double(pointer)
      return value.isFinite ? value : nil
    case json_type_int:
      return Double(exactly: json_object_get_int64(pointer))
    default:
      return nil
    }
  }

  /// Whether the value is a string with exactly the bytes of `text`.
  func isString(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard type == json_type_string, Int(json_object_get_string_len(pointer)) == count,
      let bytes = json_object_get_string(pointer)
    else { return false }
    let start = text.utf8Start
    for index in 0..<count where UInt8(bitPattern: bytes[index]) != start[index] { return false }
    return true
  }

  /// The number of elements, for an array.
  var arrayCount: Int? {
    type == json_type_array ? json_object_array_length(pointer) : nil
  }

  /// The element at `index` of an array (`0 ..< arrayCount`).
  func element(_ index: Int) -> JSONCValue {
    JSONCValue(pointer: json_object_array_get_idx(pointer, index))
  }

  var isObject: Bool { type == json_type_object }

  /// Calls `body` with each member of an object, in text order, while it returns true; returns
  /// false as soon as `body` does. The key is json-c's NUL-terminated copy.
  func allMembers(_ body: (JSONCKey, JSONCValue) -> Bool) -> Bool {
    var iterator = json_object_iter_begin(pointer)
    var end = json_object_iter_end(pointer)
    while json_object_iter_equal(&iterator, &end) == 0 {
      let key = JSONCKey(bytes: json_object_iter_peek_name(&iterator))
      guard body(key, JSONCValue(pointer: json_object_iter_peek_value(&iterator))) else {
        return false
      }
      json_object_iter_next(&iterator)
    }
    return true
  }
}

/// An object key in json-c's tree (NUL-terminated; the scanner rejected keys containing U+0000).
struct JSONCKey {
  let bytes: UnsafePointer<CChar>

  /// Whether the key is exactly `text`, byte for byte.
  func `is`(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    let start = text.utf8Start
    for index in 0..<count where UInt8(bitPattern: bytes[index]) != start[index] { return false }
    return bytes[count] == 0
  }
}
