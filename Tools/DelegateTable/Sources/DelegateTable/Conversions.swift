/// How a generated adapter turns the engine's arguments into UIKit's, and UIKit's answers into
/// the engine's. `@value` stands for the value; `@subject` for the engine method's first parameter
/// (the interaction or the list view). Placeholders of the protocol's ``Spelling`` apply.
public enum Conversions {
  /// Engine argument type → UIKit argument.
  public static let arguments: [String: String] = [
    "DragSession": "self.session(@value)",
    "DropSession": "self.session(@value)",
    "[DragSession]": "@value.map(self.session)",
    "DragItem": "UIDragItem.facade(for: @value)",
    "[DragItem]": "@value.map(UIDragItem.facade(for:))",
    "Animator": "DragAnimator(@value)",
    "DropOperation": "UIDropOperation(@value)",
    "Point": "CGPoint(@value)",
    "ListIndexPath": "IndexPath(@value)",
    "ListIndexPath?": "@value.map { IndexPath($0) }",
    "SpringLoadedContext":
      "UISpringLoadedInteractionContext(@value, in: @value.targetView ?? @subject)",
    "ListDropCoordinator": "{Short}DropCoordinatorFacade(@value, core: facade.core)",
  ]

  /// UIKit answer type → the engine's answer.
  public static let answers: [String: String] = [
    "Bool": "@value",
    "[UIDragItem]": "@value.map(\\.engineItem)",
    "UITargetedDragPreview?": "@value.engineValue",
    "UIDragPreviewParameters?": "@value?.engineValue",
    "UIDropProposal": "@value.engineValue",
    "UITableViewDropProposal": "@value.engineListValue",
    "UICollectionViewDropProposal": "@value.engineListValue",
    "UIDragSession?": "(@value as? DragSessionFacade)?.engine",
  ]
}
