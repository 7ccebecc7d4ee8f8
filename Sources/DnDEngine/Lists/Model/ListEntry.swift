/// One entry of a section as shown: a data-source item (identified by a token the list allocates)
/// or a placeholder (identified by its own token).
///
/// Placeholders are "shadow" entries: the data source does not know them and **every index path
/// the app sees counts data items only**. This is UIKit's model of drop placeholders (talk 223:
/// the placeholder is inserted "without a data-source update"; Docs/uikit-behaviour.md §3 (d) 7a: UIKit keeps
/// them as shadow updates and rebases them across batch updates).
///
/// Item and placeholder tokens are separate name spaces: `.item(3)` and `.placeholder(3)` are
/// different entries.
public enum ListEntry: Sendable, Hashable {
  case item(Int)
  case placeholder(Int)

  /// Whether this entry is a placeholder.
  public var isPlaceholder: Bool {
    if case .placeholder = self { return true }
    return false
  }

  /// The item token, or `nil` for a placeholder.
  public var itemToken: Int? {
    if case .item(let token) = self { return token }
    return nil
  }

  /// The placeholder token, or `nil` for a data item.
  public var placeholderToken: Int? {
    if case .placeholder(let token) = self { return token }
    return nil
  }

  /// `i3` for item 3, `p1` for placeholder 1 — short enough to print whole sections in a log.
  package var logDescription: String {
    switch self {
    case .item(let token): "i\(token)"
    case .placeholder(let token): "p\(token)"
    }
  }
}
