import DnDEngine
import DnDFormats
import DnDSimulator
import DnDTestSupport
import Foundation
import Testing

/// The location prefix of the only view in `sceneText`.
private let view = "s.scene.json: $.windows[0].views[0]"

/// A view named `v` with `members` (JSON object members) added; the error reading it, or "ok".
private func v(_ members: String) -> String {
  viewError(#"{"name": "v", "frame": [0, 0, 100, 100], \#(members)}"#)
}

/// The spec of a view named `v` with `members` added.
private func read(_ members: String) throws -> ViewSpec {
  try readView(#"{"name": "v", "frame": [0, 0, 100, 100], \#(members)}"#)
}

/// `implements` (Docs/formats.md, "Delegate methods"): which optional methods each delegate of a
/// scene implements.
@Suite struct SceneFileImplementsTests {
  @Test func aDelegateThatSaysNothingImplementsEveryMethod() throws {
    let plain = try read(#""drag": {"items": ["photo"]}, "drop": {}"#)
    #expect(plain.drag?.implemented == nil)
    #expect(plain.drop?.implemented == nil)
    #expect(
      DragDelegateMethod.allCases.filter { plain.drag?.implements($0) == false }
        == [.previewForCancelling])  // `cancel_preview` "default": as before the key
    #expect(DropDelegateMethod.allCases.allSatisfy { plain.drop?.implements($0) == true })
    let list = try read(#""table": {"sections": [["a"]], "drag": {}, "drop": {}}"#).list
    #expect(list?.drag?.implemented == nil)
    #expect(list?.drop?.implemented == nil)
    #expect(list?.delegateImplemented == nil)
    #expect(ListDelegateMethod.allCases.allSatisfy { list?.delegateImplements($0) == true })
  }

  @Test func aListNamesExactlyTheMethodsImplemented() throws {
    let plain = try read(
      #""drag": {"implements": ["sessionWillBegin", "itemsForBeginning", "previewForCancelling"], "items": ["photo"]}, "drop": {"implements": []}"#
    )
    #expect(plain.drag?.implemented == [.sessionWillBegin, .previewForCancelling])
    #expect(plain.drag?.implements(.previewForCancelling) == true)
    #expect(plain.drag?.implements(.sessionDidEnd) == false)
    #expect(plain.drop?.implemented == [])
    #expect(plain.drop?.implements(.performDrop) == false)
  }

  @Test func listsNameTheirMethodsAsTheirKindOfViewDoes() throws {
    let table = try read(
      #""table": {"sections": [["a"]], "drag": {"implements": ["itemsForBeginning", "dragPreviewParametersForRowAt"]}, "drop": {"implements": ["performDropWith", "dropPreviewParametersForRowAt", "canHandle"]}, "delegate": {"implements": ["didSelectRowAt"]}}"#
    ).list
    #expect(table?.drag?.implemented == [.dragPreviewParameters])
    #expect(table?.drop?.implemented == [.dropPreviewParameters, .canHandle])
    #expect(table?.delegateImplemented == [.didSelect])
    let collection = try read(
      #""collection": {"sections": [["a"]], "drag": {"implements": ["itemsForBeginning", "dragPreviewParametersForItemAt"]}, "drop": {"implements": ["performDropWith"]}, "delegate": {"implements": ["shouldSpringLoadItemAt"]}}"#
    ).list
    #expect(collection?.drag?.implemented == [.dragPreviewParameters])
    #expect(collection?.drop?.implemented == [])
    #expect(collection?.delegateImplemented == [.shouldSpringLoad])
    #expect(
      try read(#""table": {"sections": [], "delegate": {}}"#).list?.delegateImplemented == nil)
  }

  /// The scene vocabulary is the log's: every method name the key takes is the "Log line" of its
  /// protocol's table in Docs/delegate-methods.md, and every optional method there is one.
  @Test func theMethodNamesAreTheLogNamesOfDocsDelegateMethods() throws {
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("Docs/delegate-methods.md"),
      encoding: .utf8)
    /// The log names of the table under the heading containing `heading`: (name, required).
    func table(_ heading: String) -> [(String, Bool)] {
      let section = page.components(separatedBy: "\n## ").first { $0.contains(heading) } ?? ""
      return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let required = cells.last == "required"
        return cells[1].components(separatedBy: "<br>").map {
          ($0.trimmingCharacters(in: CharacterSet(charactersIn: "`")), required)
        }
      }.filter { $0.0 != "not logged" }
    }
    func check(_ heading: String, optional: [String], required: [String]) {
      let rows = table(heading)
      #expect(Set(rows.filter { !$0.1 }.map(\.0)) == Set(optional), "\(heading)")
      #expect(Set(rows.filter(\.1).map(\.0)) == Set(required), "\(heading)")
    }
    check(
      "`UIDragInteractionDelegate`", optional: DragDelegateMethod.allCases.map(\.rawValue),
      required: DragDelegateMethod.required)
    check(
      "`UIDropInteractionDelegate`", optional: DropDelegateMethod.allCases.map(\.rawValue),
      required: DropDelegateMethod.required)
    let kinds = ListSpec.Kind.allCases
    check(
      "`UITableViewDragDelegate`",
      optional: kinds.flatMap { kind in ListDragDelegateMethod.allCases.map { $0.logName(in: kind) }
      },
      required: ListDragDelegateMethod.required)
    check(
      "`UITableViewDropDelegate`",
      optional: kinds.flatMap { kind in ListDropDelegateMethod.allCases.map { $0.logName(in: kind) }
      },
      required: ListDropDelegateMethod.required)
    check(
      "`UITableViewDelegate`",
      optional: kinds.flatMap { kind in ListDelegateMethod.allCases.map { $0.logName(in: kind) } },
      required: ListDelegateMethod.required)
  }

  @Test func theWriterListsTheRequiredMethodThenTheOthersInTheTablesOrder() throws {
    var spec = SceneSpec(
      name: "s", apps: [AppSpec(name: "a", team: "T")],
      windows: [
        WindowSpec(
          app: "a", frame: Rect(x: 0, y: 0, width: 10, height: 10),
          views: [
            ViewSpec(
              name: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10),
              drag: DragSpec(items: [], implemented: [.sessionDidEnd, .previewForLifting]),
              drop: DropSpec(implemented: []))
          ])
      ])
    var text = SceneFile.write(spec)
    #expect(
      text.contains(
        #"""
                  "drag": {
                    "implements": ["itemsForBeginning", "previewForLifting", "sessionDidEnd"],
                    "items": []
                  },
        """#))
    #expect(text.contains(#""drop": {"implements": []}"#))
    #expect(try SceneFile.parse(text: text, name: "w") == spec)
    spec.windows[0].views[0].drag?.implemented = nil
    spec.windows[0].views[0].drop = nil
    spec.windows[0].views[0].list = ListSpec(
      kind: .collection, sections: [[]],
      layout: .flow(
        itemSize: Size(width: 50, height: 50), interitemSpacing: 10, lineSpacing: 10,
        headerHeight: 0),
      drag: ListDragSpec(implemented: []), drop: ListDropSpec(implemented: [.dropSessionDidEnd]),
      delegateImplemented: [.didSelect])
    text = SceneFile.write(spec)
    #expect(text.contains(#""drag": {"items": []}"#))
    #expect(text.contains(#""drag": {"implements": ["itemsForBeginning"]}"#))
    #expect(text.contains(#""drop": {"implements": ["performDropWith", "dropSessionDidEnd"]}"#))
    #expect(text.contains(#""delegate": {"implements": ["didSelectItemAt"]}"#))
    #expect(try SceneFile.parse(text: text, name: "w") == spec)
  }
}

/// Every bad `implements` is an error naming the file and the JSON path.
@Suite struct SceneFileImplementsErrorTests {
  @Test func theListIsAnArrayOfStrings() {
    #expect(
      v(#""drop": {"implements": "performDrop"}"#)
        == "\(view).drop.implements: error: expected an array, found a string \"performDrop\"")
    #expect(
      v(#""drop": {"implements": ["performDrop", true]}"#)
        == "\(view).drop.implements[1]: error: expected a string, found a boolean true")
    #expect(
      v(#""drop": {"implements": null}"#)
        == "\(view).drop.implements: error: expected an array, found null")
    #expect(
      v(#""table": {"sections": [], "delegate": {"implements": {}}}"#)
        == "\(view).table.delegate.implements: error: expected an array, found an object")
    #expect(
      v(#""table": {"sections": [], "delegate": {"methods": []}}"#)
        == "\(view).table.delegate.methods: error: unknown key \"methods\"; expected one of \"implements\""
    )
  }

  @Test func anUnknownMethodNamesTheDelegateAndWhatItHas() {
    #expect(
      v(#""drop": {"implements": ["performDrop", "dropSessionDidUpdate"]}"#)
        == "\(view).drop.implements[1]: error: unknown method \"dropSessionDidUpdate\" for a drop delegate; expected one of \"canHandle\", \"sessionDidEnter\", \"sessionDidUpdate\", \"sessionDidExit\", \"performDrop\", \"previewForDropping\", \"willAnimateDrop\", \"concludeDrop\", \"sessionDidEnd\""
    )
    #expect(
      v(#""drag": {"items": [], "implements": ["itemsForBeginning", "performDrop"]}"#)
        == "\(view).drag.implements[1]: error: unknown method \"performDrop\" for a drag delegate; expected one of \"itemsForBeginning\", \"previewForLifting\", \"willAnimateLift\", \"sessionIsRestrictedToDraggingApplication\", \"sessionAllowsMoveOperation\", \"prefersFullSizePreviews\", \"sessionWillBegin\", \"sessionDidMove\", \"sessionWillEnd\", \"sessionDidEnd\", \"sessionDidTransferItems\", \"itemsForAddingTo\", \"sessionForAddingItems\", \"willAddItems\", \"previewForCancelling\", \"willAnimateCancel\""
    )
    #expect(
      v(
        #""table": {"sections": [], "drag": {"implements": ["itemsForBeginning", "dragSessionWillEnd"]}}"#
      )
        == "\(view).table.drag.implements[1]: error: unknown method \"dragSessionWillEnd\" for a table's drag delegate; expected one of \"itemsForBeginning\", \"itemsForAddingTo\", \"dragPreviewParametersForRowAt\", \"dragSessionWillBegin\", \"dragSessionDidEnd\", \"dragSessionAllowsMoveOperation\", \"dragSessionIsRestrictedToDraggingApplication\""
    )
  }

  @Test func theOtherKindsSpellingIsAnErrorThatGivesThisKinds() {
    #expect(
      v(
        #""collection": {"sections": [], "drop": {"implements": ["performDropWith", "dropPreviewParametersForRowAt"]}}"#
      )
        == "\(view).collection.drop.implements[1]: error: \"dropPreviewParametersForRowAt\" is not a method of a collection view's drop delegate; its name there is \"dropPreviewParametersForItemAt\""
    )
    #expect(
      v(
        #""table": {"sections": [], "drag": {"implements": ["itemsForBeginning", "dragPreviewParametersForItemAt"]}}"#
      )
        == "\(view).table.drag.implements[1]: error: \"dragPreviewParametersForItemAt\" is not a method of a table's drag delegate; its name there is \"dragPreviewParametersForRowAt\""
    )
    #expect(
      v(#""table": {"sections": [], "delegate": {"implements": ["didSelectItemAt"]}}"#)
        == "\(view).table.delegate.implements[0]: error: \"didSelectItemAt\" is not a method of a table's delegate; its name there is \"didSelectRowAt\""
    )
  }

  @Test func aMethodIsListedOnce() {
    #expect(
      v(#""drop": {"implements": ["canHandle", "performDrop", "canHandle"]}"#)
        == "\(view).drop.implements[2]: error: duplicate method \"canHandle\" (first at $.windows[0].views[0].drop.implements[0])"
    )
    #expect(
      v(#""drag": {"items": [], "implements": ["itemsForBeginning", "itemsForBeginning"]}"#)
        == "\(view).drag.implements[1]: error: duplicate method \"itemsForBeginning\" (first at $.windows[0].views[0].drag.implements[0])"
    )
  }

  /// A list that leaves out the required method says the app lacks a method it cannot lack.
  @Test func theRequiredMethodCannotBeLeftOut() {
    #expect(
      v(#""drag": {"items": [], "implements": ["sessionWillBegin"]}"#)
        == "\(view).drag.implements: error: a drag delegate always implements \"itemsForBeginning\" (required); \"implements\" lists every method the delegate implements, so it must list \"itemsForBeginning\""
    )
    #expect(
      v(#""table": {"sections": [], "drag": {"implements": []}}"#)
        == "\(view).table.drag.implements: error: a table's drag delegate always implements \"itemsForBeginning\" (required); \"implements\" lists every method the delegate implements, so it must list \"itemsForBeginning\""
    )
    #expect(
      v(#""collection": {"sections": [], "drop": {"implements": ["canHandle"]}}"#)
        == "\(view).collection.drop.implements: error: a collection view's drop delegate always implements \"performDropWith\" (required); \"implements\" lists every method the delegate implements, so it must list \"performDropWith\""
    )
  }

  /// A key that configures a method the list leaves out describes code the app does not have.
  @Test(arguments: [
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning"], "restricted": true}"#,
      "drag.restricted", "restricted", "sessionIsRestrictedToDraggingApplication"
    ),
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning"], "add_items": ["photo"]}"#,
      "drag.add_items", "add_items", "itemsForAddingTo"
    ),
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning"], "cancel_preview": "default"}"#,
      "drag.cancel_preview", "cancel_preview", "previewForCancelling"
    ),
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning"], "did_end": []}"#,
      "drag.did_end", "did_end", "sessionDidEnd"
    ),
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning", "sessionDidMove"], "platter": {"name": "p", "size": [1, 1]}}"#,
      "drag.platter", "platter", "sessionWillBegin"
    ),
    (
      #""drag": {"items": ["photo"], "implements": ["itemsForBeginning", "sessionWillBegin"], "platter": {"name": "p", "size": [1, 1], "when_leaving": "v"}}"#,
      "drag.platter", "platter", "sessionDidMove"
    ),
    (
      #""drop": {"implements": ["performDrop"], "accepts": ["public.png"]}"#, "drop.accepts",
      "accepts", "canHandle"
    ),
    (
      #""drop": {"implements": ["performDrop"], "proposal": {}}"#, "drop.proposal", "proposal",
      "sessionDidUpdate"
    ),
    (
      #""drop": {"implements": ["sessionDidUpdate"], "perform": {}}"#, "drop.perform", "perform",
      "performDrop"
    ),
    (
      #""drop": {"implements": ["performDrop"], "perform": {"per_item_progress": true}}"#,
      "drop.perform.per_item_progress", "per_item_progress", "concludeDrop"
    ),
    (
      #""drop": {"implements": ["willAnimateDrop"], "local_preview": "none"}"#,
      "drop.local_preview", "local_preview", "previewForDropping"
    ),
    (
      #""table": {"sections": [], "drop": {"implements": ["performDropWith"], "local": {}}}"#,
      "table.drop.local", "local", "dropSessionDidUpdate"
    ),
    (
      #""table": {"sections": [], "drop": {"implements": ["performDropWith", "dropSessionDidUpdate"], "accepts": []}}"#,
      "table.drop.accepts", "accepts", "canHandle"
    ),
    (
      #""collection": {"sections": [], "drag": {"implements": ["itemsForBeginning"], "preview_corner_radius": 8}}"#,
      "collection.drag.preview_corner_radius", "preview_corner_radius",
      "dragPreviewParametersForItemAt"
    ),
    (
      #""table": {"sections": [["a"]], "spring_loaded": true, "spring_loaded_except": ["a"], "delegate": {"implements": ["didSelectRowAt"]}}"#,
      "table.spring_loaded_except", "spring_loaded_except", "shouldSpringLoadRowAt"
    ),
  ])
  func aKeyForAMethodLeftOutIsAnError(members: String, path: String, key: String, method: String) {
    #expect(
      v(members)
        == "\(view).\(path): error: \"\(key)\" configures \"\(method)\", which \"implements\" does not list; list it there or leave \"\(key)\" out"
    )
  }

  @Test func aRelocatingDropNeedsWillAnimateDropOrConcludeDrop() {
    #expect(
      v(#""drop": {"implements": ["performDrop"], "perform": {"local_items": "relocate"}}"#)
        == "\(view).drop.perform.local_items: error: \"relocate\" moves each item when its drop animation ends (\"willAnimateDrop\") or in \"concludeDrop\", and \"implements\" lists neither; list one of them"
    )
    #expect(
      v(
        #""drop": {"implements": ["performDrop", "concludeDrop"], "perform": {"local_items": "relocate"}}"#
      )
        == "ok")
    #expect(
      v(#""drop": {"implements": ["performDrop"], "perform": {"local_items": "delete"}}"#)
        == "ok")
  }

  /// The keys that configure no method stay free: a property of the interaction or the view.
  @Test func propertiesOfTheInteractionNeedNoMethod() {
    #expect(v(#""drop": {"implements": [], "simultaneous_sessions": true}"#) == "ok")
    #expect(
      v(#""drag": {"items": [], "implements": ["itemsForBeginning"], "enabled": true}"#) == "ok")
    #expect(
      v(
        #""table": {"sections": [["a"]], "spring_loaded": true, "delegate": {"implements": []}, "drop": {"implements": ["performDropWith"], "simultaneous_sessions": true, "update_after_drop": true}}"#
      )
        == "ok")
  }
}
