/// Where a value sits inside a JSON document, rendered like `$.frames[3].touches[0].x`.
///
/// `$` is the document root. Keys that are plain identifiers (ASCII letters, digits and `_`, not
/// starting with a digit) render as `.key`; any other key renders as `["key"]` with JSON string
/// escapes, so every path names exactly one place.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step from a container to a member or element.
  package enum Component: Sendable, Hashable {
    case key(String)
    case index(Int)
  }

  /// The steps from the root, outermost first.
  package private(set) var components: [Component]

  /// The document root, `$`.
  package static let root = JSONPath(components: [])

  package init(components: [Component]) {
    self.components = components
  }

  /// This path followed by the object member `key`.
  package func appending(key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// This path followed by the array element at `index` (0-based).
  package func appending(index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  package var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .key(let key) where Self.isIdentifier(key):
        text += "." + key
      case .key(let key):
        text += "[" + JSONQuoting.quoted(key) + "]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  private static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return key.utf8.allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default:
        false
      }
    }
  }
}
