import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// The controls drag-and-drop code touches: fonts, buttons (taps and spring loading) and
/// activity indicators.
@Suite struct ButtonsAndFontsTests {
  // MARK: Fonts

  @Test func fontsHaveUIKitsSizes() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    label.font = .preferredFont(forTextStyle: .headline)
    #expect(label.font.fontName == ".SFUI-Semibold")
    label.font = nil
    #expect(label.font.pointSize == 17)
    let system = UIFont.systemFont(ofSize: 14)
    #expect(system.pointSize == 14 && system.fontName == ".SFUI-Regular")
    let bold = UIFont.boldSystemFont(ofSize: 20)
    #expect(bold.pointSize == 20 && bold.fontName == ".SFUI-Semibold")
    #expect(UIFont.preferredFont(forTextStyle: .body) == UIFont.systemFont(ofSize: 17))
    #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.boldSystemFont(ofSize: 17))
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.subheadline, 15),
      (.callout, 16), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    // Of the text styles, only the headline is semibold at the default size category.
    for (style, _) in sizes {
      #expect(
        UIFont.preferredFont(forTextStyle: style).fontName == ".SFUI-Regular", "\(style.rawValue)")
    }
    #expect(UIFont.TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    #expect(system.withSize(30) == UIFont.systemFont(ofSize: 30))
    #expect(system != bold.withSize(14))
  }

  // MARK: Buttons and controls

  final class Toolbar: UIViewController {
    let save = UIButton(type: .system)
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      save.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
      save.accessibilityIdentifier = "save"
      save.setTitle("Save", for: .normal)
      save.addAction(
        UIAction(title: "Save") { [unowned self] action in
          let sender = action.sender as? UIButton
          self.log.append(
            "\(action.title) by \(sender?.accessibilityIdentifier ?? "?") on "
              + "\(UIDevice.current.model)")
        }, for: .touchUpInside)
      view.addSubview(save)
    }
  }

  @Test func aTapOnAButtonRunsItsAction() {
    let device = TestDevice()
    let toolbar = Toolbar()
    device.show(toolbar, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    #expect(toolbar.save.buttonType == .system)
    device.touch(1, .began, CGPoint(x: 140, y: 120))
    device.advance(ms: 100)
    device.touch(1, .ended, CGPoint(x: 140, y: 120))
    #expect(toolbar.log == ["Save by save on iPad"])
    #expect(device.lines.contains { $0.hasSuffix("delegate save tapHandler(at: (40,20))") })
    // A touch beside the button, or one that moves away, is no tap on it.
    device.touch(1, .began, CGPoint(x: 40, y: 120))
    device.touch(1, .ended, CGPoint(x: 40, y: 120))
    device.touch(1, .began, CGPoint(x: 110, y: 110))
    device.touch(1, .moved, CGPoint(x: 170, y: 130))
    device.touch(1, .ended, CGPoint(x: 170, y: 130))
    #expect(toolbar.log.count == 1)
    // A disabled button takes no taps.
    toolbar.save.isEnabled = false
    device.touch(1, .began, CGPoint(x: 140, y: 120))
    device.touch(1, .ended, CGPoint(x: 140, y: 120))
    #expect(toolbar.log.count == 1)
    #expect(toolbar.save.state == .disabled)
    device.settle()
  }

  @Test func actionsRunForTheirEventsInOrder() {
    let device = TestDevice(profile: .phone)
    let toolbar = Toolbar()
    device.show(toolbar, app: "notes", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let control = toolbar.save
    var runs: [String] = []
    let changed = UIAction(title: "changed") { runs.append($0.title) }
    let any = UIAction(title: "any") { runs.append($0.title) }
    control.addAction(changed, for: .valueChanged)
    control.addAction(any, for: .allEvents)
    // Sent by the test's own code: the action still runs as app code of the button's device.
    control.sendActions(for: .touchUpInside)
    #expect(runs == ["any"])
    #expect(toolbar.log == ["Save by save on iPhone"])
    control.sendActions(for: .valueChanged)
    #expect(runs == ["any", "changed", "any"])
    control.removeAction(any, for: .allEvents)
    control.addAction(changed, for: .touchUpInside)
    control.sendActions(for: [.valueChanged, .touchUpInside])
    #expect(runs == ["any", "changed", "any", "changed"])
    control.sendAction(any)
    #expect(runs.last == "any" && any.sender as? UIButton === control)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
  }

  @Test func titlesFallBackToTheNormalOne() {
    let button = UIButton(type: .custom)
    #expect(button.currentTitle == nil)
    button.setTitle("Add", for: .normal)
    button.setTitle("Added", for: .selected)
    #expect(button.title(for: .highlighted) == "Add")
    #expect(button.currentTitle == "Add")
    button.isSelected = true
    #expect(button.state == .selected && button.currentTitle == "Added")
    button.isHighlighted = true
    #expect(button.state == [.selected, .highlighted] && button.currentTitle == "Add")
    button.setTitle(nil, for: .normal)
    #expect(button.title(for: .disabled) == nil)
    #expect(UIControl.State.selected.rawValue == 4 && UIControl.State.disabled.rawValue == 2)
    #expect(UIButton(frame: .zero).buttonType == .custom)
    #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
  }

  /// A source to drag from, and a spring-loaded "folder" button further right.
  final class Folders: UIViewController, UIDragInteractionDelegate {
    let folder = UIButton(type: .system)
    var opened: [String] = []
    let springLoaded: Bool

    init(springLoaded: Bool) {
      self.springLoaded = springLoaded
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      return nil
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      source.accessibilityIdentifier = "source"
      source.addInteraction(UIDragInteraction(delegate: self))
      folder.frame = CGRect(x: 300, y: 0, width: 100, height: 100)
      folder.accessibilityIdentifier = "folder"
      folder.isSpringLoaded = springLoaded
      folder.addAction(
        UIAction { [unowned self] _ in
          self.opened.append("opened on \(UIDevice.current.userInterfaceIdiom)")
        }, for: .touchUpInside)
      view.addSubview(source)
      view.addSubview(folder)
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "note" as NSString))]
    }
  }

  /// Lifts the source, drags onto the folder and holds still there for `holdMs`.
  private func hoverOnFolder(_ device: TestDevice, holdMs: Int64) {
    device.touch(1, .began, CGPoint(x: 50, y: 50))
    device.advance(ms: 600)
    for step in 1...6 {
      device.advance(ms: 16)
      device.touch(1, .moved, CGPoint(x: 50 + 50 * CGFloat(step), y: 50))
    }
    device.advance(ms: 50)
    device.touch(1, .stationary, CGPoint(x: 350, y: 50))
    device.advance(ms: holdMs)
  }

  @Test func aSpringLoadedButtonActivatesWhenADragHoversOverIt() {
    let device = TestDevice()
    let folders = Folders(springLoaded: true)
    device.show(folders, app: "files", frame: CGRect(x: 0, y: 0, width: 500, height: 300))
    #expect(folders.folder.isSpringLoaded)
    #expect(folders.folder.interactions.contains { $0 is UISpringLoadedInteraction })
    // 0.8 s to the flash, 0.4 s more to the activation (Docs/engine.md §7).
    hoverOnFolder(device, holdMs: 1199)
    #expect(folders.opened.isEmpty)
    device.advance(ms: 1)
    #expect(folders.opened == ["opened on pad"])
    // Once per hover.
    device.advance(ms: 2000)
    #expect(folders.opened.count == 1)
    device.touch(1, .ended, CGPoint(x: 350, y: 50))
    device.settle()
    #expect(device.lines.contains { $0.contains("folder.spring activationHandler") })
  }

  @Test(arguments: [(true, false), (false, true)])
  func noSpringLoadingWhenOffOrDisabled(springLoaded: Bool, enabled: Bool) {
    let device = TestDevice()
    let folders = Folders(springLoaded: springLoaded)
    device.show(folders, app: "files", frame: CGRect(x: 0, y: 0, width: 500, height: 300))
    folders.folder.isEnabled = enabled
    hoverOnFolder(device, holdMs: 3000)
    device.touch(1, .ended, CGPoint(x: 350, y: 50))
    device.settle()
    #expect(folders.opened.isEmpty)
  }

  @Test func springLoadingCanBeTurnedOff() {
    let button = UIButton()
    button.isSpringLoaded = true
    #expect(button.interactions.count == 1)
    button.isSpringLoaded = false
    #expect(!button.isSpringLoaded && button.interactions.isEmpty)
    let supporting: [any UISpringLoadedInteractionSupporting] = [
      button, UITableView(frame: .zero, style: .plain),
    ]
    #expect(supporting.allSatisfy { !$0.isSpringLoaded })
  }

  // MARK: Activity indicators

  @Test func anActivityIndicatorIsHiddenWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.frame.size == CGSize(width: 37, height: 37))
    #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
  }
}
