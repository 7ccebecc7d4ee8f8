import DnDEngine
import Testing

/// Every refusal of a batch update, with its exact message, and the guarantee that a refused
/// update changes nothing. The state is always `[[i1, i2, p1, i3, i4], [i5, i6]]`: 4 and 2 items.
@Suite("Batch update validation")
struct BatchValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var update: BatchUpdate
    var newCounts: [Int]
    var message: String
    var testDescription: String { message }
  }

  static let cases: [Case] = [
    // The section arithmetic.
    Case(
      update: BatchUpdate(), newCounts: [4],
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the list"
        + " after the update (1) must be equal to the number of sections contained in the list"
        + " before the update (2), plus or minus the number of sections inserted or deleted"
        + " (0 inserted, 0 deleted)."),
    Case(
      update: BatchUpdate(insertedSections: [1]), newCounts: [4, 2],
      message:
        "Invalid update: invalid number of sections. The number of sections contained in the list"
        + " after the update (2) must be equal to the number of sections contained in the list"
        + " before the update (2), plus or minus the number of sections inserted or deleted"
        + " (1 inserted, 0 deleted)."),
    // The item arithmetic.
    Case(
      update: BatchUpdate(), newCounts: [5, 2],
      message:
        "Invalid update: invalid number of items in section 0. The number of items contained in"
        + " an existing section after the update (5) must be equal to the number of items"
        + " contained in that section before the update (4), plus or minus the number of items"
        + " inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the"
        + " number of items moved into or out of that section (0 moved in, 0 moved out)."),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(1, 0))]), newCounts: [4, 3],
      message:
        "Invalid update: invalid number of items in section 0. The number of items contained in"
        + " an existing section after the update (4) must be equal to the number of items"
        + " contained in that section before the update (4), plus or minus the number of items"
        + " inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the"
        + " number of items moved into or out of that section (0 moved in, 1 moved out)."),
    Case(
      // Section 1 after the update is section 0 before it (section 0 is inserted).
      update: BatchUpdate(
        insertedSections: [0], insertedItems: [ip(1, 0)], deletedItems: [ip(0, 3)]),
      newCounts: [0, 5, 2],
      message:
        "Invalid update: invalid number of items in section 1. The number of items contained in"
        + " an existing section after the update (5) must be equal to the number of items"
        + " contained in that section before the update (4), plus or minus the number of items"
        + " inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the"
        + " number of items moved into or out of that section (0 moved in, 0 moved out)."),
    Case(
      update: BatchUpdate(), newCounts: [4, -2],
      message: "Invalid update: the data source reports -2 items in section 1 after the update"),
    // Sections out of range, negative, twice.
    Case(
      update: BatchUpdate(deletedSections: [2]), newCounts: [4],
      message: "attempt to delete section 2, but there are only 2 sections before the update"),
    Case(
      update: BatchUpdate(deletedSections: [-1]), newCounts: [4],
      message: "attempt to delete section -1: sections cannot be negative"),
    Case(
      update: BatchUpdate(deletedSections: [1, 1]), newCounts: [4],
      message: "attempt to delete section 1 twice"),
    Case(
      update: BatchUpdate(insertedSections: [3]), newCounts: [4, 2, 0],
      message: "attempt to insert section 3 but there are only 3 sections after the update"),
    Case(
      update: BatchUpdate(insertedSections: [-2]), newCounts: [4, 2, 0],
      message: "attempt to insert section -2: sections cannot be negative"),
    Case(
      update: BatchUpdate(insertedSections: [2, 2]), newCounts: [4, 2, 0, 0],
      message: "attempt to insert section 2 twice"),
    // Deleted items ("before" index paths).
    Case(
      update: BatchUpdate(deletedItems: [ip(0, 4)]), newCounts: [3, 2],
      message:
        "attempt to delete item 4 from section 0 which only contains 4 items before the update"),
    Case(
      update: BatchUpdate(deletedItems: [ip(2, 0)]), newCounts: [4, 2],
      message: "attempt to delete item [2, 0], but there are only 2 sections before the update"),
    Case(
      update: BatchUpdate(deletedItems: [ip(0, -1)]), newCounts: [3, 2],
      message: "attempt to delete item [0, -1]: index paths cannot be negative"),
    Case(
      update: BatchUpdate(deletedItems: [ip(0, 1), ip(0, 1)]), newCounts: [2, 2],
      message: "attempt to delete item [0, 1] twice"),
    Case(
      update: BatchUpdate(deletedSections: [1], deletedItems: [ip(1, 0)]), newCounts: [4],
      message: "attempt to delete item [1, 0] in section 1, which is being deleted"),
    // Reloaded items.
    Case(
      update: BatchUpdate(reloadedItems: [ip(1, 2)]), newCounts: [4, 2],
      message:
        "attempt to reload item 2 from section 1 which only contains 2 items before the update"),
    Case(
      update: BatchUpdate(deletedItems: [ip(0, 1)], reloadedItems: [ip(0, 1)]),
      newCounts: [3, 2],
      message: "attempt to delete and reload the same item [0, 1]"),
    Case(
      update: BatchUpdate(reloadedItems: [ip(0, 2), ip(0, 2)]), newCounts: [4, 2],
      message: "attempt to reload item [0, 2] twice"),
    Case(
      update: BatchUpdate(deletedSections: [0], reloadedItems: [ip(0, 0)]), newCounts: [2],
      message: "attempt to reload item [0, 0] in section 0, which is being deleted"),
    // Move sources.
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(1, 2), ip(1, 0))]), newCounts: [4, 2],
      message: "attempt to move item 2 from section 1 which only contains 2 items before the update"
    ),
    Case(
      update: BatchUpdate(deletedItems: [ip(0, 1)], movedItems: [itemMove(ip(0, 1), ip(0, 0))]),
      newCounts: [3, 2],
      message: "attempt to delete and move the same item [0, 1]"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 1), ip(0, 0))], reloadedItems: [ip(0, 1)]),
      newCounts: [4, 2],
      message: "attempt to reload and move the same item [0, 1]"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 1), ip(0, 0)), itemMove(ip(0, 1), ip(0, 3))]),
      newCounts: [4, 2],
      message: "attempt to move item [0, 1] twice"),
    Case(
      update: BatchUpdate(deletedSections: [1], movedItems: [itemMove(ip(1, 0), ip(0, 0))]),
      newCounts: [5],
      message: "attempt to move item [1, 0] in section 1, which is being deleted"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(-1, 0), ip(0, 0))]), newCounts: [4, 2],
      message: "attempt to move item [-1, 0]: index paths cannot be negative"),
    // Inserted items ("after" index paths).
    Case(
      update: BatchUpdate(insertedItems: [ip(0, 5)]), newCounts: [5, 2],
      message:
        "attempt to insert item 5 into section 0, but there are only 5 items in section 0 after"
        + " the update"),
    Case(
      update: BatchUpdate(insertedItems: [ip(2, 0)]), newCounts: [5, 2],
      message: "attempt to insert item [2, 0], but there are only 2 sections after the update"),
    Case(
      update: BatchUpdate(insertedItems: [ip(0, -3)]), newCounts: [5, 2],
      message: "attempt to insert item [0, -3]: index paths cannot be negative"),
    Case(
      update: BatchUpdate(insertedItems: [ip(1, 0), ip(1, 0)]), newCounts: [4, 4],
      message: "attempt to insert item [1, 0] twice"),
    Case(
      update: BatchUpdate(insertedSections: [2], insertedItems: [ip(2, 0)]), newCounts: [4, 2, 1],
      message:
        "attempt to insert item [2, 0] into section 2, which is being inserted (its items all come"
        + " from the data source)"),
    // Move destinations.
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(0, 4))]), newCounts: [4, 2],
      message:
        "attempt to move item [0, 0] to [0, 4], but there are only 4 items in section 0 after the"
        + " update"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(2, 0))]), newCounts: [4, 2],
      message:
        "attempt to move item [0, 0] to [2, 0], but there are only 2 sections after the update"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(0, -1))]), newCounts: [4, 2],
      message: "attempt to move item [0, 0] to [0, -1]: index paths cannot be negative"),
    Case(
      update: BatchUpdate(insertedSections: [0], movedItems: [itemMove(ip(0, 0), ip(0, 0))]),
      newCounts: [1, 4, 2],
      message: "attempt to move item [0, 0] to [0, 0] in section 0, which is being inserted"),
    Case(
      update: BatchUpdate(insertedItems: [ip(0, 1)], movedItems: [itemMove(ip(0, 0), ip(0, 1))]),
      newCounts: [5, 2],
      message: "attempt to insert and move to the same index path [0, 1]"),
    Case(
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(0, 3)), itemMove(ip(0, 1), ip(0, 3))]),
      newCounts: [4, 2],
      message: "attempt to move item [0, 1] to [0, 3], where item [0, 0] is also being moved"),
  ]

  @Test(arguments: cases)
  func refusedWithAPreciseMessageAndNothingChanges(_ testCase: Case) {
    var contents = listContents("i1 i2 p1 i3 i4 | i5 i6")
    let before = contents
    var tokens = ListTokenSource()
    #expect(throws: ListUpdateError(testCase.message)) {
      try contents.apply(testCase.update, newCounts: testCase.newCounts) { tokens.make() }
    }
    #expect(contents == before)
    #expect(tokens.handedOut.isEmpty)
  }

  @Test func theErrorPrintsItsMessage() {
    let error = ListUpdateError(message: "attempt to delete section 4")
    #expect(error.description == "attempt to delete section 4")
    #expect("\(error)" == "attempt to delete section 4")
  }
}
