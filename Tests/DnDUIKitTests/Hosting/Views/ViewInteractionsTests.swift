import DnDUIKit
import Testing

/// A view's interactions and the calls an interaction gets as it joins and leaves a view.
@Suite struct ViewInteractionsTests {
  /// An app's own interaction that records, at each call, whether its view lists it.
  final class Tracker: UIInteraction {
    private(set) weak var view: UIView?
    var calls: [String] = []
    func willMove(to view: UIView?) {
      calls.append("will \(view == nil ? "nil" : "view") listed=\(listed)")
    }
    func didMove(to view: UIView?) {
      self.view = view
      calls.append("did \(view == nil ? "nil" : "view") listed=\(listed)")
    }
    private var listed: Bool { view?.interactions.contains { $0 === self } ?? false }
  }

  @Test func anInteractionIsListedBetweenItsMoves() {
    let view = UIView()
    let tracker = Tracker()
    view.addInteraction(tracker)
    #expect(view.interactions.count == 1 && tracker.view === view)
    view.removeInteraction(tracker)
    #expect(view.interactions.isEmpty && tracker.view == nil)
    // Joining: not yet listed when told it will move (its view is not set yet either); listed
    // once it moved. Leaving: still listed when told, gone after.
    #expect(
      tracker.calls == [
        "will view listed=false", "did view listed=true", "will nil listed=true",
        "did nil listed=false",
      ])
  }

  @Test func movingAnInteractionToAnotherViewTakesItFromTheFirst() {
    let first = UIView()
    let second = UIView()
    let tracker = Tracker()
    first.addInteraction(tracker)
    second.addInteraction(tracker)
    #expect(first.interactions.isEmpty)
    #expect(second.interactions.count == 1 && tracker.view === second)
    // Removing an interaction a view does not have changes nothing.
    first.removeInteraction(tracker)
    #expect(tracker.view === second && tracker.calls.count == 6)
  }

  /// A drag interaction subclass sees its `view` as UIKit sets it: nil when told it will join a
  /// view and the view once it did; the view when told it will leave and nil once it left.
  @Test func aDragInteractionsViewIsSetBetweenItsMoves() {
    final class Watched: UIDragInteraction {
      var seen: [String] = []
      override func willMove(to view: UIView?) {
        seen.append("will \(view == nil ? "nil" : "view") view=\(self.view == nil ? "nil" : "set")")
      }
      override func didMove(to view: UIView?) {
        seen.append("did \(view == nil ? "nil" : "view") view=\(self.view == nil ? "nil" : "set")")
      }
    }
    final class Source: NSObject, UIDragInteractionDelegate {
      func dragInteraction(
        _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
      ) -> [UIDragItem] { [] }
    }
    let source = Source()
    let interaction = Watched(delegate: source)
    let view = UIView()
    view.addInteraction(interaction)
    view.removeInteraction(interaction)
    #expect(
      interaction.seen == [
        "will view view=nil", "did view view=set", "will nil view=set", "did nil view=nil",
      ])
  }
}
