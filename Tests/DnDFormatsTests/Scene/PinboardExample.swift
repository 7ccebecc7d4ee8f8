import DnDEngine
import DnDSimulator

/// The scene `Tests/Fixtures/pinboard.scene.json` describes, built by hand: every key of the
/// format appears in the file at least once, most with a value other than their default.
enum PinboardExample {
  static let pin = TypeIdentifier("com.example.pin", conformsTo: [.data, .content])
  static let sticker = TypeIdentifier("com.example.sticker", conformsTo: [pin, .png])

  static let items = [
    ItemSpec(
      name: "photo-1", localObject: "photo-1", suggestedName: "beach.png",
      presentationSize: Size(width: 640, height: 480),
      representations: [
        RepresentationSpec(
          type: .png, content: .image(Size(width: 640, height: 480)),
          loader: LoadScript(delay: .milliseconds(1500), progressSteps: 4)),
        RepresentationSpec(type: .utf8PlainText, content: .text("Beach")),
        RepresentationSpec(
          type: pin, visibility: .ownProcess, content: .bytes(2048),
          loader: LoadScript(delay: .milliseconds(200), outcome: .fail("disk error"))),
      ]),
    ItemSpec(
      name: "sticker",
      representations: [
        RepresentationSpec(
          type: sticker, visibility: .team, content: .image(Size(width: 64, height: 64.5))),
        RepresentationSpec(
          type: .url, visibility: .group, content: .url("https://example.com/sticker"),
          loader: LoadScript(outcome: .hang)),
      ]),
    ItemSpec(
      name: "note", localObject: "Shopping list",
      representations: [RepresentationSpec(type: .utf8PlainText, content: .text("Milk\nEggs"))]),
  ]

