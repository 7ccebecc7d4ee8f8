import DnDEngine
import Testing

@Suite("LoadProgress")
struct LoadProgressTests {
  @Test func fractionOfALeaf() {
    let progress = LoadProgress(totalUnitCount: 4, id: "L1")
    #expect(progress.id == "L1")
    #expect(progress.fractionCompleted == 0)
    #expect(!progress.isFinished)
    progress.completedUnitCount = 1
    #expect(progress.fractionCompleted == 0.25)
    progress.completedUnitCount = 4
    #expect(progress.isFinished)
    #expect(progress.fractionCompleted == 1)
    progress.completedUnitCount = 9
    #expect(progress.fractionCompleted == 1)  // clamped
  }

  @Test func indeterminateProgress() {
    let empty = LoadProgress()
    #expect(empty.isIndeterminate)
    #expect(!empty.isFinished)
    #expect(empty.fractionCompleted == 0)
    #expect(empty.id == "L?")
    let negative = LoadProgress(totalUnitCount: -1)
    negative.completedUnitCount = 5
    #expect(negative.isIndeterminate)
    #expect(!negative.isFinished)
  }

  @Test func childrenAreWeightedByPendingUnits() {
    let parent = LoadProgress(totalUnitCount: 4)
    let small = LoadProgress(totalUnitCount: 100)
    let large = LoadProgress(totalUnitCount: 10)
    parent.addChild(small, withPendingUnitCount: 1)
    parent.addChild(large, withPendingUnitCount: 3)
    small.completedUnitCount = 50  // 0.5 × 1
    large.completedUnitCount = 5  // 0.5 × 3
    #expect(parent.fractionCompleted == 0.5)
    #expect(parent.completedUnitCount == 0)
  }

  @Test func aFinishedChildAddsItsPendingUnitsToTheParent() {
    let parent = LoadProgress(totalUnitCount: 2)
    let first = LoadProgress(totalUnitCount: 1)
    let second = LoadProgress(totalUnitCount: 1)
    parent.addChild(first, withPendingUnitCount: 1)
    parent.addChild(second, withPendingUnitCount: 1)
    first.completedUnitCount = 1
    #expect(parent.completedUnitCount == 1)
    #expect(parent.fractionCompleted == 0.5)
    #expect(!parent.isFinished)
    second.completedUnitCount = 1
    #expect(parent.completedUnitCount == 2)
    #expect(parent.isFinished)
  }

  @Test func addingAFinishedChildCountsAtOnce() {
    let parent = LoadProgress(totalUnitCount: 3)
    let done = LoadProgress(totalUnitCount: 1)
    done.completedUnitCount = 1
    parent.addChild(done, withPendingUnitCount: 2)
    #expect(parent.completedUnitCount == 2)
  }

  @Test func cancelRunsTheHandlerOnceAndCancelsChildren() {
    let parent = LoadProgress(totalUnitCount: 2)
    let child = LoadProgress(totalUnitCount: 1)
    parent.addChild(child, withPendingUnitCount: 1)
    var calls: [String] = []
    parent.cancellationHandler = { calls.append("parent") }
    child.cancellationHandler = { calls.append("child") }
    #expect(parent.isCancellable)
    parent.cancel()
    parent.cancel()
    child.cancel()
    #expect(parent.isCancelled)
    #expect(child.isCancelled)
    #expect(calls == ["parent", "child"])
  }

  @Test func cancellingAChildLeavesTheParentAlone() {
    let parent = LoadProgress(totalUnitCount: 1)
    let child = LoadProgress(totalUnitCount: 1)
    parent.addChild(child, withPendingUnitCount: 1)
    child.cancel()
    #expect(child.isCancelled)
    #expect(!parent.isCancelled)
  }

  @Test func aChildAddedToACancelledParentIsCancelled() {
    let parent = LoadProgress(totalUnitCount: 1)
    parent.cancel()
    let child = LoadProgress(totalUnitCount: 1)
    var handled = false
    child.cancellationHandler = { handled = true }
    parent.addChild(child, withPendingUnitCount: 1)
    #expect(child.isCancelled)
    #expect(handled)
  }

  @Test func isCancellableIsAdvisory() {
    let progress = LoadProgress(totalUnitCount: 1)
    progress.isCancellable = false
    progress.cancel()
    #expect(progress.isCancelled)
  }
}
