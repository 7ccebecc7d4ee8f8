import DnDUIKit
import Foundation
import Testing

/// `NSAttributedString` read from RTF bytes (another app's rich text): its plain text.
@Suite struct AttributedStringReadingTests {
  static func read(_ rtf: String) throws -> String {
    try NSAttributedString.object(
      withItemProviderData: Data(rtf.utf8), typeIdentifier: "public.rtf"
    ).string
  }

  @Test func controlWordsBecomeTheirCharacters() throws {
    #expect(
      try Self.read("{\\rtf1\\ansi {\\fonttbl\\f0 Helvetica;}Hello\\par World\\tab!}")
        == "Hello\nWorld\t!")
  }

  /// Bytes cut off right after a control word (a truncated file): the text so far, no crash.
  @Test func aDocumentEndingInAControlWordReadsToItsEnd() throws {
    #expect(try Self.read("{\\rtf1 Hello\\par") == "Hello\n")
    #expect(try Self.read("{\\rtf1 Hello\\b") == "Hello")
    #expect(try Self.read("{\\rtf1 Hello\\") == "Hello")
  }

  /// A backslash before a line break is RTF's paragraph break (as `\par`); a bare line break in
  /// the source is layout only, read as nothing.
  @Test func anEscapedLineBreakIsAParagraphAndABareOneIsNothing() throws {
    #expect(try Self.read("{\\rtf1 one\\\ntwo\\\rthree\nfour}") == "one\ntwo\nthreefour")
  }
}
