import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// The rule of Docs/engine.md §1 ("Optional methods") and Docs/uikit.md ("Optional methods",
/// "Previews"), proved over explored gestures: every delegate line in the log is a call the app's
/// code received, with the answer it gave, and every call the app received is a line.
///
/// Each configuration puts recording delegates (beside this file) behind one API — DnDUIKit's
/// interactions, DnDUIKit's table and collection views, the engine's native interactions, the
/// engine's native lists — in three variants (every optional method implemented, only the
/// required ones, or a mix of the two: ``Variant``), and plays a few dozen gestures drawn from a
/// seeded SplitMix64. After each gesture, the log's delegate lines under the recorders' subjects
/// must equal the calls the recorders wrote down, in order (`Bool` answers included); the first
/// difference fails the test with both lines. The full variants must also have called every
/// method listed in ``expectedFull``, so that the comparison cannot pass on logs that never
/// mention them.
@Suite struct LogTruthTests {
  static let gesturesPerConfiguration = 40
  /// The seeds of the gestures: one for the interactions' board, one for the lists, the same
  /// for both APIs.
  static let boardSeed: UInt64 = 2
  static let listSeed: UInt64 = 5

  /// Which optional methods the recording delegates implement: all, only the required ones, or
  /// mixed — full drag sources (and, in lists, full drag and drop delegates) with minimal drop
  /// targets (in lists, minimal data sources and list delegates). Mixed is where one side's
  /// answers lead the engine to ask a method the other side lacks, such as a table's `moveRowAt`
  /// for a move proposed by a drop delegate whose data source does not implement it.
  enum Variant: String, CaseIterable, Sendable {
    case full, minimal, mixed

    /// Whether the drag sources, and the lists' drop delegates, implement every method.
    var fullSources: Bool { self != .minimal }
  }

  /// One explored gesture: what it does, for the failure message, and how to play it.
  struct Gesture {
    var name: String
    var play: (TestDevice) -> Void
  }

  // MARK: Comparing

  /// The delegate lines among `events` whose subject a recorder answers for.
  static func loggedCalls(_ events: ArraySlice<EngineEvent>, subjects: Set<String>)
    -> [CallRecorder.Call]
  {
    events.filter { $0.kind == .delegate && subjects.contains($0.subject) }.map { event in
      CallRecorder.Call(
        subject: event.subject, name: event.name,
        answer: CallRecorder.renderedAnswers.contains(event.name) ? (event.result ?? "nil") : nil)
    }
  }

