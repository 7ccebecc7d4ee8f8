import DnDFormats
import Testing

/// The location prefix of the only view in `sceneText`.
private let view = "s.scene.json: $.windows[0].views[0]"

/// A view named `v` with `members` (JSON object members) added.
private func v(_ members: String) -> String {
  viewError(#"{"name": "v", "frame": [0, 0, 100, 100], \#(members)}"#)
}

/// Shapes and types of values: unknown and missing keys, wrong types, null, no coercions.
@Suite struct SceneFileShapeErrorTests {
  @Test func unknownKeysAreErrorsEverywhere() {
    #expect(
      v(#""drop": {"proposal": {"locl": "move"}}"#)
        == "\(view).drop.proposal.locl: error: unknown key \"locl\"; expected one of \"local\", \"external\", \"forbidden_when\", \"precise\", \"full_size_preview\", \"checks_allows_move\""
    )
    #expect(
      v(#""colour": "red""#)
        == "\(view).colour: error: unknown key \"colour\"; expected one of \"name\", \"frame\", \"hidden\", \"drag\", \"drop\", \"spring\", \"paste\", \"table\", \"collection\", \"children\", \"tap\", \"button\""
    )
    #expect(
      sceneError(
        sceneText(
          items:
            #"{"name": "i", "representations": [{"type": "public.png", "image": [1, 1], "loader": {"delay": 5}}]}"#
        ))
        == "s.scene.json: $.items[0].representations[0].loader.delay: error: unknown key \"delay\"; expected one of \"delay_ms\", \"progress_steps\", \"fail\", \"hang\""
    )
  }

  @Test func requiredKeysMustBePresent() {
    #expect(viewError(#"{"name": "v"}"#) == "\(view): error: missing required key \"frame\"")
    #expect(v(#""drag": {}"#) == "\(view).drag: error: missing required key \"items\"")
    #expect(v(#""paste": {"types": []}"#) == "\(view).paste: error: missing required key \"load\"")
    #expect(
      v(#""drag": {"items": [], "platter": {"name": "p"}}"#)
        == "\(view).drag.platter: error: missing required key \"size\"")
    #expect(
      v(#""drop": {"preview": {"retarget": {"container": "v", "center": [0, 0]}}}"#)
        == "\(view).drop.preview.retarget: error: missing required key \"scale\"")
    #expect(
      v(#""table": {"sections": [], "drop": {"perform": {"placeholders": {}}}}"#)
        == "\(view).table.drop.perform.placeholders: error: missing required key \"reuse_identifier\""
    )
    #expect(
      v(
        #""table": {"sections": [], "drop": {"perform": {"placeholders": {"reuse_identifier": "P", "on_failure": "maybe"}}}}"#
      )
        == "\(view).table.drop.perform.placeholders.on_failure: error: expected \"delete\" or \"keep\", found \"maybe\""
    )
    #expect(
      sceneError(sceneText(items: #"{"name": "i"}"#))
        == "s.scene.json: $.items[0]: error: missing required key \"representations\"")
    #expect(
      sceneError(sceneText(types: #"{"name": "x.t"}"#))
        == "s.scene.json: $.types[0]: error: missing required key \"conforms_to\"")
  }

  @Test func jsonCsCoercionsDoNotLeak() {
    let bytes = { (value: String) in
      sceneError(
        sceneText(
          items: #"{"name": "i", "representations": [{"type": "x.t", "bytes": \#(value)}]}"#))
    }
    let path = "s.scene.json: $.items[0].representations[0].bytes"
    #expect(bytes(#""10""#) == "\(path): error: expected an integer, found a string \"10\"")
    #expect(bytes("10.5") == "\(path): error: expected an integer, found a number 10.5")
    #expect(bytes("10.0") == "\(path): error: expected an integer, found a number 10.0")
    #expect(bytes("true") == "\(path): error: expected an integer, found a boolean true")
    #expect(v(#""hidden": 1"#) == "\(view).hidden: error: expected a boolean, found an integer 1")
    #expect(
      v(#""hidden": "true""#)
        == "\(view).hidden: error: expected a boolean, found a string \"true\"")
    #expect(
      viewError(#"{"name": "v", "frame": ["0", 0, 1, 1]}"#)
        == "\(view).frame[0]: error: expected a number, found a string \"0\"")
    #expect(
      viewError(#"{"name": 5, "frame": [0, 0, 1, 1]}"#)
        == "\(view).name: error: expected a string, found an integer 5")
    #expect(
      v(#""drop": {"accepts": "public.png"}"#)
        == "\(view).drop.accepts: error: expected an array, found a string \"public.png\"")
    #expect(v(#""drop": []"#) == "\(view).drop: error: expected an object, found an array")
  }

  @Test func nullIsATypeErrorNotAnAbsentKey() {
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [{"name": "a", "team": "T", "group": null}], "windows": []}"#
      )
        == "s.scene.json: $.apps[0].group: error: expected a string, found null")
    #expect(v(#""drag": null"#) == "\(view).drag: error: expected an object, found null")
    #expect(
      v(#""drop": {"preview": null}"#)
        == "\(view).drop.preview: error: expected \"default\", \"none\", \"in_place\" or an object, found null"
    )
    #expect(
      v(#""drop": {"perform": {"load": null}}"#)
        == "\(view).drop.perform.load: error: expected \"none\" or an object, found null")
  }

  @Test func enumerationsListTheirValues() {
    #expect(
      v(#""drop": {"proposal": {"local": "link"}}"#)
        == "\(view).drop.proposal.local: error: expected \"cancel\", \"forbidden\", \"copy\" or \"move\", found \"link\""
    )
    #expect(
      v(#""drag": {"items": [], "flocking": "sometimes"}"#)
        == "\(view).drag.flocking: error: expected \"always\" or \"never\", found \"sometimes\"")
    #expect(
      v(#""drag": {"items": [], "flocking": true}"#)
        == "\(view).drag.flocking: error: expected \"always\", \"never\" or an object, found a boolean true"
    )
    #expect(
      v(#""drop": {"perform": {"load": {"objects": "video"}}}"#)
        == "\(view).drop.perform.load.objects: error: expected \"image\", \"text\" or \"url\", found \"video\""
    )
    #expect(
      v(#""drop": {"perform": {"load": "all"}}"#)
        == "\(view).drop.perform.load: error: expected \"none\", found \"all\"")
    #expect(
      sceneError(
        sceneText(
          items:
            #"{"name": "i", "representations": [{"type": "x.t", "visibility": "ownProcess", "bytes": 1}]}"#
        ))
        == "s.scene.json: $.items[0].representations[0].visibility: error: expected \"all\", \"team\", \"group\" or \"own_process\", found \"ownProcess\""
    )
    #expect(
      v(#""collection": {"sections": [], "reordering_cadence": "instant"}"#)
        == "\(view).collection.reordering_cadence: error: expected \"immediate\", \"fast\" or \"slow\", found \"instant\""
    )
    #expect(
      v(#""table": {"sections": [], "drop": {"perform": "move"}}"#)
        == "\(view).table.drop.perform: error: expected \"insert\", \"insert_into\" or \"insert_all\", found \"move\""
    )
  }

  @Test func inPlaceIsADropPreview() {
    #expect(
      v(#""drag": {"items": [], "lift_preview": "in_place"}"#)
        == "\(view).drag.lift_preview: error: \"in_place\" is for drop previews (the item settles where the finger let go); expected \"default\", \"none\" or an object"
    )
    #expect(
      v(#""drag": {"items": [], "cancel_preview": "auto"}"#)
        == "\(view).drag.cancel_preview: error: expected \"default\" or \"none\", found \"auto\"")
    #expect(
      v(#""drop": {"local_preview": "auto"}"#)
        == "\(view).drop.local_preview: error: expected \"default\", \"none\" or \"in_place\", found \"auto\""
    )
  }

  @Test func exclusiveKeys() {
    #expect(
      v(#""table": {"sections": []}, "collection": {"sections": []}"#)
        == "\(view): error: \"table\" and \"collection\" exclude each other")
    let representation = { (members: String) in
      sceneError(
        sceneText(
          items: #"{"name": "i", "representations": [{"type": "public.png", \#(members)}]}"#))
    }
    let path = "s.scene.json: $.items[0].representations[0]"
    #expect(
      representation(#""visibility": "all""#)
        == "\(path): error: expected exactly one of \"text\", \"image\", \"url\" or \"bytes\", found none"
    )
    #expect(
      representation(#""text": "a", "bytes": 1"#)
        == "\(path): error: expected exactly one of \"text\", \"image\", \"url\" or \"bytes\", found both \"text\" and \"bytes\""
    )
    #expect(
      representation(#""text": "a", "url": "u", "bytes": 1"#)
        == "\(path): error: expected exactly one of \"text\", \"image\", \"url\" or \"bytes\", found \"text\", \"url\" and \"bytes\""
    )
    #expect(
      representation(#""bytes": 1, "loader": {"fail": "x", "hang": true}"#)
        == "\(path).loader.hang: error: \"fail\" and \"hang\" exclude each other: a load either fails or hangs"
    )
    #expect(
      representation(#""bytes": 1, "loader": {"hang": false}"#)
        == "\(path).loader.hang: error: expected true; leave \"hang\" out for a load that does not hang"
    )
    #expect(
      v(
        #""drop": {"proposal": {"forbidden_when": [{"has": "public.png", "lacks": "public.text"}]}}"#
      )
        == "\(view).drop.proposal.forbidden_when[0]: error: expected exactly one of \"more_items_than\", \"lacks\" or \"has\", found both \"lacks\" and \"has\""
    )
    #expect(
      v(#""drop": {"perform": {"load": {"objects": "image", "each_object": "text"}}}"#)
        == "\(view).drop.perform.load: error: expected exactly one of \"objects\", \"each_object\", \"each_data\" or \"each_file\", found both \"objects\" and \"each_object\""
    )
    #expect(
      v(#""drop": {"proposal": {"forbidden_when": [{}]}}"#)
        == "\(view).drop.proposal.forbidden_when[0]: error: expected exactly one of \"more_items_than\", \"lacks\" or \"has\", found none"
    )
    #expect(
      v(
        #""drop": {"preview": {"retarget": {"container": "v", "center": [0, 0], "scale": 1}, "background": "red"}}"#
      )
        == "\(view).drop.preview.background: error: unknown key \"background\"; expected one of \"retarget\""
    )
  }

  @Test func paths() {
    let preview = { (path: String) in v(#""drop": {"preview": {"visible_path": \#(path)}}"#) }
    let at = "\(view).drop.preview.visible_path"
    #expect(
      preview(#"{"rect": [0, 0, 1, 1], "ellipse": [0, 0, 1, 1]}"#)
        == "\(at): error: expected exactly one of \"rect\", \"rounded_rect\", \"ellipse\" or \"polygon\", found both \"rect\" and \"ellipse\""
    )
    #expect(
      preview(#"{"circle": [0, 0, 1, 1]}"#)
        == "\(at).circle: error: unknown key \"circle\"; expected one of \"rect\", \"rounded_rect\", \"ellipse\", \"polygon\", \"corner_radius\""
    )
    #expect(
      preview(#"{"rect": [0, 0, 1, 1], "corner_radius": 2}"#)
        == "\(at).corner_radius: error: \"corner_radius\" belongs to a \"rounded_rect\" path")
    #expect(
      preview(#"{"rounded_rect": [0, 0, 1, 1]}"#)
        == "\(at): error: missing required key \"corner_radius\"")
    #expect(
      preview(#"{"rounded_rect": [0, 0, 1, 1], "corner_radius": -1}"#)
        == "\(at).corner_radius: error: expected a corner radius in 0…1000000, found -1")
    #expect(
      preview(#"{"polygon": [[0, 0], [1, 1]]}"#)
        == "\(at).polygon: error: expected at least 3 points, found 2")
    #expect(
      preview(#"{"polygon": [[0, 0], [1, 1], [2]]}"#)
        == "\(at).polygon[2]: error: expected 2 numbers [x, y], found 1 element")
  }
}

/// Values out of range: sizes, coordinates, delays, counts, names and text.
@Suite struct SceneFileRangeErrorTests {
  @Test func geometryIsFiniteAndBounded() {
    let frame = { (frame: String) in viewError(#"{"name": "v", "frame": \#(frame)}"#) }
    #expect(
      frame("[0, 0, -10, 5]") == "\(view).frame[2]: error: expected a width in 0…1000000, found -10"
    )
    #expect(
      frame("[0, 0, 10, -0.5]")
        == "\(view).frame[3]: error: expected a height in 0…1000000, found -0.5")
    #expect(
      frame("[1e7, 0, 1, 1]")
        == "\(view).frame[0]: error: expected a coordinate within ±1000000, found 10000000")
    #expect(
      frame("[0, -1e300, 1, 1]")
        == "\(view).frame[1]: error: expected a coordinate within ±1000000, found -1e+300")
    #expect(
      frame("[9007199254740993, 0, 1, 1]")
        == "\(view).frame[0]: error: integer 9007199254740993 cannot be represented exactly as a double"
    )
    #expect(
      frame("[0, 0, 1]")
        == "\(view).frame: error: expected 4 numbers [x, y, width, height], found 3 elements")
    #expect(frame(#"{"x": 0}"#) == "\(view).frame: error: expected an array, found an object")
    #expect(
      v(#""drag": {"items": [], "platter": {"name": "p", "size": [-1, 1]}}"#)
        == "\(view).drag.platter.size[0]: error: expected a width in 0…1000000, found -1")
    #expect(
      v(#""drop": {"preview": {"retarget": {"container": "v", "center": [0, 0], "scale": 0}}}"#)
        == "\(view).drop.preview.retarget.scale: error: expected a scale in (0, 100], found 0")
  }

  @Test func listLayoutsNeedPositiveRowsAndItems() {
    #expect(
      v(#""table": {"sections": [], "row_height": 0}"#)
        == "\(view).table.row_height: error: expected a row height in (0, 1000000], found 0")
    #expect(
      v(#""collection": {"sections": [], "item_size": [10, 0]}"#)
        == "\(view).collection.item_size[1]: error: expected a height in (0, 1000000], found 0")
    #expect(
      v(#""table": {"sections": [], "content_offset": -20}"#)
        == "\(view).table.content_offset: error: expected a content offset in 0…1000000, found -20")
    #expect(
      v(#""table": {"sections": [], "drag": {"preview_corner_radius": -2}}"#)
        == "\(view).table.drag.preview_corner_radius: error: expected a corner radius in 0…1000000, found -2"
    )
    #expect(
      v(#""collection": {"sections": [], "interitem_spacing": -1}"#)
        == "\(view).collection.interitem_spacing: error: expected a spacing in 0…1000000, found -1")
  }

  @Test func loadersAndCountsAreBounded() {
    let representation = { (members: String) in
      sceneError(
        sceneText(items: #"{"name": "i", "representations": [{"type": "x.t", \#(members)}]}"#))
    }
    let path = "s.scene.json: $.items[0].representations[0]"
    #expect(
      representation(#""bytes": 1, "loader": {"delay_ms": 3600001}"#)
        == "\(path).loader.delay_ms: error: expected a delay in 0…3600000 ms, found 3600001")
    #expect(
      representation(#""bytes": 1, "loader": {"delay_ms": -1}"#)
        == "\(path).loader.delay_ms: error: expected a delay in 0…3600000 ms, found -1")
    #expect(
      representation(#""bytes": 1, "loader": {"progress_steps": 1001}"#)
        == "\(path).loader.progress_steps: error: expected 0…1000 progress steps, found 1001")
    #expect(
      representation(#""bytes": 16777217"#)
        == "\(path).bytes: error: expected a byte count in 0…16777216, found 16777217")
    #expect(
      v(#""drop": {"proposal": {"forbidden_when": [{"more_items_than": -1}]}}"#)
        == "\(view).drop.proposal.forbidden_when[0].more_items_than: error: expected an item count in 0…10000, found -1"
    )
  }

  @Test func listProposalItemCapsAreBounded() {
    #expect(
      v(#""table": {"sections": [], "drop": {"local": {"max_items": -1}}}"#)
        == "\(view).table.drop.local.max_items: error: expected an item count in 0…10000, found -1")
    #expect(
      v(#""table": {"sections": [], "drop": {"app": {"max_items": 1.5}}}"#)
        == "\(view).table.drop.app.max_items: error: expected an integer, found a number 1.5")
  }

  @Test func namesAndText() {
    let nameRule = "expected a name of 1 to 128 letters, digits, '.', '-' or '_'"
    #expect(
      viewError(#"{"name": "", "frame": [0, 0, 1, 1]}"#)
        == "\(view).name: error: \(nameRule), found \"\"")
    #expect(
      viewError(#"{"name": "my view", "frame": [0, 0, 1, 1]}"#)
        == "\(view).name: error: \(nameRule), found \"my view\"")
    #expect(
      viewError(#"{"name": "vue\u00e9", "frame": [0, 0, 1, 1]}"#)
        == "\(view).name: error: \(nameRule), found \"vueé\"")
    let long = String(repeating: "a", count: 129)
    #expect(
      viewError(#"{"name": "\#(long)", "frame": [0, 0, 1, 1]}"#)
        == "\(view).name: error: \(nameRule), found \"\(String(repeating: "a", count: 40))\"…")
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "a/b", "apps": [], "windows": []}"#)
        == "s.scene.json: $.name: error: \(nameRule), found \"a/b\"")
    #expect(
      v(
        #""drag": {"items": [], "lift_animation": {"animations": [{"view": "v", "set": "alpha", "to": ""}]}}"#
      )
        == "\(view).drag.lift_animation.animations[0].to: error: expected non-empty text without control characters, found \"\""
    )
    #expect(
      sceneError(sceneText(items: #"{"name": "i", "local_object": "a\tb", "representations": []}"#))
        == "s.scene.json: $.items[0].local_object: error: expected non-empty text without control characters, found \"a\\tb\""
    )
    #expect(
      v(#""table": {"sections": [["ok", "line\nbreak"]]}"#)
        == "\(view).table.sections[0][1]: error: expected non-empty text without control characters, found \"line\\nbreak\""
    )
  }
}

