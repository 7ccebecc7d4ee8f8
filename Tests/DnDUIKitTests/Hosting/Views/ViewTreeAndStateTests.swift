import DnDUIKit
import Testing

/// The view tree as UIKit documents it — subview order, superviews, descendants, coordinates —
/// and the state views, labels, image views, scroll views and stack views keep.
@Suite struct ViewTreeAndStateTests {
  @Test func subviewsKeepTheirOrder() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    #expect(parent.subviews == [c, a, b])
    #expect(a.superview === parent && c.superview === parent)
    parent.insertSubview(c, at: 99)
    #expect(parent.subviews == [a, b, c])
    parent.insertSubview(b, at: -4)
    #expect(parent.subviews == [b, a, c])
    parent.bringSubviewToFront(b)
    #expect(parent.subviews == [a, c, b])
    parent.sendSubviewToBack(c)
    #expect(parent.subviews == [c, a, b])
    // A view that is not a subview is not moved.
    let stranger = UIView()
    parent.bringSubviewToFront(stranger)
    parent.sendSubviewToBack(stranger)
    #expect(parent.subviews == [c, a, b] && stranger.superview == nil)
    // Adding a subview elsewhere takes it away from its superview.
    let other = UIView()
    other.addSubview(a)
    #expect(parent.subviews == [c, b] && other.subviews == [a] && a.superview === other)
    a.removeFromSuperview()
    a.removeFromSuperview()
    #expect(other.subviews.isEmpty && a.superview == nil)
  }

  @Test func descendantsAndWindows() {
    let device = TestDevice()
    let controller = UIViewController()
    let window = device.show(
      controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let outer = UIView()
    let inner = UIView()
    outer.addSubview(inner)
    #expect(inner.isDescendant(of: outer) && inner.isDescendant(of: inner))
    #expect(!outer.isDescendant(of: inner) && inner.window == nil)
    controller.view.addSubview(outer)
    #expect(inner.window === window && inner.isDescendant(of: controller.view))
    #expect(window.window === window)
    outer.removeFromSuperview()
    #expect(inner.window == nil)
  }

  final class Watcher: UIView {
    var moves = 0
    var tints = 0
    override func didMoveToWindow() { moves += 1 }
    override func tintColorDidChange() { tints += 1 }
  }

  @Test func viewsHearOfTheirWindowAndTint() {
    let device = TestDevice()
    let controller = UIViewController()
    device.show(controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let outer = UIView()
    let watcher = Watcher()
    outer.addSubview(watcher)
    #expect(watcher.moves == 0)
    controller.view.addSubview(outer)
    #expect(watcher.moves == 1)
    outer.tintColor = .red
    #expect(watcher.tints == 1)
    // A subview with its own tint is not told of its superview's.
    watcher.tintColor = .green
    #expect(watcher.tints == 2)
    outer.tintColor = .blue
    #expect(watcher.tints == 2 && watcher.tintColor == .green)
  }

  @Test func pointsAndRectsConvertBetweenViews() {
    let device = TestDevice()
    let controller = UIViewController()
    let window = device.show(
      controller, app: "notes", frame: CGRect(x: 50, y: 60, width: 400, height: 300))
    let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    let inner = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
    let side = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    controller.view.addSubview(outer)
    outer.addSubview(inner)
    controller.view.addSubview(side)
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: outer) == CGPoint(x: 6, y: 9))
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: side) == CGPoint(x: -84, y: 29))
    #expect(side.convert(CGPoint(x: 1, y: 2), from: inner) == CGPoint(x: -84, y: 29))
    #expect(outer.convert(CGPoint(x: 6, y: 9), from: inner) == CGPoint(x: 11, y: 16))
    #expect(inner.convert(CGPoint.zero, to: window) == CGPoint(x: 15, y: 27))
    // nil is the screen here: the window's frame is added.
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 65, y: 87))
    #expect(inner.convert(CGPoint(x: 65, y: 87), from: nil) == .zero)
    let rect = CGRect(x: 1, y: 1, width: 10, height: 20)
    #expect(inner.convert(rect, to: outer) == CGRect(x: 6, y: 8, width: 10, height: 20))
    #expect(outer.convert(rect, from: inner) == CGRect(x: 6, y: 8, width: 10, height: 20))
  }

  @Test func viewsHaveUIKitsDefaults() {
    let view = UIView()
    #expect(view.frame == .zero && view.alpha == 1 && !view.isHidden && view.tag == 0)
    #expect(view.isUserInteractionEnabled && !view.clipsToBounds && view.isOpaque)
    #expect(view.backgroundColor == nil && view.accessibilityIdentifier == nil)
    #expect(view.subviews.isEmpty && view.superview == nil && view.interactions.isEmpty)
    #expect(
      !UILabel().isUserInteractionEnabled && !UIImageView(image: nil).isUserInteractionEnabled)
    #expect(UIButton().isUserInteractionEnabled)
    view.tag = 42
    view.isOpaque = false
    view.isUserInteractionEnabled = false
    view.alpha = 0.3
    view.accessibilityIdentifier = "card"
    #expect(view.tag == 42 && !view.isOpaque && !view.isUserInteractionEnabled)
    #expect(view.alpha == 0.3 && view.accessibilityIdentifier == "card")
    #expect(
      UIView.ContentMode.redraw.rawValue == 3 && UIView.ContentMode.bottomRight.rawValue == 12)
  }

  @Test func sizeToFitKeepsAPlainViewsSize() {
    let view = UIView(frame: CGRect(x: 3, y: 4, width: 30, height: 40))
    #expect(view.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 40))
    view.sizeToFit()
    #expect(view.frame == CGRect(x: 3, y: 4, width: 30, height: 40))
    let image = UIImageView(image: UIImage(size: CGSize(width: 16, height: 9)))
    #expect(image.frame == CGRect(x: 0, y: 0, width: 16, height: 9))
    image.frame = CGRect(x: 5, y: 5, width: 1, height: 1)
    image.sizeToFit()
    #expect(image.frame == CGRect(x: 5, y: 5, width: 16, height: 9))
    image.image = nil
    #expect(image.sizeThatFits(.zero) == .zero)
    #expect(image.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(UIImageView(image: nil).frame == .zero)
  }

  @Test func aLabelsSizeFollowsItsTextFontAndLines() {
    let label = UILabel()
    #expect(label.text == nil && label.textColor == .black && label.numberOfLines == 1)
    #expect(label.textAlignment == .natural && label.attributedText == nil)
    label.text = "ab\nabcd"
    // One line shows: the first, 2 characters of 8.5 points, 20.4 points high.
    #expect(label.intrinsicContentSize == CGSize(width: 17, height: 21))
    label.numberOfLines = 0
    #expect(label.intrinsicContentSize == CGSize(width: 34, height: 41))
    label.font = .systemFont(ofSize: 10)
    #expect(label.intrinsicContentSize == CGSize(width: 20, height: 24))
    #expect(label.sizeThatFits(.zero) == label.intrinsicContentSize)
    label.attributedText = NSAttributedString(string: "xyz")
    #expect(label.text == "xyz" && label.attributedText?.string == "xyz")
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    #expect(label.textColor == .secondaryLabel && label.textAlignment == .center)
  }

  @Test func aScrollViewKeepsItsSettings() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(scroll.contentOffset == .zero && scroll.contentSize == .zero)
    #expect(scroll.contentInset == .zero && scroll.scrollIndicatorInsets == .zero)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.isScrollEnabled && !scroll.isPagingEnabled && scroll.bounces)
    #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
    #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
    #expect(scroll.scrollsToTop && scroll.delaysContentTouches && scroll.canCancelContentTouches)
    #expect(scroll.keyboardDismissMode == .none && scroll.decelerationRate == .normal)
    #expect(scroll.refreshControl == nil && scroll.delegate == nil)
    #expect(scroll.minimumZoomScale == 1 && scroll.maximumZoomScale == 1 && scroll.zoomScale == 1)
    #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating)
    scroll.isScrollEnabled = false
    scroll.isPagingEnabled = true
    scroll.bounces = false
    scroll.alwaysBounceVertical = true
    scroll.alwaysBounceHorizontal = true
    scroll.showsVerticalScrollIndicator = false
    scroll.showsHorizontalScrollIndicator = false
    scroll.scrollsToTop = false
    scroll.delaysContentTouches = false
    scroll.canCancelContentTouches = false
    scroll.keyboardDismissMode = .interactive
    scroll.decelerationRate = .fast
    scroll.contentInsetAdjustmentBehavior = .never
    scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scroll.contentInset = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    #expect(!scroll.isScrollEnabled && scroll.isPagingEnabled && !scroll.bounces)
    #expect(scroll.alwaysBounceVertical && scroll.alwaysBounceHorizontal)
    #expect(!scroll.showsVerticalScrollIndicator && !scroll.showsHorizontalScrollIndicator)
    #expect(!scroll.scrollsToTop && !scroll.delaysContentTouches && !scroll.canCancelContentTouches)
    #expect(scroll.keyboardDismissMode == .interactive && scroll.decelerationRate == .fast)
    #expect(scroll.contentInsetAdjustmentBehavior == .never)
    #expect(scroll.scrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
  }

  @Test func theZoomScaleStaysBetweenItsLimits() {
    let scroll = UIScrollView(frame: .zero)
    scroll.minimumZoomScale = 0.5
    scroll.maximumZoomScale = 4
    scroll.zoomScale = 2
    #expect(scroll.zoomScale == 2)
    scroll.setZoomScale(0.1, animated: true)
    #expect(scroll.zoomScale == 0.5)
    scroll.setZoomScale(9, animated: false)
    #expect(scroll.zoomScale == 4)
    // Setting the offset moves no subview.
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 5, height: 5))
    scroll.addSubview(child)
    scroll.contentOffset = CGPoint(x: 0, y: 50)
    #expect(child.frame.origin == CGPoint(x: 10, y: 10) && scroll.bounds.origin == .zero)
  }

  @Test func aStackViewKeepsItsSettings() {
    let stack = UIStackView(frame: .zero)
    #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    stack.spacing = 6
    stack.alignment = .lastBaseline
    stack.distribution = .equalCentering
    stack.isBaselineRelativeArrangement = true
    stack.isLayoutMarginsRelativeArrangement = true
    #expect(stack.spacing == 6 && stack.alignment == .lastBaseline)
    #expect(stack.distribution == .equalCentering && stack.isBaselineRelativeArrangement)
    #expect(stack.isLayoutMarginsRelativeArrangement)
    let view = UIView()
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    stack.addArrangedSubview(view)
    #expect(!view.translatesAutoresizingMaskIntoConstraints && view.superview === stack)
    // Adding it again keeps one entry, at the end.
    let other = UIView()
    stack.addArrangedSubview(other)
    stack.addArrangedSubview(view)
    #expect(stack.arrangedSubviews == [other, view] && stack.subviews == [view, other])
    stack.insertArrangedSubview(view, at: -1)
    #expect(stack.arrangedSubviews == [view, other])
    stack.setCustomSpacing(3, after: other)
    stack.setCustomSpacing(9, after: other)
    #expect(stack.customSpacing(after: other) == 9)
    #expect(UIStackView.spacingUseSystem < 0 && UIStackView.spacingUseDefault > 1e30)
    #expect(UIStackView.Alignment.bottom == .trailing)
    #expect(UIStackView.Distribution.fillProportionally.rawValue == 2)
    #expect(UIStackView.Alignment.firstBaseline.rawValue == 2)
  }

  final class Stubborn: UITextField {
    override var canResignFirstResponder: Bool { false }
  }

  @Test func endEditingForcesOnlyWhenAsked() {
    let device = TestDevice()
    let controller = UIViewController()
    device.show(controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let field = Stubborn(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let other = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
    let unrelated = UIView()
    controller.view.addSubview(field)
    controller.view.addSubview(other)
    controller.view.addSubview(unrelated)
    #expect(field.becomeFirstResponder())
    #expect(field.becomeFirstResponder() && field.isFirstResponder)
    // It will not resign: another field cannot take over, and endEditing(false) fails.
    #expect(!other.becomeFirstResponder() && field.isFirstResponder)
    #expect(!field.resignFirstResponder())
    #expect(unrelated.endEditing(false))
    #expect(field.isFirstResponder)
    #expect(!controller.view.endEditing(false) && field.isFirstResponder)
    #expect(controller.view.endEditing(true) && !field.isFirstResponder)
    #expect(other.becomeFirstResponder())
    #expect(UIResponder().next == nil && !UIResponder().canBecomeFirstResponder)
    #expect(!UIResponder().isFirstResponder && UIResponder().canResignFirstResponder)
  }
}
