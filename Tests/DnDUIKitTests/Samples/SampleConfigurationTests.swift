import DnDEngine
import DnDUIKit
import Testing

@testable import DnDUIKitSamples
@testable import DnDUIKitSamplesSwift6
@testable import DnDUIKitSamplesSwift6MainActor
@testable import DnDUIKitSamplesXcode26

/// The four sample files (`Tests/DnDUIKitSamples`), unchanged, built in each configuration app
/// code is built in today (Docs/uikit.md, "Language modes"): Swift 5, a new Xcode 26 app target
/// (Swift 5, MainActor default isolation, Approachable Concurrency), Swift 6, and Swift 6 with
/// MainActor default isolation. Each build is driven through the same gestures and must give the
/// same log, byte for byte: the notes board against its golden, the lists against the Swift 5
/// build's log.
@Suite struct SampleConfigurationTests {
  /// One configuration's build of the samples.
  nonisolated struct Configuration: Sendable, CustomTestStringConvertible {
    let name: String
    /// A notes board and a way to pin a note with a text on it.
    let board: @MainActor @Sendable () -> (UIViewController, (String, CGPoint) -> Void)
    let inbox: @MainActor @Sendable () -> UIViewController
    let grid: @MainActor @Sendable (UICollectionViewLayout) -> UIViewController
    var testDescription: String { name }
  }

  nonisolated static let swift5 = Configuration(
    name: "Swift 5",
    board: {
      let board = DnDUIKitSamples.NotesBoardViewController()
      return (board, { board.add(DnDUIKitSamples.Note(text: $0), at: $1) })
    },
    inbox: { DnDUIKitSamples.InboxTableViewController() },
    grid: { DnDUIKitSamples.PhotoGridViewController(collectionViewLayout: $0) })

  nonisolated static let configurations: [Configuration] = [
    swift5,
    Configuration(
      name: "Xcode 26 app target",
      board: {
        let board = DnDUIKitSamplesXcode26.NotesBoardViewController()
        return (board, { board.add(DnDUIKitSamplesXcode26.Note(text: $0), at: $1) })
      },
      inbox: { DnDUIKitSamplesXcode26.InboxTableViewController() },
      grid: { DnDUIKitSamplesXcode26.PhotoGridViewController(collectionViewLayout: $0) }),
    Configuration(
      name: "Swift 6",
      board: {
        let board = DnDUIKitSamplesSwift6.NotesBoardViewController()
        return (board, { board.add(DnDUIKitSamplesSwift6.Note(text: $0), at: $1) })
      },
      inbox: { DnDUIKitSamplesSwift6.InboxTableViewController() },
      grid: { DnDUIKitSamplesSwift6.PhotoGridViewController(collectionViewLayout: $0) }),
    Configuration(
      name: "Swift 6, MainActor by default",
      board: {
        let board = DnDUIKitSamplesSwift6MainActor.NotesBoardViewController()
        return (board, { board.add(DnDUIKitSamplesSwift6MainActor.Note(text: $0), at: $1) })
      },
      inbox: { DnDUIKitSamplesSwift6MainActor.InboxTableViewController() },
      grid: { DnDUIKitSamplesSwift6MainActor.PhotoGridViewController(collectionViewLayout: $0) }),
  ]

  /// The notes board of `configuration` beside the mail app of `NotesBoardSampleTests`: text
  /// from the mail dropped on the board, then a note moved; the same golden as the Swift 5 build.
  @Test(arguments: configurations)
  func theNotesBoardGivesItsGolden(_ configuration: Configuration) throws {
    let device = TestDevice()
    let (board, add) = configuration.board()
    device.show(board, app: "notes", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    add("Buy milk", CGPoint(x: 150, y: 100))
    add("Call Anna", CGPoint(x: 150, y: 300))
    let mail = Window(
      app: App(name: "mail", team: "T2"), frame: Rect(x: 700, y: 0, width: 324, height: 768))
    device.system.addWindow(mail)
    let text = View(name: "text", frame: Rect(x: 20, y: 20, width: 200, height: 60))
    let photo = View(name: "photo", frame: Rect(x: 20, y: 200, width: 200, height: 150))
    mail.rootView.addSubview(text)
    mail.rootView.addSubview(photo)
    text.addInteraction(DragInteraction(delegate: NotesBoardSampleTests.MailText()))
    photo.addInteraction(DragInteraction(delegate: NotesBoardSampleTests.MailPhoto()))
    device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 400, y: 600))
    device.settle()
    try GoldenLog.check(device.lines, named: "notes-board-text-from-mail")
  }

  /// The inbox: a reorder, then text from another app through a placeholder.
  static func inboxLines(_ configuration: Configuration) -> [String] {
    let device = TestDevice()
    device.show(configuration.inbox(), app: "inbox", frame: ListSampleTests.screen)
    ListSampleTests.addMail(to: device, text: "Dinner at eight")
    device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 250, y: 120))
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 250, y: 40))
    device.settle()
    return device.lines
  }

  /// The photo grid: an image from another app through a placeholder.
  static func gridLines(_ configuration: Configuration) -> [String] {
    let device = TestDevice()
    let grid = configuration.grid(ListSampleTests.gridLayout)
    device.show(grid, app: "photos", frame: ListSampleTests.screen)
    ListSampleTests.addMail(to: device, text: "unused")
    device.drag(from: CGPoint(x: 620, y: 275), to: CGPoint(x: 160, y: 160))
    device.settle()
    return device.lines
  }

  @Test(arguments: configurations.dropFirst())
  func theListsGiveTheSwift5BuildsLog(_ configuration: Configuration) {
    let inbox = Self.inboxLines(configuration)
    #expect(inbox == Self.inboxLines(Self.swift5))
    #expect(inbox.contains { $0.contains("InboxTableViewController.drop performDropWith") })
    let grid = Self.gridLines(configuration)
    #expect(grid == Self.gridLines(Self.swift5))
    #expect(grid.contains { $0.contains("PhotoGridViewController.PH1 cellUpdateHandler") })
  }
}
