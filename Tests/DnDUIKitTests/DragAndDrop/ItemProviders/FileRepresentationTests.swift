import DnDEngine
import DnDSimulator
import Foundation
import Testing
import VirtualTime

@testable import DnDUIKit

/// NSItemProvider's file representations: a file load is the engine's data load (same log, same
/// rules), its bytes handed over as a temporary file that is gone once the handler returns; a
/// file representation is read into the engine's data. Drags run between a source and a target
/// of ``NSItemProviderUTTypeTests/Exchange``.
@Suite struct FileRepresentationTests {
  typealias Exchange = NSItemProviderUTTypeTests.Exchange

  nonisolated static let pdfBytes = Data("%PDF-1.7 a report".utf8)

  /// A provider with a PDF data representation named "Report".
  static func pdfProvider() -> NSItemProvider {
    let provider = NSItemProvider()
    provider.suggestedName = "Report"
    provider.registerDataRepresentation(for: .pdf) { completion in
      completion(pdfBytes, nil)
      return nil
    }
    return provider
  }

  // MARK: Loading files

  @Test func aDataRepresentationLoadsAsAFileThatIsDeletedWhenTheHandlerReturns() throws {
    let exchange = Exchange(provide: Self.pdfProvider)
    exchange.accepted = [UTType.pdf.identifier]
    let seen = Box<(url: URL, bytes: Data?, existed: Bool)>()
    exchange.onDrop = { session in
      session.items[0].itemProvider.loadFileRepresentation(forTypeIdentifier: "com.adobe.pdf") {
        url, error in
        #expect(error == nil)
        guard let url else { return }
        seen.value = (
          url, try? Data(contentsOf: url), FileManager.default.fileExists(atPath: url.path)
        )
      }
    }
    let lines = exchange.drag()
    let file = try #require(seen.value)
    #expect(file.existed)
    #expect(file.bytes == Self.pdfBytes)
    #expect(
      file.url.path == TemporaryLoadFiles.root.appendingPathComponent("P1-L1/Report.pdf").path)
    #expect(!TemporaryLoadFiles.holds(folder: "P1-L1"))
    #expect(lines.contains { $0.hasSuffix("load L1 started(provider: P1, file: com.adobe.pdf)") })
    #expect(lines.contains { $0.hasSuffix("load L1 completed(data: <17 bytes>)") })
  }

  /// A file load logs what a data load of the same type logs, but for its `started` line, which
  /// says a file was asked for (`file:` instead of `type:`, Docs/uikit.md).
  @Test func aFileLoadLogsAsADataLoadThatAskedForAFile() {
    let asFile = Exchange(provide: Self.pdfProvider)
    asFile.accepted = [UTType.pdf.identifier]
    asFile.onDrop = { session in
      session.items[0].itemProvider.loadFileRepresentation(for: .pdf) { _, _, _ in }
    }
    let asData = Exchange(provide: Self.pdfProvider)
    asData.accepted = [UTType.pdf.identifier]
    asData.onDrop = { session in
      session.items[0].itemProvider.loadDataRepresentation(for: .pdf) { _, _ in }
    }
    let fileLines = asFile.drag()
    let dataLines = asData.drag()
    #expect(
      fileLines.contains { $0.hasSuffix("load L1 started(provider: P1, file: com.adobe.pdf)") })
    #expect(
      dataLines.contains { $0.hasSuffix("load L1 started(provider: P1, type: com.adobe.pdf)") })
    #expect(
      fileLines.map {
        $0.replacingOccurrences(of: "file: com.adobe.pdf", with: "type: com.adobe.pdf")
      }
        == dataLines)
    #expect(fileLines.contains { $0.contains("load L1 completed") })
  }

  @Test func twoRepresentationsOfOneItemLoadAsTwoFiles() {
    let png = Data([0x89, 0x50, 0x4E, 0x47])
    let exchange = Exchange {
      let provider = Self.pdfProvider()
      provider.registerDataRepresentation(for: .png) { completion in
        completion(png, nil)
        return nil
      }
      return provider
    }
    let files = Box<[String: Data]>()
    files.value = [:]
    exchange.onDrop = { session in
      let provider = session.items[0].itemProvider
      for type in [UTType.pdf, UTType.png] {
        provider.loadFileRepresentation(for: type) { url, inPlace, _ in
          #expect(!inPlace)
          guard let url else { return }
          files.value?[url.lastPathComponent] = try? Data(contentsOf: url)
        }
      }
    }
    let lines = exchange.drag()
    #expect(files.value == ["Report.pdf": Self.pdfBytes, "Report.png": png])
    #expect(lines.contains { $0.hasSuffix("load L2 started(provider: P1, file: public.png)") })
  }

  @Test func aFailingLoadGivesItsErrorAndNoFile() {
    let exchange = Exchange {
      let provider = NSItemProvider()
      provider.registerFileRepresentation(
        forTypeIdentifier: UTType.pdf.identifier, visibility: .all
      ) { completion in
        completion(nil, false, CocoaError(.fileReadNoSuchFile))
        return nil
      }
      return provider
    }
    exchange.accepted = [UTType.pdf.identifier]
    let outcome = Box<(url: URL?, error: NSError?)>()
    exchange.onDrop = { session in
      session.items[0].itemProvider.loadFileRepresentation(forTypeIdentifier: "com.adobe.pdf") {
        url, error in outcome.value = (url, error.map { $0 as NSError })
      }
    }
    let lines = exchange.drag()
    #expect(outcome.value != nil)
    #expect(outcome.value?.url == nil)
    #expect(outcome.value?.error?.domain == NSItemProviderErrorDomain)
    #expect(
      !TemporaryLoadFiles.holds(folder: "P1-L1"))
    #expect(lines.contains { $0.contains("load L1 failed(error:") })
  }

  @Test func aLoadAFaultPlanFailsGivesItsErrorAndNoFile() {
    let exchange = Exchange(provide: Self.pdfProvider)
    exchange.accepted = [UTType.pdf.identifier]
    FaultPlan(rules: [FaultRule(script: LoadScript(outcome: .fail("disk full")))])
      .install(into: exchange.device.system)
    let outcome = Box<(url: URL?, error: NSError?)>()
    exchange.onDrop = { session in
      session.items[0].itemProvider.loadFileRepresentation(for: .pdf) { url, _, error in
        outcome.value = (url, error.map { $0 as NSError })
      }
    }
    let lines = exchange.drag()
    #expect(outcome.value?.url == nil)
    #expect(outcome.value?.error?.localizedDescription == "disk full")
    #expect(lines.contains { $0.contains("load L1 failed(error:") })
  }

  @Test func aSlowLoadHandsItsFileOverLaterInVirtualTime() throws {
    let exchange = Exchange(provide: Self.pdfProvider)
    exchange.accepted = [UTType.pdf.identifier]
    FaultPlan(rules: [FaultRule(script: LoadScript(delay: .milliseconds(800)))])
      .install(into: exchange.device.system)
    let clock = exchange.device.clock
    let dropped = Box<VirtualInstant>()
    let handed = Box<(at: VirtualInstant, bytes: Data?)>()
    exchange.onDrop = { session in
      dropped.value = clock.now
      session.items[0].itemProvider.loadFileRepresentation(forTypeIdentifier: "com.adobe.pdf") {
        url, _ in handed.value = (clock.now, url.flatMap { try? Data(contentsOf: $0) })
      }
    }
    _ = exchange.drag()
    let start = try #require(dropped.value)
    let end = try #require(handed.value)
    #expect(end.bytes == Self.pdfBytes)
    #expect(end.at - start >= .milliseconds(800))
  }

  @Test func aCancelledLoadGivesTheCancelErrorAndNoFile() {
    let exchange = Exchange(provide: Self.pdfProvider)
    exchange.accepted = [UTType.pdf.identifier]
    FaultPlan(rules: [FaultRule(script: LoadScript(delay: .milliseconds(800)))])
      .install(into: exchange.device.system)
    let outcome = Box<(url: URL?, error: NSError?)>()
    exchange.onDrop = { session in
      let progress = session.items[0].itemProvider.loadFileRepresentation(
        forTypeIdentifier: "com.adobe.pdf"
      ) { url, error in outcome.value = (url, error.map { $0 as NSError }) }
      progress.cancel()
    }
    let lines = exchange.drag()
    #expect(outcome.value?.url == nil)
    #expect(outcome.value?.error?.domain == NSCocoaErrorDomain)
    #expect(outcome.value?.error?.code == NSUserCancelledError)
    #expect(lines.contains { $0.hasSuffix("load L1 cancelled") })
  }

  /// A provider no drag carries cannot load: the handler gets the refusal at once, and no file.
  @Test func aProviderNoDragCarriesGetsNoFile() {
    nonisolated(unsafe) var outcome: (url: URL?, error: Error?)?
    Self.pdfProvider().loadFileRepresentation(forTypeIdentifier: "com.adobe.pdf") { url, error in
      outcome = (url, error)
    }
    #expect(outcome != nil)
    #expect(outcome?.url == nil)
    #expect(outcome?.error != nil)
  }

  // MARK: Registering files

  @Test func aFileRepresentationIsReadIntoTheDragAndLoadsAsData() throws {
    let source = try Self.temporaryFile(named: "clip.mp4", bytes: Data("mp4 bytes".utf8))
    defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
    let exchange = Exchange {
      let provider = NSItemProvider()
      provider.registerFileRepresentation(
        forTypeIdentifier: kUTTypeMPEG4 as String, fileOptions: [], visibility: .all
      ) { completion in
        completion(source, false, nil)
        return nil
      }
      return provider
    }
    exchange.accepted = [kUTTypeMovie as String]
    let loaded = Box<Data>()
    exchange.onDrop = { session in
      session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: "public.movie") {
        data, _ in loaded.value = data
      }
    }
    let lines = exchange.drag()
    #expect(loaded.value == Data("mp4 bytes".utf8))
    #expect(lines.contains { $0.hasSuffix("load L1 started(provider: P1, type: public.movie)") })
  }

  @Test func openInPlaceIsListedAndLoadsGetACopy() throws {
    let source = try Self.temporaryFile(named: "notes.pdf", bytes: Self.pdfBytes)
    defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
    let make = {
      let provider = NSItemProvider()
      provider.registerFileRepresentation(for: .pdf, openInPlace: true) { completion in
        completion(source, false, nil)
        return nil
      }
      provider.registerDataRepresentation(for: .plainText) { completion in
        completion(Data("notes".utf8), nil)
        return nil
      }
      return provider
    }
    let provider = make()
    #expect(provider.registeredContentTypesForOpenInPlace == [.pdf])
    #expect(provider.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["com.adobe.pdf"])
    #expect(
      provider.registeredTypeIdentifiers(fileOptions: []) == provider.registeredTypeIdentifiers)
    #expect(
      provider.hasRepresentationConforming(
        toTypeIdentifier: "public.data", fileOptions: .openInPlace))
    #expect(
      !provider.hasRepresentationConforming(
        toTypeIdentifier: "public.plain-text", fileOptions: .openInPlace))
    let exchange = Exchange(provide: make)
    exchange.accepted = [UTType.pdf.identifier]
    let seen = Box<(url: URL, inPlace: Bool, bytes: Data?)>()
    exchange.onDrop = { session in
      session.items[0].itemProvider.loadInPlaceFileRepresentation(
        forTypeIdentifier: "com.adobe.pdf"
      ) { url, inPlace, _ in
        guard let url else { return }
        seen.value = (url, inPlace, try? Data(contentsOf: url))
      }
    }
    _ = exchange.drag()
    #expect(seen.value?.inPlace == false)
    #expect(seen.value?.url != source)
    #expect(seen.value?.bytes == Self.pdfBytes)
    #expect(FileManager.default.fileExists(atPath: source.path))
  }

  @Test func aProviderForAFileTakesItsTypeAndName() throws {
    let source = try Self.temporaryFile(named: "Summer.mov", bytes: Data([1, 2, 3]))
    defer { try? FileManager.default.removeItem(at: source.deletingLastPathComponent()) }
    let provider = try #require(NSItemProvider(contentsOf: source))
    #expect(provider.registeredContentTypes == [.quickTimeMovie])
    #expect(provider.suggestedName == "Summer")
    #expect(provider.hasItemConformingToTypeIdentifier(kUTTypeMovie as String))
    #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.mov")) == nil)
    let typed = NSItemProvider(contentsOf: source, contentType: .movie, openInPlace: true)
    #expect(typed.registeredContentTypes == [.movie])
    #expect(typed.registeredContentTypesForOpenInPlace == [.movie])
  }

  // MARK: Security-scoped access

  @Test func securityScopedAccessIsGrantedForFilesAndCounted() throws {
    let file = URL(fileURLWithPath: "/tmp/dndsim-scope-test/\(#function).pdf")
    #expect(SecurityScopedAccess.openCount(for: file) == 0)
    #expect(file.startAccessingSecurityScopedResource())
    #expect((file as NSURL).startAccessingSecurityScopedResource())
    #expect(SecurityScopedAccess.openCount(for: file) == 2)
    file.stopAccessingSecurityScopedResource()
    (file as NSURL).stopAccessingSecurityScopedResource()
    file.stopAccessingSecurityScopedResource()
    #expect(SecurityScopedAccess.openCount(for: file) == 0)
    let web = try #require(URL(string: "https://example.com/a.pdf"))
    #expect(!web.startAccessingSecurityScopedResource())
  }

  // MARK: Types

  @Test func movieTypesConformAsUTTypesDo() {
    #expect(kUTTypeMPEG4 as String == UTType.mpeg4Movie.identifier)
    #expect(kUTTypeQuickTimeMovie as String == UTType.quickTimeMovie.identifier)
    #expect(kUTTypeMPEG4Audio as String == UTType.mpeg4Audio.identifier)
    #expect(UTType.mpeg4Movie.conforms(to: .movie))
    #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent))
    #expect(!UTType.mpeg4Movie.conforms(to: .audio))
    #expect(UTType.mpeg4Audio.conforms(to: .audio))
    #expect(UTType.mpeg4Audio.conforms(to: .mpeg))
    #expect(UTType.commaSeparatedText.conforms(to: .text))
    #expect(UTType(filenameExtension: "mp4") == .mpeg4Movie)
    #expect(UTType(filenameExtension: "MOV") == .quickTimeMovie)
    #expect(UTType(mimeType: "video/mp4") == .mpeg4Movie)
    #expect(UTType.quickTimeMovie.preferredFilenameExtension == "mov")
    #expect(UTType(filenameExtension: "mp4", conformingTo: .audio) == nil)
    let provider = NSItemProvider(item: Data([1]) as NSData, typeIdentifier: kUTTypeMPEG4 as String)
    #expect(provider.hasItemConformingToTypeIdentifier(kUTTypeMovie as String))
    #expect(provider.hasItemConformingToTypeIdentifier(kUTTypeAudiovisualContent as String))
    #expect(!provider.hasItemConformingToTypeIdentifier(kUTTypeImage as String))
  }

  // MARK: Fixture

  static func temporaryFile(named name: String, bytes: Data) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-file-sources-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try bytes.write(to: url)
    return url
  }
}

/// A value a `@Sendable` completion hands back to the test; everything runs on the test's thread.
nonisolated private final class Box<Value>: @unchecked Sendable {
  var value: Value?
}
