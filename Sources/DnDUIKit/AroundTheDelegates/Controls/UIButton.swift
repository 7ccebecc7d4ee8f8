/// A button (UIKit's `UIButton`): a ``UIControl`` with a title, title colour, image, background
/// image and attributed title per state, which a tap — or, when ``isSpringLoaded``, a drag
/// hovering over it — makes send ``UIControl/Event/touchUpInside`` to its actions. The per-state
/// values are stored and read back with UIKit's fallback to the ``UIControl/State/normal`` one;
/// nothing is drawn: ``titleLabel`` and ``imageView`` show the current values but are not in the
/// view tree, and the type changes nothing but ``buttonType``. Its ``intrinsicContentSize`` is
/// estimated from its title.
open class UIButton: UIControl, UISpringLoadedInteractionSupporting {
  /// The button's type (UIKit's `UIButton.buttonType`): ``ButtonType/custom`` unless made with
  /// ``init(type:)``.
  open private(set) var buttonType: ButtonType = .custom

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var attributedTitles: [UInt: NSAttributedString] = [:]
  private var storedTitleLabel: UILabel?
  private var storedImageView: UIImageView?
  /// The interaction ``isSpringLoaded`` installs.
  private var springLoading: UISpringLoadedInteraction?

  /// A button of `buttonType` with a zero frame (UIKit's `UIButton.init(type:)`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  // MARK: Titles

