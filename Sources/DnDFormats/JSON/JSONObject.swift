/// A JSON object: its members in file order, with lookup by key.
///
/// Why an ordered list rather than a dictionary: readers and writers built on this layer must be
/// deterministic, so iteration follows the document, never hash order. Keys are unique; the parser
/// reports a duplicate key as a syntax error instead of keeping one of the values.
///
/// Keys compare as Swift `String`s (Unicode canonical equivalence), so the parser also treats two
/// keys that differ only in normalization as duplicates.
package struct JSONObject: Sendable, Equatable {
  /// One `"key": value` member.
  package struct Member: Sendable, Equatable {
    package var key: String
    package var value: JSONValue

    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// Objects with more members than this get a hash index for lookup; smaller ones are scanned.
  static let linearLookupLimit = 8

  /// The members in the order they appear in the document.
  package let members: [Member]
  private let index: [String: Int]?

  /// Creates an object from members in order.
  ///
  /// - Precondition: no two members have equal keys.
  package init(_ members: [Member]) {
    precondition(
      Self.firstDuplicateKeyIndex(in: members.map(\.key)) == nil, "JSONObject keys must be unique")
    self.init(uniqueMembers: members)
  }

  /// Creates an object from members whose keys are already known to be unique.
  init(uniqueMembers members: [Member]) {
    self.members = members
    if members.count > Self.linearLookupLimit {
      var index: [String: Int] = [:]
      index.reserveCapacity(members.count)
      for (position, member) in members.enumerated() { index[member.key] = position }
      self.index = index
    } else {
      self.index = nil
    }
  }

  /// The number of members.
  package var count: Int { members.count }

  /// The keys in document order.
  package var keys: [String] { members.map(\.key) }

  /// The value for `key`, or `nil` when the object has no such member.
  package subscript(key: String) -> JSONValue? {
    if let index {
      return index[key].map { members[$0].value }
    }
    return members.first { $0.key == key }?.value
  }

  package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members == rhs.members
  }

  /// The position of the first key that equals an earlier key, or `nil` when all are unique.
  static func firstDuplicateKeyIndex<Keys: RandomAccessCollection<String>>(in keys: Keys) -> Int?
  where Keys.Index == Int {
    if keys.count <= linearLookupLimit {
      for later in keys.indices {
        for earlier in keys.indices[..<later] where keys[earlier] == keys[later] { return later }
      }
      return nil
    }
    var seen = Set<String>(minimumCapacity: keys.count)
    for (position, key) in keys.enumerated() where !seen.insert(key).inserted { return position }
    return nil
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  /// Creates an object from a literal, keeping the literal's order.
  ///
  /// - Precondition: no two keys are equal.
  package init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements.map { Member(key: $0.0, value: $0.1) })
  }
}
