// Which optional methods a scene's delegates implement.
//
// UIKit calls an optional delegate method only if the app's delegate implements it: one it does
// not implement is never called, leaves no line in the log, and the system goes on with its
// answer for a missing method (Docs/engine.md §1, "Optional methods"; Docs/delegate-methods.md).
// A scene says which methods each delegate implements so that its log shows the calls the app it
// stands for would receive — the Pet Finder screencast's drag delegate "has just a single method
// to implement", so its log has no `dragSessionWillBegin`.
//
// Each case is an optional method, named as the log names it (the "Log line" column of
// Docs/delegate-methods.md). Required methods are not cases: a delegate always implements them.
// A spec's set of implemented methods is optional: `nil`, what a scene that says nothing gets,
// means every method (with one exception kept from before the key existed: a drag whose cancel
// preview is `default` does not implement `previewForCancelling`, ``DragSpec/implements(_:)``).

/// The optional methods of a plain view's drag delegate (`DragInteractionDelegate`).
public enum DragDelegateMethod: String, Sendable, Equatable, CaseIterable {
  case previewForLifting
  case willAnimateLift
  case sessionIsRestrictedToDraggingApplication
  case sessionAllowsMoveOperation
  case prefersFullSizePreviews
  case sessionWillBegin
  case sessionDidMove
  case sessionWillEnd
  case sessionDidEnd
  case sessionDidTransferItems
  case itemsForAddingTo
  case sessionForAddingItems
  case willAddItems
  case previewForCancelling
  case willAnimateCancel

  /// The required method, which every drag delegate implements.
  public static let required = ["itemsForBeginning"]
}

/// The optional methods of a plain view's drop delegate (`DropInteractionDelegate`, which has no
/// required method).
public enum DropDelegateMethod: String, Sendable, Equatable, CaseIterable {
  case canHandle
  case sessionDidEnter
  case sessionDidUpdate
  case sessionDidExit
  case performDrop
  case previewForDropping
  case willAnimateDrop
  case concludeDrop
  case sessionDidEnd

  public static let required: [String] = []
}

/// The optional methods of a table's or collection view's drag delegate (`ListDragDelegate`).
public enum ListDragDelegateMethod: String, Sendable, Equatable, CaseIterable {
  case itemsForAddingTo
  /// `dragPreviewParametersForRowAt` in a table, `…ForItemAt` in a collection view.
  case dragPreviewParameters
  case dragSessionWillBegin
  case dragSessionDidEnd
  case dragSessionAllowsMoveOperation
  case dragSessionIsRestrictedToDraggingApplication

  /// The method's name in the log of a list of `kind`.
  public func logName(in kind: ListSpec.Kind) -> String {
    switch self {
    case .dragPreviewParameters: "dragPreviewParametersFor\(kind.itemWord)At"
    default: rawValue
    }
  }

  public static let required = ["itemsForBeginning"]
}

/// The optional methods of a table's or collection view's drop delegate (`ListDropDelegate`).
public enum ListDropDelegateMethod: String, Sendable, Equatable, CaseIterable {
  case canHandle
  case dropSessionDidEnter
  case dropSessionDidUpdate
  case dropSessionDidExit
  case dropSessionDidEnd
  /// `dropPreviewParametersForRowAt` in a table, `…ForItemAt` in a collection view.
  case dropPreviewParameters

  public func logName(in kind: ListSpec.Kind) -> String {
    switch self {
    case .dropPreviewParameters: "dropPreviewParametersFor\(kind.itemWord)At"
    default: rawValue
    }
  }

  public static let required = ["performDropWith"]
}

/// The optional methods of a table's or collection view's delegate (`ListDelegate`) that the
/// engine calls.
public enum ListDelegateMethod: String, Sendable, Equatable, CaseIterable {
  /// `didSelectRowAt` in a table, `didSelectItemAt` in a collection view.
  case didSelect
  /// `shouldSpringLoadRowAt` in a table, `shouldSpringLoadItemAt` in a collection view.
  case shouldSpringLoad

  public func logName(in kind: ListSpec.Kind) -> String {
    switch self {
    case .didSelect: "didSelect\(kind.itemWord)At"
    case .shouldSpringLoad: "shouldSpringLoad\(kind.itemWord)At"
    }
  }

  public static let required: [String] = []
}

extension ListSpec.Kind {
  /// `Row` for a table, `Item` for a collection view, as UIKit's method names say.
  var itemWord: String {
    switch self {
    case .table: "Row"
    case .collection: "Item"
    }
  }
}

extension SceneSpec {
  /// The calls, as `subject method` (`adopted.drop dropSessionDidEnd`), of every method a
  /// delegate of the scene does not implement — what `DragDropSystem.notImplementedCalls`
  /// lists after a replay that called them. The log has no line for these calls, so a check that
  /// reads a golden alone (Docs/uikit-behaviour.md §5's quick checks) needs them to know a missing
  /// line is not a missing call.
  public var notImplementedCalls: Set<String> {
    var calls: Set<String> = []
    func visit(_ view: ViewSpec) {
      if let drag = view.drag {
        for method in DragDelegateMethod.allCases where !drag.implements(method) {
          calls.insert("\(view.name).drag \(method.rawValue)")
        }
      }
      if let drop = view.drop {
        for method in DropDelegateMethod.allCases where !drop.implements(method) {
          calls.insert("\(view.name).drop \(method.rawValue)")
        }
      }
      if let list = view.list {
        if let drag = list.drag {
          for method in ListDragDelegateMethod.allCases where !drag.implements(method) {
            calls.insert("\(view.name).drag \(method.logName(in: list.kind))")
          }
        }
        if let drop = list.drop {
          for method in ListDropDelegateMethod.allCases where !drop.implements(method) {
            calls.insert("\(view.name).drop \(method.logName(in: list.kind))")
          }
        }
        for method in ListDelegateMethod.allCases where !list.delegateImplements(method) {
          calls.insert("\(view.name).delegate \(method.logName(in: list.kind))")
        }
      }
      view.children.forEach(visit)
    }
    for window in windows { window.views.forEach(visit) }
    return calls
  }
}
