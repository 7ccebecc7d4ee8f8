/// The table of delegate methods: every method of every drag-and-drop delegate protocol, once.
///
/// The answers for missing methods are UIKit's where Apple documents them, and otherwise the
/// readings Docs/uikit-behaviour.md and Docs/engine.md give with their sources.
public enum Table {
  public static let protocols = [
    dragInteraction, dropInteraction, listDrag, listDrop, listDelegate, listDataSource,
  ]

  static let interactionAdapters =
    "Sources/DnDUIKit/DragAndDrop/Interactions/InteractionDelegateAdapters.swift"
  static let listAdapters = "Sources/DnDUIKit/Lists/ListDelegateAdapters.swift"

  static let table = [
    ("{list}", "tableView"), ("{List}", "UITableView"), ("{Row}", "Row"), ("{row}", "row"),
    ("{the list}", "the table"), ("{a row}", "a row"), ("{Short}", "Table"),
    ("{Facade}", "UITableView"),
  ]
  static let collection = [
    ("{list}", "collectionView"), ("{List}", "UICollectionView"), ("{Row}", "Item"),
    ("{row}", "item"), ("{the list}", "the collection view"), ("{a row}", "an item"),
    ("{Short}", "Collection"),
    ("{Facade}", "UICollectionView"),
  ]

  static let listEngine = [
    ("{the list}", "the view"), ("{a row}", "an item"), ("{row}", "item"), ("{Row}", "Item"),
  ]

  // MARK: UIDragInteractionDelegate

