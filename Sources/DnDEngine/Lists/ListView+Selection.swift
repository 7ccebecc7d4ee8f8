/// Selection: by the app, by a tap (an ordinary tap on an item, including a flocking tap the drag
/// delegate declined — talk 223: "the tap … could be interpreted as a cell selection"), or by
/// spring loading (talk 223: "When users spring load on a particular cell, we're going to select
/// that item").
extension ListView {
  /// Selects an item without calling the delegate, as UIKit's `selectItem(at:…)`.
  public func selectItem(at indexPath: ListIndexPath) {
    ensureLoaded()
    guard let token = contents.item(at: indexPath) else { return }
    select(token)
  }

  public func deselectItem(at indexPath: ListIndexPath) {
    ensureLoaded()
    guard let token = contents.item(at: indexPath) else { return }
    selectedTokens.removeAll { $0 == token }
    cells[.item(token)]?.isSelected = false
  }

  /// The user selected an item: logged, then `didSelectItemAt`.
  func userSelect(_ token: Int, reason: String) {
    guard let indexPath = contents.indexPath(ofItem: token) else { return }
    select(token)
    note("select", [.indexPath("at", indexPath), .init("by", reason)])
    tell("delegate", "didSelect\(term)At", [.indexPath("at", indexPath)]) {
      askedDelegate.didSelectItem(self, at: indexPath)
    }
  }

  /// An ordinary tap at a screen point: selects the item under it, if any (none over the spacing
  /// between items).
  func tapped(atScreen point: Point) {
    guard let local = convertFromScreen(point),
      let (section, index) = geometry.slot(at: contentPoint(local)),
      case .item(let token) = slots[section][index]
    else { return }
    userSelect(token, reason: "tap")
  }

  private func select(_ token: Int) {
    if !allowsMultipleSelection {
      for other in selectedTokens where other != token { cells[.item(other)]?.isSelected = false }
      selectedTokens.removeAll { $0 != token }
    }
    if !selectedTokens.contains(token) { selectedTokens.append(token) }
    cells[.item(token)]?.isSelected = true
  }
}
