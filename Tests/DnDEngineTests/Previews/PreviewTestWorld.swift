// Test support: a small view tree on screen for preview tests.
import DnDEngine

/// One app with a window at (100, 50) on screen, a `list` view inside its root view and a `cell`
/// inside the list, plus a `loose` view that is in no window.
struct PreviewTestWorld {
  let app = App(name: "photos", team: "T1")
  let window: Window
  /// Frame (10,20 300x400) in the root view.
  let list = View(name: "list", frame: Rect(x: 10, y: 20, width: 300, height: 400))
  /// Frame (40,60 200x100) in the list: screen origin (150,130), screen centre (250,180).
  let cell = View(name: "cell", frame: Rect(x: 40, y: 60, width: 200, height: 100))
  let loose = View(name: "loose", frame: Rect(x: 0, y: 0, width: 80, height: 40))

  init() {
    window = Window(app: app, frame: Rect(x: 100, y: 50, width: 500, height: 700))
    window.rootView.addSubview(list)
    list.addSubview(cell)
  }
}