  /// Plays `gestures` one by one, comparing the log's new delegate lines with the recorder's new
  /// calls after each; stops at the first difference. Returns the number of calls compared.
  @discardableResult
  static func explore(
    _ configuration: String, device: TestDevice, recorder: CallRecorder, gestures: [Gesture],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Int {
    var logged = 0
    var received = 0
    for (number, gesture) in gestures.enumerated() {
      gesture.play(device)
      device.settle(sourceLocation: sourceLocation)
      device.advance(ms: 400)
      let events = device.system.log.events
      let log = loggedCalls(events[...], subjects: recorder.subjects)
      let app = recorder.calls
      let newLog = Array(log[logged...])
      let newApp = Array(app[received...])
      if newLog != newApp {
        let index =
          (0..<min(newLog.count, newApp.count)).first { newLog[$0] != newApp[$0] }
          ?? min(newLog.count, newApp.count)
        let logLine = index < newLog.count ? newLog[index].description : "(no further line)"
        let appLine = index < newApp.count ? newApp[index].description : "(no further call)"
        Issue.record(
          """
          \(configuration), gesture \(number + 1) of \(gestures.count) (\(gesture.name)): \
          delegate call \(index + 1) of the gesture differs
            log shows:        \(logLine)
            app received:     \(appLine)
          log's lines of the gesture:
          \(newLog.map { "  \($0)" }.joined(separator: "\n"))
          app's calls of the gesture:
          \(newApp.map { "  \($0)" }.joined(separator: "\n"))
          """, sourceLocation: sourceLocation)
        return logged
      }
      logged = log.count
      received = app.count
    }
    return logged
  }

  // MARK: Gestures

  /// A point near `point`, up to `spread` points away on each axis.
  static func near(_ point: CGPoint, _ random: inout SplitMix64, spread: Int = 20) -> CGPoint {
    CGPoint(
      x: point.x + CGFloat(Int(random.next() % UInt64(2 * spread + 1)) - spread),
      y: point.y + CGFloat(Int(random.next() % UInt64(2 * spread + 1)) - spread))
  }

  static func pick<T>(_ values: [T], _ random: inout SplitMix64) -> T {
    values[Int(random.next() % UInt64(values.count))]
  }

  /// Named places: where drags start, where they may end, where a second finger may tap.
  struct Places {
    var sources: [(String, CGPoint)]
    var targets: [(String, CGPoint)]
    var taps: [(String, CGPoint)]
  }

  /// `count` gestures over `places`, drawn from `seed`: drops on targets (some outside any
  /// target: a cancel), hovers then releases, a second finger tapping to add items, moves between
  /// two targets, and two drags at once with a third finger tapping.
  static func gestures(_ places: Places, seed: UInt64, count: Int) -> [Gesture] {
    var random = SplitMix64(seed: seed)
    var gestures: [Gesture] = []
    for _ in 0..<count {
      let (sourceName, sourceBase) = pick(places.sources, &random)
      let source = near(sourceBase, &random, spread: 8)
      let (targetName, targetBase) = pick(places.targets, &random)
      let target = near(targetBase, &random)
      switch random.next() % 6 {
      case 0, 1:
        gestures.append(
          Gesture(name: "drag \(sourceName) to \(targetName)") { device in
            device.drag(from: source, to: target)
          })
      case 2:
        let (overName, overBase) = pick(places.targets, &random)
        let over = near(overBase, &random, spread: 8)
        let hold = Int64(300 + random.next() % 1800)
        gestures.append(
          Gesture(name: "hover \(sourceName) over \(overName) \(hold) ms, release on \(targetName)")
          { device in
            device.hover(from: source, over: over, hold: hold, releaseAt: target)
          })
      case 3:
        let (tapName, tapBase) = pick(places.taps, &random)
        let tap = near(tapBase, &random, spread: 8)
        let held = near(sourceBase, &random, spread: 12)
        gestures.append(
          Gesture(name: "lift \(sourceName), tap \(tapName), drop on \(targetName)") { device in
            device.lift(from: source, dragTo: held, steps: 3)
            device.tap(tap, finger: 2)
            device.advance(ms: 100)
            device.touch(1, .moved, target)
            device.advance(ms: 50)
            device.touch(1, .ended, target)
          })
      case 4:
        let (otherName, otherBase) = pick(places.targets, &random)
        let other = near(otherBase, &random)
        gestures.append(
          Gesture(name: "drag \(sourceName) over \(otherName), then \(targetName)") { device in
            device.lift(from: source, dragTo: other, steps: 5)
            for step in 1...4 {
              device.advance(ms: 16)
              let t = CGFloat(step) / 4
              device.touch(
                1, .moved,
                CGPoint(
                  x: other.x + (target.x - other.x) * t, y: other.y + (target.y - other.y) * t))
            }
            device.advance(ms: 50)
            device.touch(1, .ended, target)
          })
      default:
        let (secondName, secondBase) = pick(places.sources, &random)
        let second = near(secondBase, &random, spread: 8)
        let (tapName, tapBase) = pick(places.taps, &random)
        let tap = near(tapBase, &random, spread: 8)
        let (otherName, otherBase) = pick(places.targets, &random)
        let other = near(otherBase, &random)
        gestures.append(
          Gesture(
            name:
              "lift \(sourceName) to \(targetName) and \(secondName) to \(otherName), tap \(tapName)"
          ) { device in
            device.lift(from: source, dragTo: target, finger: 1, steps: 3)
            device.lift(from: second, dragTo: other, finger: 2, steps: 3)
            device.tap(tap, finger: 3)
            device.advance(ms: 50)
            device.touch(1, .ended, target)
            device.advance(ms: 50)
            device.touch(2, .ended, other)
          })
      }
    }
    return gestures
  }

  // MARK: Interactions: the board

  /// Two drag sources, two drop targets, a spring-loaded view and empty space, in one window.
  static let boardPlaces = Places(
    sources: [("src", CGPoint(x: 100, y: 100)), ("src2", CGPoint(x: 100, y: 320))],
    targets: [
      ("t1", CGPoint(x: 500, y: 120)), ("t2", CGPoint(x: 500, y: 400)),
      ("spring", CGPoint(x: 800, y: 120)), ("outside", CGPoint(x: 850, y: 560)),
    ],
    taps: [("src", CGPoint(x: 100, y: 100)), ("src2", CGPoint(x: 100, y: 320))])

  static let srcFrame = CGRect(x: 20, y: 20, width: 160, height: 160)
  static let src2Frame = CGRect(x: 20, y: 240, width: 160, height: 160)
  static let t1Frame = CGRect(x: 400, y: 20, width: 200, height: 200)
  static let t2Frame = CGRect(x: 400, y: 300, width: 200, height: 200)
  static let springFrame = CGRect(x: 700, y: 20, width: 200, height: 200)
  static let windowFrame = CGRect(x: 0, y: 0, width: 1000, height: 700)

  /// A view controller whose view `build` fills.
  final class BoardController: UIViewController {
    let build: (UIView) -> Void
    init(build: @escaping (UIView) -> Void) {
      self.build = build
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      super.viewDidLoad()
      build(view)
    }
  }

  static func uikitBoard(_ variant: Variant, device: TestDevice, recorder: CallRecorder)
    -> [AnyObject]
  {
    let drags: [(String, UIDragInteractionDelegate)] = ["src", "src2"].map { name in
      (
        name,
        variant.fullSources
          ? FullRecordingDragDelegate(recorder, view: name) as UIDragInteractionDelegate
          : MinimalRecordingDragDelegate(recorder, view: name)
      )
    }
    let t1: UIDropInteractionDelegate =
      variant == .full
      ? FullRecordingDropDelegate(recorder, view: "t1", operation: .copy)
      : DroppingRecordingDropDelegate(recorder, view: "t1")
    let t2: UIDropInteractionDelegate =
      variant == .full
      ? FullRecordingDropDelegate(recorder, view: "t2", operation: .move)
      : EmptyRecordingDropDelegate(recorder, view: "t2")
    recorder.register("spring.spring", adapter: "UISpringLoadedInteraction")
    let controller = BoardController { root in
      for ((name, delegate), frame) in zip(drags, [srcFrame, src2Frame]) {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        view.addInteraction(UIDragInteraction(delegate: delegate))
        root.addSubview(view)
      }
      for (name, frame, delegate) in [("t1", t1Frame, t1), ("t2", t2Frame, t2)] {
        let view = UIView(frame: frame)
        view.accessibilityIdentifier = name
        view.addInteraction(UIDropInteraction(delegate: delegate))
        root.addSubview(view)
      }
      let spring = UIView(frame: springFrame)
      spring.accessibilityIdentifier = "spring"
      spring.addInteraction(
        UISpringLoadedInteraction { _, _ in recorder.record("spring.spring", "activationHandler") })
      root.addSubview(spring)
    }
    device.show(controller, app: "board", frame: windowFrame)
    return drags.map(\.1) + [t1, t2]
  }

  static func rect(_ frame: CGRect) -> Rect {
    Rect(x: frame.origin.x, y: frame.origin.y, width: frame.size.width, height: frame.size.height)
  }

  static func nativeBoard(_ variant: Variant, device: TestDevice, recorder: CallRecorder) {
    let window = Window(app: App(name: "board", team: "T1"), frame: rect(windowFrame))
    device.system.addWindow(window)
    let root = View(name: "BoardController", frame: rect(windowFrame))
    window.rootView.addSubview(root)
    for (name, frame) in [("src", srcFrame), ("src2", src2Frame)] {
      let view = View(name: name, frame: rect(frame))
      let delegate: DragInteractionDelegate =
        variant.fullSources
        ? FullRecordingNativeDrag(recorder, view: name)
        : MinimalRecordingNativeDrag(recorder, view: name)
      view.addInteraction(DragInteraction(delegate: delegate))
      root.addSubview(view)
    }
    let t1: DropInteractionDelegate =
      variant == .full
      ? FullRecordingNativeDrop(recorder, view: "t1", proposal: .copy)
      : DroppingRecordingNativeDrop(recorder, view: "t1")
    let t2: DropInteractionDelegate =
      variant == .full
      ? FullRecordingNativeDrop(recorder, view: "t2", proposal: .move)
      : EmptyRecordingNativeDrop(recorder, view: "t2")
    for (name, frame, delegate) in [("t1", t1Frame, t1), ("t2", t2Frame, t2)] {
      let view = View(name: name, frame: rect(frame))
      view.addInteraction(DropInteraction(delegate: delegate))
      root.addSubview(view)
    }
    recorder.register("spring.spring", adapter: "SpringLoadedInteraction")
    let spring = View(name: "spring", frame: rect(springFrame))
    spring.addInteraction(
      SpringLoadedInteraction { _, _ in recorder.record("spring.spring", "activationHandler") })
    root.addSubview(spring)
  }

  // MARK: Lists: a table beside a collection view

  /// Eight 50-point rows on the left, twelve 100-point items four a row on the right, empty
  /// space below both.
  static let listPlaces: Places = {
    let rows = (0..<8).map { ("row \($0)", CGPoint(x: 200, y: 25 + 50 * CGFloat($0))) }
    let items = (0..<12).map {
      ("item \($0)", CGPoint(x: 500 + 110 * CGFloat($0 % 4), y: 50 + 110 * CGFloat($0 / 4)))
    }
    let outside = [("outside", CGPoint(x: 500, y: 660))]
    return Places(
      sources: rows + items, targets: rows + items + rows.prefix(2) + outside,
      taps: rows + items)
  }()

  static let tableFrame = CGRect(x: 0, y: 0, width: 400, height: 600)
  static let gridFrame = CGRect(x: 450, y: 0, width: 500, height: 600)
  static let rowNames = (0..<8).map { "r\($0)" }
  static let itemNames = (0..<12).map { "i\($0)" }

  static func uikitLists(_ variant: Variant, device: TestDevice, recorder: CallRecorder)
    -> [AnyObject]
  {
    let rows = RecordedListModel(rowNames)
    let items = RecordedListModel(itemNames)
    let full = variant == .full
    let sources = variant.fullSources
    let tableSource: UITableViewDataSource =
      full
      ? FullRecordingTableDataSource(recorder, model: rows, table: "table")
      : MinimalRecordingTableDataSource(recorder, model: rows, table: "table")
    let tableDelegate: UITableViewDelegate =
      full
      ? FullRecordingTableDelegate(recorder, table: "table")
      : EmptyRecordingTableDelegate(recorder, table: "table")
    let tableDrag: UITableViewDragDelegate =
      sources
      ? FullRecordingTableDragDelegate(recorder, model: rows, table: "table")
      : MinimalRecordingTableDragDelegate(recorder, model: rows, table: "table")
    let tableDrop: UITableViewDropDelegate =
      sources
      ? FullRecordingTableDropDelegate(recorder, model: rows, table: "table")
      : MinimalRecordingTableDropDelegate(recorder, table: "table")
    let gridSource: UICollectionViewDataSource =
      full
      ? FullRecordingCollectionDataSource(recorder, model: items, collection: "grid")
      : MinimalRecordingCollectionDataSource(recorder, model: items, collection: "grid")
    let gridDelegate: UICollectionViewDelegate =
      full
      ? FullRecordingCollectionDelegate(recorder, collection: "grid")
      : EmptyRecordingCollectionDelegate(recorder, collection: "grid")
    let gridDrag: UICollectionViewDragDelegate =
      sources
      ? FullRecordingCollectionDragDelegate(recorder, model: items, collection: "grid")
      : MinimalRecordingCollectionDragDelegate(recorder, model: items, collection: "grid")
    let gridDrop: UICollectionViewDropDelegate =
      sources
      ? FullRecordingCollectionDropDelegate(recorder, model: items, collection: "grid")
      : MinimalRecordingCollectionDropDelegate(recorder, collection: "grid")
    let controller = BoardController { root in
      let table = UITableView(frame: tableFrame, style: .plain)
      table.accessibilityIdentifier = "table"
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      table.rowHeight = 50
      table.isSpringLoaded = true
      table.dataSource = tableSource
      table.delegate = tableDelegate
      table.dragDelegate = tableDrag
      table.dropDelegate = tableDrop
      root.addSubview(table)
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 100, height: 100)
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      let grid = UICollectionView(frame: gridFrame, collectionViewLayout: layout)
      grid.accessibilityIdentifier = "grid"
      grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
      grid.isSpringLoaded = true
      grid.dataSource = gridSource
      // In the mixed variant the grid has no delegate at all (see `nativeLists`).
      grid.delegate = variant == .mixed ? nil : gridDelegate
      grid.dragDelegate = gridDrag
      grid.dropDelegate = gridDrop
      root.addSubview(grid)
    }
    device.show(controller, app: "lists", frame: windowFrame)
    return [
      tableSource, tableDelegate, tableDrag, tableDrop, gridSource, gridDelegate, gridDrag,
      gridDrop,
    ]
  }

