import DnDEngine

/// What a drop would do (UIKit's `UIDropOperation`, same raw values).
nonisolated public enum UIDropOperation: UInt, Sendable {
  case cancel = 0
  case forbidden = 1
  case copy = 2
  case move = 3

  init(_ engine: DropOperation) {
    switch engine {
    case .cancel: self = .cancel
    case .forbidden: self = .forbidden
    case .copy: self = .copy
    case .move: self = .move
    }
  }

  var engineValue: DropOperation {
    switch self {
    case .cancel: .cancel
    case .forbidden: .forbidden
    case .copy: .copy
    case .move: .move
    }
  }
}

/// Whether the system shows its progress UI for a slow drop (UIKit's
/// `UIDropSessionProgressIndicatorStyle`).
nonisolated public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
  case none = 0
  case `default` = 1
}

/// A drop interaction's answer to `sessionDidUpdate` (UIKit's `UIDropProposal`).
@preconcurrency @MainActor
open class UIDropProposal: NSObject, NSCopying {
  public let operation: UIDropOperation
  /// Precise mode: the drop point is offset above the finger.
  open var isPrecise: Bool = false
  /// Ask for the item's full-size preview over this target.
  open var prefersFullSizePreview: Bool = false

  public init(operation: UIDropOperation) {
    self.operation = operation
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UIDropProposal(operation: operation)
    copy.isPrecise = isPrecise
    copy.prefersFullSizePreview = prefersFullSizePreview
    return copy
  }

  var engineValue: DropProposal {
    DropProposal(
      operation: operation.engineValue, isPrecise: isPrecise,
      prefersFullSizePreview: prefersFullSizePreview)
  }
}
