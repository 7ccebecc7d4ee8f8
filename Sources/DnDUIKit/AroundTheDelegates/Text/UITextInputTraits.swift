// The keyboard settings of text fields and text views (UIKit's `UITextInputTraits`), with UIKit's
// raw values. Stored: there is no keyboard.

/// The kind of keyboard a text input shows (UIKit's `UIKeyboardType`).
nonisolated public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// For URLs (UIKit's spelling).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  /// Digits.
  case numberPad = 4
  /// For phone numbers.
  case phonePad = 5
  /// For names and phone numbers.
  case namePhonePad = 6
  /// For email addresses.
  case emailAddress = 7
  /// Digits and a decimal point.
  case decimalPad = 8
  /// For social posts.
  case twitter = 9
  /// For web searches.
  case webSearch = 10
  /// ASCII digits.
  case asciiCapableNumberPad = 11
}

/// The title of the return key (UIKit's `UIReturnKeyType`).
nonisolated public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}

/// When the keyboard capitalizes (UIKit's `UITextAutocapitalizationType`).
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// Each word.
  case words = 1
  /// Each sentence.
  case sentences = 2
  /// Every character.
  case allCharacters = 3
}

/// Whether the keyboard autocorrects (UIKit's `UITextAutocorrectionType`).
nonisolated public enum UITextAutocorrectionType: Int, Sendable {
  /// The system's choice.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
