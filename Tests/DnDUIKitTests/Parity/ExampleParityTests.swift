import DnDRunner
import DnDSimulator
import DnDTestSupport
import DnDTesting
import Foundation
import Testing

/// The promise of DnDUIKit, checked on the talks' demo apps: a scenario written against DnDUIKit
/// and the same scenario written with the engine's native API give byte-identical logs.
///
/// Every trace × variant of `Examples/UIKitApps/Traces` is replayed through the native twins of
/// the example scenes (`Native*Scene`, same scene names, apps, windows, view names and delegate
/// methods as the UIKit apps, without DnDUIKit) and compared with the golden the UIKit apps
/// produced and were reviewed against. Nothing is ever written: record mode `never`, as on CI.
@Suite struct ExampleParityTests {
  /// One trace × variant of the examples.
  nonisolated struct Case: Sendable, CustomTestStringConvertible {
    /// The trace, relative to `Examples/UIKitApps/Traces`.
    let trace: String
    /// The fault-plan variant; nil for a trace with the single default variant.
    let variant: String?

    init(_ trace: String, _ variant: String? = nil) {
      self.trace = trace
      self.variant = variant
    }

    var testDescription: String { variant.map { "\(trace) [\($0)]" } ?? trace }
  }

  /// The native twins, under the UIKit scenes' names.
  static let scenes = SceneCatalog([
    NativePinboardScene.self, NativeContactsScene.self, NativePetFinderScene.self,
    NativePhotosScene.self,
  ])

  /// Every example trace × variant (``everyExampleTraceIsListed()`` keeps the list complete).
  nonisolated static let cases: [Case] = [
    Case("contacts/card-to-favourites.trace.jsonl"),
    Case("contacts/vcard-to-notes.trace.jsonl"),
    Case("pet-finder/adopt-pet.trace.jsonl"),
    Case("pet-finder/reminder-becomes-pet.trace.jsonl", "fast"),
    Case("pet-finder/reminder-becomes-pet.trace.jsonl", "slow"),
    Case("pet-finder/reorder-pets.trace.jsonl"),
    Case("photos/flock-two-in.trace.jsonl"),
    Case("photos/from-slow-photos.trace.jsonl", "fast"),
    Case("photos/from-slow-photos.trace.jsonl", "slow"),
    Case("photos/reorder.trace.jsonl"),
    Case("pinboard/cancel-pin-over-photos.trace.jsonl"),
    Case("pinboard/copy-from-photos.trace.jsonl"),
    Case("pinboard/flock-two.trace.jsonl"),
    Case("pinboard/move-pin.trace.jsonl"),
  ]

  @Test(arguments: cases)
  func theNativeTwinReproducesTheUIKitGolden(_ example: Case) throws {
    let result = try GoldenReplay.check(
      trace: "../../../Examples/UIKitApps/Traces/\(example.trace)", variant: example.variant,
      scenes: Self.scenes, record: .never, environment: RunEnvironment(["CI": "true"]))
    #expect(result.status == .pass, "\(result.report)")
  }

  /// Fails when `Examples/UIKitApps/Traces` holds a trace × variant that ``cases`` does not
  /// list (or ``cases`` lists one that is gone): every example must be checked natively.
  @Test func everyExampleTraceIsListed() throws {
    let folder = Repository.root.appendingPathComponent("Examples/UIKitApps/Traces")
    let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [String] = []
    for case let relative as String in walker where relative.hasSuffix(".trace.jsonl") {
      let text = try String(
        contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
      let header = try #require(text.split(separator: "\n").first)
      let object = try JSONSerialization.jsonObject(with: Data(header.utf8))
      let variants = (object as? [String: Any])?["variants"] as? [String]
      for variant in variants ?? [] {
        found.append(Case(relative, variant).testDescription)
      }
      if variants == nil { found.append(Case(relative).testDescription) }
    }
    #expect(!found.isEmpty, "no example traces found in \(folder.path)")
    let listed = Self.cases.map(\.testDescription)
    let missing = Set(found).subtracting(listed).sorted()
    let gone = Set(listed).subtracting(found).sorted()
    #expect(missing.isEmpty, "example traces with no native parity case: \(missing)")
    #expect(gone.isEmpty, "native parity cases whose trace is gone: \(gone)")
  }
}
