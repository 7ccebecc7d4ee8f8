import DnDUIKit
import Testing

/// Menus, actions as menu elements and context menu configurations: stored as the app built them.
@Suite struct MenuStateTests {
  final class Host: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
      _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
      UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
        UIMenu(title: "More", children: suggested)
      }
    }
  }

  final class Rows: NSObject, UITableViewDelegate, UICollectionViewDelegate {
    let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil)
    func tableView(
      _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      configuration
    }
    func collectionView(
      _ collectionView: UICollectionView,
      contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
      point: CGPoint
    ) -> UIContextMenuConfiguration? {
      configuration
    }
  }

  @Test func theListDelegatesDeclareTheirContextMenuMethods() {
    let rows = Rows()
    let table: any UITableViewDelegate = rows
    let collection: any UICollectionViewDelegate = rows
    let list = UITableView(frame: .zero, style: .plain)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let path = IndexPath(row: 0, section: 0)
    // Through the protocols, the app's implementations answer (requirements, not extension
    // methods); the one the app leaves out answers UIKit's default, no menu.
    #expect(
      table.tableView(list, contextMenuConfigurationForRowAt: path, point: .zero)
        === rows.configuration)
    #expect(
      collection.collectionView(grid, contextMenuConfigurationForItemsAt: [path], point: .zero)
        === rows.configuration)
    #expect(
      collection.collectionView(grid, contextMenuConfigurationForItemAt: path, point: .zero)
        == nil)
  }

  @Test func aMenuKeepsItsChildrenAndOptions() {
    var runs = 0
    let copy = UIAction(
      title: "Copy", identifier: UIAction.Identifier("copy"), state: .on
    ) { _ in runs += 1 }
    let delete = UIAction(title: "Delete", attributes: [.destructive, .disabled]) { _ in }
    let menu = UIMenu(
      title: "Edit", identifier: UIMenu.Identifier("edit"), options: [.displayInline],
      children: [copy, delete])
    #expect(menu.title == "Edit" && menu.identifier.rawValue == "edit")
    #expect(menu.options == .displayInline)
    #expect(menu.children.count == 2 && menu.children[0] === copy)
    #expect(copy.identifier == UIAction.Identifier("copy") && copy.state == .on)
    #expect(delete.attributes.contains(.destructive) && delete.identifier != copy.identifier)
    let replaced = menu.replacingChildren([delete])
    #expect(replaced.title == "Edit" && replaced.identifier == menu.identifier)
    #expect(replaced.children.count == 1 && menu.children.count == 2)
    let element: UIMenuElement = copy
    #expect(element.title == "Copy")
    #expect(runs == 0)  // no menu is shown, so nothing picks an action
  }

  @Test func aContextMenuInteractionIsStoredOnItsView() {
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    let host = Host()
    let interaction = UIContextMenuInteraction(delegate: host)
    view.addInteraction(interaction)
    #expect(interaction.view === view && interaction.delegate === host)
    #expect(view.interactions.count == 1)
    let configuration = host.contextMenuInteraction(
      interaction, configurationForMenuAtLocation: .zero)
    let other = host.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)
    #expect((configuration?.identifier as? NSString) != (other?.identifier as? NSString))
    #expect(configuration?.previewProvider == nil)
    let suggested = UIAction(title: "Share") { _ in }
    #expect(configuration?.actionProvider?([suggested])?.children.first === suggested)
    view.removeInteraction(interaction)
    #expect(interaction.view == nil && view.interactions.isEmpty)
  }
}
