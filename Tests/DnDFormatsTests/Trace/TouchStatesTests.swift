import Testing
import VirtualTime

@testable import DnDFormats

/// `TouchStates` must behave like the dictionary of states it replaces, however many ids a trace
/// uses and whatever they are.
@Suite struct TouchStatesTests {
  @Test func behavesLikeADictionaryThroughGrowth() {
    var random = SplitMix64(seed: 7)
    var states = TouchStates()
    var model: [Int: TouchStates.State] = [:]
    for line in 1...20_000 {
      // Small ids collide often; large ones spread over the whole range.
      let id =
        random.next() % 2 == 0
        ? 1 + Int(random.next() % 3000) : 1 + Int(random.next() % UInt64(Int32.max))
      switch model[id] {
      case nil:
        states.begin(id, line: line)
        model[id] = .down(sinceLine: line)
      case .down?:
        states.end(id, line: line)
        model[id] = .ended(onLine: line)
      case .ended?:
        break
      }
      let probe = 1 + Int(random.next() % 3000)
      #expect(states[probe] == model[probe])
    }
    for (id, state) in model { #expect(states[id] == state) }
    let down = model.compactMap { id, state -> (id: Int, line: Int)? in
      if case .down(let line) = state { return (id, line) }
      return nil
    }
    #expect(states.downCount == down.count)
    let lowest = down.min { $0.id < $1.id }
    #expect(states.lowestDown()?.id == lowest?.id)
    #expect(states.lowestDown()?.line == lowest?.line)
    #expect(states[0] == nil)
    #expect(states[-1] == nil)
  }

  @Test func anEmptyTableHasNoTouchDown() {
    var states = TouchStates()
    #expect(states.lowestDown() == nil)
    states.begin(5, line: 2)
    states.end(5, line: 3)
    #expect(states.lowestDown() == nil)
    #expect(states.downCount == 0)
    #expect(states[5] == .ended(onLine: 3))
  }
}
