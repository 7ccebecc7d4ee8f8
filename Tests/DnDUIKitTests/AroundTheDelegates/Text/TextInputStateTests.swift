import DnDUIKit
import Foundation
import Testing

/// Text fields and text views as state: UIKit's defaults, every property reading back what was
/// set, the attributed text mirroring the text, and their delegates' default answers.
@Suite struct TextInputStateTests {
  @Test func aTextFieldHasUIKitsDefaults() {
    let field = UITextField(frame: .zero)
    #expect(field.text == nil && field.attributedText == nil)
    #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
    #expect(field.textColor == .black && field.textAlignment == .natural)
    #expect(field.borderStyle == UITextField.BorderStyle.none && field.clearButtonMode == .never)
    #expect(!field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth)
    #expect(field.leftView == nil && field.leftViewMode == .never)
    #expect(field.rightView == nil && field.rightViewMode == .never)
    #expect(field.inputView == nil && field.inputAccessoryView == nil && field.delegate == nil)
    #expect(field.keyboardType == .default && field.returnKeyType == .default)
    #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
    #expect(!field.isSecureTextEntry && !field.isEditing)
  }

  @Test func aTextFieldKeepsWhatIsSet() {
    let field = UITextField(frame: .zero)
    let (left, right, input, accessory) = (UIView(), UIView(), UIView(), UIView())
    field.font = .boldSystemFont(ofSize: 20)
    field.textColor = .darkGray
    field.textAlignment = .center
    field.borderStyle = .roundedRect
    field.clearButtonMode = .whileEditing
    field.clearsOnBeginEditing = true
    field.adjustsFontSizeToFitWidth = true
    field.leftView = left
    field.leftViewMode = .always
    field.rightView = right
    field.rightViewMode = .unlessEditing
    field.inputView = input
    field.inputAccessoryView = accessory
    field.returnKeyType = .done
    field.autocapitalizationType = .words
    field.autocorrectionType = .no
    #expect(field.font == .boldSystemFont(ofSize: 20) && field.textColor == .darkGray)
    #expect(field.textAlignment == .center && field.borderStyle == .roundedRect)
    #expect(field.clearButtonMode == .whileEditing && field.clearsOnBeginEditing)
    #expect(field.adjustsFontSizeToFitWidth)
    #expect(field.leftView === left && field.leftViewMode == .always)
    #expect(field.rightView === right && field.rightViewMode == .unlessEditing)
    #expect(field.inputView === input && field.inputAccessoryView === accessory)
    #expect(field.returnKeyType == .done && field.autocapitalizationType == .words)
    #expect(field.autocorrectionType == .no)
    field.font = nil
    #expect(field.font == nil)
  }

  @Test func attributedTextAndPlaceholderMirrorThePlainOnes() {
    let field = UITextField(frame: .zero)
    field.attributedText = NSAttributedString(string: "Milk")
    #expect(field.text == "Milk")
    field.attributedText = nil
    #expect(field.text == nil)
    field.attributedPlaceholder = NSAttributedString(string: "Item")
    #expect(field.placeholder == "Item" && field.attributedPlaceholder?.string == "Item")
    field.placeholder = "Other"
    #expect(field.attributedPlaceholder?.string == "Other")
    field.attributedPlaceholder = nil
    #expect(field.placeholder == nil)
  }

