import DnDEngine
import Testing

@Suite("PreviewParameters")
struct PreviewParametersTests {
  @Test func defaultsAreWhiteAndTheWholeView() {
    let parameters = PreviewParameters()
    #expect(parameters.backgroundColor == nil)
    #expect(parameters.visiblePath == nil)
    #expect(parameters.isDefault)
    #expect(parameters.logDescription == "parameters()")
  }

  @Test func visiblePathInitialiser() {
    let path = Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 4)
    let parameters = PreviewParameters(visiblePath: path)
    #expect(parameters.visiblePath == path)
    #expect(parameters.backgroundColor == nil)
    #expect(!parameters.isDefault)
    #expect(parameters.logDescription == "parameters(visiblePath: roundedRect(0,0 10x10 r4))")
  }

  @Test func logListsOnlyWhatWasSet() {
    var parameters = PreviewParameters()
    parameters.backgroundColor = "clear"
    #expect(!parameters.isDefault)
    #expect(parameters.logDescription == "parameters(backgroundColor: clear)")
    parameters.visiblePath = Path(rect: Rect(x: -5, y: -5, width: 20.5, height: 20))
    #expect(
      parameters.logDescription
        == "parameters(backgroundColor: clear, visiblePath: rect(-5,-5 20.5x20))")
  }

  @Test func equalityAndHashingFollowTheValues() {
    var a = PreviewParameters()
    var b = PreviewParameters()
    a.backgroundColor = "black"
    #expect(a != b)
    b.backgroundColor = "black"
    #expect(a == b)
    #expect(Set([a, b]).count == 1)
  }
}
