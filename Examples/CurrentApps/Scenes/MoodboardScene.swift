import DnDEngine
import DnDSimulator
import DnDUIKit

/// A clippings app (left) beside a moodboard of another team (right).
final class MoodboardScene: DnDScene {
  static let name = "current-moodboard"
  let clippings: ClippingsViewController
  let board = MoodboardViewController()

  init(system: DragDropSystem) throws {
    UIImage.registerAsset(named: "dunes", size: CGSize(width: 1200, height: 800))
    clippings = ClippingsViewController()
    let clippingsWindow = UIWindow(
      app: App(name: "clippings", team: "example"),
      frame: CGRect(x: 0, y: 0, width: 300, height: 768))
    let boardWindow = UIWindow(
      app: App(name: "moodboard", team: "other"),
      frame: CGRect(x: 300, y: 0, width: 724, height: 768))
    system.addWindow(clippingsWindow)
    system.addWindow(boardWindow)
    clippingsWindow.rootViewController = clippings
    boardWindow.rootViewController = board
  }
}
