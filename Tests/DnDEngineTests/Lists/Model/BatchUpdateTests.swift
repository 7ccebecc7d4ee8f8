import DnDEngine
import Testing

/// UIKit's index-path rules for batch updates: deletes, move sources and reloads are "before"
/// index paths, inserts and move destinations "after" index paths.
@Suite("Batch updates")
struct BatchUpdateTests {
  /// Applies `update`, returning the result; new tokens start at 100.
  @discardableResult
  func apply(
    _ update: BatchUpdate, to contents: inout ListContents, newCounts: [Int]
  ) throws -> BatchResult {
    var tokens = ListTokenSource()
    let result = try contents.apply(update, newCounts: newCounts) { tokens.make() }
    #expect(result.insertedItems == tokens.handedOut)
    return result
  }

  @Test func emptyUpdate() throws {
    #expect(BatchUpdate().isEmpty)
    #expect(!BatchUpdate(reloadedItems: [ip(0, 0)]).isEmpty)
    var contents = listContents("i1 p1 i2")
    let result = try apply(BatchUpdate(), to: &contents, newCounts: [2])
    #expect(result == BatchResult())
    #expect(contents == listContents("i1 p1 i2"))
  }

  @Test func deleteAndInsertAtTheSameIndexReplaceTheItem() throws {
    var contents = listContents("i1 i2 i3")
    let update = BatchUpdate(insertedItems: [ip(0, 0)], deletedItems: [ip(0, 0)])
    let result = try apply(update, to: &contents, newCounts: [3])
    #expect(contents.logDescription == "[[i100, i2, i3]]")
    #expect(result.insertedItems == [100])
  }

  @Test func deletesAreBeforeAndInsertsAfterTheUpdate() throws {
    // Delete the old [0, 1] (i2) and [0, 3] (i4); insert at the new [0, 3] — after i3, i5.
    var contents = listContents("i1 i2 i3 i4 i5")
    let update = BatchUpdate(insertedItems: [ip(0, 3)], deletedItems: [ip(0, 3), ip(0, 1)])
    try apply(update, to: &contents, newCounts: [4])
    #expect(contents.logDescription == "[[i1, i3, i5, i100]]")
  }

  @Test func moveFromZeroToTwoOfFour() throws {
    var contents = listContents("i1 i2 i3 i4")
    try apply(
      BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(0, 2))]), to: &contents, newCounts: [4])
    #expect(contents.logDescription == "[[i2, i3, i1, i4]]")
    #expect(contents.indexPath(ofItem: 1) == ip(0, 2))
  }

  @Test func swapByTwoMoves() throws {
    var contents = listContents("i1 i2 i3")
    let update = BatchUpdate(movedItems: [
      itemMove(ip(0, 0), ip(0, 2)), itemMove(ip(0, 2), ip(0, 0)),
    ])
    try apply(update, to: &contents, newCounts: [3])
    #expect(contents.logDescription == "[[i3, i2, i1]]")
  }

  @Test func movesAcrossSections() throws {
    var contents = listContents("i1 i2 | i3 i4")
    let update = BatchUpdate(
      movedItems: [itemMove(ip(0, 0), ip(1, 1)), itemMove(ip(1, 1), ip(0, 0))])
    try apply(update, to: &contents, newCounts: [2, 2])
    #expect(contents.logDescription == "[[i4, i2], [i3, i1]]")
  }

  @Test func moveIntoAnotherSectionChangesBothCounts() throws {
    var contents = listContents("i1 i2 | i3")
    try apply(
      BatchUpdate(movedItems: [itemMove(ip(0, 1), ip(1, 0))]), to: &contents, newCounts: [1, 2])
    #expect(contents.logDescription == "[[i1], [i2, i3]]")
  }

  @Test func sectionInsertAndDeleteWithItemUpdates() throws {
    // Before: [a b] [c d] [e]. Delete section 0; insert section 1 (after) with 2 items; delete c
    // (before [1, 0]); insert at after [0, 1] (section 0 after = section 1 before); move e
    // (before [2, 0]) to after [0, 0].
    var contents = listContents("i1 i2 | i3 i4 | i5")
    let update = BatchUpdate(
      insertedSections: [1], deletedSections: [0], insertedItems: [ip(0, 1)],
      deletedItems: [ip(1, 0)], movedItems: [itemMove(ip(2, 0), ip(0, 0))])
    let result = try apply(update, to: &contents, newCounts: [3, 2, 0])
    #expect(contents.logDescription == "[[i5, i100, i4], [i101, i102], []]")
    #expect(result.insertedItems == [100, 101, 102])
    #expect(result.removedPlaceholders.isEmpty)
  }

  @Test func insertedSectionsTakeTheirItemsFromTheDataSource() throws {
    var contents = listContents("i1")
    let result = try apply(
      BatchUpdate(insertedSections: [0, 2]), to: &contents, newCounts: [2, 1, 1])
    #expect(contents.logDescription == "[[i100, i101], [i1], [i102]]")
    #expect(result.insertedItems == [100, 101, 102])
  }

  @Test func reloadKeepsThePlaceWithANewToken() throws {
    var contents = listContents("i1 i2 i3")
    let update = BatchUpdate(
      insertedItems: [ip(0, 0)], deletedItems: [ip(0, 2)], reloadedItems: [ip(0, 1)])
    let result = try apply(update, to: &contents, newCounts: [3])
    // Tokens are handed out in index-path order of the result: the insert at 0, then the reload.
    #expect(contents.logDescription == "[[i100, i1, i101]]")
    #expect(result.insertedItems == [100, 101])
    #expect(contents.indexPath(ofItem: 2) == nil)
  }

  @Test func describesItselfForLogs() {
    #expect(BatchUpdate().logDescription == "none")
    let update = BatchUpdate(
      insertedSections: [2], deletedSections: [0, 1], insertedItems: [ip(0, 1)],
      deletedItems: [ip(1, 0)], movedItems: [itemMove(ip(2, 0), ip(0, 0))],
      reloadedItems: [ip(2, 1)])
    #expect(
      update.logDescription
        == "deleteSections=[0, 1] insertSections=[2] deleteItems=[[1, 0]] insertItems=[[0, 1]]"
        + " moveItems=[[2, 0]->[0, 0]] reloadItems=[[2, 1]]")
  }
}
