/// The bytes of one representation, as a loader delivers them and a load hands them over.
///
/// A plain byte array rather than Foundation's `Data`: the engine does not import Foundation.
/// Logs never print the bytes, only their count (`<12 bytes>`), so a golden log does not change
/// when a scene's sample content does.
public struct ItemData: Hashable, Sendable {
  public var bytes: [UInt8]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The UTF-8 encoding of `string`.
  public init(utf8 string: String) {
    self.bytes = Array(string.utf8)
  }

  /// The number of bytes.
  public var count: Int { bytes.count }

  /// The bytes decoded as UTF-8, or nil when they are not valid UTF-8.
  public var utf8String: String? {
    String(validating: bytes, as: UTF8.self)
  }

  /// `<N bytes>` — never the content.
  package var logDescription: String { "<\(bytes.count) bytes>" }
}
