import DnDEngine
import Testing

@Suite("ListContents queries and reload")
struct ListContentsTests {
  @Test func emptyContents() {
    let contents = ListContents()
    #expect(contents.numberOfSections == 0)
    #expect(contents.sections.isEmpty)
    #expect(contents.numberOfItems(inSection: 0) == 0)
    #expect(contents.allPlaceholders.isEmpty)
    #expect(contents.logDescription == "[]")
  }

  @Test func reloadAllocatesTokensInIndexPathOrder() {
    var tokens = ListTokenSource()
    var contents = ListContents()
    let removed = contents.reload(counts: [2, 0, 3]) { tokens.make() }
    #expect(removed.isEmpty)
    #expect(contents.logDescription == "[[i100, i101], [], [i102, i103, i104]]")
    #expect(contents.numberOfSections == 3)
    #expect((0..<3).map { contents.numberOfItems(inSection: $0) } == [2, 0, 3])
  }

  @Test func reloadRemovesPlaceholdersAndReportsThemInDisplayOrder() {
    var tokens = ListTokenSource()
    var contents = listContents("p3 i1 p1 | i2 p2")
    let removed = contents.reload(counts: [1]) { tokens.make() }
    #expect(removed == [3, 1, 2])
    #expect(contents.logDescription == "[[i100]]")
    #expect(contents.allPlaceholders.isEmpty)
  }

  @Test func reloadTakesANegativeCountAsZero() {
    var tokens = ListTokenSource()
    var contents = ListContents()
    contents.reload(counts: [-3, 1]) { tokens.make() }
    #expect(contents.logDescription == "[[], [i100]]")
  }

  @Test func countsAndIndexPathsIgnorePlaceholders() {
    let contents = listContents("p1 i10 p2 p3 i11 | i12 p4")
    #expect(contents.numberOfItems(inSection: 0) == 2)
    #expect(contents.numberOfItems(inSection: 1) == 1)
    #expect(contents.numberOfItems(inSection: 2) == 0)
    #expect(contents.numberOfItems(inSection: -1) == 0)
    #expect(contents.allPlaceholders == [1, 2, 3, 4])
    #expect(contents.indexPath(ofItem: 11) == ip(0, 1))
    #expect(contents.indexPath(ofItem: 12) == ip(1, 0))
    #expect(contents.indexPath(ofItem: 1) == nil)  // a placeholder token is not an item
    #expect(contents.item(at: ip(0, 0)) == 10)
    #expect(contents.item(at: ip(0, 1)) == 11)
    #expect(contents.item(at: ip(0, 2)) == nil)
    #expect(contents.item(at: ip(1, -1)) == nil)
    #expect(contents.item(at: ip(2, 0)) == nil)
    #expect(contents.indexPath(ofPlaceholder: 1) == ip(0, 0))
    #expect(contents.indexPath(ofPlaceholder: 2) == ip(0, 1))
    #expect(contents.indexPath(ofPlaceholder: 3) == ip(0, 1))
    #expect(contents.indexPath(ofPlaceholder: 4) == ip(1, 1))
    #expect(contents.indexPath(ofPlaceholder: 10) == nil)  // an item token is not a placeholder
  }

  @Test func entryIndexOfAnInsertionFollowsThePlaceholdersAtThatPosition() {
    let contents = listContents("p1 i10 p2 p3 i11 | ")
    #expect(contents.entryIndex(forInsertionAt: ip(0, 0)) == 1)
    #expect(contents.entryIndex(forInsertionAt: ip(0, 1)) == 4)
    #expect(contents.entryIndex(forInsertionAt: ip(0, 2)) == 5)
    #expect(contents.entryIndex(forInsertionAt: ip(0, 3)) == nil)
    #expect(contents.entryIndex(forInsertionAt: ip(0, -1)) == nil)
    #expect(contents.entryIndex(forInsertionAt: ip(1, 0)) == 0)
    #expect(contents.entryIndex(forInsertionAt: ip(2, 0)) == nil)
    #expect(contents.entryIndex(ofItemAt: ip(0, 1)) == 4)
    #expect(contents.entryIndex(ofItemAt: ip(0, 2)) == nil)
  }

  @Test func entriesPrintCompactly() {
    #expect(ListEntry.item(3).logDescription == "i3")
    #expect(ListEntry.placeholder(3).logDescription == "p3")
    #expect(ListEntry.item(3) != ListEntry.placeholder(3))
    #expect(ListEntry.placeholder(2).isPlaceholder)
    #expect(ListEntry.item(2).itemToken == 2)
    #expect(ListEntry.item(2).placeholderToken == nil)
    #expect(listContents("i1 p2 | | i3").logDescription == "[[i1, p2], [], [i3]]")
  }
}