  static func nativeLists(_ variant: Variant, device: TestDevice, recorder: CallRecorder) {
    let rows = RecordedListModel(rowNames)
    let items = RecordedListModel(itemNames)
    let full = variant == .full
    let sources = variant.fullSources
    let window = Window(app: App(name: "lists", team: "T1"), frame: rect(windowFrame))
    device.system.addWindow(window)
    let root = View(name: "BoardController", frame: rect(windowFrame))
    window.rootView.addSubview(root)
    var tableLayout = TableLayout()
    tableLayout.rowHeight = 50
    let table = TableView(name: "table", frame: rect(tableFrame), layout: tableLayout)
    var flow = FlowLayout()
    flow.itemSize = Size(width: 100, height: 100)
    let grid = CollectionView(name: "grid", frame: rect(gridFrame), layout: flow)
    for (list, model, term) in [
      (table as ListView, rows, "Row"), (grid as ListView, items, "Item"),
    ] {
      let name = list.name
      list.isSpringLoaded = true
      list.dataSource =
        full && term == "Row"
        ? FullRecordingNativeDataSource(recorder, model: model, list: name) as any ListDataSource
        : MinimalRecordingNativeDataSource(recorder, model: model, list: name)
      // In the mixed variant the grid has no delegate at all: its spring loading and selection
      // must then leave no delegate line either (the subject is still compared).
      if variant == .mixed && term == "Item" {
        recorder.register("\(name).delegate", adapter: "ListDelegate")
        list.delegate = nil
      } else {
        list.delegate =
          full
          ? FullRecordingNativeListDelegate(recorder, list: name, term: term) as any ListDelegate
          : EmptyRecordingNativeListDelegate(recorder, list: name)
      }
      list.dragDelegate =
        sources
        ? FullRecordingNativeListDrag(recorder, model: model, list: name, term: term)
          as any ListDragDelegate
        : MinimalRecordingNativeListDrag(recorder, model: model, list: name)
      list.dropDelegate =
        sources
        ? FullRecordingNativeListDrop(recorder, model: model, list: name, term: term)
          as any ListDropDelegate
        : MinimalRecordingNativeListDrop(recorder, list: name)
      root.addSubview(list)
    }
  }

