import DnDEngine
import DnDUIKit
import Testing

@testable import AppStylesCurrent

/// `Examples/AppStyles/Current/Gallery/` — photos with a drag interaction and a context menu
/// interaction each, in the style of an Xcode 26 target (MainActor by default): the context menu
/// is stored, so a drag is the same with it and without it.
@Suite struct GalleryTests {
  final class World {
    let device = TestDevice()
    let screen = GalleryViewController()

    init(contextMenus: Bool) {
      device.show(screen, app: "gallery", frame: CGRect(x: 0, y: 0, width: 500, height: 600))
      if !contextMenus {
        for photo in screen.photos {
          for case let menu as UIContextMenuInteraction in photo.interactions {
            photo.removeInteraction(menu)
          }
        }
      }
    }

    /// Drags the first photo into the album.
    func dragIntoTheAlbum() -> [String] {
      device.drag(from: CGPoint(x: 90, y: 110), to: CGPoint(x: 250, y: 500))
      device.settle()
      return device.lines
    }
  }

  @Test func eachPhotoHasADragAndAContextMenuInteraction() {
    let world = World(contextMenus: true)
    for photo in world.screen.photos {
      #expect(photo.interactions.contains { $0 is UIDragInteraction })
      let menus = photo.interactions.compactMap { $0 as? UIContextMenuInteraction }
      #expect(menus.count == 1 && menus.first?.view === photo)
      #expect(menus.first?.delegate === world.screen)
    }
  }

  @Test func theDragLogIsTheSameWithAndWithoutTheContextMenus() throws {
    let with = World(contextMenus: true).dragIntoTheAlbum()
    let without = World(contextMenus: false).dragIntoTheAlbum()
    #expect(with.contains { $0.contains("delegate album.drop performDrop(") })
    #expect(with == without)
    try GoldenLog.check(with, named: "gallery-drag-with-context-menu")
  }

  @Test func theMenuIsStoredAsTheAppBuiltIt() throws {
    let world = World(contextMenus: true)
    let photo = world.screen.photos[0]
    let interaction = try #require(
      photo.interactions.compactMap { $0 as? UIContextMenuInteraction }.first)
    let configuration = try #require(
      world.screen.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
    #expect((configuration.identifier as? NSString)?.isEqual(to: "Beach") == true)
    let menu = try #require(configuration.actionProvider?([]))
    #expect(menu.title == "Beach")
    #expect(menu.children.map(\.title) == ["", "Delete"])
    let inline = try #require(menu.children.first as? UIMenu)
    #expect(inline.options == .displayInline)
    #expect(inline.children.map(\.title) == ["Favorite", "Add to Album"])
    let delete = try #require(menu.children.last as? UIAction)
    #expect(delete.attributes == .destructive && delete.state == .off)
    // Nothing ran: no menu is shown, so no action is picked.
    #expect(world.screen.deletedTitles.isEmpty && world.screen.albumTitles.isEmpty)
  }
}
