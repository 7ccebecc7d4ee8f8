import DnDFormats
import DnDSimulator
import DnDTestSupport
import Foundation

/// The path of `name` in `Tests/Fixtures`.
func fixturePath(_ name: String) -> String {
  Repository.fixture(name)
}

/// A scene document named `s` with apps `a` (team `T1`) and `b` (team `T2`) and one window of
/// app `a` holding `views` (JSON array elements, comma-separated); `items` and `types` are
/// inserted as given when present.
func sceneText(
  views: String = #"{"name": "v", "frame": [0, 0, 100, 100]}"#, items: String? = nil,
  types: String? = nil
) -> String {
  var text = #"{"format": "dndsim-scene", "version": 1, "name": "s", "#
  if let types { text += #""types": [\#(types)], "# }
  text += #""apps": [{"name": "a", "team": "T1"}, {"name": "b", "team": "T2"}], "#
  if let items { text += #""items": [\#(items)], "# }
  text += #""windows": [{"app": "a", "frame": [0, 0, 1024, 768], "views": [\#(views)]}]}"#
  return text
}

/// The item `photo` (a PNG) as JSON, for views that drag it.
let photoItem = #"{"name": "photo", "representations": [{"type": "public.png", "image": [4, 3]}]}"#

/// Reads `text` as a scene file named `s.scene.json`.
func readScene(_ text: String) throws(InputError) -> SceneSpec {
  try SceneFile.parse(text: text, name: "s.scene.json")
}

/// The error reading `text` as a scene file named `s.scene.json`, or "ok".
func sceneError(_ text: String) -> String {
  do {
    _ = try readScene(text)
    return "ok"
  } catch {
    return error.description
  }
}

/// The error for a scene whose only view is `view` (with the `photo` item declared).
func viewError(_ view: String) -> String {
  sceneError(sceneText(views: view, items: photoItem))
}

/// The only view of a scene whose only view is `view` (with the `photo` item declared).
func readView(_ view: String) throws -> ViewSpec {
  try readScene(sceneText(views: view, items: photoItem)).windows[0].views[0]
}
