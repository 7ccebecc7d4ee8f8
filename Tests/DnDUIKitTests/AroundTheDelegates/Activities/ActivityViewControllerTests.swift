import DnDUIKit
import Testing

/// The share sheet: stored, presented like any view controller, never completing by itself.
@Suite struct ActivityViewControllerTests {
  final class Print: UIActivity {
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("app.print") }
    override var activityTitle: String? { "Print" }
  }

  @Test func aPresentedShareSheetCoversTheWindowUntilDismissed() {
    let device = TestDevice()
    let screen = UIViewController()
    device.show(screen, app: "app", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let print = Print()
    let sheet = UIActivityViewController(
      activityItems: ["Hello", 42], applicationActivities: [print])
    var completions = 0
    sheet.completionWithItemsHandler = { _, _, _, _ in completions += 1 }
    sheet.excludedActivityTypes = [.airDrop]
    #expect(sheet.popoverPresentationController != nil)
    #expect(sheet.applicationActivities?.first === print)
    #expect(print.activityType?.rawValue == "app.print" && Print.activityCategory == .action)
    screen.present(sheet, animated: true)
    device.settle()
    #expect(screen.presentedViewController === sheet)
    #expect(sheet.view.window != nil && sheet.view.frame.size == CGSize(width: 300, height: 300))
    device.advance(ms: 60_000)
    device.settle()
    #expect(screen.presentedViewController === sheet && completions == 0)
    sheet.dismiss(animated: false)
    device.settle()
    #expect(screen.presentedViewController == nil && completions == 0)
  }
}
