import DnDEngine

/// What a drop over a collection view would do to the items while the drag hovers (UIKit's
/// `UICollectionViewDropIntent`, same raw values).
nonisolated public enum UICollectionViewDropIntent: Int, Sendable {
  /// The collection view does not change; the drop has no particular place.
  case unspecified = 0
  /// A gap opens at the destination index path: the drop inserts items there.
  case insertAtDestinationIndexPath = 1
  /// The item at the destination index path is highlighted: the drop goes into it.
  case insertIntoDestinationIndexPath = 2

  init(_ engine: ListDropIntent) {
    self = UICollectionViewDropIntent(rawValue: engine.rawValue) ?? .unspecified
  }

  var engineValue: ListDropIntent { ListDropIntent(rawValue: rawValue) ?? .unspecified }
}

/// A collection view drop delegate's answer to `dropSessionDidUpdate`: an operation and an
/// intent (UIKit's `UICollectionViewDropProposal`).
open class UICollectionViewDropProposal: UIDropProposal {
  private let storedIntent: UICollectionViewDropIntent

  /// What the collection view shows and where a drop would go.
  open var intent: UICollectionViewDropIntent { storedIntent }

  /// A proposal of `operation` with `intent`.
  public init(operation: UIDropOperation, intent: UICollectionViewDropIntent) {
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
      operation: UIDropOperation(engine.operation),
      intent: UICollectionViewDropIntent(engine.intent))
    isPrecise = engine.isPrecise
    prefersFullSizePreview = engine.prefersFullSizePreview
  }

  /// A copy with the same operation, intent and flags.
  open override func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewDropProposal(operation: operation, intent: intent)
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
