import DnDEngine

/// A view: a rectangle in a tree, which touches hit and interactions attach to. It stands for an
/// engine `View` (the engine's tree mirrors this one) and adds what app code reads and
/// writes around drag and drop — frame, bounds, centre, alpha, background colour, transform,
/// subviews, interactions. Nothing is drawn; Auto Layout places the views constraints mention.
///
/// **Names.** A view's name in the event log is its `accessibilityIdentifier` when one is set;
/// otherwise it is given by its place when it joins a superview: `<superview>/<Type><n>`, where
/// `n` counts the superview's subviews of the same type, this one included (a view controller's
/// root view is named after the controller's type). The rule depends only on the order in which
/// the app's code builds its views, so it is the same on every run (Docs/uikit.md, "Names").
///
/// **Layout.** Frames are what the code sets, or what Auto Layout gives the views whose
/// ``translatesAutoresizingMaskIntoConstraints`` is false (``NSLayoutConstraint``). A view that
/// needs layout (new, resized, given a subview, told ``setNeedsLayout()``, or whose items'
/// constraints changed) runs ``layoutSubviews()`` — whose default places its subviews by their
/// constraints, as UIKit's does — and, when it is a view controller's root view, the controller's
/// `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()` after, at ``layoutIfNeeded()``
/// and at the layout pass a window runs when it shows a view controller (UIKit's first pass). A
/// pass first runs the due ``updateConstraints()``. No pass follows later changes on its own.
open class UIView: UIResponder {
  package let engineView: View
  private var hasIdentifierName = false
  /// Set on a view controller's view: named after the controller, not after its place.
  private var isControllerView = false
  /// The view controller whose root view this is: the next responder, told of layout passes.
  weak var owningController: UIViewController?
  private var storedLayer: CALayer?
  private var storedTintColor: UIColor?
  private var needsLayout = true
  private var storedGestureRecognizers: [UIGestureRecognizer]?
  /// Auto Layout's state: constraints installed here, guides, margins, priorities.
  var layoutState = ViewLayoutState()

  public init(frame: CGRect) {
    if let prepared = UIView.takePreparedEngineView() {
      // A view standing for an engine view that already exists (a window's root view, a table,
      // a cell): it keeps its frame unless one is given.
      engineView = prepared
      super.init()
      if frame != .zero { engineView.frame = frame.engineValue }
    } else {
      engineView = View(name: String(describing: Self.self), frame: frame.engineValue)
      super.init()
      engineView.isUserInteractionEnabled = Self.userInteractionEnabledByDefault
    }
    engineView.facade = self
    if UIView.isAppClass(Self.self) { engineView.hitTester = self }
  }

  public convenience override init() {
    self.init(frame: .zero)
  }

  // UIView has UIKit's two designated initializers only, so that an app's subclass that
  // overrides them inherits the convenience ones, as in UIKit. A DnDUIKit class standing for an
  // engine view that already exists prepares it for the next `init(frame:)` on this thread.

  private static let preparedKey = "dndsim.DnDUIKit.preparedEngineView"

  /// Makes the next `UIView.init(frame:)` on this thread stand for `view` instead of making one.
  package static func prepareEngineView(_ view: View) {
    Thread.current.threadDictionary[preparedKey] = view
  }

  private static func takePreparedEngineView() -> View? {
    let dictionary = Thread.current.threadDictionary
    guard let view = dictionary[preparedKey] as? View else { return nil }
    dictionary.removeObject(forKey: preparedKey)
    return view
  }

