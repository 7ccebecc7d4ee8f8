/// Makes a view a drop target (UIKit's `UIDropInteraction`).
public final class DropInteraction: Interaction {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  public let delegate: any DropInteractionDelegate
  public private(set) var view: View? {
    get { viewReference?.value }
    set { viewReference = newValue.map(Unretained.init) }
  }
  private var viewReference: Unretained<View>?
  /// For the references that do not keep the interaction alive (see ``Unretained``).
  let lifetime = Lifetime()
  public var isEnabled: Bool {
    get { storedIsEnabled }
    set {
      storedIsEnabled = newValue
      // It decides which interactions a hit test finds for a drag (see `DropChain`).
      ViewTree.changed()
    }
  }
  /// Read by targeting on every move of a drag; internal and only read or assigned whole, so
  /// that reading it costs no dynamic exclusivity check (see ``View``'s storage).
  private(set) var storedIsEnabled = true
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
  public var name: String {
    if let explicitName { return explicitName }
    return view == nil ? "?.drop" : nameOnView
  }
  /// `<view>.drop` for the view it was last moved to, built once: the name is logged with every
  /// delegate call (a view's name never changes).
  private var nameOnView = "?.drop"

  /// Sessions currently entered (in entry order).
  var enteredSessions: [DragSession] = []

  deinit {
    lifetime.end()
  }

  public func willMove(to view: View?) {}
  public func didMove(to view: View?) {
    self.view = view
    if let view { nameOnView = "\(view.name).drop" }
  }
}

extension DropInteraction: CustomStringConvertible {
  public var description: String { name }
}

extension DropInteraction: LifetimeTracking {}
