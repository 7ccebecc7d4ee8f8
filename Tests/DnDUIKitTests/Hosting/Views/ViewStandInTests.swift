import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// Layers, layout passes, stack views, scroll views (tables and collection views among them), the
/// responder chain and gesture recognizers: state that app code sets and reads back.
@Suite struct ViewStandInTests {
  @Test func aViewHasOneLayerThatSharesTheViewsState() {
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    let layer = view.layer
    #expect(view.layer === layer)
    #expect(UIView().layer !== layer)
    layer.cornerRadius = 8
    layer.borderWidth = 2
    layer.borderColor = UIColor.red.cgColor
    layer.shadowOpacity = 0.5
    #expect(view.layer.cornerRadius == 8 && view.layer.borderWidth == 2)
    #expect(view.layer.borderColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    // Core Animation's defaults.
    #expect(layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3)
    #expect(UIView().layer.borderColor == CGColor(gray: 0, alpha: 1))
    // What UIKit keeps once for the view and its layer.
    layer.opacity = 0.5
    #expect(view.alpha == 0.5)
    view.clipsToBounds = true
    #expect(layer.masksToBounds)
    layer.masksToBounds = false
    #expect(!view.clipsToBounds)
    view.backgroundColor = .blue
    #expect(layer.backgroundColor == UIColor.blue.cgColor)
    layer.backgroundColor = UIColor.yellow.cgColor
    #expect(view.backgroundColor == .yellow)
    #expect(view.backgroundColor?.description == "yellow")
    #expect(layer.frame == view.frame)
    layer.position = CGPoint(x: 100, y: 100)
    #expect(view.center == CGPoint(x: 100, y: 100))
    layer.isHidden = true
    #expect(view.isHidden)
    // Sublayers are the layers code adds.
    let badge = CALayer()
    layer.addSublayer(badge)
    #expect(layer.sublayers == [badge] && badge.superlayer === layer)
    badge.removeFromSuperlayer()
    #expect(layer.sublayers == [] && badge.superlayer == nil)
    // A path keeps its bounding box.
    layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
    #expect(layer.shadowPath?.boundingBox == view.bounds)
  }

  @Test func colorsGoThroughCoreGraphicsAndBack() {
    #expect(UIColor(cgColor: UIColor.systemBlue.cgColor).description == "systemBlue")
    let custom = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    #expect(UIColor(cgColor: custom.cgColor) == custom)
    #expect(CGColor(gray: 0.5, alpha: 1).components == [0.5, 1])
    #expect(CGColor.white.copy(alpha: 0.5)?.alpha == 0.5)
  }