  /// Storyboards are not modelled: a view made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  nonisolated deinit {
    MainActor.assumeIsolated {
      for case let backed as EngineInteraction in interactions { backed.detachFromView() }
    }
  }

  /// UIKit's default for the class: true for views, false for labels and image views.
  class var userInteractionEnabledByDefault: Bool { true }

  // MARK: Geometry

  open var frame: CGRect {
    get { CGRect(engineView.frame) }
    set {
      if newValue.size != frame.size { needsLayout = true }
      engineView.frame = newValue.engineValue
    }
  }

  /// Origin zero and the frame's size; setting it changes the size around the centre.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set {
      let center = self.center
      frame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      let size = frame.size
      frame = CGRect(
        x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width,
        height: size.height)
    }
  }

  /// Stored for the app to read back; previews and hit testing do not use it.
  open var transform: CGAffineTransform = .identity

  // MARK: Hit testing

  /// The view a touch at `point` (in this view's coordinates) lands on, or nil when it passes
  /// through to what lies behind (UIKit's `UIView.hitTest(_:with:)`). The default is UIKit's: nil
  /// when the view is hidden, takes no touches or ``point(inside:with:)`` says no; else the
  /// subviews are asked, frontmost first (each through its own `hitTest(_:with:)` when its class
  /// is an app's), and the first view one answers is the answer; else the view itself. Views with
  /// alpha below 0.01 are not skipped (see ``alpha``).
  ///
  /// Override it to pick another view: the engine's touches, drags and drops honour what a view
  /// of an app's class answers (Docs/uikit.md, "Hit testing"). `event` is a touch event (see
  /// ``UIEvent``) when the engine asks.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, self.point(inside: point, with: event) else {
      return nil
    }
    var hit = engineView.subviewHit(at: point.engineValue)
    while let view = hit {
      if let facade = view.uiView { return facade }
      hit = view.superview
    }
    return self
  }

  /// Whether `point` (in this view's coordinates) is on the view (UIKit's
  /// `UIView.point(inside:with:)`): by default whether ``bounds`` contains it. Override it to
  /// widen or narrow where a touch hits the view: ``hitTest(_:with:)`` asks it.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// Whether views of `type` go through their own ``hitTest(_:with:)`` when the engine hit tests:
  /// the classes not declared in this module, which an app may have overridden it in. Swift
  /// cannot tell an override from the inherited method, so every app class is asked; DnDUIKit's
  /// own classes keep the engine's rule, which gives the default's answer without the calls.
  private static func isAppClass(_ type: UIView.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = appClasses[key] { return known }
    let isApp = !String(reflecting: type).hasPrefix("DnDUIKit.")
    appClasses[key] = isApp
    return isApp
  }

  private static var appClasses: [ObjectIdentifier: Bool] = [:]

  // MARK: Appearance and touch handling

  /// Stored; a view with alpha 0 is still hit (UIKit's ``hitTest(_:with:)`` skips views below
  /// 0.01 — not modelled).
  open var alpha: CGFloat = 1

  /// Whether the view is hidden; a hidden view is left out of its stack view's arrangement.
  open var isHidden: Bool {
    get { engineView.isHidden }
    set {
      guard newValue != engineView.isHidden else { return }
      engineView.isHidden = newValue
      if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(self) {
        stack.arrangementChanged()
      }
    }
  }

  open var isUserInteractionEnabled: Bool {
    get { engineView.isUserInteractionEnabled }
    set { engineView.isUserInteractionEnabled = newValue }
  }

  /// Shows in the log as the background of a default preview made from this view.
  open var backgroundColor: UIColor? {
    didSet { engineView.backgroundColor = backgroundColor?.logName }
  }

  open var tag: Int = 0

  /// Whether subviews are clipped to the view's bounds (UIKit's `UIView.clipsToBounds`; default
  /// false): stored, the same value as its layer's `CALayer.masksToBounds`. Nothing is drawn, so
  /// nothing is clipped: touches still reach subviews outside the bounds.
  open var clipsToBounds = false

  /// Whether the view is opaque (UIKit's `UIView.isOpaque`; default true): stored.
  open var isOpaque = true

  /// How the view's content fits its bounds (UIKit's `UIView.contentMode`; default
  /// ``ContentMode/scaleToFill``): stored.
  open var contentMode: UIView.ContentMode = .scaleToFill

  /// The tint colour (UIKit's `UIView.tintColor`): the one set on this view, else its superview's,
  /// else the system blue. Setting nil goes back to inheriting. Stored; nothing is tinted.
  open var tintColor: UIColor! {
    get { storedTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
    set {
      storedTintColor = newValue
      tintColorChanged()
    }
  }

  /// Called when the view's tint colour changes (UIKit's `UIView.tintColorDidChange()`), on the
  /// view and on the subviews that inherit it; override to react.
  open func tintColorDidChange() {}

  private func tintColorChanged() {
    tintColorDidChange()
    for subview in subviews where subview.storedTintColor == nil { subview.tintColorChanged() }
  }

  // MARK: Layer

  /// The class of the view's layer (UIKit's `UIView.layerClass`): `CALayer`; a subclass may
  /// name a subclass of it.
  open class var layerClass: AnyClass { CALayer.self }

  /// The view's layer (UIKit's `UIView.layer`), made on first use — one per view, of
  /// ``layerClass`` — with the view as its delegate, as in UIKit. Its opacity, visibility,
  /// background colour, geometry and `masksToBounds` are the view's own ``alpha``, ``isHidden``,
  /// ``backgroundColor``, ``frame`` and ``clipsToBounds``; the rest is stored on the layer (see
  /// DnDQuartzCore's `CALayer`).
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
    let layer = type.init()
    layer.delegate = self
    storedLayer = layer
    return layer
  }

  // MARK: Layout

  /// Marks the view as needing layout (UIKit's `UIView.setNeedsLayout()`): its
  /// ``layoutSubviews()`` runs at the next ``layoutIfNeeded()`` (or a window's layout pass).
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out, now, this view and its subviews that need it (UIKit's `UIView.layoutIfNeeded()`):
  /// first the due ``updateConstraints()``, then each view that needs layout, top down, runs
  /// ``layoutSubviews()``, between its view controller's `viewWillLayoutSubviews()` and
  /// `viewDidLayoutSubviews()` when it is a controller's root view. The view's own frame stays:
  /// lay out its superview to move it.
  open func layoutIfNeeded() {
    layOutSubtree()
  }

  /// Positions the subviews (UIKit's `UIView.layoutSubviews()`). The default gives the views below
  /// this one that constraints place (and a stack view's arranged subviews) their frames, as
  /// UIKit's does; an override that sets frames itself should call `super.layoutSubviews()` first
  /// when constraints are in use.
  open func layoutSubviews() {
    LayoutSolver.layOut(below: self)
  }

  /// The layout pass of this view's tree (see the type's documentation).
  func layOutSubtree() {
    updateConstraintsIfNeeded()
    layOutViewsThatNeedIt()
  }

  private func layOutViewsThatNeedIt() {
    if needsLayout {
      needsLayout = false
      let controller = owningController
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    for subview in subviews { subview.layOutViewsThatNeedIt() }
  }

  /// Updates the constraints of the view (UIKit's `UIView.updateConstraints()`): called at a
  /// layout pass, before the layout, once at the view's first pass and again after
  /// ``setNeedsUpdateConstraints()``; a view controller's root view has its controller's
  /// `updateViewConstraints()` called instead (whose default calls this). Does nothing by
  /// default; override it to change constraints in one place.
  open func updateConstraints() {}

  /// Whether the view's class relies on constraints (UIKit's
  /// `UIView.requiresConstraintBasedLayout`; false): read by no one here, for overriding.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Called when ``layoutMargins`` change (UIKit's `UIView.layoutMarginsDidChange()`); override to
  /// react.
  open func layoutMarginsDidChange() {}

  /// Called when ``safeAreaInsets`` change (UIKit's `UIView.safeAreaInsetsDidChange()`): never
  /// here, as the insets are always zero.
  open func safeAreaInsetsDidChange() {}

  /// The size that the view's constraints and content give it nearest `targetSize` (UIKit's
  /// `UIView.systemLayoutSizeFitting(_:)`): the target pulls at
  /// ``UILayoutPriority/fittingSizeLevel``, so intrinsic sizes and constraints inside the view
  /// win; constraints to views outside it are left out. Nothing moves.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size nearest `targetSize` with the target's width and height pulling at the given
  /// priorities (UIKit's
  /// `UIView.systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`):
  /// ``UILayoutPriority/required`` fixes that dimension to the target's.
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    LayoutSolver.fittingSize(
      of: self, target: targetSize, horizontal: horizontalFittingPriority,
      vertical: verticalFittingPriority)
  }

  /// The size that best fits `size` (UIKit's `UIView.sizeThatFits(_:)`): the current size for a
  /// plain view, an image view's image size, a label's estimated text size (text is not measured:
  /// see ``UILabel``).
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin (UIKit's
  /// `UIView.sizeToFit()`).
  open func sizeToFit() {
    frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
  }

  /// The view's natural size (UIKit's `UIView.intrinsicContentSize`), which Auto Layout gives a
  /// view its constraints leave free: none (``noIntrinsicMetric`` both ways) for a plain view; an
  /// image view's image size, a label's estimated text size (see ``UILabel``).
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the view its natural size changed (UIKit's
  /// `UIView.invalidateIntrinsicContentSize()`): the superview needs layout.
  open func invalidateIntrinsicContentSize() {
    superview?.setNeedsLayout()
  }

  /// No natural size in a dimension (UIKit's `UIView.noIntrinsicMetric`).
  public static let noIntrinsicMetric: CGFloat = -1

  // MARK: Gesture recognizers

  /// The gesture recognizers attached to the view (UIKit's `UIView.gestureRecognizers`): nil until
  /// one is added, then the ones added, in order (empty once all are removed). They are stored,
  /// never sent touches: see ``UIGestureRecognizer``.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { storedGestureRecognizers }
    set {
      for recognizer in storedGestureRecognizers ?? [] { recognizer.view = nil }
      storedGestureRecognizers = nil
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }

  /// Attaches `gestureRecognizer` to the view (UIKit's `UIView.addGestureRecognizer(_:)`),
  /// detaching it from the view it was on; the view keeps it.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    if let current = gestureRecognizer.view, current !== self {
      current.removeGestureRecognizer(gestureRecognizer)
    }
    var recognizers = storedGestureRecognizers ?? []
    if !recognizers.contains(where: { $0 === gestureRecognizer }) {
      recognizers.append(gestureRecognizer)
    }
    storedGestureRecognizers = recognizers
    gestureRecognizer.view = self
  }

  /// Detaches `gestureRecognizer` from the view (UIKit's `UIView.removeGestureRecognizer(_:)`).
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard var recognizers = storedGestureRecognizers,
      let index = recognizers.firstIndex(where: { $0 === gestureRecognizer })
    else { return }
    recognizers.remove(at: index)
    storedGestureRecognizers = recognizers
    gestureRecognizer.view = nil
  }

  // MARK: Responder chain

  /// The view controller whose root view this is, else the superview.
  open override var next: UIResponder? { owningController ?? superview }

  override var responderWindow: UIWindow? { window }

  /// The view's name in the event log when set (see the type's documentation).
  open var accessibilityIdentifier: String? {
    didSet {
      hasIdentifierName = accessibilityIdentifier != nil
      if let accessibilityIdentifier { engineView.rename(accessibilityIdentifier) }
    }
  }

  // MARK: The tree

  open private(set) var subviews: [UIView] = []
  open private(set) weak var superview: UIView?

  /// The window whose tree holds the view.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    if view.superview === self, let old = subviews.firstIndex(of: view) {
      subviews.remove(at: old)
    } else {
      view.removeFromSuperview()
    }
    let position = max(0, min(index, subviews.count))
    subviews.insert(view, at: position)
    view.superview = self
    needsLayout = true
    view.needsLayout = true
    engineView.insertSubview(view.engineView, at: position)
    view.nameAfterPlace(in: self)
    if window != nil { view.movedToWindow() }
  }

  /// Called when the view (or an ancestor) joins a window; override to react, as in UIKit.
  open func didMoveToWindow() {}

  /// The view and its subviews joined a window: tables and collection views load their rows now
  /// (UIKit loads them at the first layout pass, which follows), then each view is told.
  private func movedToWindow() {
    if let list = engineView as? ListView { list.loadIfNeeded() }
    didMoveToWindow()
    for subview in subviews { subview.movedToWindow() }
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview (UIKit's `UIView.removeFromSuperview()`), deactivating
  /// the constraints between its subtree and the rest of the tree, as UIKit does.
  open func removeFromSuperview() {
    guard let superview else { return }
    deactivateConstraintsLeavingTree()
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
    engineView.removeFromSuperview()
  }

  /// Deactivates the constraints installed above the view that mention it, a view below it or one
  /// of their layout guides.
  private func deactivateConstraintsLeavingTree() {
    var ancestor = superview
    while let view = ancestor {
      for constraint in view.layoutState.constraints
      where constraint.itemViews.contains(where: { $0.isDescendant(of: self) }) {
        constraint.uninstall()
      }
      ancestor = view.superview
    }
  }

  open func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Gives the view its place name, unless an identifier names it.
  func nameAfterPlace(in superview: UIView) {
    guard !hasIdentifierName, !isControllerView else { return }
    let type = String(describing: Swift.type(of: self))
    let sameType = superview.subviews.filter { Swift.type(of: $0) == Swift.type(of: self) }
    let number = (sameType.firstIndex { $0 === self } ?? sameType.count) + 1
    engineView.rename("\(superview.engineView.name)/\(type)\(number)")
  }

  /// Names a view controller's root view after the controller, unless an identifier names it.
  func nameAsRootView(of controller: UIViewController) {
    isControllerView = true
    owningController = controller
    guard !hasIdentifierName else { return }
    engineView.rename(String(describing: Swift.type(of: controller)))
  }

  // MARK: Coordinates

  /// This view's origin in its root's coordinates (screen coordinates when the root is a window),
  /// and the root.
  private var originInRoot: (CGPoint, UIView) {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var view: UIView = self
    while true {
      if let window = view as? UIWindow {
        return (CGPoint(x: x + window.frame.minX, y: y + window.frame.minY), window)
      }
      guard let parent = view.superview else { return (CGPoint(x: x, y: y), view) }
      x += view.frame.minX
      y += view.frame.minY
      view = parent
    }
  }

  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let (origin, _) = originInRoot
    let inRoot = CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    guard let view else { return inRoot }
    let (target, _) = view.originInRoot
    return CGPoint(x: inRoot.x - target.x, y: inRoot.y - target.y)
  }

  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inRoot: CGPoint
    if let view {
      let (origin, _) = view.originInRoot
      inRoot = CGPoint(x: point.x + origin.x, y: point.y + origin.y)
    } else {
      inRoot = point
    }
    let (mine, _) = originInRoot
    return CGPoint(x: inRoot.x - mine.x, y: inRoot.y - mine.y)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  // MARK: Paste

  /// What the view accepts by paste and by drop (UIKit's `UIResponder.pasteConfiguration`).
  open var pasteConfiguration: UIPasteConfiguration? {
    didSet { installPasteConfiguration(pasteConfiguration) }
  }

  /// Called with the dropped (or pasted) items' providers that fit ``pasteConfiguration``;
  /// override it to take them. The default takes nothing.
  open func paste(itemProviders: [NSItemProvider]) {}

  /// Whether ``paste(itemProviders:)`` would take these providers: those of an acceptable type.
  open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
    guard let configuration = pasteConfiguration else { return false }
    return itemProviders.contains { provider in
      configuration.acceptableTypeIdentifiers.contains {
        provider.hasItemConformingToTypeIdentifier($0)
      }
    }
  }

  // MARK: Interactions

  open private(set) var interactions: [UIInteraction] = []

  open func addInteraction(_ interaction: UIInteraction) {
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    interactions.append(interaction)
    if let backed = interaction as? EngineInteraction {
      backed.attachToView()
      engineView.addInteraction(backed.engineInteraction)
    }
    interaction.didMove(to: self)
  }

  open func removeInteraction(_ interaction: UIInteraction) {
    guard interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactions.removeAll { $0 === interaction }
    if let backed = interaction as? EngineInteraction {
      engineView.removeInteraction(backed.engineInteraction)
      backed.detachFromView()
    }
    interaction.didMove(to: nil)
  }

  nonisolated open override var description: String {
    // NSObject's `description` is nonisolated; a main-actor object describes itself only there.
    MainActor.assumeIsolated {
      "<\(String(describing: Swift.type(of: self))) \(engineView.name) frame=\(frame)>"
    }
  }
}

/// The engine asks a view of an app's class for its hit test (``UIView/hitTest(_:with:)``). The
/// engine is nonisolated and the view is on the main actor: `@preconcurrency` makes each call
/// check at run time that it runs there (Docs/uikit.md, "Concurrency").
extension UIView: @preconcurrency ViewHitTesting {
  package func hitTestView(at point: Point) -> View? {
    hitTest(CGPoint(point), with: UIEvent.engineTouches)?.engineView
  }
}

extension View {
  /// The DnDUIKit view standing for this engine view, if any.
  var uiView: UIView? { facade as? UIView }
}

/// An object that adds behaviour to the view it is added to (UIKit's `UIInteraction`).
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}

/// A DnDUIKit interaction that stands for an engine interaction.
protocol EngineInteraction: UIInteraction {
  var engineInteraction: any Interaction { get }
  /// Called when the interaction joins a view and when it leaves it (or the view goes away):
  /// its engine delegate holds it only meanwhile.
  func attachToView()
  func detachFromView()
}