/// References between parts of the file, duplicates, and rules that involve several values.
@Suite struct SceneFileReferenceErrorTests {
  @Test func aWindowsAppMustBeDeclared() {
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [{"name": "a", "team": "T"}, {"name": "b", "team": "T"}], "windows": [{"app": "mail", "frame": [0, 0, 1, 1], "views": []}]}"#
      )
        == "s.scene.json: $.windows[0].app: error: unknown app \"mail\"; declared apps: \"a\", \"b\""
    )
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [], "windows": [{"app": "mail", "frame": [0, 0, 1, 1], "views": []}]}"#
      )
        == "s.scene.json: $.windows[0].app: error: unknown app \"mail\"; the scene declares no apps"
    )
  }

  @Test func dragsNameDeclaredItems() {
    #expect(
      v(#""drag": {"items": ["photo", "photo-2"]}"#)
        == "\(view).drag.items[1]: error: unknown item \"photo-2\"; declared items: \"photo\"")
    #expect(
      v(#""drag": {"items": ["photo"], "add_items": ["note"]}"#)
        == "\(view).drag.add_items[0]: error: unknown item \"note\"; declared items: \"photo\"")
    #expect(
      sceneError(
        sceneText(views: #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": ["photo"]}}"#))
        == "\(view).drag.items[0]: error: unknown item \"photo\"; the scene declares no items")
  }

  @Test func viewReferencesNameViewsAnywhereInTheScene() throws {
    #expect(
      v(#""drop": {"preview": {"retarget": {"container": "trash", "center": [0, 0], "scale": 1}}}"#)
        == "\(view).drop.preview.retarget.container: error: unknown view \"trash\"; expected the name of a view in this scene"
    )
    #expect(
      v(
        #""drag": {"items": [], "cancel_animation": {"completion": [{"view": "dock", "set": "alpha", "to": "1"}]}}"#
      )
        == "\(view).drag.cancel_animation.completion[0].view: error: unknown view \"dock\"; expected the name of a view in this scene"
    )
    // Forward references and references into children are fine.
    let spec = try readScene(
      sceneText(
        views:
          #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"animation": {"animations": [{"view": "later", "set": "alpha", "to": "1"}]}}}, {"name": "w", "frame": [0, 0, 1, 1], "children": [{"name": "later", "frame": [0, 0, 1, 1]}]}"#
      ))
    #expect(spec.windows[0].views[0].drop?.animation.animations[0].view == "later")
  }

  @Test func viewNamesMayNotLookLikeInteractions() {
    #expect(
      sceneError(sceneText(views: #"{"name": "trash.drop", "frame": [0, 0, 1, 1]}"#))
        == "s.scene.json: $.windows[0].views[0].name: error: view name \"trash.drop\" ends in \".drop\", which logs reserve for interactions and list delegates; expected another name"
    )
  }

  @Test func namesAreUnique() {
    #expect(
      sceneError(
        sceneText(
          views:
            #"{"name": "v", "frame": [0, 0, 1, 1]}, {"name": "w", "frame": [0, 0, 1, 1], "children": [{"name": "v", "frame": [0, 0, 1, 1]}]}"#
        ))
        == "s.scene.json: $.windows[0].views[1].children[0].name: error: duplicate view \"v\" (first declared at $.windows[0].views[0].name)"
    )
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [{"name": "a", "team": "T"}], "windows": [{"app": "a", "frame": [0, 0, 1, 1], "views": [{"name": "v", "frame": [0, 0, 1, 1]}]}, {"app": "a", "frame": [0, 0, 1, 1], "views": [{"name": "v", "frame": [0, 0, 1, 1]}]}]}"#
      )
        == "s.scene.json: $.windows[1].views[0].name: error: duplicate view \"v\" (first declared at $.windows[0].views[0].name)"
    )
    #expect(
      sceneError(
        #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [{"name": "a", "team": "T"}, {"name": "a", "team": "U"}], "windows": []}"#
      )
        == "s.scene.json: $.apps[1].name: error: duplicate app \"a\" (first declared at $.apps[0].name)"
    )
    #expect(
      sceneError(
        sceneText(
          items: #"{"name": "i", "representations": []}, {"name": "i", "representations": []}"#))
        == "s.scene.json: $.items[1].name: error: duplicate item \"i\" (first declared at $.items[0].name)"
    )
    #expect(
      sceneError(
        sceneText(types: #"{"name": "x.t", "conforms_to": []}, {"name": "x.t", "conforms_to": []}"#)
      )
        == "s.scene.json: $.types[1].name: error: duplicate type \"x.t\" (first declared at $.types[0].name)"
    )
    #expect(
      sceneError(
        sceneText(
          items:
            #"{"name": "i", "representations": [{"type": "public.png", "image": [1, 1]}, {"type": "public.png", "bytes": 3}]}"#
        ))
        == "s.scene.json: $.items[0].representations[1].type: error: duplicate representation type \"public.png\" (first registered at $.items[0].representations[0].type)"
    )
    #expect(
      v(#""drop": {"accepts": ["public.png", "public.text", "public.png"]}"#)
        == "\(view).drop.accepts[2]: error: type \"public.png\" is already listed at \(view.dropFirst(14)).drop.accepts[0]"
    )
    #expect(
      v(#""table": {"sections": [["a", "b"], ["a"]]}"#)
        == "\(view).table.sections[1][0]: error: duplicate row \"a\" (first at \(view.dropFirst(14)).table.sections[0][0]); a row's name identifies it in its list"
    )
    #expect(
      v(#""drag": {"items": [], "platter": {"name": "v", "size": [1, 1]}}"#)
        == "\(view).drag.platter.name: error: platter \"v\" has the name of the view at \(view.dropFirst(14)).name; a platter needs a name of its own in logs"
    )
  }

  @Test func typeDeclarations() {
    #expect(
      sceneError(sceneText(types: #"{"name": "public.png", "conforms_to": ["public.data"]}"#))
        == "s.scene.json: $.types[0].name: error: \"public.png\" is a built-in type and cannot be redeclared"
    )
    #expect(
      sceneError(
        sceneText(
          types:
            #"{"name": "x.a", "conforms_to": ["x.b"]}, {"name": "x.b", "conforms_to": ["public.data", "x.a"]}"#
        ))
        == "s.scene.json: $.types[1].conforms_to[1]: error: circular conformance: \"x.a\" → \"x.b\" → \"x.a\""
    )
    #expect(
      sceneError(sceneText(types: #"{"name": "x.a", "conforms_to": ["x.a"]}"#))
        == "s.scene.json: $.types[0].conforms_to[0]: error: circular conformance: \"x.a\" → \"x.a\""
    )
    #expect(
      sceneError(
        sceneText(types: #"{"name": "x.a", "conforms_to": ["public.data", "public.data"]}"#))
        == "s.scene.json: $.types[0].conforms_to[1]: error: type \"public.data\" is already listed at $.types[0].conforms_to[0]"
    )
  }

  /// The keys of issue 21's last round: each refuses what it cannot mean.
  @Test func springOptOutsPreviewsOfViewsAndDropTargets() {
    #expect(
      v(#""table": {"sections": [["a"]], "spring_loaded_except": ["a"]}"#)
        == "\(view).table: error: \"spring_loaded_except\" opts rows out of spring loading; expected \"spring_loaded\": true with it"
    )
    #expect(
      v(#""table": {"sections": [["a"]], "spring_loaded": true, "spring_loaded_except": ["b"]}"#)
        == "\(view).table.spring_loaded_except[0]: error: unknown row \"b\"; expected a row of \"sections\""
    )
    #expect(
      v(#""drop": {"preview": {"view": "v"}}"#)
        == "\(view).drop.preview.view: error: \"view\" previews are for lifts and cancels (another view's own preview); a drop preview is \"default\", \"none\", \"in_place\", a custom or a retarget"
    )
    #expect(
      v(#""drag": {"items": [], "lift_preview": {"view": "nowhere"}}"#)
        == "\(view).drag.lift_preview.view: error: unknown view \"nowhere\"; expected the name of a view in this scene"
    )
    #expect(
      v(#""drag": {"items": [], "session_for_adding": "latest"}"#)
        == "\(view).drag.session_for_adding: error: expected \"none\", \"oldest\" or \"newest\", found \"latest\""
    )
    #expect(
      v(#""drag": {"items": [], "platter": {"name": "p", "size": [1, 1], "when_leaving": "x"}}"#)
        == "\(view).drag.platter.when_leaving: error: unknown view \"x\"; expected the name of a view in this scene"
    )
    #expect(
      v(
        #""table": {"sections": [], "drop": {"perform": {"drop_to": {"container": "v", "center": [0, 0], "scale": 0}}}}"#
      )
      .hasPrefix("\(view).table.drop.perform.drop_to.scale: error: expected a scale")
    )
    #expect(
      v(#""table": {"sections": [], "drop": {"perform": {"drop_to": {"container": "v"}}}}"#)
        == "\(view).table.drop.perform.drop_to: error: missing required key \"center\""
    )
    #expect(
      v(#""tap": [{"view": "v", "set": "alpha"}]"#)
        == "\(view).tap[0]: error: missing required key \"to\""
    )
  }

  @Test func keysOfTheOtherListKind() {
    #expect(
      v(#""table": {"sections": [], "reordering_cadence": "slow"}"#)
        == "\(view).table.reordering_cadence: error: unknown key \"reordering_cadence\"; expected one of \"sections\", \"header_height\", \"content_offset\", \"multiple_selection\", \"spring_loaded\", \"spring_loaded_except\", \"spring_flash\", \"drag\", \"drop\", \"delegate\", \"row_height\", \"footer_height\", \"moves_rows\""
    )
    #expect(
      v(#""collection": {"sections": [], "moves_rows": true}"#)
        == "\(view).collection.moves_rows: error: unknown key \"moves_rows\"; expected one of \"sections\", \"header_height\", \"content_offset\", \"multiple_selection\", \"spring_loaded\", \"spring_loaded_except\", \"spring_flash\", \"drag\", \"drop\", \"delegate\", \"item_size\", \"interitem_spacing\", \"line_spacing\", \"reordering_cadence\""
    )
    #expect(
      v(#""collection": {"sections": [], "drop": {"app": {"intent": "automatic"}}}"#)
        == "\(view).collection.drop.app.intent: error: expected \"unspecified\", \"insert_at_destination\" or \"insert_into_destination\", found \"automatic\""
    )
    #expect(
      v(
        #""collection": {"sections": [], "drop": {"perform": {"placeholders": {"reuse_identifier": "P", "row_height": 40}}}}"#
      )
        == "\(view).collection.drop.perform.placeholders.row_height: error: unknown key \"row_height\"; expected one of \"reuse_identifier\", \"on_failure\""
    )
  }
}
