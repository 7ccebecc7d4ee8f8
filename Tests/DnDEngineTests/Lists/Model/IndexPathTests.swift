import DnDEngine
import Testing

@Suite("ListIndexPath")
struct IndexPathTests {
  @Test func rowIsTheItem() {
    var p = ListIndexPath(row: 3, section: 1)
    #expect(p.item == 3)
    #expect(p == ListIndexPath(item: 3, section: 1))
    p.row = 5
    #expect(p.item == 5)
    p.item = 7
    #expect(p.row == 7)
  }

  @Test func ordersBySectionThenItem() {
    let paths = [ip(1, 0), ip(0, 5), ip(0, 1), ip(2, 0), ip(1, 3)]
    #expect(paths.sorted() == [ip(0, 1), ip(0, 5), ip(1, 0), ip(1, 3), ip(2, 0)])
    #expect(!(ip(0, 1) < ip(0, 1)))
  }

  @Test func printsLikeUIKit() {
    #expect(ip(0, 3).logDescription == "[0, 3]")
    #expect(ip(2, 10).description == "[2, 10]")
    #expect("\(ip(1, 0))" == "[1, 0]")
    #expect([ip(0, 1), ip(0, 2)].logDescription == "[[0, 1], [0, 2]]")
    #expect([ListIndexPath]().logDescription == "[]")
  }
}
