import Testing
import VirtualTime

@testable import DnDEngine

@Suite struct SecurityTests {
  @Test func aRestrictedSessionIsInvisibleToOtherApps() {
    let s = TwoViews(sameApp: false)
    s.source.restricted = true
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(!s.h.callNames.contains { $0.hasPrefix("b.drop") })
  }

  @Test func aRestrictedSessionIsStillVisibleInsideItsApp() {
    let s = TwoViews(sameApp: true)
    s.source.restricted = true
    s.liftAndDragIntoB()
    s.release()
    #expect(s.h.callNames.contains("b.drop performDrop"))
  }

  /// A representation per visibility level; each app sees what its relation to the owner allows.
  @Test(arguments: [
    (RepresentationVisibility.all, "other team", true),
    (.team, "same team", true),
    (.team, "other team", false),
    (.ownProcess, "same team", false),
  ])
  func typesAndDataFollowRepresentationVisibility(
    visibility: RepresentationVisibility, relation: String, visible: Bool
  ) {
    let h = Harness()
    let sibling = App(name: "sibling", team: "T1")
    let receiver = relation == "same team" ? sibling : h.mail
    let window = Window(app: receiver, frame: Rect(x: 500, y: 0, width: 500, height: 800))
    h.system.addWindow(window)
    let a = h.view("a", Rect(x: 50, y: 50, width: 100, height: 100), in: h.left.rootView)
    let b = h.view("b", Rect(x: 50, y: 50, width: 200, height: 200), in: window.rootView)
    let source = TestDragDelegate {
      _ in
      let provider = ItemProvider()
      provider.registerDataRepresentation(
        forType: .plainText, visibility: visibility, data: ItemData(utf8: "secret"))
      return [DragItem(itemProvider: provider)]
    }
    a.addInteraction(DragInteraction(delegate: source))
    final class Checking: DropInteractionDelegate {
      var sawType: Bool?
      var loaded: String?
      func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
        sawType = session.hasItemsConforming(toTypeIdentifiers: [.plainText])
        return true
      }
      func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
        .copy
      }
      func performDrop(_ interaction: DropInteraction, session: DropSession) {
        session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: .plainText) {
          self.loaded = (try? $0.get())?.utf8String ?? "error"
        }
      }
    }
    let checking = Checking()
    b.addInteraction(DropInteraction(delegate: checking))
    h.longPress(1, 100, 100)
    h.move(1, from: Point(x: 100, y: 100), to: Point(x: 650, y: 150))
    h.touch(1, .ended, 650, 150)
    h.settle()
    #expect(checking.sawType == visible)
    #expect(checking.loaded == (visible ? "secret" : "error"))
  }

  @Test func onlyTheAppReceivingTheDropCanLoad() {
    // The source app tries to read a provider of its own session while the drop runs in another
    // app: refused.
    let s = TwoViews(sameApp: false)
    var result: String?
    let item = textItem("mine")
    s.source.items = { _ in [item] }
    s.target.onPerformDrop = { _ in
      s.h.system.withRequester(s.h.photos) {
        _ = item.itemProvider.loadObject(ofClass: String.self) { r in
          result = (try? r.get()) ?? "refused"
        }
      }
    }
    s.liftAndDragIntoB()
    s.release()
    s.h.settle()
    #expect(result == "refused")
  }
}

@Suite struct LocalObjectTests {
  @Test func localObjectNeverLeavesTheApp() {
    for sameApp in [true, false] {
      let s = TwoViews(sameApp: sameApp)
      s.source.items = { _ in
        let item = textItem("x")
        item.localObject = "model-42"
        return [item]
      }
      var seen: String?
      s.target.onPerformDrop = { session in
        seen = session.items[0].localObject as? String
        session.items[0].localObject = "overwritten"
      }
      s.liftAndDragIntoB()
      s.release()
      s.h.settle()
      #expect(seen == (sameApp ? "model-42" : nil))
      // Outside any app's code (the test itself), the value is what the source app left.
      let item = s.target.droppedSession!.items[0]
      #expect(item.localObject as? String == (sameApp ? "overwritten" : "model-42"))
    }
  }
}
