/// A navigation controller's bar (UIKit's `UINavigationBar`), as state: it is not put in the view
/// tree (the top controller's view fills the navigation controller's view, and touches at the top
/// reach it), and nothing is drawn.
open class UINavigationBar: UIView {
  /// Whether titles show large (UIKit's `UINavigationBar.prefersLargeTitles`; default false).
  open var prefersLargeTitles = false
  /// Whether the bar is translucent (UIKit's `UINavigationBar.isTranslucent`; default true).
  open var isTranslucent = true
  /// The bar's background tint (UIKit's `UINavigationBar.barTintColor`).
  open var barTintColor: UIColor?
  /// The title's text attributes (UIKit's `UINavigationBar.titleTextAttributes`).
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes (UIKit's `UINavigationBar.largeTitleTextAttributes`).
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
}
