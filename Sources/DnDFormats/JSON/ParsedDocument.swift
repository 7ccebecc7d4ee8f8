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
  let objects: ArraySlice<ScannedObject>

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
  func hasAllMembers(_ object: JSONCObject, textIndex: Int) -> Bool {
    textIndex < objects.count
      && object.count == objects[objects.startIndex + textIndex].memberCount
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

  /// The bytes of a string (json-c's copy, valid while the tree is).
  var string: JSONCBytes? {
    guard type == json_type_string, let start = json_object_get_string(pointer) else { return nil }
    return JSONCBytes(start: start, count: Int(json_object_get_string_len(pointer)))
  }

  /// The elements of an array.
  var array: JSONCArray? {
    json_object_get_array(pointer).map(JSONCArray.init)
  }

  /// The members of an object.
  var object: JSONCObject? {
    json_object_get_object(pointer).map(JSONCObject.init)
  }
}

/// An array of json-c's tree, read through its public `array_list` (no call per element).
struct JSONCArray {
  let list: UnsafeMutablePointer<array_list>

  var count: Int { list.pointee.length }

  /// The element at `index` (`0 ..< count`).
  subscript(index: Int) -> JSONCValue {
    precondition(index >= 0 && index < count, "index out of range")
    return JSONCValue(pointer: OpaquePointer(list.pointee.array[index]))
  }
}

/// An object of json-c's tree, read through its public hash table, whose entries are linked in
/// text order: walking them costs no call per member, unlike `json_object_iter_*`.
struct JSONCObject {
  let table: UnsafeMutablePointer<lh_table>

  /// The number of members (after json-c merged duplicate keys).
  var count: Int { Int(table.pointee.count) }

  /// Calls `body` with each member, in text order, while it returns true; returns false as soon
  /// as `body` does. The key is json-c's NUL-terminated copy.
  func allMembers(_ body: (JSONCKey, JSONCValue) -> Bool) -> Bool {
    var entry = lh_table_head(table)
    while let current = entry {
      let key = JSONCKey(bytes: lh_entry_k(current).assumingMemoryBound(to: CChar.self))
      guard body(key, JSONCValue(pointer: OpaquePointer(lh_entry_v(current)))) else {
        return false
      }
      entry = lh_entry_next(current)
    }
    return true
  }
}

/// An object key in json-c's tree (NUL-terminated; the scanner rejected keys containing U+0000).
struct JSONCKey {
  let bytes: UnsafePointer<CChar>

  /// The first byte (0 for the empty key): lets a reader choose the one key to compare with.
  var first: UInt8 { UInt8(bitPattern: bytes[0]) }

  /// Whether the key is exactly `text`, byte for byte.
  func `is`(_ text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    let start = text.utf8Start
    for index in 0..<count where UInt8(bitPattern: bytes[index]) != start[index] { return false }
    return bytes[count] == 0
  }
}

/// The bytes of a string value in json-c's tree.
struct JSONCBytes {
  let start: UnsafePointer<CChar>
  let count: Int

  /// Whether the string is exactly `text`, byte for byte.
  func `is`(_ text: StaticString) -> Bool {
    guard count == text.utf8CodeUnitCount else { return false }
    let letters = text.utf8Start
    for index in 0..<count where UInt8(bitPattern: start[index]) != letters[index] { return false }
    return true
  }
}
