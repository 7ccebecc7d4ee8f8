import DnDEngine
import Testing

@Suite("AnimationPosition")
struct AnimationPositionTests {
  @Test func rawValuesMatchUIViewAnimatingPosition() {
    #expect(AnimationPosition.end.rawValue == 0)
    #expect(AnimationPosition.start.rawValue == 1)
    #expect(AnimationPosition.current.rawValue == 2)
    #expect(AnimationPosition(rawValue: 3) == nil)
  }

  @Test func logNames() {
    #expect(AnimationPosition.allCases.map(\.logDescription) == ["end", "start", "current"])
  }
}
