import DnDEngine
import DnDUIKit
import Testing

/// `hitTest(_:with:)` and `point(inside:with:)`: UIKit's defaults, and an app's overrides, which
/// the engine's touches, drags and drops honour.
@Suite struct HitTestingTests {
  /// A view that takes touches 20 points outside its edges.
  final class Widened: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
  }

  /// A view that sends every touch on it to `target`, wherever that is.
  final class Forwarding: UIView {
    weak var target: UIView?
    private(set) var events: [UIEvent.EventType?] = []
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      events.append(event?.type)
      guard super.hitTest(point, with: event) != nil else { return nil }
      return target
    }
  }

  final class Source: NSObject, UIDragInteractionDelegate {
    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "hi" as NSString))]
    }
  }

  final class Target: NSObject, UIDropInteractionDelegate {
    var drops = 0
    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: .copy)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
      drops += 1
    }
  }

  @Test func theDefaultsAreUIKits() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.point(inside: CGPoint(x: 199, y: 0), with: nil))
    #expect(!root.point(inside: CGPoint(x: 200, y: 0), with: nil))
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
    #expect(root.hitTest(CGPoint(x: 190, y: 20), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 250, y: 20), with: nil) == nil)
    root.sendSubviewToBack(front)
    #expect(root.subviews == [front, back])
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    back.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
  }

  @Test func aWidenedViewIsHitOutsideItsBoundsByUIKitAndByTheEngine() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let widened = Widened(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
    let plain = UIView(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
    root.addSubview(widened)
    root.addSubview(plain)
    #expect(root.hitTest(CGPoint(x: 35, y: 70), with: nil) === widened)
    #expect(root.hitTest(CGPoint(x: 145, y: 170), with: nil) === root)
    // The engine's own hit test, which touches and drags use, asks the override too.
    #expect(root.engineView.hitTest(Point(x: 35, y: 70)) === widened.engineView)
    #expect(root.engineView.hitTest(Point(x: 25, y: 70)) === root.engineView)
  }

  @Test func aDropLandsOnTheViewAnOverrideAnswers() {
    let device = TestDevice()
    let screen = UIViewController()
    device.show(screen, app: "app", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    source.accessibilityIdentifier = "source"
    let dragSource = Source()
    source.addInteraction(UIDragInteraction(delegate: dragSource))
    let inbox = UIView(frame: CGRect(x: 300, y: 300, width: 50, height: 50))
    inbox.accessibilityIdentifier = "inbox"
    let target = Target()
    inbox.addInteraction(UIDropInteraction(delegate: target))
    let forwarding = Forwarding(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    forwarding.accessibilityIdentifier = "forwarding"
    forwarding.target = inbox
    screen.view.addSubview(source)
    screen.view.addSubview(inbox)
    screen.view.addSubview(forwarding)
    // Dropped on the forwarding view, which answers the inbox: the inbox's interaction takes it.
    device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 200, y: 50))
    device.settle()
    #expect(target.drops == 1)
    #expect(device.lines.contains { $0.contains("delegate inbox.drop performDrop(") })
    #expect(forwarding.events.contains(.touches))
  }

  @Test func aDragStartsOnTheViewAnOverrideAnswers() {
    let device = TestDevice()
    let screen = UIViewController()
    device.show(screen, app: "app", frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let handle = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
    handle.accessibilityIdentifier = "handle"
    let dragSource = Source()
    handle.addInteraction(UIDragInteraction(delegate: dragSource))
    let forwarding = Forwarding(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    forwarding.target = handle
    screen.view.addSubview(handle)
    screen.view.addSubview(forwarding)
    device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 300, y: 50))
    device.settle()
    #expect(device.lines.contains { $0.contains("delegate handle.drag itemsForBeginning(") })
  }
}

/// `UIImageView`'s designated initializers, which an app's subclass overrides.
@Suite struct ImageViewInitializerTests {
  final class Thumbnail: UIImageView {
    private(set) var madeBy = ""
    override init(frame: CGRect) {
      super.init(frame: frame)
      madeBy = "frame"
    }
    override init(image: UIImage?) {
      super.init(image: image)
      madeBy = "image"
    }
    override init(image: UIImage?, highlightedImage: UIImage?) {
      super.init(image: image, highlightedImage: highlightedImage)
      madeBy = "image+highlighted"
    }
    required init?(coder: NSCoder) { return nil }
  }

  @Test func aSubclassOverridesEachDesignatedInitializer() {
    let image = UIImage(size: CGSize(width: 16, height: 9))
    let highlighted = UIImage(size: CGSize(width: 4, height: 4))
    #expect(Thumbnail(frame: .zero).madeBy == "frame")
    // UIView's convenience `init()` goes through the subclass's `init(frame:)`.
    #expect(Thumbnail().madeBy == "frame")
    let byImage = Thumbnail(image: image)
    #expect(byImage.madeBy == "image" && byImage.frame.size == image.size)
    let both = Thumbnail(image: image, highlightedImage: highlighted)
    #expect(both.madeBy == "image+highlighted" && both.highlightedImage === highlighted)
    #expect(both.frame.size == image.size && !both.isHighlighted)
    #expect(!both.isUserInteractionEnabled)
  }
}