  @Test func aTextFieldEditsOnlyWhileEnabled() {
    let device = TestDevice()
    let controller = UIViewController()
    device.show(controller, app: "notes", frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    controller.view.addSubview(field)
    #expect(field.canBecomeFirstResponder)
    #expect(field.becomeFirstResponder() && field.isEditing)
    #expect(field.resignFirstResponder() && !field.isEditing && !field.isFirstResponder)
    field.isEnabled = false
    #expect(!field.canBecomeFirstResponder)
  }

  @Test func aTextViewHasUIKitsDefaultsAndKeepsWhatIsSet() {
    let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(view.text == "" && view.attributedText.string == "")
    #expect(view.font == .systemFont(ofSize: 12) && view.textColor == .black)
    #expect(view.textAlignment == .natural && view.isEditable && view.isSelectable)
    #expect(view.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
    #expect(view.selectedRange == NSRange(location: 0, length: 0))
    #expect(view.inputView == nil && view.inputAccessoryView == nil && view.delegate == nil)
    #expect(view.keyboardType == .default && view.returnKeyType == .default)
    #expect(view.autocapitalizationType == .sentences && view.autocorrectionType == .default)
    view.text = "Hello"
    #expect(view.attributedText.string == "Hello")
    view.attributedText = nil
    #expect(view.text == "")
    view.font = .systemFont(ofSize: 15)
    view.textColor = .label
    view.textAlignment = .right
    view.isSelectable = false
    view.textContainerInset = .zero
    view.selectedRange = NSRange(location: 2, length: 3)
    view.keyboardType = .URL
    view.returnKeyType = .send
    view.autocapitalizationType = .allCharacters
    view.autocorrectionType = .yes
    let accessory = UIView()
    view.inputAccessoryView = accessory
    view.inputView = accessory
    #expect(view.font == .systemFont(ofSize: 15) && view.textColor == .label)
    #expect(view.textAlignment == .right && !view.isSelectable)
    #expect(view.textContainerInset == .zero)
    #expect(view.selectedRange == NSRange(location: 2, length: 3))
    #expect(view.keyboardType == .URL && view.returnKeyType == .send)
    #expect(view.autocapitalizationType == .allCharacters && view.autocorrectionType == .yes)
    #expect(view.inputAccessoryView === accessory && view.inputView === accessory)
    #expect(view.canBecomeFirstResponder)
    view.isEditable = false
    #expect(!view.canBecomeFirstResponder)
  }

  final class Notes: NSObject, UITextViewDelegate, UITextFieldDelegate {}
  final class Scrolls: NSObject, UIScrollViewDelegate {}

  @Test func aTextViewsDelegateIsItsScrollViewDelegate() {
    let view = UITextView(frame: .zero)
    let notes = Notes()
    let scrollView: UIScrollView = view
    scrollView.delegate = notes
    #expect(view.delegate === notes && scrollView.delegate === notes)
    scrollView.delegate = Scrolls()
    #expect(view.delegate == nil)
    view.delegate = notes
    #expect(scrollView.delegate === notes)
  }

  @Test func delegatesAnswerAsUIKitDoesByDefault() {
    let notes = Notes()
    let view = UITextView(frame: .zero)
    let field = UITextField(frame: .zero)
    field.delegate = notes
    #expect(field.delegate === notes)
    #expect(notes.textViewShouldBeginEditing(view) && notes.textViewShouldEndEditing(view))
    #expect(
      notes.textView(
        view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "x"))
    notes.textViewDidBeginEditing(view)
    notes.textViewDidEndEditing(view)
    notes.textViewDidChange(view)
    notes.textViewDidChangeSelection(view)
    #expect(notes.textFieldShouldBeginEditing(field) && notes.textFieldShouldEndEditing(field))
    #expect(notes.textFieldShouldClear(field) && notes.textFieldShouldReturn(field))
    #expect(
      notes.textField(
        field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "y"))
    notes.textFieldDidBeginEditing(field)
    notes.textFieldDidEndEditing(field)
    notes.textFieldDidEndEditing(field, reason: .committed)
    notes.textFieldDidChangeSelection(field)
  }

  @Test func theKeyboardSettingsHaveUIKitsValues() {
    #expect(UIKeyboardType.emailAddress.rawValue == 7 && UIKeyboardType.URL.rawValue == 3)
    #expect(UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
    #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
    #expect(UITextAutocorrectionType.yes.rawValue == 2)
    #expect(
      UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3
    )
    #expect(UITextField.DidEndEditingReason.cancelled.rawValue == 1)
    #expect(NSTextAlignment.natural.rawValue == 4 && NSTextAlignment.center.rawValue == 1)
  }
}
