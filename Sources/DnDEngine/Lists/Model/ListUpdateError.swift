/// Why a change to a list's contents was refused.
///
/// UIKit raises an `NSInternalInconsistencyException` for an inconsistent batch update; the
/// engine throws this instead, never traps, and leaves the contents unchanged. The message names
/// the section or index path and the numbers involved, in the wording of UIKit's exceptions where
/// one is known ("Invalid update: invalid number of items in section 0. …", "attempt to delete
/// item 5 from section 0 which only contains 4 items before the update"), with "list" standing for
/// "table view" / "collection view" (our choice: the model does not know which it is).
public struct ListUpdateError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The precise reason.
  public var message: String

  public init(message: String) {
    self.message = message
  }

  public init(_ message: String) {
    self.init(message: message)
  }

  public var description: String { message }
}
