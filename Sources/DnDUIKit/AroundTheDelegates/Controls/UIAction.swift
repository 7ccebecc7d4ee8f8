/// What a ``UIAction`` runs: the action, told its ``UIAction/sender`` (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control runs for its events (UIKit's `UIAction`, iOS 14): a title, an image and a
/// handler. It is how controls reach app code here — UIKit's older target–action
/// (`addTarget(_:action:for:)` with a `#selector`) needs the Objective-C runtime, which Linux does
/// not have, so it is absent: write `button.addAction(UIAction { _ in self.save() }, for:
/// .touchUpInside)` in shared files (it compiles on iOS 14 and later too). Menus, identifiers,
/// attributes and states are not modelled.
@preconcurrency @MainActor
open class UIAction: NSObject {
  /// The action's title (UIKit's `UIMenuElement.title`).
  public var title: String
  /// The action's image (UIKit's `UIMenuElement.image`).
  public var image: UIImage?
  /// The control that is sending the action, set just before the handler runs (UIKit's
  /// `UIAction.sender`); `nil` until a control first sends it.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action that runs `handler` (UIKit's `UIAction.init(title:image:identifier:
  /// discoverabilityTitle:attributes:state:handler:)`, of which `identifier`,
  /// `discoverabilityTitle`, `attributes` and `state` are not modelled).
  public init(title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler) {
    self.title = title
    self.image = image
    self.handler = handler
    super.init()
  }
}
