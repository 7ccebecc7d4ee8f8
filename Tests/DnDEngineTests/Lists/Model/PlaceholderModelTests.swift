import DnDEngine
import Testing

@Suite("Placeholders: insert, remove, commit")
struct PlaceholderModelTests {
  @Test func insertsBeforeTheDataItemAtItsPosition() throws {
    var contents = listContents("i1 i2 | ")
    try contents.insertPlaceholder(1, at: ip(0, 1))
    #expect(contents.logDescription == "[[i1, p1, i2], []]")
    try contents.insertPlaceholder(2, at: ip(0, 2))  // the end of the section
    try contents.insertPlaceholder(3, at: ip(1, 0))  // an empty section
    try contents.insertPlaceholder(4, at: ip(0, 0))
    #expect(contents.logDescription == "[[p4, i1, p1, i2, p2], [p3]]")
    #expect(contents.numberOfItems(inSection: 0) == 2)
  }

  @Test func placeholdersAtTheSamePositionKeepTheOrderTheyWereInsertedIn() throws {
    var contents = listContents("i1 i2")
    try contents.insertPlaceholder(7, at: ip(0, 1))
    try contents.insertPlaceholder(5, at: ip(0, 1))
    try contents.insertPlaceholder(6, at: ip(0, 1))
    #expect(contents.logDescription == "[[i1, p7, p5, p6, i2]]")
    #expect(contents.allPlaceholders == [7, 5, 6])
    #expect(
      [7, 5, 6].map { contents.indexPath(ofPlaceholder: $0) } == [ip(0, 1), ip(0, 1), ip(0, 1)])
  }

  @Test(
    "insertion errors",
    arguments: [
      (ip(0, -1), "attempt to insert placeholder 9 at [0, -1]: index paths cannot be negative"),
      (ip(-1, 0), "attempt to insert placeholder 9 at [-1, 0]: index paths cannot be negative"),
      (ip(2, 0), "attempt to insert placeholder 9 at [2, 0], but there are only 2 sections"),
      (
        ip(0, 3),
        "attempt to insert placeholder 9 at [0, 3], but section 0 only contains 2 items"
      ),
      (ip(1, 1), "attempt to insert placeholder 9 at [1, 1], but section 1 only contains 0 items"),
    ])
  func insertionOutOfRangeThrows(at indexPath: ListIndexPath, message: String) {
    var contents = listContents("i1 p1 i2 | p2")
    let before = contents
    #expect(throws: ListUpdateError(message)) { try contents.insertPlaceholder(9, at: indexPath) }
    #expect(contents == before)
  }

  @Test func aPlaceholderTokenCannotBeUsedTwice() {
    var contents = listContents("i1 p1 i2")
    #expect(
      throws: ListUpdateError("attempt to insert placeholder 1, which is already in the list")
    ) {
      try contents.insertPlaceholder(1, at: ip(0, 0))
    }
    #expect(contents == listContents("i1 p1 i2"))
  }

  @Test func removeTakesOutOnlyThatPlaceholder() {
    var contents = listContents("i1 p1 p2 i2")
    do {
      let done = contents.removePlaceholder(1)
      #expect(done)
    }
    #expect(contents.logDescription == "[[i1, p2, i2]]")
    do {
      let done = contents.removePlaceholder(1)
      #expect(!done)
    }
    do {
      let done = contents.removePlaceholder(9)
      #expect(!done)
    }
    #expect(contents.logDescription == "[[i1, p2, i2]]")
  }

  @Test func commitTurnsThePlaceholderIntoAnItemAtItsPosition() {
    var contents = listContents("p3 i1 p1 p2 i2")
    let insertion = contents.indexPath(ofPlaceholder: 2)
    #expect(insertion == ip(0, 1))
    do {
      let done = contents.commitPlaceholder(2, asItem: 50)
      #expect(done)
    }
    #expect(contents.logDescription == "[[p3, i1, p1, i50, i2]]")
    #expect(contents.indexPath(ofItem: 50) == insertion)
    #expect(contents.numberOfItems(inSection: 0) == 3)
    #expect(contents.indexPath(ofPlaceholder: 1) == ip(0, 1))  // still before the new item
    do {
      let done = contents.commitPlaceholder(2, asItem: 51)
      #expect(!done)
    }
    #expect(contents.logDescription == "[[p3, i1, p1, i50, i2]]")
  }
}
