/// What a ``UIAction`` runs: the action, told its ``UIAction/sender`` (UIKit's `UIActionHandler`).
public typealias UIActionHandler = (UIAction) -> Void

/// An action a control runs for its events, and an item of a menu (UIKit's `UIAction`, iOS 14):
/// a title, an image and a handler. It is how controls reach app code here — UIKit's older
/// target–action (`addTarget(_:action:for:)` with a `#selector`) needs the Objective-C runtime,
/// which Linux does not have, so it is absent: write `button.addAction(UIAction { _ in
/// self.save() }, for: .touchUpInside)` in shared files (it compiles on iOS 14 and later too). As
/// a ``UIMenuElement`` in a ``UIMenu`` it is stored: no menu is shown, so no one picks it.
/// Identifiers, attributes and states are stored.
open class UIAction: UIMenuElement {
  /// The action's title (UIKit's `UIAction.title`).
  open override var title: String {
    get { elementTitle }
    set { elementTitle = newValue }
  }
  /// The action's image (UIKit's `UIAction.image`).
  open override var image: UIImage? {
    get { elementImage }
    set { elementImage = newValue }
  }
  /// The image shown while ``state`` is on (UIKit's `UIAction.selectedImage`): stored.
  open var selectedImage: UIImage?
  /// The action's identity (UIKit's `UIAction.identifier`): the one given, else a unique one.
  open private(set) var identifier: UIAction.Identifier
  /// The title shown when the app is asked what it can do (UIKit's
  /// `UIAction.discoverabilityTitle`): stored.
  open var discoverabilityTitle: String?
  /// How the action is shown in a menu (UIKit's `UIAction.attributes`): stored.
  open var attributes: UIMenuElement.Attributes
  /// Whether the action is checked in a menu (UIKit's `UIAction.state`): stored.
  open var state: UIMenuElement.State
  /// The control that is sending the action, set just before the handler runs (UIKit's
  /// `UIAction.sender`); `nil` until a control first sends it.
  public internal(set) var sender: Any?
  let handler: UIActionHandler

  /// An action that runs `handler` (UIKit's `UIAction.init(title:subtitle:image:selectedImage:
  /// identifier:discoverabilityTitle:attributes:state:handler:)`); all but `handler` are stored.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    selectedImage: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.selectedImage = selectedImage
    self.identifier = identifier ?? UIAction.Identifier(UIAction.uniqueIdentifier())
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Storyboards are not modelled: an action made from an archive does not exist.
  public required init?(coder: NSCoder) {
    return nil
  }

  private static var madeIdentifiers = 0

  /// A unique identifier, the same on every run (UIKit makes a UUID).
  private static func uniqueIdentifier() -> String {
    madeIdentifiers += 1
    return "UIAction-\(madeIdentifiers)"
  }

  /// An action's identity (UIKit's `UIAction.Identifier`).
  nonisolated public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier.
    public let rawValue: String

    /// The identifier `rawValue`.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The identifier `rawValue` (UIKit's unlabelled form).
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
}