  static let dragInteraction = DelegateProtocol(
    engine: "DragInteractionDelegate",
    engineDoc: [
      "The source side's questions and notifications (UIKit's `UIDragInteractionDelegate`).",
      """
      Only ``itemsForBeginning(_:session:)`` is required; every other method has the default \
      UIKit documents, in the extension below (Docs/delegate-methods.md). All calls arrive on \
      the main queue, in the order `Docs/engine.md` states.
      """,
    ],
    engineFile: "Sources/DnDEngine/Interactions/DragInteractionDelegate.swift",
    spellings: [
      Spelling(
        uikit: "UIDragInteractionDelegate",
        uikitFile: "Sources/DnDUIKit/DragAndDrop/Interactions/UIDragInteractionDelegate.swift",
        adapter: "DragDelegateAdapter", adapterFile: interactionAdapters,
        substitutions: [("{Facade}", "UIDragInteraction")])
    ],
    uikitDoc: [
      """
      The drag source's questions and notifications (UIKit's `UIDragInteractionDelegate`, every \
      iOS 11 method). Only `dragInteraction(_:itemsForBeginning:)` is required.
      """,
      """
      As in UIKit, a method the delegate does not implement is not called: the default of each \
      optional method below reports itself (the engine's `DelegateMethod`), so the call leaves no \
      line in the log, and the default returns UIKit's answer for a missing method \
      (Docs/delegate-methods.md).
      """,
    ],
    remembersMissingMethods: true,
    methods: [
      DelegateMethod(
        log: "itemsForBeginning",
        engine:
          "itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem]",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: \
          UIDragSession) -> [UIDragItem]
          """,
        doc: [
          "The long press was recognised: what to drag. Empty = no drag; the touch goes on as normal."
        ],
        .required, goneAnswer: "[]"),
      DelegateMethod(
        log: "previewForLifting",
        engine: """
          previewForLifting(_ interaction: DragInteraction, item: DragItem, session: DragSession) \
          -> TargetedPreview?
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, \
          session: UIDragSession) -> UITargetedDragPreview?
          """,
        doc: [
          "The lift preview of one item, asked per item in order. `nil` = not visible, no lift."
        ],
        .optional(
          Missing(
            "the whole interaction's view, where it is (`nil` if that view is not in a window)",
            engine: """
              guard let view = interaction.view else { return nil }
              return try? TargetedPreview(view: view, parameters: PreviewParameters())
              """,
            uikit: "interaction.view.map { UITargetedDragPreview(view: $0) }")),
        goneAnswer: "nil"),
      DelegateMethod(
        log: "willAnimateLift",
        engine: """
          willAnimateLift(_ interaction: DragInteraction, animator: Animator, session: DragSession)
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: \
          UIDragAnimating, session: UIDragSession)
          """,
        doc: ["Once per lift (and per batch of added items), after all lift previews."],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionIsRestrictedToDraggingApplication",
        engine: """
          sessionIsRestrictedToDraggingApplication(_ interaction: DragInteraction, session: \
          DragSession) -> Bool
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, \
          sessionIsRestrictedToDraggingApplication session: UIDragSession) -> Bool
          """,
        doc: [
          """
          Whether the drag stays inside the app; asked when the drag begins, on devices where \
          drags may leave the app.
          """
        ],
        .optional(Missing("the drag may leave the app", engine: "false", uikit: "false"))),
      DelegateMethod(
        log: "sessionAllowsMoveOperation",
        engine:
          "sessionAllowsMoveOperation(_ interaction: DragInteraction, session: DragSession) -> Bool",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: \
          UIDragSession) -> Bool
          """,
        doc: ["Whether a drop may move the items; asked when the drag begins."],
        .optional(Missing("moves are allowed", engine: "true", uikit: "true"))),
      DelegateMethod(
        log: "prefersFullSizePreviews",
        engine:
          "prefersFullSizePreviews(_ interaction: DragInteraction, session: DragSession) -> Bool",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: \
          UIDragSession) -> Bool
          """,
        doc: [
          "Whether the previews keep their full size over the app; asked when the drag begins."
        ],
        .optional(Missing("previews scale down", engine: "false", uikit: "false"))),
      DelegateMethod(
        log: "sessionWillBegin",
        engine: "sessionWillBegin(_ interaction: DragInteraction, session: DragSession)",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: \
          UIDragSession)
          """,
        doc: ["The items are fully lifted and the finger has started to move them away."],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionDidMove",
        engine: "sessionDidMove(_ interaction: DragInteraction, session: DragSession)",
        uikit:
          "dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession)",
        doc: ["The finger's location changed."],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionWillEnd",
        engine: """
          sessionWillEnd(_ interaction: DragInteraction, session: DragSession, operation: \
          DropOperation)
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith \
          operation: UIDropOperation)
          """,
        doc: ["The user lifted the finger: the session is about to end with `operation`."],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionDidEnd",
        engine: """
          sessionDidEnd(_ interaction: DragInteraction, session: DragSession, operation: \
          DropOperation)
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith \
          operation: UIDropOperation)
          """,
        doc: [
          """
          The user is done; for copy and move, data transfer begins and \
          `sessionDidTransferItems` follows.
          """
        ],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionDidTransferItems",
        engine: "sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession)",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: \
          UIDragSession)
          """,
        doc: ["The destination has received all the data it asked for. Never after a cancel."],
        .optional(.nothing)),
      DelegateMethod(
        log: "itemsForAddingTo",
        engine: """
          itemsForAddingTo(_ interaction: DragInteraction, session: DragSession, point: Point) \
          -> [DragItem]
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: \
          UIDragSession, withTouchAt point: CGPoint) -> [UIDragItem]
          """,
        doc: ["A tap by another finger on this interaction's view during `session`: what to add."],
        .optional(Missing("a tap adds nothing (it is handled as a tap)", engine: "[]", uikit: "[]"))
      ),
      DelegateMethod(
        log: "sessionForAddingItems",
        engine: """
          sessionForAddingItems(_ interaction: DragInteraction, sessions: [DragSession], point: \
          Point) -> DragSession?
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: \
          [UIDragSession], withTouchAt point: CGPoint) -> UIDragSession?
          """,
        doc: ["With two or more sessions in the app, which one a tap adds to (`nil` = none)."],
        .optional(Missing("with several sessions, a tap adds to none", engine: "nil", uikit: "nil"))
      ),
      DelegateMethod(
        log: "willAddItems",
        engine: """
          willAddItems(_ interaction: DragInteraction, session: DragSession, items: [DragItem], \
          addingInteraction: DragInteraction)
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willAdd \
          items: [UIDragItem], for addingInteraction: UIDragInteraction)
          """,
        doc: ["Sent to every interaction that contributed items, including the adding one."],
        .optional(.nothing),
        adapter: .handWritten("(the adding interaction may have no UIKit stand-in)")),
      DelegateMethod(
        log: "previewForCancelling",
        engine: """
          previewForCancelling(_ interaction: DragInteraction, item: DragItem, defaultPreview: \
          TargetedPreview) -> TargetedPreview?
          """,
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: \
          UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
          """,
        doc: [
          """
          The cancel preview of a visible item: the default flies back to the lift preview; \
          `nil` fades the item in place; a new target retargets.
          """
        ],
        .optional(
          Missing(
            "`nil`: the item fades where it is (Docs/uikit-behaviour.md §2)", engine: "nil",
            uikit: "nil")),
        adapter: .handWritten("(the default preview may have no UIKit stand-in)")),
      DelegateMethod(
        log: "willAnimateCancel",
        engine:
          "willAnimateCancel(_ interaction: DragInteraction, item: DragItem, animator: Animator)",
        uikit: """
          dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, \
          willAnimateCancelWith animator: UIDragAnimating)
          """,
        doc: ["Once per item, visible or not, as the cancel animation starts."],
        .optional(.nothing)),
    ])

  // MARK: UIDropInteractionDelegate

  static let dropInteraction = DelegateProtocol(
    engine: "DropInteractionDelegate",
    engineDoc: [
      """
      The destination side's questions and notifications (UIKit's `UIDropInteractionDelegate`). \
      Every method is optional; the defaults are UIKit's, in the extension below \
      (Docs/delegate-methods.md).
      """
    ],
    engineFile: "Sources/DnDEngine/Interactions/DropInteractionDelegate.swift",
    spellings: [
      Spelling(
        uikit: "UIDropInteractionDelegate",
        uikitFile: "Sources/DnDUIKit/DragAndDrop/Interactions/UIDropInteractionDelegate.swift",
        adapter: "DropDelegateAdapter", adapterFile: interactionAdapters,
        substitutions: [("{Facade}", "UIDropInteraction")])
    ],
    uikitDoc: [
      """
      The drop target's questions and notifications (UIKit's `UIDropInteractionDelegate`, every \
      iOS 11 method). Every method is optional; as in UIKit, one the delegate does not implement \
      is not called and leaves no line in the log, and the default below is UIKit's answer \
      without it (Docs/delegate-methods.md).
      """
    ],
    remembersMissingMethods: true,
    methods: [
      DelegateMethod(
        log: "canHandle",
        engine: "canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool",
        uikit:
          "dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool",
        doc: [
          "Asked on each entry (and again when items are added). `false` = the session is ignored."
        ],
        .optional(Missing("every session can be handled", engine: "true", uikit: "true"))),
      DelegateMethod(
        log: "sessionDidEnter",
        engine: "sessionDidEnter(_ interaction: DropInteraction, session: DropSession)",
        uikit: """
          dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession)
          """,
        doc: ["The drag entered the interaction's view."],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionDidUpdate",
        engine:
          "sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal",
        uikit: """
          dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: \
          UIDropSession) -> UIDropProposal
          """,
        doc: [
          "Right after entering, on each move inside, and when items are added: what a drop would do."
        ],
        .optional(
          Missing(
            "cancel (nothing would be dropped)", engine: ".cancel",
            uikit: "UIDropProposal(operation: .cancel)"))),
      DelegateMethod(
        log: "sessionDidExit",
        engine: "sessionDidExit(_ interaction: DropInteraction, session: DropSession)",
        uikit: """
          dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession)
          """,
        doc: ["The drag left the interaction's view."],
        .optional(.nothing)),
      DelegateMethod(
        log: "performDrop",
        engine: "performDrop(_ interaction: DropInteraction, session: DropSession)",
        uikit:
          "dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession)",
        doc: ["The drop, for copy and move only: the one place where loading data succeeds."],
        .optional(
          Missing(
            """
            no drop: the release is a cancel, whatever the proposal — talk 213's grid with only \
            `sessionDidUpdate` (Docs/engine.md §10.12; `DeviceProfile.cancelsDropWithoutPerformDrop`)
            """,
            engine: "", uikit: ""))),
      DelegateMethod(
        log: "previewForDropping",
        engine: """
          previewForDropping(_ interaction: DropInteraction, item: DragItem, defaultPreview: \
          TargetedPreview) -> TargetedPreview?
          """,
        uikit: """
          dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, \
          withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview?
          """,
        doc: [
          """
          The drop preview of a visible item (small flocks only). `nil` shrinks and fades the \
          item in place.
          """
        ],
        .optional(
          Missing("the default preview", engine: "defaultPreview", uikit: "defaultPreview")),
        adapter: .handWritten("(the default preview may have no UIKit stand-in)")),
      DelegateMethod(
        log: "willAnimateDrop",
        engine:
          "willAnimateDrop(_ interaction: DropInteraction, item: DragItem, animator: Animator)",
        uikit: """
          dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, \
          willAnimateDropWith animator: UIDragAnimating)
          """,
        doc: ["Once per item, visible or not, as the drop animation starts."],
        .optional(.nothing)),
      DelegateMethod(
        log: "concludeDrop",
        engine: "concludeDrop(_ interaction: DropInteraction, session: DropSession)",
        uikit:
          "dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession)",
        doc: [
          "After every drop animation finished (and after `sessionDidEnd`); loads may still run."
        ],
        .optional(.nothing)),
      DelegateMethod(
        log: "sessionDidEnd",
        engine: "sessionDidEnd(_ interaction: DropInteraction, session: DropSession)",
        uikit:
          "dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession)",
        doc: ["Exactly once to every interaction that ever saw the session, however it ended."],
        .optional(.nothing)),
    ])

  // MARK: UITableViewDragDelegate, UICollectionViewDragDelegate

  static let listDrag = DelegateProtocol(
    engine: "ListDragDelegate",
    engineDoc: [
      """
      The source side of a table or collection view — UIKit's `UITableViewDragDelegate` / \
      `UICollectionViewDragDelegate`. Only ``itemsForBeginning(_:session:at:)`` is required.
      """,
      """
      The view's own drag interaction calls these with index paths; the log shows them under \
      `<view>.drag` with UIKit's method names (`dragSessionWillBegin`, \
      `dragPreviewParametersForItemAt` — `…ForRowAt` in a table; Docs/delegate-methods.md).
      """,
    ],
    engineFile: "Sources/DnDEngine/Lists/ListDragDelegate.swift",
    spellings: [
      Spelling(
        uikit: "UITableViewDragDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UITableViewDragDelegate.swift",
        adapter: "TableDragAdapter", adapterFile: listAdapters, substitutions: table),
      Spelling(
        uikit: "UICollectionViewDragDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UICollectionViewDragDelegate.swift",
        adapter: "CollectionDragAdapter", adapterFile: listAdapters, substitutions: collection),
    ],
    uikitDoc: [
      """
      The source side of {the list} (UIKit's `{List}DragDelegate`, every iOS 11 method). Only \
      `{list}(_:itemsForBeginning:at:)` is required.
      """,
      """
      As in UIKit, a method the delegate does not implement is not called: the default of each \
      optional method reports itself (see `DelegateMethod`), so the call leaves no line in the \
      log, and returns UIKit's answer for a missing method (Docs/delegate-methods.md). The log \
      shows the calls under `<view>.drag`.
      """,
    ],
    remembersMissingMethods: false,
    engineSubstitutions: listEngine,
    methods: [
      DelegateMethod(
        log: "itemsForBeginning",
        engine: """
          itemsForBeginning(_ list: ListView, session: DragSession, at indexPath: ListIndexPath) \
          -> [DragItem]
          """,
        uikit: """
          {list}(_ {list}: {List}, itemsForBeginning session: UIDragSession, at indexPath: \
          IndexPath) -> [UIDragItem]
          """,
        doc: ["What to drag when a long press lifts the {row}; empty = no drag."],
        engineDoc: [
          """
          What to drag when a long press lifts the item at `indexPath`; empty = no drag. When \
          the pressed item is selected, asked again for every other selected item \
          (Docs/uikit-behaviour.md §3 (e) row 1; see `Docs/engine.md` for the order).
          """
        ],
        .required, goneAnswer: "[]"),
      DelegateMethod(
        log: "itemsForAddingTo",
        engine: """
          itemsForAddingTo(_ list: ListView, session: DragSession, at indexPath: ListIndexPath, \
          point: Point) -> [DragItem]
          """,
        uikit: """
          {list}(_ {list}: {List}, itemsForAddingTo session: UIDragSession, at indexPath: \
          IndexPath, point: CGPoint) -> [UIDragItem]
          """,
        doc: [
          "A tap on {a row} during a drag from this app: what to add to the drag; empty = an ordinary tap."
        ],
        .optional(Missing("a tap adds nothing (it selects the {row})", engine: "[]", uikit: "[]"))),
      DelegateMethod(
        log: "dragPreviewParametersFor{Row}At",
        engine: """
          dragPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters?
          """,
        uikit: """
          {list}(_ {list}: {List}, dragPreviewParametersFor{Row}At indexPath: IndexPath) -> \
          UIDragPreviewParameters?
          """,
        doc: ["How the lifted cell is cut out (a visible path clips it); `nil` = the whole cell."],
        .optional(Missing("the whole cell", engine: "nil", uikit: "nil"))),
      DelegateMethod(
        log: "dragSessionWillBegin",
        engine: "dragSessionWillBegin(_ list: ListView, session: DragSession)",
        uikit: "{list}(_ {list}: {List}, dragSessionWillBegin session: UIDragSession)",
        doc: ["After the lift, as the drag begins; always balanced by `dragSessionDidEnd`."],
        .optional(.nothing)),
      DelegateMethod(
        log: "dragSessionDidEnd",
        engine: "dragSessionDidEnd(_ list: ListView, session: DragSession)",
        uikit: "{list}(_ {list}: {List}, dragSessionDidEnd session: UIDragSession)",
        doc: ["The drag ended (only after `dragSessionWillBegin`)."],
        .optional(.nothing)),
      DelegateMethod(
        log: "dragSessionAllowsMoveOperation",
        engine: "dragSessionAllowsMoveOperation(_ list: ListView, session: DragSession) -> Bool",
        uikit: """
          {list}(_ {list}: {List}, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
          """,
        doc: ["Whether a drop may move the items."],
        .optional(Missing("moves are allowed", engine: "true", uikit: "true"))),
      DelegateMethod(
        log: "dragSessionIsRestrictedToDraggingApplication",
        engine: """
          dragSessionIsRestrictedToDraggingApplication(_ list: ListView, session: DragSession) \
          -> Bool
          """,
        uikit: """
          {list}(_ {list}: {List}, dragSessionIsRestrictedToDraggingApplication session: \
          UIDragSession) -> Bool
          """,
        doc: ["Whether the drag stays inside the app."],
        .optional(Missing("the drag may leave the app", engine: "false", uikit: "false"))),
    ],
    absentDelegate: "AbsentListDragDelegate")

  // MARK: UITableViewDropDelegate, UICollectionViewDropDelegate

  static let listDrop = DelegateProtocol(
    engine: "ListDropDelegate",
    engineDoc: [
      """
      The destination side of a table or collection view — UIKit's `UITableViewDropDelegate` / \
      `UICollectionViewDropDelegate`. Only ``performDrop(_:coordinator:)`` is required.
      """,
      """
      Logged under `<view>.drop` with UIKit's names (`dropSessionDidUpdate`, `performDropWith` …; \
      Docs/delegate-methods.md).
      """,
    ],
    engineFile: "Sources/DnDEngine/Lists/ListDropDelegate.swift",
    spellings: [
      Spelling(
        uikit: "UITableViewDropDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UITableViewDropDelegate.swift",
        adapter: "TableDropAdapter", adapterFile: listAdapters, substitutions: table),
      Spelling(
        uikit: "UICollectionViewDropDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UICollectionViewDropDelegate.swift",
        adapter: "CollectionDropAdapter", adapterFile: listAdapters, substitutions: collection),
    ],
    uikitDoc: [
      """
      The destination side of {the list} (UIKit's `{List}DropDelegate`, every iOS 11 method). \
      Only `{list}(_:performDropWith:)` is required.
      """,
      """
      Defaults as for ``{List}DragDelegate``; the log shows the calls under `<view>.drop`.
      """,
    ],
    remembersMissingMethods: false,
    engineSubstitutions: listEngine,
    methods: [
      DelegateMethod(
        log: "performDropWith",
        engine: "performDrop(_ list: ListView, coordinator: ListDropCoordinator)",
        uikit: "{list}(_ {list}: {List}, performDropWith coordinator: {List}DropCoordinator)",
        doc: [
          """
          The drop: update the model and {the list}, and say how each item animates, through \
          the coordinator. Loading the items' data works only here (and in loads started here).
          """
        ],
        .required),
      DelegateMethod(
        log: "canHandle",
        engine: "canHandle(_ list: ListView, session: DropSession) -> Bool",
        uikit: "{list}(_ {list}: {List}, canHandle session: UIDropSession) -> Bool",
        doc: ["`false` = no further calls for this session while it stays over {the list}."],
        .optional(Missing("every session can be handled", engine: "true", uikit: "true"))),
      DelegateMethod(
        log: "dropSessionDidEnter",
        engine: "dropSessionDidEnter(_ list: ListView, session: DropSession)",
        uikit: "{list}(_ {list}: {List}, dropSessionDidEnter session: UIDropSession)",
        doc: ["The drag entered {the list}."],
        .optional(.nothing)),
      DelegateMethod(
        log: "dropSessionDidUpdate",
        engine: """
          dropSessionDidUpdate(_ list: ListView, session: DropSession, destinationIndexPath: \
          ListIndexPath?) -> ListDropProposal
          """,
        uikit: """
          {list}(_ {list}: {List}, dropSessionDidUpdate session: UIDropSession, \
          withDestinationIndexPath destinationIndexPath: IndexPath?) -> {List}DropProposal
          """,
        doc: [
          """
          Right after entering and on every move over {the list}: what a drop here would do. \
          `destinationIndexPath` is `nil` over empty space and between sections, and equals the \
          item count at the end of a section (Docs/uikit-behaviour.md §3 (d) row 3).
          """
        ],
        .optional(
          Missing(
            """
            copy, intent unspecified — talk 223's first demo accepts drops from Photos \
            implementing only `performDropWith` (our reading; Apple does not document the default)
            """,
            engine: "ListDropProposal(operation: .copy)",
            uikit: "{List}DropProposal(operation: .copy)"))),
      DelegateMethod(
        log: "dropSessionDidExit",
        engine: "dropSessionDidExit(_ list: ListView, session: DropSession)",
        uikit: "{list}(_ {list}: {List}, dropSessionDidExit session: UIDropSession)",
        doc: ["The drag left {the list}."],
        .optional(.nothing)),
      DelegateMethod(
        log: "dropSessionDidEnd",
        engine: "dropSessionDidEnd(_ list: ListView, session: DropSession)",
        uikit: "{list}(_ {list}: {List}, dropSessionDidEnd session: UIDropSession)",
        doc: ["Exactly once per session {the list} saw, however it ended."],
        .optional(.nothing)),
      DelegateMethod(
        log: "dropPreviewParametersFor{Row}At",
        engine: """
          dropPreviewParameters(_ list: ListView, at indexPath: ListIndexPath) -> PreviewParameters?
          """,
        uikit: """
          {list}(_ {list}: {List}, dropPreviewParametersFor{Row}At indexPath: IndexPath) -> \
          UIDragPreviewParameters?
          """,
        doc: ["How the cell a drop animates to is cut out; `nil` = the whole cell."],
        .optional(Missing("the whole cell", engine: "nil", uikit: "nil"))),
    ],
    absentDelegate: "AbsentListDropDelegate")

  // MARK: UITableViewDelegate, UICollectionViewDelegate

  static let listDelegate = DelegateProtocol(
    engine: "ListDelegate",
    engineDoc: [
      """
      The general delegate of a table or collection view, for what drag and drop touches: \
      spring loading of items and selection (UIKit's `UITableViewDelegate` / \
      `UICollectionViewDelegate`). Logged under `<view>.delegate` (Docs/delegate-methods.md).
      """
    ],
    engineFile: "Sources/DnDEngine/Lists/ListDelegate.swift",
    spellings: [
      Spelling(
        uikit: "UITableViewDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UITableViewDelegate.swift",
        adapter: "TableDelegateAdapter", adapterFile: listAdapters,
        refines: "UIScrollViewDelegate", substitutions: table),
      Spelling(
        uikit: "UICollectionViewDelegate",
        uikitFile: "Sources/DnDUIKit/Lists/UICollectionViewDelegate.swift",
        adapter: "CollectionDelegateAdapter", adapterFile: listAdapters,
        refines: "UIScrollViewDelegate", substitutions: collection),
    ],
    uikitDoc: [
      """
      What {the list} tells its delegate and asks it (UIKit's `{List}Delegate`, the part drag \
      and drop touches). Every method is optional. It inherits ``UIScrollViewDelegate``, as in \
      UIKit.
      """,
      """
      Selection and spring loading are logged calls: their defaults report themselves not \
      implemented (see `DelegateMethod`), so an app without them leaves no line. The rest is \
      plumbing the engine does not log; those defaults answer as UIKit does and report nothing \
      (Docs/delegate-methods.md).
      """,
    ],
    remembersMissingMethods: false,
    engineSubstitutions: listEngine,
    methods: [
      DelegateMethod(
        log: "didSelect{Row}At",
        engine: "didSelectItem(_ list: ListView, at indexPath: ListIndexPath)",
        uikit: "{list}(_ {list}: {List}, didSelect{Row}At indexPath: IndexPath)",
        doc: ["The user selected {a row}: by a tap, or by spring-loading it."],
        .optional(.nothing)),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, didDeselect{Row}At indexPath: IndexPath)",
        doc: [
          """
          Deselection of {a row}; selection changes by the app are not reported, so it is never \
          called.
          """
        ],
        .nothing),
      DelegateMethod(
        log: "shouldSpringLoad{Row}At",
        engine: """
          shouldSpringLoadItem(_ list: ListView, at indexPath: ListIndexPath, context: \
          SpringLoadedContext) -> Bool
          """,
        uikit: """
          {list}(_ {list}: {List}, shouldSpringLoad{Row}At indexPath: IndexPath, with context: \
          UISpringLoadedInteractionContext) -> Bool
          """,
        doc: [
          """
          Whether a drag hovering over the {row} may spring-load it (select it); talk 223: "opt \
          out specific rows … customize spring loading effects using that context".
          """
        ],
        .optional(Missing("every {row} may spring-load", engine: "true", uikit: "true"))),
      // Context menus: stored plumbing, never asked (no menu is shown).
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, contextMenuConfigurationFor{Row}At indexPath: IndexPath, \
          point: CGPoint) -> UIContextMenuConfiguration?
          """,
        doc: [
          """
          The context menu for a long press on {a row} (`point` in {the list}'s coordinates); no \
          menu is shown here, so it is never asked and a drag is unchanged by it.
          """
        ],
        Missing("no menu", engine: "", uikit: "nil")),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], \
          point: CGPoint) -> UIContextMenuConfiguration?
          """,
        doc: [
          """
          The context menu for a long press on items (iOS 16's form; an empty `indexPaths` is \
          the empty space); never asked, as no menu is shown here.
          """
        ],
        Missing("no menu", engine: "", uikit: "nil"), onlyIn: ["UICollectionViewDelegate"]),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, heightForRowAt indexPath: IndexPath) -> CGFloat",
        doc: ["A row's height."],
        Missing("the table's `rowHeight`", engine: "", uikit: "{list}.rowHeight"),
        onlyIn: ["UITableViewDelegate"]),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, willDisplay cell: UITableViewCell, forRowAt indexPath: \
          IndexPath)
          """,
        doc: [
          """
          A cell is about to show; cells are not reused or scrolled in here, so it is never \
          called.
          """
        ],
        .nothing, onlyIn: ["UITableViewDelegate"]),
      // Swipe actions, editing and focus (issue 31): stored types, never asked (nothing swipes,
      // edits or focuses here).
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, leadingSwipeActionsConfigurationForRowAt indexPath: \
          IndexPath) -> UISwipeActionsConfiguration?
          """,
        doc: ["The actions a swipe from the leading edge shows; nothing swipes, so never asked."],
        Missing("no actions", engine: "", uikit: "nil"), onlyIn: ["UITableViewDelegate"]),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, trailingSwipeActionsConfigurationForRowAt indexPath: \
          IndexPath) -> UISwipeActionsConfiguration?
          """,
        doc: [
          "The actions a swipe from the trailing edge shows; nothing swipes, so never asked."
        ],
        Missing("the data source's delete action", engine: "", uikit: "nil"),
        onlyIn: ["UITableViewDelegate"]),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, editingStyleForRowAt indexPath: IndexPath) -> \
          UITableViewCell.EditingStyle
          """,
        doc: ["A row's editing control; editing is not modelled, so it is never asked."],
        Missing("a delete control", engine: "", uikit: ".delete"),
        onlyIn: ["UITableViewDelegate"]),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, canFocus{Row}At indexPath: IndexPath) -> Bool",
        doc: ["Whether {a row} can take focus; nothing focuses here, so it is never asked."],
        Missing("every {row} can", engine: "", uikit: "true")),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, didUpdateFocusIn context: {List}FocusUpdateContext, with \
          coordinator: UIFocusAnimationCoordinator)
          """,
        doc: ["Focus moved in {the list}; nothing focuses here, so it is never called."],
        .nothing),
    ],
    absentDelegate: "AbsentListDelegate")

  // MARK: UITableViewDataSource, UICollectionViewDataSource

  static let listDataSource = DelegateProtocol(
    engine: "ListMovingDataSource",
    engineDoc: [],
    engineFile: nil,
    spellings: [
      Spelling(
        uikit: "UITableViewDataSource",
        uikitFile: "Sources/DnDUIKit/Lists/UITableViewDataSource.swift",
        adapter: "TableDataSourceAdapter", adapterFile: listAdapters, substitutions: table),
      Spelling(
        uikit: "UICollectionViewDataSource",
        uikitFile: "Sources/DnDUIKit/Lists/UICollectionViewDataSource.swift",
        adapter: "CollectionDataSourceAdapter", adapterFile: listAdapters,
        substitutions: collection),
    ],
    uikitDoc: [
      """
      Where {the list} gets its sections, {row}s and cells (UIKit's `{List}DataSource`). \
      `{list}(_:numberOf{Row}sInSection:)` and `{list}(_:cellFor{Row}At:)` are required.
      """,
      """
      Counts and cells are plumbing the engine does not log (the engine's `ListDataSource`); \
      their defaults answer as UIKit does and report nothing. A table's \
      `tableView(_:moveRowAt:to:)` is a delegate call the log shows (the engine's \
      `ListMovingDataSource`): its default reports itself not implemented (see \
      `DelegateMethod`), so a data source without it leaves no line and a reorder goes to the \
      drop delegate's `performDropWith` instead (Docs/delegate-methods.md).
      """,
    ],
    remembersMissingMethods: false,
    methods: [
      .plumbing(
        uikit: "{list}(_ {list}: {List}, numberOf{Row}sInSection section: Int) -> Int",
        doc: ["How many {row}s `section` has."], nil),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, cellFor{Row}At indexPath: IndexPath) -> {List}Cell",
        doc: ["The cell of {a row} (usually from a `dequeueReusableCell` method)."], nil),
      .plumbing(
        uikit: "numberOfSections(in {list}: {List}) -> Int",
        doc: ["How many sections {the list} has."],
        Missing("one section", engine: "", uikit: "1")),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, titleForHeaderInSection section: Int) -> String?",
        doc: ["A section header's title; not shown (headers are not modelled)."],
        Missing("no title", engine: "", uikit: "nil"), onlyIn: ["UITableViewDataSource"]),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, titleForFooterInSection section: Int) -> String?",
        doc: ["A section footer's title; not shown (footers are not modelled)."],
        Missing("no title", engine: "", uikit: "nil"), onlyIn: ["UITableViewDataSource"]),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, canEditRowAt indexPath: IndexPath) -> Bool",
        doc: ["Whether a row can be edited; editing is not modelled, so it is never asked."],
        Missing("every row is editable", engine: "", uikit: "true"),
        onlyIn: ["UITableViewDataSource"]),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, commit editingStyle: UITableViewCell.EditingStyle, \
          forRowAt indexPath: IndexPath)
          """,
        doc: [
          """
          The user deleted or inserted a row with its editing control; editing is not \
          modelled, so it is never called.
          """
        ],
        .nothing, onlyIn: ["UITableViewDataSource"]),
      .plumbing(
        uikit: "{list}(_ {list}: {List}, canMoveRowAt indexPath: IndexPath) -> Bool",
        doc: [
          """
          Whether a row can be reordered in edit mode; edit mode is not modelled, so it is never \
          asked (a drag reorders any row).
          """
        ],
        Missing("every row can move", engine: "", uikit: "true"),
        onlyIn: ["UITableViewDataSource"]),
      DelegateMethod(
        log: "moveRowAt",
        engine: """
          moveItem(in list: ListView, from source: ListIndexPath, to destination: ListIndexPath)
          """,
        uikit: """
          {list}(_ {list}: {List}, moveRowAt sourceIndexPath: IndexPath, to \
          destinationIndexPath: IndexPath)
          """,
        doc: [
          """
          A row moved: update the model. Implementing it makes a drag of one row within the \
          table, proposed as move + insert-at, reorder through this method instead of \
          `performDropWith`; the table then moves the row itself.
          """
        ],
        .optional(
          Missing("a reorder goes to the drop delegate's `performDropWith`", engine: "", uikit: "")),
        onlyIn: ["UITableViewDataSource"]),
      .plumbing(
        uikit: """
          {list}(_ {list}: {List}, moveItemAt sourceIndexPath: IndexPath, to \
          destinationIndexPath: IndexPath)
          """,
        doc: [
          """
          An item moved by interactive movement, which is not modelled: never called. (A drag \
          that reorders goes to the drop delegate's `performDropWith`: collection views have no \
          `moveItemAt` shortcut for drops.)
          """
        ],
        .nothing, onlyIn: ["UICollectionViewDataSource"]),
    ])
}
