import DnDEngine

/// What a drop over a table view would do to the rows while the drag hovers (UIKit's
/// `UITableViewDropIntent`, same raw values).
nonisolated public enum UITableViewDropIntent: Int, Sendable {
  /// The table does not change; the drop has no particular place.
  case unspecified = 0
  /// A gap opens at the destination index path: the drop inserts rows there.
  case insertAtDestinationIndexPath = 1
  /// The row at the destination index path is highlighted: the drop goes into it.
  case insertIntoDestinationIndexPath = 2
  /// Into the row over its middle, at the index path above and below it; the coordinator gets
  /// the intent it resolved to.
  case automatic = 3

  init(_ engine: ListDropIntent) {
    self = UITableViewDropIntent(rawValue: engine.rawValue) ?? .unspecified
  }

  var engineValue: ListDropIntent { ListDropIntent(rawValue: rawValue) ?? .unspecified }
}

/// A table view drop delegate's answer to `dropSessionDidUpdate`: an operation and an intent
/// (UIKit's `UITableViewDropProposal`).
open class UITableViewDropProposal: UIDropProposal {
  private let storedIntent: UITableViewDropIntent

  /// What the table shows and where a drop would go.
  open var intent: UITableViewDropIntent { storedIntent }

  /// A proposal of `operation` with `intent`.
  public init(operation: UIDropOperation, intent: UITableViewDropIntent) {
    storedIntent = intent
    super.init(operation: operation)
  }

  /// A proposal of `operation` with intent `.unspecified`.
  public override convenience init(operation: UIDropOperation) {
    self.init(operation: operation, intent: .unspecified)
  }

  /// The proposal an engine list proposal stands for (the coordinator's `proposal`).
  convenience init(_ engine: ListDropProposal) {
    self.init(
      operation: UIDropOperation(engine.operation), intent: UITableViewDropIntent(engine.intent))
    isPrecise = engine.isPrecise
    prefersFullSizePreview = engine.prefersFullSizePreview
  }

  /// A copy with the same operation, intent and flags.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = UITableViewDropProposal(operation: operation, intent: intent)
    copy.isPrecise = isPrecise
    copy.prefersFullSizePreview = prefersFullSizePreview
    return copy
  }

  var engineListValue: ListDropProposal {
    ListDropProposal(
      operation: operation.engineValue, intent: intent.engineValue, isPrecise: isPrecise,
      prefersFullSizePreview: prefersFullSizePreview)
  }
}
