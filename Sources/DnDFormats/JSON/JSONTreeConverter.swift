import CJSONC

/// Turns json-c's object tree into `JSONValue`, detecting the duplicate keys json-c merges.
///
/// json-c keeps one member per key (the last value, at the first key's position), so a duplicate
/// shows up as an object with fewer members than its text. The strict scanner recorded every
/// object's member count in text order; converting in pre-order visits the objects in that same
/// order, so the two can be compared object by object. Keys that differ in bytes but are equal as
/// Swift strings (Unicode canonical equivalence) are duplicates too, since `JSONObject` could not
/// tell them apart.
struct TreeConverter {
  let document: Document
  let objects: ArraySlice<ScannedObject>
  private var nextObject: Int

  init(document: Document, objects: ArraySlice<ScannedObject>) {
    self.document = document
    self.objects = objects
    nextObject = objects.startIndex
  }

  /// Converts `object`; json-c represents `null` as a nil pointer.
  mutating func convert(_ object: OpaquePointer?) throws(JSONSyntaxError) -> JSONValue {
    switch json_object_get_type(object) {
    case json_type_null:
      return .null
    case json_type_boolean:
      return .bool(json_object_get_boolean(object) != 0)
    case json_type_int:
      // The scanner rejected integer literals outside Int64, so this never saturates.
      return .integer(json_object_get_int64(object))
    case json_type_double:
      let value = json_object_get_double(object)
      guard value.isFinite else {
        throw document.error(at: 0, "number out of range (json-c produced \(value))")
      }
      return .double(value)
    case json_type_string:
      let length = Int(json_object_get_string_len(object))
      let text = UnsafeRawBufferPointer(start: json_object_get_string(object), count: length)
      return .string(String(decoding: text, as: UTF8.self))
    case json_type_array:
      let count = json_object_array_length(object)
      var elements: [JSONValue] = []
      elements.reserveCapacity(count)
      for index in 0..<count {
        elements.append(try convert(json_object_array_get_idx(object, index)))
      }
      return .array(elements)
    case json_type_object:
      return .object(try convertObject(object))
    default:
      throw document.error(at: 0, "json-c produced a value of unknown type")
    }
  }

  private mutating func convertObject(_ object: OpaquePointer?) throws(JSONSyntaxError)
    -> JSONObject
  {
    let scanned = objects[nextObject]
    nextObject += 1
    guard Int(json_object_object_length(object)) == scanned.memberCount else {
      throw duplicateKeyError(inObjectAt: scanned.offset)
    }
    var members: [JSONObject.Member] = []
    members.reserveCapacity(scanned.memberCount)
    var iterator = json_object_iter_begin(object)
    var end = json_object_iter_end(object)
    while json_object_iter_equal(&iterator, &end) == 0 {
      let key = String(cString: json_object_iter_peek_name(&iterator))
      let value = try convert(json_object_iter_peek_value(&iterator))
      members.append(JSONObject.Member(key: key, value: value))
      json_object_iter_next(&iterator)
    }
    guard JSONObject.firstDuplicateKeyIndex(in: members.lazy.map(\.key)) == nil else {
      throw duplicateKeyError(inObjectAt: scanned.offset)
    }
    return JSONObject(uniqueMembers: members)
  }

  /// The error for the first key of the object at `offset` that repeats an earlier key.
  private func duplicateKeyError(inObjectAt offset: Int) -> JSONSyntaxError {
    let keys = StrictJSONScanner.keys(ofObjectAt: offset, in: document.bytes)
    var firstIndex: [String: Int] = [:]
    for (index, key) in keys.enumerated() {
      let name = String(decoding: key.bytes, as: UTF8.self)
      guard let earlier = firstIndex[name] else {
        firstIndex[name] = index
        continue
      }
      let first = document.location(of: keys[earlier].offset)
      let place = "line \(first.line), column \(first.column)"
      let message =
        keys[earlier].bytes == key.bytes
        ? "duplicate key \(JSONQuoting.quoted(name)); first defined at \(place)"
        : "duplicate key \(JSONQuoting.quoted(name)); the key at \(place) is the same text "
          + "in another Unicode normalization form"
      return document.error(at: key.offset, message)
    }
    return document.error(at: offset, "object has duplicate keys")
  }
}
