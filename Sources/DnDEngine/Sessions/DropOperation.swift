/// What a drop would do (UIKit's `UIDropOperation`; raw values from the SDK header).
public enum DropOperation: Int, Sendable, Hashable, CaseIterable {
  /// Nothing happens; releasing cancels the drag.
  case cancel = 0
  /// Nothing happens and the user is shown that the drop is not possible here.
  case forbidden = 1
  /// The data is copied; the only operation between apps.
  case copy = 2
  /// The items move; only within the source app and only if the drag allows moving.
  case move = 3

  package var logDescription: String {
    switch self {
    case .cancel: "cancel"
    case .forbidden: "forbidden"
    case .copy: "copy"
    case .move: "move"
    }
  }

  /// Whether releasing with this operation performs a drop (`performDrop`) — only copy and move.
  public var performsDrop: Bool { self == .copy || self == .move }
}

/// A drop interaction's answer to `sessionDidUpdate` (UIKit's `UIDropProposal`).
public struct DropProposal: Sendable, Hashable {
  public var operation: DropOperation
  /// Precise mode: the system offsets the hit point from the finger (by the device profile's
  /// ``DeviceProfile/preciseModeOffset``) so the user can see where, e.g., text will go.
  public var isPrecise: Bool
  /// Asks for full-size previews over this target; honoured only for drags that started in the
  /// same app (the system's scaling rule has the last word).
  public var prefersFullSizePreview: Bool

  public init(
    operation: DropOperation, isPrecise: Bool = false, prefersFullSizePreview: Bool = false
  ) {
    self.operation = operation
    self.isPrecise = isPrecise
    self.prefersFullSizePreview = prefersFullSizePreview
  }

  public static let cancel = DropProposal(operation: .cancel)
  public static let copy = DropProposal(operation: .copy)
  public static let move = DropProposal(operation: .move)
  public static let forbidden = DropProposal(operation: .forbidden)

  /// `copy`, or `move(precise, fullSize)` when flags are set.
  package var logDescription: String {
    var flags: [String] = []
    if isPrecise { flags.append("precise") }
    if prefersFullSizePreview { flags.append("fullSize") }
    return flags.isEmpty
      ? operation.logDescription : "\(operation.logDescription)(\(flags.joined(separator: ", ")))"
  }
}

/// Whether the system shows its progress UI for a slow drop (UIKit's
/// `UIDropSessionProgressIndicatorStyle`).
public enum ProgressIndicatorStyle: Int, Sendable, Hashable {
  case none = 0
  case `default` = 1
}
