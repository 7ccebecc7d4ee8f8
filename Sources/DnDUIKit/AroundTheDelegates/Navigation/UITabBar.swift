/// A tab bar controller's bar (UIKit's `UITabBar`), as state: it is not put in the view tree
/// (the selected controller's view fills the tab bar controller's view), and nothing is drawn.
open class UITabBar: UIView {
  /// Whether the bar is translucent (UIKit's `UITabBar.isTranslucent`; default true).
  open var isTranslucent = true
  /// The bar's background tint (UIKit's `UITabBar.barTintColor`).
  open var barTintColor: UIColor?
  /// The unselected items' tint (UIKit's `UITabBar.unselectedItemTintColor`).
  open var unselectedItemTintColor: UIColor?
}
