import DnDUIKit
import Testing

/// Gesture recognizers are stored, never run: UIKit's defaults, what is set reads back, the views
/// they are attached to, and their delegates' default answers.
@Suite struct GestureRecognizerDefaultsTests {
  @Test func aRecognizerHasUIKitsDefaults() {
    let recognizer = UIGestureRecognizer()
    #expect(recognizer.isEnabled && recognizer.cancelsTouchesInView)
    #expect(!recognizer.delaysTouchesBegan && recognizer.delaysTouchesEnded)
    #expect(recognizer.name == nil && recognizer.delegate == nil && recognizer.view == nil)
    #expect(recognizer.state == .possible && recognizer.numberOfTouches == 0)
    recognizer.isEnabled = false
    recognizer.cancelsTouchesInView = false
    recognizer.delaysTouchesBegan = true
    recognizer.delaysTouchesEnded = false
    recognizer.name = "swipe"
    #expect(!recognizer.isEnabled && !recognizer.cancelsTouchesInView)
    #expect(recognizer.delaysTouchesBegan && !recognizer.delaysTouchesEnded)
    #expect(recognizer.name == "swipe")
    recognizer.require(toFail: UITapGestureRecognizer())
    recognizer.addTarget(self as AnyObject, action: "run")
    recognizer.removeTarget(nil, action: nil)
    #expect(recognizer.state == .possible)
  }

  @Test func theSubclassesHaveUIKitsDefaults() {
    let tap = UITapGestureRecognizer(target: nil, action: nil)
    #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    tap.numberOfTouchesRequired = 2
    #expect(tap.numberOfTouchesRequired == 2 && tap.numberOfTapsRequired == 1)
    let press = UILongPressGestureRecognizer(target: nil, action: nil)
    #expect(press.minimumPressDuration == 0.5 && press.numberOfTouchesRequired == 1)
    #expect(press.numberOfTapsRequired == 0 && press.allowableMovement == 10)
    press.minimumPressDuration = 1.2
    press.numberOfTouchesRequired = 3
    press.numberOfTapsRequired = 1
    press.allowableMovement = 4
    #expect(press.minimumPressDuration == 1.2 && press.numberOfTouchesRequired == 3)
    #expect(press.numberOfTapsRequired == 1 && press.allowableMovement == 4)
    let pan = UIPanGestureRecognizer()
    #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
    #expect(pan.translation(in: nil) == .zero)
    pan.minimumNumberOfTouches = 2
    pan.maximumNumberOfTouches = 3
    #expect(pan.minimumNumberOfTouches == 2 && pan.maximumNumberOfTouches == 3)
    pan.setTranslation(CGPoint(x: -1, y: 2), in: UIView())
    #expect(pan.translation(in: UIView()) == CGPoint(x: -1, y: 2))
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
  }

  @Test func statesHaveUIKitsValues() {
    #expect(UIGestureRecognizer.State.recognized == .ended)
    let states: [UIGestureRecognizer.State] = [
      .possible, .began, .changed, .ended, .cancelled, .failed,
    ]
    #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
  }

  @Test func theLocationIsTheViewsOriginInTheViewAsked() {
    let recognizer = UITapGestureRecognizer()
    #expect(recognizer.location(in: nil) == .zero)
    let parent = UIView(frame: CGRect(x: 5, y: 7, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
    parent.addSubview(child)
    child.addGestureRecognizer(recognizer)
    #expect(recognizer.location(in: parent) == CGPoint(x: 10, y: 20))
    #expect(recognizer.location(in: child) == .zero)
  }

  @Test func settingTheListReplacesTheRecognizers() {
    let view = UIView()
    let (a, b, c) = (
      UITapGestureRecognizer(), UIPanGestureRecognizer(), UILongPressGestureRecognizer()
    )
    view.addGestureRecognizer(a)
    view.addGestureRecognizer(a)
    #expect(view.gestureRecognizers == [a])
    view.gestureRecognizers = [b, c]
    #expect(view.gestureRecognizers == [b, c] && a.view == nil)
    #expect(b.view === view && c.view === view)
    view.removeGestureRecognizer(a)
    #expect(view.gestureRecognizers == [b, c])
    view.gestureRecognizers = nil
    #expect(view.gestureRecognizers == nil && b.view == nil && c.view == nil)
    view.gestureRecognizers = []
    #expect(view.gestureRecognizers == nil)
  }

  final class Quiet: NSObject, UIGestureRecognizerDelegate {}

  @Test func aDelegateAnswersAsUIKitDoesByDefault() {
    let recognizer = UIPanGestureRecognizer()
    let other = UITapGestureRecognizer()
    let delegate = Quiet()
    recognizer.delegate = delegate
    #expect(recognizer.delegate === delegate)
    #expect(delegate.gestureRecognizerShouldBegin(recognizer))
    #expect(!delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other))
    #expect(!delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other))
    #expect(!delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other))
  }
}
