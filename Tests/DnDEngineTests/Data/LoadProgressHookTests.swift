// The internal hooks the provider and the drop's aggregate progress rely on.
import Testing

@testable import DnDEngine

@Suite("LoadProgress hooks")
struct LoadProgressHookTests {
  @Test func aParentHearsOfEveryChangeInItsChildren() {
    let parent = LoadProgress(totalUnitCount: 2, id: "S1")
    let child = LoadProgress(totalUnitCount: 100, id: "L1")
    var fractions: [Double] = []
    parent.onChange = { fractions.append($0.fractionCompleted) }
    parent.addChild(child, withPendingUnitCount: 1)
    child.completedUnitCount = 50
    child.completedUnitCount = 100
    #expect(fractions == [0, 0.25, 0.5])
  }

  @Test func cancelRunsTheInternalHookBeforeTheHandler() {
    let progress = LoadProgress(totalUnitCount: 1)
    var calls: [String] = []
    progress.onCancel = { calls.append("hook") }
    progress.cancellationHandler = { calls.append("handler") }
    progress.onChange = { _ in calls.append("change") }
    progress.cancel()
    #expect(calls == ["hook", "handler", "change"])
  }
}
