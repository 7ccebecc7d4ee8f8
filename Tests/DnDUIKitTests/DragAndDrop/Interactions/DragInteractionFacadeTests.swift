import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// The UIKit-spelled drag interaction beyond one plain drag: flocking with a second finger,
/// choosing the session to add to, the enabled default per device, preview providers.
@Suite struct DragInteractionFacadeTests {
  /// Three cards in one app; each drag carries its card's name, a tap on a card during a drag
  /// adds it (unless `addsOnTap` is off), and with two drags in flight the card picks the session
  /// `choose` names.
  final class Cards: UIViewController, UIDragInteractionDelegate {
    var addsOnTap = true
    var choose: (([UIDragSession]) -> UIDragSession?)?
    var offered: [[String]] = []
    var previewRequests = 0
    /// When set, each item's preview provider answers a preview of this view.
    var badge: UIView?
    let cards = ["a", "b", "c", "d"].map { name in
      let card = UIView()
      card.accessibilityIdentifier = name
      return card
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      for (index, card) in cards.enumerated() {
        card.frame = CGRect(x: 0, y: CGFloat(index) * 120, width: 100, height: 100)
        card.addInteraction(UIDragInteraction(delegate: self))
        view.addSubview(card)
      }
    }

    func item(_ interaction: UIDragInteraction) -> UIDragItem {
      let name = interaction.view?.accessibilityIdentifier ?? "?"
      let item = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
      item.localObject = name
      if let badge {
        item.previewProvider = {
          self.previewRequests += 1
          return UIDragPreview(view: badge)
        }
      }
      return item
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [item(interaction)]
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForAddingTo session: UIDragSession,
      withTouchAt point: CGPoint
    ) -> [UIDragItem] {
      offered.append(session.items.compactMap { $0.localObject as? String })
      return addsOnTap ? [item(interaction)] : []
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, sessionForAddingItems sessions: [UIDragSession],
      withTouchAt point: CGPoint
    ) -> UIDragSession? {
      choose?(sessions)
    }
  }

  static func tap(_ device: TestDevice, finger: Int, at point: CGPoint) {
    device.tap(point, finger: finger)
  }

  /// Long-presses `point` with `finger` through the lift and moves it 150 points right.
  static func lift(_ device: TestDevice, finger: Int, at point: CGPoint) {
    device.touch(finger, .began, point)
    device.advance(ms: 600)
    device.touch(finger, .moved, CGPoint(x: point.x + 150, y: point.y))
  }

