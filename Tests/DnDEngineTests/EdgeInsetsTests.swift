import DnDEngine
import Testing

@Suite("EdgeInsets")
struct EdgeInsetsTests {
  @Test func uniformInitialiser() {
    #expect(EdgeInsets(all: 3) == EdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
    #expect(EdgeInsets.zero == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
  }

  @Test func logDescription() {
    #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5).logDescription == "{1,2,3,4.5}")
  }
}