  // MARK: Coverage

  /// The methods each full configuration must have called at least once (`adapter method`).
  /// Every logged method of each protocol: a full configuration must have called all of them
  /// but the collection view's `moveItemAt`, which no drop calls (interactive movement is not
  /// modelled: Sources/DnDUIKit/Lists/UICollectionViewDataSource.swift), and which is therefore
  /// checked only the other way: it never shows in the log, and the app never receives it.
  static let expectedFull: [String: Set<String>] = {
    // The delegate protocols' methods come from the table of delegate methods
    // (Docs/delegate-methods.md), so a method added there must be recorded here; the rest are
    // the logged callbacks that are not delegate methods.
    let table = DelegateMethodTable.methods
    func named(_ adapter: String, _ methods: [String]) -> [String] {
      methods.map { "\(adapter) \($0)" }
    }
    func listed(_ adapter: String) -> [String] { named(adapter, table[adapter] ?? []) }
    return [
      "UIKit interactions (full)": Set(
        listed("UIDragInteractionDelegate") + listed("UIDropInteractionDelegate")
          + named("UIDropInteractionDelegate", ["loadObjectsCompletion"])
          + named("UISpringLoadedInteraction", ["activationHandler"])),
      "native interactions (full)": Set(
        listed("DragInteractionDelegate") + listed("DropInteractionDelegate")
          + named("DropInteractionDelegate", ["loadObjectsCompletion"])
          + named("SpringLoadedInteraction", ["activationHandler"])),
      "UIKit lists (full)": Set(
        listed("UITableViewDataSource") + listed("UITableViewDelegate")
          + listed("UITableViewDragDelegate") + listed("UITableViewDropDelegate")
          + named("UITableViewDropDelegate", ["loadObjectsCompletion"])
          + listed("UICollectionViewDelegate")
          + listed("UICollectionViewDragDelegate") + listed("UICollectionViewDropDelegate")
          + named("UICollectionViewDropDelegate", ["loadObjectsCompletion"])),
      "native lists (full)": Set(
        listed("ListMovingDataSource") + listed("ListDelegate")
          + listed("ListDragDelegate") + listed("ListDropDelegate")
          + named("ListDropDelegate", ["loadObjectsCompletion"])),
    ]
  }()

