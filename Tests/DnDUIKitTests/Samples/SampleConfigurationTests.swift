import DnDEngine
import DnDUIKit
import Testing

@testable import DnDUIKitSamples
@testable import DnDUIKitSamplesSwift6
@testable import DnDUIKitSamplesSwift6MainActor
@testable import DnDUIKitSamplesXcode26

/// The four sample files (`Tests/DnDUIKitSamples`), unchanged, built in each configuration app
/// code is built in today where the iOS SDK accepts them (Docs/uikit.md, "Concurrency"): all
/// four in Swift 5 and as a new Xcode 26 app target (Swift 5, MainActor default isolation,
/// Approachable Concurrency); `Note.swift` alone in Swift 6 and in Swift 6 with MainActor default
/// isolation, where the view controllers are rejected as the SDK rejects them ("sending 'object'
/// risks causing data races": a load completion is `@Sendable` and sends its non-`Sendable`
/// object to the main queue). Each build is driven through the same gestures and must give the
/// same log, byte for byte: the notes board against its golden, the lists against the Swift 5
/// build's log, the note's item-provider data against the Swift 5 build's.
@Suite struct SampleConfigurationTests {
  /// One configuration's build of the samples.
  nonisolated struct Configuration: Sendable, CustomTestStringConvertible {
    let name: String
    /// A note's bytes for `typeIdentifier`, written through an item provider and read back as
    /// its text.
    let note: @MainActor @Sendable (String, String) throws -> (bytes: Data, text: String)
    /// A notes board and a way to pin a note with a text on it.
    var board: (@MainActor @Sendable () -> (UIViewController, (String, CGPoint) -> Void))? = nil
    var inbox: (@MainActor @Sendable () -> UIViewController)? = nil
    var grid: (@MainActor @Sendable (UICollectionViewLayout) -> UIViewController)? = nil
    var testDescription: String { name }
  }

  /// Writes `text` as a note through an item provider for `type` and reads it back.
  @MainActor
  static func roundTrip<Note: NSObject & NSItemProviderWriting & NSItemProviderReading>(
    _ note: Note, as type: String, text: (Note) -> String
  ) throws -> (bytes: Data, text: String) {
    let bytes = Box<Data?>(nil)
    _ = note.loadData(withTypeIdentifier: type) { data, _ in bytes.value = data }
    let data = try #require(bytes.value)
    let read = try Note.object(withItemProviderData: data, typeIdentifier: type)
    return (data, text(read))
  }

  nonisolated static let swift5 = Configuration(
    name: "Swift 5",
    note: { try roundTrip(DnDUIKitSamples.Note(text: $0), as: $1, text: \.text) },
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
      note: { try roundTrip(DnDUIKitSamplesXcode26.Note(text: $0), as: $1, text: \.text) },
      board: {
        let board = DnDUIKitSamplesXcode26.NotesBoardViewController()
        return (board, { board.add(DnDUIKitSamplesXcode26.Note(text: $0), at: $1) })
      },
      inbox: { DnDUIKitSamplesXcode26.InboxTableViewController() },
      grid: { DnDUIKitSamplesXcode26.PhotoGridViewController(collectionViewLayout: $0) }),
    Configuration(
      name: "Swift 6",
      note: { try roundTrip(DnDUIKitSamplesSwift6.Note(text: $0), as: $1, text: \.text) }),
    Configuration(
      name: "Swift 6, MainActor by default",
      note: { try roundTrip(DnDUIKitSamplesSwift6MainActor.Note(text: $0), as: $1, text: \.text) }),
  ]

  /// The note model, in every configuration: its own type's data and its plain text, read back.
  @Test(arguments: configurations)
  func theNoteWritesAndReadsTheSwift5BuildsBytes(_ configuration: Configuration) throws {
    // The note's own type is JSON (Foundation's encoder orders its keys as it likes, so the
    // bytes are compared decoded); plain text is compared byte for byte.
    let own = try configuration.note("Buy milk", "com.example.notes.note")
    let reference = try Self.swift5.note("Buy milk", "com.example.notes.note")
    #expect(own.text == "Buy milk" && reference.text == "Buy milk")
    #expect(
      try JSONSerialization.jsonObject(with: own.bytes) as? [String: String]
        == JSONSerialization.jsonObject(with: reference.bytes) as? [String: String])
    let plain = try configuration.note("Buy milk", "public.utf8-plain-text")
    #expect(plain.bytes == Data("Buy milk".utf8) && plain.text == "Buy milk")
  }

  /// The notes board of `configuration` beside the mail app of `NotesBoardSampleTests`: text
  /// from the mail dropped on the board; the same golden as the Swift 5 build.
  @Test(arguments: configurations.filter { $0.board != nil })
  func theNotesBoardGivesItsGolden(_ configuration: Configuration) throws {
    let device = TestDevice()
    let makeBoard = try #require(configuration.board)
    let (board, add) = makeBoard()
    device.show(board, app: "notes", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    add("Buy milk", CGPoint(x: 150, y: 100))
    add("Call Anna", CGPoint(x: 150, y: 300))
    NotesBoardSampleTests.addMail(to: device)
    device.drag(from: CGPoint(x: 820, y: 50), to: CGPoint(x: 400, y: 600))
    device.settle()
    try GoldenLog.check(device.lines, named: "notes-board-text-from-mail")
  }

  /// The inbox: a reorder, then text from another app through a placeholder.
  static func inboxLines(_ configuration: Configuration) -> [String] {
    let device = TestDevice()
    device.show(configuration.inbox!(), app: "inbox", frame: ListSampleTests.screen)
    ListSampleTests.addMail(to: device, text: "Dinner at eight")
    device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 250, y: 120))
    device.drag(from: CGPoint(x: 620, y: 50), to: CGPoint(x: 250, y: 40))
    device.settle()
    return device.lines
  }

  /// The photo grid: an image from another app through a placeholder.
  static func gridLines(_ configuration: Configuration) -> [String] {
    let device = TestDevice()
    let grid = configuration.grid!(ListSampleTests.gridLayout)
    device.show(grid, app: "photos", frame: ListSampleTests.screen)
    ListSampleTests.addMail(to: device, text: "unused")
    device.drag(from: CGPoint(x: 620, y: 275), to: CGPoint(x: 160, y: 160))
    device.settle()
    return device.lines
  }

  @Test(arguments: configurations.dropFirst().filter { $0.inbox != nil })
  func theListsGiveTheSwift5BuildsLog(_ configuration: Configuration) {
    let inbox = Self.inboxLines(configuration)
    #expect(inbox == Self.inboxLines(Self.swift5))
    #expect(inbox.contains { $0.contains("InboxTableViewController.drop performDropWith") })
    let grid = Self.gridLines(configuration)
    #expect(grid == Self.gridLines(Self.swift5))
    #expect(grid.contains { $0.contains("PhotoGridViewController.PH1 cellUpdateHandler") })
  }
}

/// A value a `@Sendable` completion fills in; unchecked: the completion runs at once, on the
/// caller's thread.
nonisolated private final class Box<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
