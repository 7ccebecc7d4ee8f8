/// Makes a view a drag source (UIKit's `UIDragInteraction`).
public final class DragInteraction: Interaction {
  /// The object that stands for this one in another API (a `DnDUIKit` type), if any; not
  /// retained.
  package weak var facade: AnyObject?
  public let delegate: any DragInteractionDelegate
  public private(set) var view: View? {
    get { viewReference?.value }
    set { viewReference = newValue.map(Unretained.init) }
  }
  private var viewReference: Unretained<View>?
  /// For the references that do not keep the interaction alive (see ``Unretained``).
  let lifetime = Lifetime()
  /// `nil` follows the device profile (on by default on a tablet, off on a phone); set it to
  /// enable or disable the interaction explicitly.
  public var isEnabled: Bool?
  /// When false (the default), other gestures are failed when the lift begins.
  public var allowsSimultaneousRecognitionDuringLift = false
  /// Set by a table or collection view on the interactions it owns (see `DelegateCallee`).
  var isSystemOwned = false
  private let explicitName: String?

  /// The delegate is held strongly (unlike UIKit) so a scene need not keep it alive; a delegate
  /// that stores its interaction should do so weakly.
  public init(delegate: any DragInteractionDelegate, name: String? = nil) {
    self.delegate = delegate
    self.explicitName = name
  }

  /// Identity in logs: the given name, else `<view>.drag`.
  public var name: String {
    if let explicitName { return explicitName }
    return view == nil ? "?.drag" : nameOnView
  }
  /// `<view>.drag` for the view it was last moved to, built once: the name is logged with every
  /// delegate call (a view's name never changes).
  private var nameOnView = "?.drag"

  deinit {
    lifetime.end()
  }

  public func willMove(to view: View?) {}
  public func didMove(to view: View?) {
    self.view = view
    if let view { nameOnView = "\(view.name).drag" }
  }
}

extension DragInteraction: CustomStringConvertible {
  public var description: String { name }
}

extension DragInteraction: LifetimeTracking {}
