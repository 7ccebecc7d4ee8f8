/// What a text field asks and tells its delegate (UIKit's `UITextFieldDelegate`). Every method
/// is optional, with UIKit's answer as the default; there is no keyboard here (see
/// ``UITextField``), so none is ever called.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
  /// Whether editing may begin.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, for `reason`.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether the characters in `range` may be replaced by `string`.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection changed.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may clear the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Whether the field handles the return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Not implemented: true.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Not implemented: nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Not implemented: true.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Not implemented: nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// Not implemented: nothing.
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {}
  /// Not implemented: true.
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  /// Not implemented: nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Not implemented: true.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Not implemented: true.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
