import DnDEngine
import DnDFormats
import DnDSimulator
import Testing

@Suite struct SceneFileDefaultsTests {
  @Test func leftOutKeysTakeTheModelsDefaults() throws {
    let spec = try readScene(
      #"{"format": "dndsim-scene", "version": 1, "name": "s", "apps": [], "windows": []}"#)
    #expect(spec == SceneSpec(name: "s", apps: [], windows: [], items: []))

    #expect(
      try readView(#"{"name": "v", "frame": [1, 2, 3, 4]}"#)
        == ViewSpec(name: "v", frame: Rect(x: 1, y: 2, width: 3, height: 4)))
    let view = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": []}, "drop": {}, "spring": {}, "paste": {"types": [], "load": "none"}}"#
    )
    #expect(view.drag == DragSpec(items: []))
    #expect(view.drag?.flocking == .always)
    // No `enabled`: the profile decides (on for a tablet, off for a phone).
    #expect(view.drag?.enabled == nil)
    let enabled = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": [], "enabled": true}}"#)
    #expect(enabled.drag?.enabled == true)
    #expect(view.drop?.loadsInUpdate == false)
    let loading = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"load_in_update": true}}"#)
    #expect(loading.drop?.loadsInUpdate == true)
    #expect(view.drop == DropSpec())
    #expect(view.spring == SpringSpec(action: "open"))
    #expect(view.paste == PasteSpec(acceptableTypes: [], load: .none))

    let nested = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": ["photo"], "lift_preview": {}, "lift_animation": {}}, "drop": {"proposal": {}, "perform": {}}}"#
    )
    #expect(nested.drag?.liftPreview == .custom(visiblePath: nil, backgroundColor: nil))
    #expect(nested.drag?.liftAnimation == AlongsideSpec())
    #expect(nested.drop == DropSpec())
  }

  @Test func itemsAndRepresentationsDefault() throws {
    let spec = try readScene(
      sceneText(
        items:
          #"{"name": "i", "representations": [{"type": "public.png", "image": [1, 2], "loader": {}}]}"#
      ))
    #expect(
      spec.items == [
        ItemSpec(
          name: "i",
          representations: [
            RepresentationSpec(
              type: .png, visibility: .all, content: .image(Size(width: 1, height: 2)))
          ])
      ])
    #expect(
      spec.items[0].representations[0].loader
        == LoadScript(delay: .zero, progressSteps: 0, outcome: .deliver))
  }

  @Test func imageContentTakesAnyTypeAndLocalPoliciesDefaultToTheGeneralOnes() throws {
    // The scene builder encodes JPEG for types conforming to public.jpeg, PNG for any other.
    let spec = try readScene(
      sceneText(
        items:
          #"{"name": "i", "representations": [{"type": "public.image", "image": [1, 2]}, {"type": "x.custom", "image": [3, 4]}]}"#
      ))
    #expect(
      spec.items[0].representations.map(\.content) == [
        .image(Size(width: 1, height: 2)), .image(Size(width: 3, height: 4)),
      ])
    let drop = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"preview": "in_place"}}"#
    ).drop
    #expect(drop?.preview == .inPlace)
    #expect(drop?.localPreview == nil)
    #expect(drop?.localAnimation == nil)
    #expect(drop?.conclude == [])
  }

  @Test func listsDefaultToTheEnginesLayoutDefaults() throws {
    let table = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "table": {"sections": [["a"]], "drag": {}, "drop": {}}}"#
    )
    #expect(
      table.list
        == ListSpec(
          kind: .table, sections: [["a"]],
          layout: .table(rowHeight: 44, headerHeight: 0, footerHeight: 0), contentOffset: 0,
          allowsMultipleSelection: false, reorderingCadence: .immediate, movesRows: false,
          springLoaded: false, drag: ListDragSpec(), drop: ListDropSpec()))
    #expect(table.list?.drag?.flocking == .never)

    let collection = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "collection": {"sections": []}}"#)
    #expect(
      collection.list
        == ListSpec(
          kind: .collection, sections: [],
          layout: .flow(
            itemSize: Size(width: 50, height: 50), interitemSpacing: 10, lineSpacing: 10,
            headerHeight: 0)))
  }

  @Test func aListProposalRuleKeepsTheDefaultOfTheKeyItLeavesOut() throws {
    let view = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "table": {"sections": [], "drop": {"local": {"operation": "copy"}, "app": {"intent": "automatic"}, "external": {}}}}"#
    )
    let drop = try #require(view.list?.drop)
    #expect(drop.local == ListProposalRule(operation: .copy, intent: .insertAtDestinationIndexPath))
    #expect(drop.app == ListProposalRule(operation: .move, intent: .automatic))
    #expect(
      drop.external == ListProposalRule(operation: .copy, intent: .insertAtDestinationIndexPath))
  }

  @Test func explicitDefaultsReadTheSameAsLeftOutOnes() throws {
    let explicit = try readView(
      #"""
      {"name": "v", "frame": [0, 0, 1, 1], "hidden": false, "children": [],
       "drag": {"items": ["photo"], "add_items": [], "flocking": "always", "restricted": false, "allows_move": true,
                "lift_preview": "default", "cancel_preview": "default",
                "lift_animation": {"animations": [], "completion": []}, "cancel_animation": {}},
       "drop": {"accepts": [], "proposal": {"local": "move", "external": "copy", "forbidden_when": [], "precise": false, "full_size_preview": false},
                "perform": {"load": "none", "progress": "default", "per_item_progress": false, "conclude_bookkeeping": false},
                "preview": "default", "animation": {}, "simultaneous_sessions": false},
       "spring": {"action": "open"},
       "table": {"sections": [], "row_height": 44, "header_height": 0, "footer_height": 0, "content_offset": 0,
                 "multiple_selection": false, "moves_rows": false, "spring_loaded": false,
                 "drag": {"restricted": false, "allows_move": true, "flocking": "never"},
                 "drop": {"accepts": [], "local": {"operation": "move", "intent": "insert_at_destination"},
                          "app": {"operation": "move", "intent": "insert_at_destination"},
                          "external": {"operation": "copy", "intent": "insert_at_destination"},
                          "perform": "insert", "load": "none", "progress": "default"}}}
      """#)
    let implicit = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drag": {"items": ["photo"]}, "drop": {}, "spring": {}, "table": {"sections": [], "drag": {}, "drop": {}}}"#
    )
    #expect(explicit == implicit)
  }

  @Test func keysMayComeInAnyOrder() throws {
    let spec = try readScene(
      #"{"windows": [{"views": [], "frame": [0, 0, 1, 1], "app": "a"}], "items": [], "apps": [{"team": "T", "name": "a"}], "name": "s", "version": 1, "format": "dndsim-scene"}"#
    )
    #expect(
      spec
        == SceneSpec(
          name: "s", apps: [AppSpec(name: "a", team: "T")],
          windows: [WindowSpec(app: "a", frame: Rect(x: 0, y: 0, width: 1, height: 1), views: [])]))
  }

  @Test func aRoundedRectsRadiusIsClampedLikeUIKits() throws {
    let view = try readView(
      #"{"name": "v", "frame": [0, 0, 1, 1], "drop": {"preview": {"visible_path": {"rounded_rect": [0, 0, 10, 20], "corner_radius": 50}}}}"#
    )
    #expect(
      view.drop?.preview
        == .custom(
          visiblePath: Path(roundedRect: Rect(x: 0, y: 0, width: 10, height: 20), cornerRadius: 5),
          backgroundColor: nil))
  }
}
