/// What Auto Layout keeps for one view: the constraints installed on it, its layout guides, its
/// margins and content priorities (``UIView``'s Auto Layout properties read and write these).
struct ViewLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The active constraints installed on the view, in the order they were installed.
  var constraints: [NSLayoutConstraint] = []
  var layoutGuides: [UILayoutGuide] = []
  var safeAreaLayoutGuide: UILayoutGuide?
  var layoutMarginsGuide: UILayoutGuide?
  /// UIKit's default margins: 8 points on every side.
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var preservesSuperviewLayoutMargins = false
  var insetsLayoutMarginsFromSafeArea = true
  var horizontalHugging = UILayoutPriority.defaultLow
  var verticalHugging = UILayoutPriority.defaultLow
  var horizontalCompressionResistance = UILayoutPriority.defaultHigh
  var verticalCompressionResistance = UILayoutPriority.defaultHigh
  var autoresizingMask: UIView.AutoresizingMask = []
  var autoresizesSubviews = true
  /// Every view's constraints are updated at its first layout pass.
  var needsUpdateConstraints = true
  /// On the root of a view tree: the messages its layout passes recorded, oldest first.
  var messages: [String] = []
}

/// Where the solver and activation leave what UIKit would print to the console.
enum LayoutMessages {
  /// Records `message` on the root of `view`'s tree, unless it is there already.
  static func record(_ message: String, near view: UIView?) {
    guard let view else { return }
    let root = view.treeRoot
    if !root.layoutState.messages.contains(message) {
      root.layoutState.messages.append(message)
    }
  }
}

extension UIView {
  /// The topmost ancestor (the window for a view in one).
  var treeRoot: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }
}
