/// Something attached to a view that takes part in drag and drop: a drag, drop or spring-loaded
/// interaction. A view holds its interactions in the order they were added.
public protocol Interaction: AnyObject {
  /// The view the interaction is attached to, or `nil` before it is added / after it is removed.
  var view: View? { get }
  /// Called by ``View/addInteraction(_:)`` and ``View/removeInteraction(_:)``.
  func willMove(to view: View?)
  func didMove(to view: View?)
}