  /// Sets the title shown in `state` (UIKit's `UIButton.setTitle(_:for:)`); nil removes it.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    invalidateIntrinsicContentSize()
  }

  /// The title's estimated size in UIKit's 15-point button font, 6 points above and below it
  /// (30 points high): the estimate ``UILabel`` uses, as no text is laid out; none without a
  /// title.
  open override var intrinsicContentSize: CGSize {
    guard let title = currentTitle, !title.isEmpty else { return super.intrinsicContentSize }
    let text = TextSizeEstimate.size(of: title, font: .systemFont(ofSize: 15))
    return CGSize(width: text.width, height: text.height + 12)
  }

  /// The title for `state`, else the ``UIControl/State/normal`` one (UIKit's
  /// `UIButton.title(for:)`: "if a title has not been set for the specified state, this method
  /// returns the title associated with the normal state").
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// The title for the button's current ``UIControl/state`` (UIKit's `UIButton.currentTitle`).
  open var currentTitle: String? { title(for: state) }

  /// Sets the title's colour in `state` (UIKit's `UIButton.setTitleColor(_:for:)`); nil removes
  /// it. Stored.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for `state`, else the ``UIControl/State/normal`` one (UIKit's
  /// `UIButton.titleColor(for:)`).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
  }

  /// The title colour for the current ``UIControl/state`` (UIKit's
  /// `UIButton.currentTitleColor`): the one set, else the ``UIView/tintColor`` of a
  /// ``ButtonType/system`` button and white for the others, UIKit's defaults.
  open var currentTitleColor: UIColor {
    if let color = titleColor(for: state) { return color }
    return buttonType == .system ? tintColor ?? .systemBlue : .white
  }

  /// Sets the styled title shown in `state` (UIKit's `UIButton.setAttributedTitle(_:for:)`); nil
  /// removes it. Stored; the intrinsic size still comes from the plain title.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles[state.rawValue] = title
  }

  /// The styled title for `state`, else the ``UIControl/State/normal`` one (UIKit's
  /// `UIButton.attributedTitle(for:)`).
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state.rawValue] ?? attributedTitles[UIControl.State.normal.rawValue]
  }

  /// The styled title for the current ``UIControl/state`` (UIKit's
  /// `UIButton.currentAttributedTitle`).
  open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

  // MARK: Images

  /// Sets the image shown in `state` (UIKit's `UIButton.setImage(_:for:)`); nil removes it.
  /// Stored.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images[state.rawValue] = image
  }

  /// The image for `state`, else the ``UIControl/State/normal`` one (UIKit's
  /// `UIButton.image(for:)`).
  open func image(for state: UIControl.State) -> UIImage? {
    images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
  }

  /// The image for the current ``UIControl/state`` (UIKit's `UIButton.currentImage`).
  open var currentImage: UIImage? { image(for: state) }

  /// Sets the background image shown in `state` (UIKit's `UIButton.setBackgroundImage(_:for:)`);
  /// nil removes it. Stored.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages[state.rawValue] = image
  }

  /// The background image for `state`, else the ``UIControl/State/normal`` one (UIKit's
  /// `UIButton.backgroundImage(for:)`).
  open func backgroundImage(for state: UIControl.State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
  }

  /// The background image for the current ``UIControl/state`` (UIKit's
  /// `UIButton.currentBackgroundImage`).
  open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

  // MARK: Subviews

  /// The label showing the title (UIKit's `UIButton.titleLabel`): made on first use, its text and
  /// colour the current ones when read; what the app sets on it (a font) is kept. It is not a
  /// subview here: touches on the button hit the button.
  open var titleLabel: UILabel? {
    let label = storedTitleLabel ?? UILabel()
    storedTitleLabel = label
    label.text = currentTitle
    label.textColor = currentTitleColor
    return label
  }

  /// The image view showing the image (UIKit's `UIButton.imageView`): made on first use, its
  /// image the current one when read. It is not a subview here.
  open var imageView: UIImageView? {
    let view = storedImageView ?? UIImageView(image: nil)
    storedImageView = view
    view.image = currentImage
    return view
  }

  // MARK: Spring loading

  /// Whether a drag hovering over the button activates it (UIKit's
  /// `UISpringLoadedInteractionSupporting.isSpringLoaded`; default false). Setting it true adds a ``UISpringLoadedInteraction`` to the button
  /// (it shows in ``UIView/interactions``, and in the log as `<button>.spring`) whose activation
  /// sends ``UIControl/Event/touchUpInside`` to the button's actions, with the engine's timing
  /// and speed gate (`Docs/engine.md` §7); setting it false removes it. A disabled button does
  /// not spring-load (our choice: UIKit's documentation does not say).
  open var isSpringLoaded: Bool {
    get { springLoading?.view === self }
    set {
      guard newValue != isSpringLoaded else { return }
      if newValue {
        let interaction = UISpringLoadedInteraction { [weak self] _, _ in
          self?.sendActions(for: .touchUpInside)
        }
        interaction.isEnabled = isEnabled
        springLoading = interaction
        addInteraction(interaction)
      } else if let springLoading {
        removeInteraction(springLoading)
        self.springLoading = nil
      }
    }
  }

  /// Also enables or disables the spring loading (see ``isSpringLoaded``).
  open override var isEnabled: Bool {
    didSet { springLoading?.isEnabled = isEnabled }
  }

  // MARK: Types

  /// The kinds of button UIKit draws, with UIKit's raw values (`UIButton.ButtonType`); here they
  /// differ only in ``UIButton/buttonType``.
  nonisolated public enum ButtonType: Int, Sendable {
    /// No style of its own.
    case custom = 0
    /// The system's style.
    case system = 1
    /// A detail disclosure button.
    case detailDisclosure = 2
    /// An information button on a dark background.
    case infoLight = 3
    /// An information button on a light background.
    case infoDark = 4
    /// An add-contact button.
    case contactAdd = 5
    /// A close button.
    case close = 7
  }
}

/// An object that can spring-load: a drag hovering over it activates it (UIKit's
/// `UISpringLoadedInteractionSupporting`). ``UIButton``, ``UITableView`` and
/// ``UICollectionView`` adopt it.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionSupporting: NSObjectProtocol {
  /// Whether the object spring-loads.
  var isSpringLoaded: Bool { get set }
}

extension UITableView: UISpringLoadedInteractionSupporting {}
extension UICollectionView: UISpringLoadedInteractionSupporting {}