  /// Checks that the comparison was not vacuous: many calls compared; in a full variant, every
  /// method of ``expectedFull`` called; in a minimal one, defaults that did run (the engine's
  /// `notImplementedCalls`), so that calls were withdrawn from the log, not just never made.
  static func checkCoverage(
    _ configuration: String, device: TestDevice, recorder: CallRecorder, variant: Variant,
    compared: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let covered = recorder.coveredMethods
    let withdrawn = device.system.notImplementedCalls
    print(
      "LogTruth \(configuration): \(compared) delegate lines compared; methods called: "
        + covered.sorted().joined(separator: ", ") + "; defaults run (no line): "
        + withdrawn.sorted().joined(separator: ", "))
    #expect(
      compared > (variant == .full ? 500 : 50), "\(configuration): too few calls",
      sourceLocation: sourceLocation)
    #expect(
      recorder.calls.contains { $0.name == "moveItemAt" } == false,
      "\(configuration): moveItemAt", sourceLocation: sourceLocation)
    switch variant {
    case .full:
      let missing = (expectedFull[configuration] ?? []).subtracting(covered)
      #expect(
        missing.isEmpty, "\(configuration): never called: \(missing.sorted())",
        sourceLocation: sourceLocation)
    case .minimal, .mixed:
      #expect(
        withdrawn.count >= 4, "\(configuration): defaults run: \(withdrawn.sorted())",
        sourceLocation: sourceLocation)
      if configuration == "UIKit lists (mixed)" {
        // A move proposed within the table asks the data source's moveRowAt, which it lacks.
        #expect(withdrawn.contains("table.dataSource moveRowAt"), sourceLocation: sourceLocation)
      }
    }
  }

  // MARK: Tests

  /// The four scenes, one per API surface.
  enum Scene: String, CaseIterable, Sendable {
    case uikitInteractions = "UIKit interactions"
    case uikitLists = "UIKit lists"
    case nativeInteractions = "native interactions"
    case nativeLists = "native lists"
  }

  /// Builds `scene` in `variant`, explores `count` gestures of `seed` and compares after each.
  static func run(
    _ scene: Scene, _ variant: Variant, seed: UInt64, count: Int = gesturesPerConfiguration,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> (configuration: String, device: TestDevice, recorder: CallRecorder, compared: Int) {
    let device = TestDevice()
    let recorder = CallRecorder()
    // The UIKit delegates are held weakly by their views, as in UIKit: kept here for the run.
    var delegates: [AnyObject] = []
    let places: Places
    switch scene {
    case .uikitInteractions:
      delegates = uikitBoard(variant, device: device, recorder: recorder)
      places = boardPlaces
    case .nativeInteractions:
      nativeBoard(variant, device: device, recorder: recorder)
      places = boardPlaces
    case .uikitLists:
      delegates = uikitLists(variant, device: device, recorder: recorder)
      places = listPlaces
    case .nativeLists:
      nativeLists(variant, device: device, recorder: recorder)
      places = listPlaces
    }
    let configuration = "\(scene.rawValue) (\(variant))"
    let compared = explore(
      configuration, device: device, recorder: recorder,
      gestures: gestures(places, seed: seed, count: count), sourceLocation: sourceLocation)
    withExtendedLifetime(delegates) {}
    return (configuration, device, recorder, compared)
  }

  /// Every configuration with the seed chosen so that the full variants call every method.
  @Test(arguments: Scene.allCases, Variant.allCases)
  func theLogShowsExactlyTheCallsTheAppReceived(_ scene: Scene, _ variant: Variant) {
    let seed =
      scene == .uikitInteractions || scene == .nativeInteractions ? Self.boardSeed : Self.listSeed
    let run = Self.run(scene, variant, seed: seed)
    Self.checkCoverage(
      run.configuration, device: run.device, recorder: run.recorder, variant: variant,
      compared: run.compared)
  }

  /// More of the same: every configuration over the gestures of further seeds.
  @Test(arguments: Array(UInt64(101)...UInt64(104)))
  func furtherSeedsToo(_ seed: UInt64) {
    for scene in Scene.allCases {
      for variant in Variant.allCases {
        let run = Self.run(scene, variant, seed: seed)
        #expect(run.compared > 0, "\(run.configuration), seed \(seed): nothing compared")
      }
    }
  }
}