  /// Lays out its one subview in `layoutSubviews`, and counts the passes.
  final class Card: UIView {
    let title = UILabel()
    var passes = 0
    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      passes += 1
      title.frame = bounds.insetBy(dx: 8, dy: 8)
    }
  }

  @Test func layoutPassesRunLayoutSubviewsWhereNeeded() {
    let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    card.layoutIfNeeded()
    #expect(card.passes == 1 && card.title.frame == CGRect(x: 8, y: 8, width: 84, height: 44))
    card.layoutIfNeeded()
    #expect(card.passes == 1)
    card.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    card.layoutIfNeeded()
    #expect(card.passes == 2 && card.title.frame.width == 184)
    card.frame.origin = CGPoint(x: 50, y: 50)
    card.layoutIfNeeded()
    #expect(card.passes == 2)
    card.setNeedsLayout()
    card.layoutIfNeeded()
    #expect(card.passes == 3)
    // A window's first pass lays out the views of the controller it shows.
    let device = TestDevice()
    let controller = UIViewController()
    let shown = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    controller.loadViewIfNeeded()
    controller.view.addSubview(shown)
    device.show(controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(shown.passes == 1)
  }

  @Test func sizesThatFit() {
    let image = UIImageView(image: nil)
    image.image = UIImage(size: CGSize(width: 40, height: 30))
    image.sizeToFit()
    #expect(image.frame.size == CGSize(width: 40, height: 30))
    #expect(image.intrinsicContentSize == CGSize(width: 40, height: 30))
    #expect(UIView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
    // A label's text size is estimated (there are no font metrics): half the point size per
    // character, 1.2 point sizes per line, rounded up; an empty label has no size, as in UIKit.
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
    label.text = "Hello"
    label.sizeToFit()
    #expect(label.frame.size == CGSize(width: 43, height: 21))
    label.text = nil
    label.sizeToFit()
    #expect(label.frame.size == .zero)
  }

  @Test func viewsKeepTheirLookAndInheritTheirTint() {
    let parent = UIView()
    let child = UIView()
    parent.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    parent.tintColor = .orange
    #expect(child.tintColor == .orange)
    child.tintColor = .red
    #expect(child.tintColor == .red)
    child.tintColor = nil
    #expect(child.tintColor == .orange)
    #expect(child.contentMode == .scaleToFill && child.isOpaque)
    child.contentMode = .scaleAspectFit
    #expect(child.contentMode == .scaleAspectFit)
  }

  @Test func aStackViewsArrangedSubviewsAreSubviews() {
    let first = UILabel()
    let second = UILabel()
    let stack = UIStackView(arrangedSubviews: [first, second])
    #expect(stack.arrangedSubviews == [first, second])
    #expect(stack.subviews == [first, second])
    #expect(stack.axis == .horizontal && stack.alignment == .fill && stack.distribution == .fill)
    stack.axis = .vertical
    stack.spacing = 8
    let third = UILabel()
    stack.insertArrangedSubview(third, at: 0)
    #expect(stack.arrangedSubviews == [third, first, second])
    #expect(stack.subviews == [first, second, third])
    // Removed from the arrangement, a view stays a subview; removed from the stack view, it
    // leaves both.
    stack.removeArrangedSubview(first)
    #expect(stack.arrangedSubviews == [third, second] && first.superview === stack)
    second.removeFromSuperview()
    #expect(stack.arrangedSubviews == [third])
    stack.setCustomSpacing(20, after: third)
    #expect(stack.customSpacing(after: third) == 20)
    #expect(stack.customSpacing(after: first) == UIStackView.spacingUseDefault)
    #expect(UIStackView.Alignment.top == .leading)
  }

  /// A table controller with three rows of 44 points that also watches scrolling.
  final class Rows: UITableViewController {
    var scrolled = 0
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      3
    }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
      scrolled += 1
    }
  }

  final class ScrollWatcher: NSObject, UIScrollViewDelegate {}

  @Test func tablesAndCollectionViewsAreScrollViews() {
    let device = TestDevice()
    let rows = Rows(style: .plain)
    device.show(rows, app: "notes", frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let table: UITableView = rows.tableView
    let scrollView: UIScrollView = table
    #expect(scrollView.delegate === rows)
    #expect(table.delegate === rows)
    #expect(table.contentSize == CGSize(width: 320, height: 132))
    table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(table.adjustedContentInset.top == 10)
    scrollView.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    #expect(table.contentOffset == CGPoint(x: 0, y: 20))
    // Nothing scrolls: the delegate is not called.
    #expect(rows.scrolled == 0)
    // A delegate that is not a table delegate, set through the scroll view, is not the table's.
    let watcher = ScrollWatcher()
    scrollView.delegate = watcher
    #expect(table.delegate == nil && scrollView.delegate == nil)

    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    #expect(collection.contentSize == layout.collectionViewContentSize)
    let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    plain.delegate = watcher
    plain.contentSize = CGSize(width: 300, height: 100)
    plain.contentOffset = CGPoint(x: 50, y: 0)
    #expect(plain.delegate === watcher && plain.contentSize.width == 300)
    #expect(plain.contentOffset.x == 50 && plain.isScrollEnabled && !plain.isDragging)
    plain.maximumZoomScale = 3
    plain.zoomScale = 5
    #expect(plain.zoomScale == 3)
  }

  @Test func theResponderChainAndTheFirstResponder() {
    let device = TestDevice()
    let controller = UIViewController()
    let window = device.show(
      controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    let other = UITextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
    controller.view.addSubview(field)
    controller.view.addSubview(other)
    #expect(field.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
    #expect(window.next === UIApplication.shared)
    #expect(!UIView().becomeFirstResponder())
    #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
    #expect(other.becomeFirstResponder() && !field.isFirstResponder)
    #expect(controller.view.endEditing(false) && !other.isFirstResponder)
    field.isEnabled = false
    #expect(!field.becomeFirstResponder())
    #expect(!UITextField().becomeFirstResponder())
  }

  @Test func gestureRecognizersAreKeptNotRun() {
    let view = UIView()
    #expect(view.gestureRecognizers == nil)
    let tap = UITapGestureRecognizer(target: view, action: "tapped")
    tap.numberOfTapsRequired = 2
    let press = UILongPressGestureRecognizer()
    view.addGestureRecognizer(tap)
    view.addGestureRecognizer(press)
    #expect(view.gestureRecognizers == [tap, press])
    #expect(tap.view === view && tap.state == .possible && tap.numberOfTapsRequired == 2)
    #expect(press.minimumPressDuration == 0.5)
    let other = UIView()
    other.addGestureRecognizer(tap)
    #expect(view.gestureRecognizers == [press] && tap.view === other)
    view.removeGestureRecognizer(press)
    #expect(view.gestureRecognizers == [] && press.view == nil)
    let pan = UIPanGestureRecognizer(target: nil, action: nil)
    pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
    #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4) && pan.velocity(in: nil) == .zero)
  }
}
