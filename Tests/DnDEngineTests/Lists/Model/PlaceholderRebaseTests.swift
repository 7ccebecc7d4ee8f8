import DnDEngine
import Testing

/// How placeholders ride through batch updates: a placeholder at data position p is a marker just
/// before data item p; it follows the first surviving item after it, after anything inserted or
/// moved in before that item.
@Suite("Placeholder rebasing")
struct PlaceholderRebaseTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var update: BatchUpdate
    var newCounts: [Int]
    var expected: String
    var placeholderAt: ListIndexPath
    var testDescription: String { name }
  }

  /// The start of every case: `[[i1, i2, p1, i3, i4]]` — the placeholder at data position 2.
  static let cases: [Case] = [
    Case(
      name: "insert before the marker", update: BatchUpdate(insertedItems: [ip(0, 0)]),
      newCounts: [5], expected: "[[i100, i1, i2, p1, i3, i4]]", placeholderAt: ip(0, 3)),
    Case(
      name: "insert at the marker's index lands before it",
      update: BatchUpdate(insertedItems: [ip(0, 2)]),
      newCounts: [5], expected: "[[i1, i2, i100, p1, i3, i4]]", placeholderAt: ip(0, 3)),
    Case(
      name: "insert after the marker", update: BatchUpdate(insertedItems: [ip(0, 3)]),
      newCounts: [5], expected: "[[i1, i2, p1, i3, i100, i4]]", placeholderAt: ip(0, 2)),
    Case(
      name: "insert at the end", update: BatchUpdate(insertedItems: [ip(0, 4)]),
      newCounts: [5], expected: "[[i1, i2, p1, i3, i4, i100]]", placeholderAt: ip(0, 2)),
    Case(
      name: "delete before the marker", update: BatchUpdate(deletedItems: [ip(0, 0)]),
      newCounts: [3], expected: "[[i2, p1, i3, i4]]", placeholderAt: ip(0, 1)),
    Case(
      name: "delete the item at the marker", update: BatchUpdate(deletedItems: [ip(0, 2)]),
      newCounts: [3], expected: "[[i1, i2, p1, i4]]", placeholderAt: ip(0, 2)),
    Case(
      name: "delete after the marker", update: BatchUpdate(deletedItems: [ip(0, 3)]),
      newCounts: [3], expected: "[[i1, i2, p1, i3]]", placeholderAt: ip(0, 2)),
    Case(
      name: "no survivor after the marker: it goes to the end, after the inserts",
      update: BatchUpdate(insertedItems: [ip(0, 2)], deletedItems: [ip(0, 2), ip(0, 3)]),
      newCounts: [3], expected: "[[i1, i2, i100, p1]]", placeholderAt: ip(0, 3)),
    Case(
      name: "move out from before the marker to after it",
      update: BatchUpdate(movedItems: [itemMove(ip(0, 0), ip(0, 3))]),
      newCounts: [4], expected: "[[i2, p1, i3, i4, i1]]", placeholderAt: ip(0, 1)),
    Case(
      name: "move in from after the marker to before it",
      update: BatchUpdate(movedItems: [itemMove(ip(0, 3), ip(0, 0))]),
      newCounts: [4], expected: "[[i4, i1, i2, p1, i3]]", placeholderAt: ip(0, 3)),
    Case(
      name: "move the item at the marker away: the marker stays before the next survivor",
      update: BatchUpdate(movedItems: [itemMove(ip(0, 2), ip(0, 0))]),
      newCounts: [4], expected: "[[i3, i1, i2, p1, i4]]", placeholderAt: ip(0, 3)),
    Case(
      name: "move to the marker's index lands before it",
      update: BatchUpdate(movedItems: [itemMove(ip(0, 3), ip(0, 2))]),
      newCounts: [4], expected: "[[i1, i2, i4, p1, i3]]", placeholderAt: ip(0, 3)),
    Case(
      name: "reload of the item at the marker keeps the marker before it",
      update: BatchUpdate(reloadedItems: [ip(0, 2)]),
      newCounts: [4], expected: "[[i1, i2, p1, i100, i4]]", placeholderAt: ip(0, 2)),
    Case(
      name: "a section inserted before carries the placeholder along",
      update: BatchUpdate(insertedSections: [0]),
      newCounts: [1, 4], expected: "[[i100], [i1, i2, p1, i3, i4]]", placeholderAt: ip(1, 2)),
  ]

  @Test(arguments: cases)
  func rebases(_ testCase: Case) throws {
    var contents = listContents("i1 i2 p1 i3 i4")
    var tokens = ListTokenSource()
    let result = try contents.apply(testCase.update, newCounts: testCase.newCounts) {
      tokens.make()
    }
    #expect(contents.logDescription == testCase.expected)
    #expect(contents.indexPath(ofPlaceholder: 1) == testCase.placeholderAt)
    #expect(result.removedPlaceholders.isEmpty)
  }

  @Test func movesAcrossSectionsAroundTheMarker() throws {
    var contents = listContents("i1 p1 i2 | i3 p2 i4")
    let update = BatchUpdate(
      movedItems: [itemMove(ip(0, 0), ip(1, 1)), itemMove(ip(1, 1), ip(0, 0))])
    try contents.apply(update, newCounts: [2, 2]) { 0 }
    // i4 moved into section 0 before p1's survivor i2; p2's survivor i4 left, so p2 goes to the
    // end of section 1 — after i1, which moved in.
    #expect(contents.logDescription == "[[i4, p1, i2], [i3, i1, p2]]")
    #expect(contents.indexPath(ofPlaceholder: 1) == ip(0, 1))
    #expect(contents.indexPath(ofPlaceholder: 2) == ip(1, 2))
  }

  @Test func placeholdersAtOnePositionKeepTheirOrder() throws {
    var contents = listContents("i1 p3 p1 p2 i2 p4 i3")
    // Deleting i2 brings p3 p1 p2 and p4 to one position: the earlier group stays first.
    try contents.apply(BatchUpdate(deletedItems: [ip(0, 1)]), newCounts: [2]) { 0 }
    #expect(contents.logDescription == "[[i1, p3, p1, p2, p4, i3]]")
  }

  @Test func deletedSectionTakesItsPlaceholders() throws {
    var contents = listContents("i1 p1 | p2 i2 p3 | i3 p4")
    let result = try contents.apply(BatchUpdate(deletedSections: [1]), newCounts: [1, 1]) { 0 }
    #expect(result.removedPlaceholders == [2, 3])
    #expect(contents.logDescription == "[[i1, p1], [i3, p4]]")
    #expect(contents.allPlaceholders == [1, 4])
    do {
      let done = contents.commitPlaceholder(2, asItem: 50)
      #expect(!done)
    }
    #expect(contents.indexPath(ofPlaceholder: 4) == ip(1, 1))  // section 2 became section 1
  }

  @Test func threePlaceholdersAtOnePositionCommittedOutOfOrder() throws {
    // A three-item drop at [0, 2]: three placeholders, one position.
    var contents = listContents("i1 i2 i3 i4")
    for token in [1, 2, 3] { try contents.insertPlaceholder(token, at: ip(0, 2)) }
    #expect(contents.logDescription == "[[i1, i2, p1, p2, p3, i3, i4]]")
    var tokens = ListTokenSource()

    // Other updates while the loads run: delete i1, insert at 0, move i4 to 1.
    try contents.apply(
      BatchUpdate(
        insertedItems: [ip(0, 0)], deletedItems: [ip(0, 0)],
        movedItems: [itemMove(ip(0, 3), ip(0, 1))]),
      newCounts: [4]
    ) { tokens.make() }
    #expect(contents.logDescription == "[[i100, i4, i2, p1, p2, p3, i3]]")
    #expect(
      [1, 2, 3].map { contents.indexPath(ofPlaceholder: $0) }
        == Array(repeating: ip(0, 3), count: 3))

    // The second load finishes first.
    #expect(contents.indexPath(ofPlaceholder: 2) == ip(0, 3))
    do {
      let done = contents.commitPlaceholder(2, asItem: 200)
      #expect(done)
    }
    #expect(contents.indexPath(ofItem: 200) == ip(0, 3))
    #expect(contents.indexPath(ofPlaceholder: 1) == ip(0, 3))
    #expect(contents.indexPath(ofPlaceholder: 3) == ip(0, 4))

    // Delete i4.
    try contents.apply(BatchUpdate(deletedItems: [ip(0, 1)]), newCounts: [4]) { tokens.make() }
    #expect(contents.logDescription == "[[i100, i2, p1, i200, p3, i3]]")

    // The third load finishes.
    #expect(contents.indexPath(ofPlaceholder: 3) == ip(0, 3))
    do {
      let done = contents.commitPlaceholder(3, asItem: 300)
      #expect(done)
    }
    #expect(contents.indexPath(ofItem: 300) == ip(0, 3))

    // Insert at [0, 2], just before p1's position.
    try contents.apply(BatchUpdate(insertedItems: [ip(0, 2)]), newCounts: [6]) { tokens.make() }
    #expect(contents.logDescription == "[[i100, i2, i101, p1, i200, i300, i3]]")

    // The first load finishes last.
    #expect(contents.indexPath(ofPlaceholder: 1) == ip(0, 3))
    do {
      let done = contents.commitPlaceholder(1, asItem: 1000)
      #expect(done)
    }
    #expect(contents.indexPath(ofItem: 1000) == ip(0, 3))
    #expect(contents.logDescription == "[[i100, i2, i101, i1000, i200, i300, i3]]")
    #expect(contents.allPlaceholders.isEmpty)
  }
}
