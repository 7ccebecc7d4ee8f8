/// What a drop over a table or collection view would do to the view while the drag hovers —
/// UIKit's `UICollectionViewDropIntent` / `UITableViewDropIntent` (same raw values;
/// `automatic` exists for tables only).
public enum ListDropIntent: Int, Sendable, Hashable, CaseIterable {
  /// The view does not change (talk 223: "just a nice little badge").
  case unspecified = 0
  /// A gap opens at the destination index path.
  case insertAtDestinationIndexPath = 1
  /// The item at the destination index path is highlighted: the drop goes into it.
  case insertIntoDestinationIndexPath = 2
  /// Tables only: insert-into over the middle of a row, insert-at above and below it
  /// (``DeviceProfile/tableAutomaticInsertIntoShare``); a collection view treats it as
  /// unspecified.
  case automatic = 3

  package var logDescription: String {
    switch self {
    case .unspecified: "unspecified"
    case .insertAtDestinationIndexPath: "insertAt"
    case .insertIntoDestinationIndexPath: "insertInto"
    case .automatic: "automatic"
    }
  }
}

/// A drop proposal with an intent — UIKit's `UICollectionViewDropProposal` /
/// `UITableViewDropProposal`.
public struct ListDropProposal: Sendable, Hashable {
  public var operation: DropOperation
  public var intent: ListDropIntent
  public var isPrecise: Bool
  public var prefersFullSizePreview: Bool

  public init(
    operation: DropOperation, intent: ListDropIntent = .unspecified, isPrecise: Bool = false,
    prefersFullSizePreview: Bool = false
  ) {
    self.operation = operation
    self.intent = intent
    self.isPrecise = isPrecise
    self.prefersFullSizePreview = prefersFullSizePreview
  }

  /// The plain proposal the engine validates and acts on.
  var dropProposal: DropProposal {
    DropProposal(
      operation: operation, isPrecise: isPrecise, prefersFullSizePreview: prefersFullSizePreview)
  }

  /// `move(insertAt)`, `copy`, `move(insertAt, precise)` — the operation first, so a log reader
  /// (and the quick checks) see it as with plain proposals.
  package var logDescription: String {
    var flags: [String] = []
    if intent != .unspecified { flags.append(intent.logDescription) }
    if isPrecise { flags.append("precise") }
    if prefersFullSizePreview { flags.append("fullSize") }
    return flags.isEmpty
      ? operation.logDescription : "\(operation.logDescription)(\(flags.joined(separator: ", ")))"
  }
}
