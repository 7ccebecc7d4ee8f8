import DnDEngine
import DnDSimulator
import Foundation
import Testing

@testable import AppStylesCurrent
@testable import DnDUIKit

/// `Examples/AppStyles/Current/Inbox/` — an Xcode 26 style files inbox: `performDrop` starts a
/// `Task` that awaits the app's own wrappers of `loadFileRepresentation(for: .pdf, openInPlace:
/// false)` (copying the file inside the handler, between `startAccessingSecurityScopedResource()`
/// and `stopAccessingSecurityScopedResource()`) and of `loadDataRepresentation(for:)`. The PDF
/// comes from a "files" app on the right whose document view drags
/// `InboxDocument.itemProvider()`, a Foundation-only model file's provider.
@Suite struct InboxTests {
  static let pdf = Data("%PDF-1.7 quarterly report".utf8)

  final class World {
    let device = TestDevice()
    let base: URL
    let inbox: InboxViewController
    let files: FilesScreen

    init(plan: FaultPlan? = nil) throws {
      base = FileManager.default.temporaryDirectory
        .appendingPathComponent("dndsim-inbox-\(UUID().uuidString)", isDirectory: true)
      let inboxFolder = base.appendingPathComponent("Inbox")
      let filesFolder = base.appendingPathComponent("Files")
      for folder in [inboxFolder, filesFolder] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      }
      let report = filesFolder.appendingPathComponent("Report.pdf")
      try InboxTests.pdf.write(to: report)
      plan?.install(into: device.system)
      inbox = InboxViewController(inboxFolder: inboxFolder)
      files = FilesScreen(document: InboxDocument(fileURL: report))
      device.show(inbox, app: "inbox", frame: CGRect(x: 0, y: 0, width: 600, height: 700))
      device.show(
        files, app: "files", team: "T2", frame: CGRect(x: 600, y: 0, width: 424, height: 700))
      device.system.keepAlive(self)
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    var status: String? {
      inbox.view.subviews.compactMap { $0 as? UILabel }
        .first { $0.accessibilityIdentifier == "status" }?.text
    }
  }

  /// The "files" app: one document view (screen centre 700, 100) that drags the document.
  final class FilesScreen: UIViewController, UIDragInteractionDelegate {
    let document: InboxDocument

    init(document: InboxDocument) {
      self.document = document
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      let tile = UIView(frame: CGRect(x: 20, y: 50, width: 160, height: 100))
      tile.accessibilityIdentifier = "report"
      tile.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(tile)
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: document.itemProvider())]
    }
  }

  static let temporaryCopy = TemporaryLoadFiles.root.appendingPathComponent("P1-L1/Report.pdf")

  @Test func aDroppedPDFIsCopiedIntoTheInbox() throws {
    let world = try World()
    let startedBefore = SecurityScopedAccess.startCount(for: Self.temporaryCopy)
    world.device.drag(from: CGPoint(x: 700, y: 100), to: CGPoint(x: 300, y: 350))
    world.device.settle()
    #expect(world.inbox.documents.map(\.name) == ["Report.pdf"])
    let copy = try #require(world.inbox.documents.first?.fileURL)
    #expect(copy.deletingLastPathComponent().lastPathComponent == "Inbox")
    #expect(try Data(contentsOf: copy) == InboxTests.pdf)
    #expect(world.status == "1 documents · 0 notes")
    // The app opened the security scope around the file, and closed it.
    #expect(SecurityScopedAccess.startCount(for: Self.temporaryCopy) > startedBefore)
    #expect(SecurityScopedAccess.openCount(for: Self.temporaryCopy) == 0)
    #expect(!TemporaryLoadFiles.holds(folder: "P1-L1"))
    try GoldenLog.check(world.device.lines, named: "inbox-drop-pdf")
  }

  @Test func aPDFThatFailsToLoadIsReportedAndNotCopied() throws {
    let plan = FaultPlan(rules: [
      FaultRule(
        match: FaultMatch(type: "com.adobe.pdf"),
        script: LoadScript(delay: .milliseconds(300), outcome: .fail("the file is offline")))
    ])
    let world = try World(plan: plan)
    world.device.drag(from: CGPoint(x: 700, y: 100), to: CGPoint(x: 300, y: 350))
    world.device.settle()
    #expect(world.inbox.documents.isEmpty)
    #expect(world.inbox.failures == ["Could not import Report: the file is offline"])
    #expect(world.status == "0 documents · 0 notes · Could not import Report: the file is offline")
    let inboxFiles = try FileManager.default.contentsOfDirectory(
      atPath: world.inbox.inboxFolder.path)
    #expect(inboxFiles.isEmpty)
    try GoldenLog.check(world.device.lines, named: "inbox-drop-pdf-failing")
  }
}
