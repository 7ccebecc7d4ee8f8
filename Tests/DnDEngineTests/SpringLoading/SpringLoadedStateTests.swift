import Testing

@testable import DnDEngine

@Suite("SpringLoadedState and context")
struct SpringLoadedStateTests {
  @Test func rawValuesMatchUIKit() {
    #expect(SpringLoadedState.inactive.rawValue == 0)
    #expect(SpringLoadedState.possible.rawValue == 1)
    #expect(SpringLoadedState.activating.rawValue == 2)
    #expect(SpringLoadedState.activated.rawValue == 3)
  }

  @Test func logDescriptionIsTheCaseName() {
    #expect(
      SpringLoadedState.allCases.map(\.logDescription)
        == ["inactive", "possible", "activating", "activated"])
  }

  @Test func contextsCompareViewsByIdentity() {
    let a = View(name: "same", frame: .zero)
    let b = View(name: "same", frame: .zero)
    let context = SpringLoadedContext(state: .possible, location: Point(x: 1, y: 2), targetView: a)
    #expect(
      context == SpringLoadedContext(state: .possible, location: Point(x: 1, y: 2), targetView: a))
    #expect(
      context != SpringLoadedContext(state: .possible, location: Point(x: 1, y: 2), targetView: b))
    #expect(context.targetItem == nil)
  }

  @Test func nameDefaultsToTheViewsNameAndCanBeGiven() {
    let view = View(name: "folder", frame: .zero)
    let unnamed = SpringLoadedInteraction { _, _ in }
    #expect(unnamed.name == "spring")
    view.addInteraction(unnamed)
    #expect(unnamed.name == "folder.spring")
    #expect(unnamed.view === view)
    #expect(unnamed.isEnabled)
    #expect(unnamed.state == .inactive)

    let named = SpringLoadedInteraction(name: "tab") { _, _ in }
    view.addInteraction(named)
    #expect(named.name == "tab")
  }
}
