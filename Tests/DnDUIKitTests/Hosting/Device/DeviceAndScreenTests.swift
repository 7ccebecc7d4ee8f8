import DnDEngine
import DnDUIKit
import Testing
import VirtualTime

/// The device and its screen as app code reads them: `UIDevice` and `UIScreen` follow the
/// simulated device's profile.
@Suite struct DeviceAndScreenTests {
  // MARK: The device

  /// Enables its drag on a phone only because `UIDevice` says it runs on one (on a tablet drags
  /// are on by default), and records what the device says while loading and during a drop.
  final class IdiomBoard: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    var idiomWhileLoading: UIUserInterfaceIdiom?
    var idiomDuringDrop: UIUserInterfaceIdiom?
    var model = ""
    var system = ""
    var screen = CGRect.zero
    var drops = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      idiomWhileLoading = UIDevice.current.userInterfaceIdiom
      model = UIDevice.current.model
      system = UIDevice.current.systemName + " " + UIDevice.current.systemVersion
      screen = UIScreen.main.bounds
      let source = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      source.accessibilityIdentifier = "source"
      let drag = UIDragInteraction(delegate: self)
      if UIDevice.current.userInterfaceIdiom == .phone { drag.isEnabled = true }
      source.addInteraction(drag)
      let target = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
      target.accessibilityIdentifier = "target"
      target.addInteraction(UIDropInteraction(delegate: self))
      view.addSubview(source)
      view.addSubview(target)
    }

    func dragInteraction(
      _ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession
    ) -> [UIDragItem] {
      [UIDragItem(itemProvider: NSItemProvider(object: "note" as NSString))]
    }

    func dropInteraction(
      _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
    ) -> UIDropProposal {
      UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
      idiomDuringDrop = UIDevice.current.userInterfaceIdiom
      drops += 1
    }
  }

  @Test(arguments: DeviceProfile.Kind.allCases)
  func theIdiomAndModelFollowTheDeviceProfile(kind: DeviceProfile.Kind) {
    let profile: DeviceProfile = kind == .tablet ? .tablet : .phone
    let device = TestDevice(profile: profile)
    let board = IdiomBoard()
    device.show(board, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let expected: UIUserInterfaceIdiom = profile.kind == .tablet ? .pad : .phone
    #expect(board.idiomWhileLoading == expected)
    #expect(board.model == (profile.kind == .tablet ? "iPad" : "iPhone"))
    #expect(board.system == "iOS 11.0")
    #expect(expected.rawValue == (profile.kind == .tablet ? 1 : 0))
    // The phone's drag works because the app enabled it after asking the device.
    device.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50))
    device.settle()
    #expect(board.drops == 1)
    #expect(board.idiomDuringDrop == expected)
  }

  @Test func twoDevicesSideBySideEachSeeTheirOwn() {
    let tablet = TestDevice(profile: .tablet)
    let phone = TestDevice(profile: .phone)
    let onTablet = IdiomBoard()
    let onPhone = IdiomBoard()
    tablet.show(onTablet, app: "a", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    phone.show(onPhone, app: "a", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(onTablet.idiomWhileLoading == .pad && onPhone.idiomWhileLoading == .phone)
    #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
  }

  @Test func theScreenHoldsTheDevicesWindows() {
    let device = TestDevice()
    let left = IdiomBoard()
    let right = IdiomBoard()
    device.show(left, app: "notes", frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    device.show(
      right, app: "mail", team: "T2", frame: CGRect(x: 700, y: 0, width: 324, height: 768))
    // Each read while its controller loaded: the screen holds the windows added so far.
    #expect(left.screen == CGRect(x: 0, y: 0, width: 700, height: 768))
    #expect(right.screen == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(UIScreen.main.scale == 1)
  }
}
