import Foundation
import Testing

/// What Docs/uikit.md ("Sharing one file between the app and the tests") says of a shared file
/// that also imports Foundation outside the `#if canImport(UIKit)` block: Foundation brings
/// Dispatch's `DispatchQueue` beside DnDUIKit's, so the type name is ambiguous, and a
/// `DispatchQueue.main.async { … }` that compiles is Dispatch's real main queue, not the device's
/// virtual one. Checked by type-checking small files against the modules this build made.
@Suite struct FoundationImportTests {
  /// The modules SwiftPM built beside the test bundle.
  static let modules = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("Modules")

  static let sharedImports = """
    #if canImport(UIKit)
      import UIKit
    #else
      import DnDUIKit
    #endif

    """

  /// A view controller whose main-queue block touches main-actor state: fine on the device's
  /// main queue (its blocks are `@MainActor`), a warning on Dispatch's (its blocks are
  /// `@Sendable`).
  static let body = """
    final class Fader: UIViewController {
      func fadeLater() {
        DispatchQueue.main.async { self.view.alpha = 0 }
      }
    }

    """

  /// Type-checks `source` in Swift `mode` against the built modules; the compiler's diagnostics
  /// (empty when it compiles).
  static func typeCheck(_ source: String, mode: Int = 6) throws -> (ok: Bool, output: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dndsim-imports-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Shared.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "\(mode)", "-I", modules.path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus == 0, output)
  }

  @Test func theSharedImportsGiveTheDevicesMainQueue() throws {
    let result = try Self.typeCheck(
      Self.sharedImports + Self.body + "let queue: DispatchQueue.MainQueue = DispatchQueue.main\n")
    #expect(result.ok && !result.output.contains("Sendable closure"), "\(result.output)")
  }

  @Test func foundationInsideTheUIKitBranchChangesNothing() throws {
    let imports = """
      #if canImport(UIKit)
        import Foundation
        import UIKit
      #else
        import DnDUIKit
      #endif

      """
    let result = try Self.typeCheck(imports + Self.body)
    #expect(result.ok && !result.output.contains("Sendable closure"), "\(result.output)")
  }

  @Test func foundationImportedBesideMakesTheTypeAmbiguous() throws {
    let result = try Self.typeCheck(
      "import Foundation\n" + Self.sharedImports + "let queue: DispatchQueue = .main\n")
    #expect(!result.ok)
    #expect(result.output.contains("'DispatchQueue' is ambiguous for type lookup"))
  }

  @Test(arguments: [5, 6]) func foundationImportedBesideGivesDispatchsRealMainQueue(mode: Int)
    throws
  {
    // The block went to Dispatch's queue, whose blocks are `@Sendable`: the compiler warns that
    // it touches the main-actor view (a warning, as UIKit's declarations are `@preconcurrency`),
    // and the block runs on no virtual clock.
    let result = try Self.typeCheck(
      "import Foundation\n" + Self.sharedImports + Self.body, mode: mode)
    #expect(result.ok)
    #expect(result.output.contains("main actor-isolated property 'view'"), "\(result.output)")
    #expect(result.output.contains("Sendable closure"), "\(result.output)")
  }
}
