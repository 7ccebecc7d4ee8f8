import DnDUIKit
import Testing

@Suite struct PreviewParametersTests {
  /// `UIDragPreviewParameters(textLineRects:)`: the visible path covers every line, not only the
  /// first (the engine's path is their smallest enclosing rectangle, Docs/uikit.md "Previews").
  @Test func textLineParametersShowEveryLine() {
    let lines = [
      CGRect(x: 10, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 60, height: 20),
      CGRect(x: 0, y: 40, width: 140, height: 20),
    ]
    let parameters = UIDragPreviewParameters(textLineRects: lines.map { NSValue(cgRect: $0) })
    #expect(parameters.visiblePath?.bounds == CGRect(x: 0, y: 0, width: 140, height: 60))
    #expect(UIDragPreviewParameters(textLineRects: []).visiblePath == nil)
  }
}
