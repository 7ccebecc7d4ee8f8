import Foundation
import Testing

@testable import DelegateTable

/// The repository this package sits in (Tools/DelegateTable).
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

@Suite struct GeneratedFilesTests {
  @Test func everyGeneratedFileIsWhatTheTableGives() throws {
    let stale = try Generator.staleFiles(root: repositoryRoot)
    #expect(stale.isEmpty, "run Tools/generate-delegates: \(stale.joined(separator: ", "))")
  }
}

@Suite struct TableTests {
  /// The check sees a generated file edited by hand.
  @Test func anEditedFileIsReportedStale() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "delegate-table-test-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.removeItem(at: root)
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: repositoryRoot.appendingPathComponent(".swift-format"),
      to: root.appendingPathComponent(".swift-format"))
    #expect(try Generator.write(root: root).count == Render.files().count)
    #expect(try Generator.staleFiles(root: root).isEmpty)
    let edited = try #require(Table.dragInteraction.engineFile)
    let url = root.appendingPathComponent(edited)
    let text = try String(contentsOf: url, encoding: .utf8)
    try text.replacingAll("return true", with: "return false").write(
      to: url, atomically: true, encoding: .utf8)
    #expect(try Generator.staleFiles(root: root) == [edited])
  }

  /// Within one protocol, each method has its own name in the log (the log-truth suite and the
  /// adapters' remembered methods are keyed by it).
  @Test func logNamesAreUniqueWithinEachProtocol() {
    for delegate in Table.protocols {
      for spelling in delegate.spellings {
        let names = delegate.methods.filter { !$0.isPlumbing && $0.isIn(spelling) }
          .map { spelling.apply($0.log) }
        #expect(Set(names).count == names.count, "\(spelling.uikit)")
        #expect(!names.contains { $0.contains("{") }, "\(spelling.uikit): a placeholder left")
      }
    }
  }

  /// The engine's and UIKit's spellings of a method take the same arguments in the same order,
  /// each with a conversion, and every answer converts back.
  @Test func everyArgumentAndAnswerConverts() {
    for delegate in Table.protocols {
      for spelling in delegate.spellings {
        for method in delegate.methods where !method.isPlumbing && method.isIn(spelling) {
          let engine = Signature(method.engine)
          let uikit = Signature(spelling.apply(method.uikit))
          #expect(engine.parameters.count == uikit.parameters.count, "\(method.log)")
          guard case .generated = method.adapter else { continue }
          for parameter in engine.parameters.dropFirst() {
            #expect(Conversions.arguments[parameter.type] != nil, "\(method.log) \(parameter.type)")
          }
          if let answer = uikit.answer {
            #expect(Conversions.answers[answer] != nil, "\(method.log) \(answer)")
          }
        }
      }
    }
  }

  @Test func signaturesParse() {
    let signature = Signature(
      "f(_ a: [Int], b c: Int?, d: (Int, Int)) -> [String: Int]")
    #expect(signature.name == "f")
    #expect(signature.parameters.map(\.label) == [nil, "b", "d"])
    #expect(signature.parameters.map(\.name) == ["a", "c", "d"])
    #expect(signature.parameters.map(\.type) == ["[Int]", "Int?", "(Int, Int)"])
    #expect(signature.answer == "[String: Int]")
    #expect(signature.selector == "f(_:b:d:)")
  }
}