  @Test func aTapOnAnotherCardAddsItToTheDrag() {
    let device = TestDevice()
    let cards = Cards()
    device.show(cards, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    Self.lift(device, finger: 1, at: CGPoint(x: 50, y: 50))
    Self.tap(device, finger: 2, at: CGPoint(x: 50, y: 170))
    #expect(cards.offered == [["a"]])
    #expect(device.lines.contains { $0.contains("b.drag itemsForAddingTo(session: S1") })
    // The added item is in the session now: a second tap sees both.
    Self.tap(device, finger: 3, at: CGPoint(x: 50, y: 290))
    #expect(cards.offered == [["a"], ["a", "b"]])
    // With one session, the delegate is not asked which one.
    #expect(!device.lines.contains { $0.contains("sessionForAddingItems") })
    device.touch(1, .ended, CGPoint(x: 200, y: 50))
    device.settle()
  }

  @Test func anEmptyAnswerLeavesTheTapToTheView() {
    let device = TestDevice()
    let cards = Cards()
    cards.addsOnTap = false
    device.show(cards, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    Self.lift(device, finger: 1, at: CGPoint(x: 50, y: 50))
    Self.tap(device, finger: 2, at: CGPoint(x: 50, y: 170))
    Self.tap(device, finger: 3, at: CGPoint(x: 50, y: 290))
    // Nothing was added: each tap sees only the first card.
    #expect(cards.offered == [["a"], ["a"]])
    device.touch(1, .ended, CGPoint(x: 200, y: 50))
    device.settle()
  }

  @Test func withTwoDragsTheTappedCardChoosesTheSession() {
    let device = TestDevice()
    let cards = Cards()
    cards.choose = { sessions in sessions.first }
    device.show(cards, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    Self.lift(device, finger: 1, at: CGPoint(x: 50, y: 50))
    Self.lift(device, finger: 2, at: CGPoint(x: 50, y: 170))
    Self.tap(device, finger: 3, at: CGPoint(x: 50, y: 290))
    #expect(
      device.lines.contains {
        $0.contains("c.drag sessionForAddingItems(sessions: [S1, S2], point: (50,50)) -> S1")
      })
    #expect(cards.offered == [["a"]])
    // The other answer adds to the other drag.
    cards.choose = { sessions in sessions.last }
    Self.tap(device, finger: 4, at: CGPoint(x: 50, y: 410))
    #expect(cards.offered == [["a"], ["b"]])
    device.touch(1, .ended, CGPoint(x: 200, y: 50))
    device.touch(2, .ended, CGPoint(x: 200, y: 170))
    device.settle()
  }

  @Test func withTwoDragsNoChoiceAddsNothing() {
    let device = TestDevice()
    let cards = Cards()
    cards.choose = { _ in nil }
    device.show(cards, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    Self.lift(device, finger: 1, at: CGPoint(x: 50, y: 50))
    Self.lift(device, finger: 2, at: CGPoint(x: 50, y: 170))
    Self.tap(device, finger: 3, at: CGPoint(x: 50, y: 290))
    #expect(
      device.lines.contains { $0.contains("sessionForAddingItems(") && $0.hasSuffix("-> nil") })
    #expect(cards.offered.isEmpty)
    device.touch(1, .ended, CGPoint(x: 200, y: 50))
    device.touch(2, .ended, CGPoint(x: 200, y: 170))
    device.settle()
  }

  @Test func dragInteractionsAreEnabledByDefaultOnATabletAndNotOnAPhone() {
    let tablet = TestDevice()
    let onTablet = Cards()
    tablet.show(onTablet, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let tabletDrag = onTablet.cards[0].interactions.compactMap { $0 as? UIDragInteraction }[0]
    #expect(tabletDrag.isEnabled)
    let phone = TestDevice(profile: .phone)
    let onPhone = Cards()
    phone.show(onPhone, app: "cards", frame: CGRect(x: 0, y: 0, width: 400, height: 600))
    let phoneDrag = onPhone.cards[0].interactions.compactMap { $0 as? UIDragInteraction }[0]
    #expect(!phoneDrag.isEnabled)
    // On a phone nothing lifts until the app enables the interaction.
    phone.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50))
    phone.settle()
    #expect(!phone.lines.contains { $0.contains("itemsForBeginning") })
    phoneDrag.isEnabled = true
    #expect(phoneDrag.isEnabled)
    phone.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50))
    phone.settle()
    #expect(phone.lines.contains { $0.contains("a.drag itemsForBeginning") })
    // An explicit off holds on a tablet too.
    tabletDrag.isEnabled = false
    tablet.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50))
    tablet.settle()
    #expect(!tablet.lines.contains { $0.contains("itemsForBeginning") })
  }

  @Test func simultaneousRecognitionDuringLiftIsKept() {
    let interaction = UIDragInteraction(delegate: Cards())
    #expect(!interaction.allowsSimultaneousRecognitionDuringLift)
    interaction.allowsSimultaneousRecognitionDuringLift = true
    #expect(interaction.allowsSimultaneousRecognitionDuringLift)
  }

  @Test func anItemsPreviewProviderIsAskedOnceTheDragBegins() {
    let device = TestDevice()
    let cards = Cards()
    device.show(cards, app: "cards", frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    badge.accessibilityIdentifier = "badge"
    cards.badge = badge
    device.touch(1, .began, CGPoint(x: 50, y: 50))
    device.advance(ms: 600)
    #expect(cards.previewRequests == 0)
    device.touch(1, .moved, CGPoint(x: 200, y: 50))
    #expect(cards.previewRequests == 1)
    #expect(
      device.lines.contains { $0.contains("I1 previewProvider") && $0.contains("badge") })
    device.touch(1, .ended, CGPoint(x: 200, y: 50))
    device.settle()
  }
}

/// The virtual main queue's time arithmetic, as app code spells it.
@Suite struct DispatchTimeTests {
  /// `@unchecked Sendable`: the main queue's blocks run on the test's thread (Docs/uikit.md,
  /// "Language modes").
  final class Ran: @unchecked Sendable {
    var events: [String] = []
  }

  @Test func deadlinesAddIntervalsOfEveryUnit() throws {
    let device = TestDevice()
    let controller = UIViewController()
    device.show(controller, app: "a", frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let ran = Ran()
    device.system.runAsAppCode {
      DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(1)) { ran.events.append("1 s") }
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(20)) {
        ran.events.append("20 ms")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .microseconds(3000)) {
        ran.events.append("3 ms")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(500)) {
        ran.events.append("500 ns")
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { ran.events.append("0.25 s") }
    }
    try device.clock.advance(by: .milliseconds(3))
    #expect(ran.events == ["500 ns", "3 ms"])
    try device.clock.advance(by: .milliseconds(17))
    #expect(ran.events == ["500 ns", "3 ms", "20 ms"])
    try device.clock.advance(by: .milliseconds(980))
    #expect(ran.events == ["500 ns", "3 ms", "20 ms", "0.25 s", "1 s"])
    device.system.runAsAppCode {
      #expect(DispatchTime.now() < DispatchTime.now() + .milliseconds(1))
      #expect(!(DispatchTime.now() + .milliseconds(1) < DispatchTime.now()))
      #expect(!(DispatchTime.now() < DispatchTime.now()))
    }
    #expect(DispatchQueue.main.sync { 42 } == 42)
  }
}
