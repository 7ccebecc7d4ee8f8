/// Makes a view a drop target (UIKit's `UIDropInteraction`).
public final class DropInteraction: Interaction {
  public let delegate: any DropInteractionDelegate
  public private(set) weak var view: View?
  public var isEnabled = true
  /// When false (the default), once a session has entered, other sessions are ignored until it
  /// exits and they enter again.
  public var allowsSimultaneousDropSessions = false
  /// Set by a table or collection view on the interactions it owns (see `DelegateCallee`).
  var isSystemOwned = false
  private let explicitName: String?

  /// The delegate is held strongly; see ``DragInteraction/init(delegate:name:)``.
  public init(delegate: any DropInteractionDelegate, name: String? = nil) {
    self.delegate = delegate
    self.explicitName = name
  }

  /// Identity in logs: the given name, else `<view>.drop`.
  public var name: String { explicitName ?? "\(view?.name ?? "?").drop" }

  /// Sessions currently entered (in entry order).
  var enteredSessions: [DragSession] = []

  public func willMove(to view: View?) {}
  public func didMove(to view: View?) { self.view = view }
}

extension DropInteraction: CustomStringConvertible {
  public var description: String { name }
}
