import DnDUIKit
import Testing

/// UIAlertController and UIAlertAction as app code builds them: what is set reads back, actions
/// keep their order and their handlers do not run by themselves.
@Suite struct AlertControllerStateTests {
  @Test func anAlertKeepsItsTitleMessageAndStyle() {
    let alert = UIAlertController(
      title: "Delete?", message: "It goes for good.", preferredStyle: .alert)
    #expect(alert.title == "Delete?" && alert.message == "It goes for good.")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.actions.isEmpty && alert.preferredAction == nil && alert.textFields == nil)
    alert.message = "Really?"
    #expect(alert.message == "Really?")
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    #expect(sheet.title == nil && sheet.message == nil && sheet.preferredStyle == .actionSheet)
    let plain = UIAlertController(nibName: nil, bundle: nil)
    #expect(plain.preferredStyle == .alert && plain.title == nil && plain.message == nil)
    #expect(
      UIAlertController.Style.actionSheet.rawValue == 0
        && UIAlertController.Style.alert.rawValue == 1)
  }

  @Test func actionsKeepTheirOrderAndNoHandlerRuns() {
    var ran: [String] = []
    let alert = UIAlertController(title: "Move", message: nil, preferredStyle: .alert)
    let keep = UIAlertAction(title: "Keep", style: .cancel) { ran.append($0.title ?? "") }
    let move = UIAlertAction(title: "Move", style: .default) { ran.append($0.title ?? "") }
    let delete = UIAlertAction(title: "Delete", style: .destructive)
    alert.addAction(keep)
    alert.addAction(move)
    alert.addAction(delete)
    #expect(alert.actions == [keep, move, delete])
    #expect(alert.actions.map(\.title) == ["Keep", "Move", "Delete"])
    #expect(alert.actions.map(\.style) == [.cancel, .default, .destructive])
    alert.preferredAction = move
    #expect(alert.preferredAction === move)
    #expect(ran.isEmpty)
    #expect(keep.isEnabled && move.isEnabled)
    move.isEnabled = false
    #expect(!move.isEnabled && keep.isEnabled)
    #expect(UIAlertAction(title: nil, style: .default).title == nil)
    #expect(UIAlertAction.Style.default.rawValue == 0 && UIAlertAction.Style.cancel.rawValue == 1)
    #expect(UIAlertAction.Style.destructive.rawValue == 2)
  }

  @Test func onlyAlertsTakeTextFields() {
    let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    var configured: [UITextField] = []
    alert.addTextField { field in
      field.text = "Old name"
      configured.append(field)
    }
    alert.addTextField()
    let fields = alert.textFields ?? []
    #expect(fields.count == 2 && fields.first === configured.first)
    #expect(fields.map(\.text) == ["Old name", nil])
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    var called = false
    sheet.addTextField { _ in called = true }
    #expect(sheet.textFields == nil && !called)
  }

  @Test func anActionSheetHasAPopoverOnAnyDevice() {
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    let popover = sheet.popoverPresentationController
    #expect(popover != nil && sheet.popoverPresentationController === popover)
    let item = UIBarButtonItem()
    popover?.barButtonItem = item
    #expect(sheet.popoverPresentationController?.barButtonItem === item)
    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
    #expect(alert.popoverPresentationController == nil)
  }
}
