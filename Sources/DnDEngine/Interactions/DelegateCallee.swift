/// An interaction whose delegate the system calls, as the event log sees it.
protocol DelegateCallee: AnyObject {
  /// The subject of its delegate calls in the log.
  var name: String { get }
  /// True for the interactions a table or collection view installs on itself: their delegate is
  /// the view (as in UIKit, where the view is its own interactions' delegate), so their calls are
  /// not logged — the view logs the index-path calls it makes to the app's delegates instead.
  var isSystemOwned: Bool { get }
}

extension DragInteraction: DelegateCallee {}
extension DropInteraction: DelegateCallee {}