  static let board = ViewSpec(
    name: "board", frame: Rect(x: 0, y: 0, width: 700, height: 768),
    children: [
      ViewSpec(
        name: "trash", frame: Rect(x: 620, y: 688, width: 80, height: 80),
        drop: DropSpec(
          proposal: ProposalPolicy(external: .forbidden), perform: PerformSpec(localItems: .delete),
          preview: .retarget(container: "trash", center: Point(x: 40, y: 40), scale: 0.1),
          animation: AlongsideSpec(
            animations: [PropertyChange(view: "trash", property: "scale", value: "1.2")],
            completion: [PropertyChange(view: "trash", property: "scale", value: "1")]),
          implemented: [.sessionDidUpdate, .performDrop, .previewForDropping, .willAnimateDrop])),
      ViewSpec(
        name: "drafts", frame: Rect(x: 10, y: 10, width: 200, height: 100), isHidden: true,
        drop: DropSpec(
          proposal: ProposalPolicy(local: .cancel), perform: PerformSpec(load: .eachObject(.text)),
          preview: .none),
        tap: [PropertyChange(view: "drafts", property: "hidden", value: "false")]),
    ],
    drag: DragSpec(
      items: ["photo-1", "sticker"], addItems: ["note"],
      flocking: FlockingRule(withoutDuplicates: true, onlyType: pin), restricted: true,
      allowsMove: false,
      liftPreview: .custom(
        visiblePath: Path(
          roundedRect: Rect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 8),
        backgroundColor: "white"),
      cancelPreview: .retarget(container: "albums", center: Point(x: 162, y: -20.25), scale: 2),
      liftAnimation: AlongsideSpec(
        animations: [PropertyChange(view: "board", property: "scale", value: "1.05")],
        completion: [PropertyChange(view: "board", property: "alpha", value: "0.5")],
        reversed: [PropertyChange(view: "board", property: "scale", value: "1")]),
      cancelAnimation: AlongsideSpec(
        completion: [PropertyChange(view: "grid", property: "highlight", value: "none")]),
      platter: PlatterSpec(
        name: "map-platter", size: Size(width: 200, height: 120),
        visiblePath: Path(ellipseIn: Rect(x: 0, y: 0, width: 200, height: 120)),
        whenLeaving: "board"),
      didEnd: [PropertyChange(view: "board", property: "alpha", value: "1")], enabled: true,
      itemLiftPreviews: [
        .view("trash"),
        .crop(
          visiblePath: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), backgroundColor: nil),
      ],
      itemCancelPreviews: [.view("drafts")], fullSizePreviews: true, sessionForAdding: .newest),
    drop: DropSpec(
      accepts: [.image, pin],
      proposal: ProposalPolicy(
        local: .move, external: .copy,
        forbiddenWhen: [
          .moreItemsThan(3), .lacks(.png), .has(sticker),
        ],
        isPrecise: true, prefersFullSizePreview: true),
      perform: PerformSpec(
        load: .objects(.image), localItems: .relocate, progressStyle: .none,
        perItemProgress: true, concludeBookkeeping: true, placeImmediately: true),
      preview: .custom(
        visiblePath: Path(
          polygon: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 8)]),
        backgroundColor: nil),
      animation: AlongsideSpec(
        animations: [PropertyChange(view: "board", property: "alpha", value: "0.8")]),
      allowsSimultaneousSessions: true,
      conclude: [PropertyChange(view: "trash", property: "scale", value: "1")],
      localPreview: .inPlace,
      localAnimation: AlongsideSpec(
        animations: [PropertyChange(view: "board", property: "alpha", value: "1")]),
      indicator: "caret"),
    spring: SpringSpec(action: "openBoard"),
    paste: PasteSpec(acceptableTypes: [.image, .utf8PlainText], load: .eachData(pin)))

  static let albums = ViewSpec(
    name: "albums", frame: Rect(x: 700, y: 0, width: 324, height: 768),
    list: ListSpec(
      kind: .table, sections: [["Beach", "Family"], ["photo-1"]],
      layout: .table(rowHeight: 60, headerHeight: 28, footerHeight: 8), contentOffset: 10,
      allowsMultipleSelection: true, movesRows: true, springLoaded: true,
      springLoadedExcept: ["Family"],
      drag: ListDragSpec(
        restricted: true, allowsMove: false, flocking: .always, previewCornerRadius: 8),
      drop: ListDropSpec(
        accepts: [.image],
        local: ListProposalRule(
          operation: .move, intent: .insertIntoDestinationIndexPath, maxItems: 1),
        app: ListProposalRule(operation: .copy, intent: .automatic),
        external: ListProposalRule(operation: .copy, intent: .unspecified),
        perform: .placeholders(reuseIdentifier: "Placeholder", rowHeight: 60, keepsOnFailure: true),
        load: .objects(.image), progressStyle: .none, allowsSimultaneousSessions: true),
      delegateImplemented: [.shouldSpringLoad]))

  static let grid = ViewSpec(
    name: "grid", frame: Rect(x: 0, y: 0, width: 1024, height: 700),
    list: ListSpec(
      kind: .collection, sections: [["sticker", "Sunset"], []],
      layout: .flow(
        itemSize: Size(width: 100, height: 120), interitemSpacing: 4, lineSpacing: 6,
        headerHeight: 20),
      reorderingCadence: .slow,
      drag: ListDragSpec(implemented: [.dragPreviewParameters]),
      drop: ListDropSpec(
        accepts: [.image, .url],
        external: ListProposalRule(operation: .copy, intent: .insertIntoDestinationIndexPath),
        perform: .insertInto, load: .objects(.url))))

  static let tray = ViewSpec(
    name: "tray", frame: Rect(x: 0, y: 700, width: 1024, height: 68),
    drag: DragSpec(
      items: ["note"], flocking: .never, liftPreview: .none,
      cancelPreview: .custom(
        visiblePath: Path(rect: Rect(x: 0, y: 0, width: 50, height: 50)), backgroundColor: nil),
      implemented: [.previewForLifting, .itemsForAddingTo, .previewForCancelling]),
    spring: SpringSpec(),
    list: ListSpec(
      kind: .collection, sections: [["note"]],
      layout: .flow(
        itemSize: Size(width: 50, height: 50), interitemSpacing: 10, lineSpacing: 10,
        headerHeight: 0),
      drop: ListDropSpec(
        perform: .placeholders(reuseIdentifier: "Loading", rowHeight: nil), load: .objects(.text),
        implemented: [])))

  static let favorites = ViewSpec(
    name: "favorites", frame: Rect(x: 0, y: 0, width: 100, height: 100),
    list: ListSpec(
      kind: .table, sections: [["Best"]],
      layout: .table(rowHeight: 44, headerHeight: 0, footerHeight: 0),
      drop: ListDropSpec(
        perform: .dropTo(container: "tray", center: Point(x: 512, y: 34), scale: 0.5))),
    tap: [PropertyChange(view: "favorites", property: "selected", value: "true")])

  static let spec = SceneSpec(
    name: "pinboard",
    apps: [
      AppSpec(name: "pinboard", team: "T1"),
      AppSpec(name: "photos", team: "T2", group: "group.example.shared"),
    ],
    windows: [
      WindowSpec(
        app: "pinboard", frame: Rect(x: 0, y: 0, width: 1024, height: 768),
        views: [board, albums]),
      WindowSpec(
        app: "photos", frame: Rect(x: 1024, y: 0, width: 1024, height: 768),
        views: [grid, tray, favorites]),
    ],
    items: items)
}
