import DnDEngine

/// Builds contents from a compact text: sections separated by `|`, entries `iN` (item N) and `pN`
/// (placeholder N) separated by spaces — `"i1 p1 i2 | i3"`. An empty section is `"|"` between
/// blanks: `"i1 | | i2"`.
func listContents(_ text: String) -> ListContents {
  let sections = text.split(separator: "|", omittingEmptySubsequences: false).map { section in
    section.split(separator: " ").map { word -> ListEntry in
      let token = Int(word.dropFirst())!
      return word.first == "p" ? .placeholder(token) : .item(token)
    }
  }
  return ListContents(sections: sections)
}

/// Hands out item tokens 100, 101, … and remembers how many it handed out.
struct ListTokenSource {
  var next: Int
  var handedOut: [Int] = []

  init(startingAt next: Int = 100) { self.next = next }

  mutating func make() -> Int {
    defer { next += 1 }
    handedOut.append(next)
    return next
  }
}

func ip(_ section: Int, _ item: Int) -> ListIndexPath {
  ListIndexPath(item: item, section: section)
}

func itemMove(_ from: ListIndexPath, _ to: ListIndexPath) -> ItemMove {
  ItemMove(from: from, to: to)
}
