import Foundation
import Testing

/// What a file that imports only Foundation and uses `NSItemProvider` (Foundation's on iOS) does
/// here (Docs/uikit.md, item providers): it does not compile, because Foundation on Linux has no
/// `NSItemProvider`, and it compiles unchanged once DnDUIKit is imported into the file by the
/// compiler (`-import-module DnDUIKit`). The usual one-line fix, `#if canImport(UIKit) import
/// Foundation #else import DnDUIKit #endif`, is compiled by the package itself:
/// `Examples/AppStyles/Current/Inbox/InboxDocument.swift`. Each case runs `swiftc -typecheck`
/// against the modules built next to the test executable (Linux's `/proc/self/exe`).
nonisolated private let swiftcCanRun = FileManager.default.fileExists(atPath: "/proc/self/exe")

@Suite(.enabled(if: swiftcCanRun)) struct FoundationOnlyFileTests {
  /// A model file as an iOS app writes it: Foundation only.
  static let source = """
    import Foundation

    final class Voucher: NSObject, NSItemProviderWriting {
      static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text"] }
      let code: String
      init(code: String) { self.code = code }
      func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
      ) -> Progress? {
        completionHandler(Data(code.utf8), nil)
        return nil
      }
    }

    func voucherProvider(_ code: String) -> NSItemProvider {
      NSItemProvider(object: Voucher(code: code))
    }

    """

  /// Type-checks `source` against the built modules with `arguments`; the exit status and the
  /// compiler's messages.
  static func typecheck(extra arguments: [String]) throws -> (status: Int32, messages: String) {
    let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-foundation-only-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Voucher.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments =
      ["swiftc", "-typecheck", "-swift-version", "5", "-I", modules.path] + arguments + [file.path]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  @Test func aFoundationOnlyFileDoesNotFindNSItemProvider() throws {
    let result = try Self.typecheck(extra: [])
    #expect(result.status != 0)
    #expect(result.messages.contains("cannot find type 'NSItemProvider' in scope"))
    #expect(result.messages.contains("cannot find type 'NSItemProviderWriting' in scope"))
  }

  @Test func theSameFileCompilesWithDnDUIKitImportedIntoIt() throws {
    let result = try Self.typecheck(extra: [
      "-Xfrontend", "-import-module", "-Xfrontend", "DnDUIKit",
    ])
    #expect(result.status == 0, "\(result.messages)")
  }
}
