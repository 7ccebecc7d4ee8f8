// UIKit's adaptable system colours (iOS 13), with their values in the light appearance: dark mode
// and accessibility contrast are not modelled. They read in the log by name, as the fixed colours
// do (`systemBlue`).

nonisolated extension UIColor {
  private static func rgb(
    _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1
  ) -> UIColor {
    UIColor(name: name, red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  /// The system red (UIKit's `UIColor.systemRed`).
  public static let systemRed = rgb("systemRed", 255, 59, 48)
  /// The system green (UIKit's `UIColor.systemGreen`).
  public static let systemGreen = rgb("systemGreen", 52, 199, 89)
  /// The system blue (UIKit's `UIColor.systemBlue`): also the default ``UIView/tintColor``.
  public static let systemBlue = rgb("systemBlue", 0, 122, 255)
  /// The system orange (UIKit's `UIColor.systemOrange`).
  public static let systemOrange = rgb("systemOrange", 255, 149, 0)
  /// The system yellow (UIKit's `UIColor.systemYellow`).
  public static let systemYellow = rgb("systemYellow", 255, 204, 0)
  /// The system pink (UIKit's `UIColor.systemPink`).
  public static let systemPink = rgb("systemPink", 255, 45, 85)
  /// The system purple (UIKit's `UIColor.systemPurple`).
  public static let systemPurple = rgb("systemPurple", 175, 82, 222)
  /// The system teal (UIKit's `UIColor.systemTeal`).
  public static let systemTeal = rgb("systemTeal", 90, 200, 250)
  /// The system indigo (UIKit's `UIColor.systemIndigo`).
  public static let systemIndigo = rgb("systemIndigo", 88, 86, 214)
  /// The system grey (UIKit's `UIColor.systemGray`).
  public static let systemGray = rgb("systemGray", 142, 142, 147)
  /// The lightest system grey (UIKit's `UIColor.systemGray6`).
  public static let systemGray6 = rgb("systemGray6", 242, 242, 247)
  /// Text (UIKit's `UIColor.label`).
  public static let label = rgb("label", 0, 0, 0)
  /// Secondary text (UIKit's `UIColor.secondaryLabel`).
  public static let secondaryLabel = rgb("secondaryLabel", 60, 60, 67, 0.6)
  /// Tertiary text (UIKit's `UIColor.tertiaryLabel`).
  public static let tertiaryLabel = rgb("tertiaryLabel", 60, 60, 67, 0.3)
  /// Placeholder text (UIKit's `UIColor.placeholderText`).
  public static let placeholderText = rgb("placeholderText", 60, 60, 67, 0.3)
  /// Links (UIKit's `UIColor.link`).
  public static let link = rgb("link", 0, 122, 255)
  /// Separators (UIKit's `UIColor.separator`).
  public static let separator = rgb("separator", 60, 60, 67, 0.29)
  /// A view's background (UIKit's `UIColor.systemBackground`).
  public static let systemBackground = rgb("systemBackground", 255, 255, 255)
  /// Content over the background (UIKit's `UIColor.secondarySystemBackground`).
  public static let secondarySystemBackground = rgb("secondarySystemBackground", 242, 242, 247)
  /// Content over secondary content (UIKit's `UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = rgb("tertiarySystemBackground", 255, 255, 255)
  /// A grouped table's background (UIKit's `UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = rgb("systemGroupedBackground", 242, 242, 247)

  /// The system colours, for reading a log name back.
  static var systemColors: [UIColor] {
    [
      systemRed, systemGreen, systemBlue, systemOrange, systemYellow, systemPink, systemPurple,
      systemTeal, systemIndigo, systemGray, systemGray6, label, secondaryLabel, tertiaryLabel,
      placeholderText, link, separator, systemBackground, secondarySystemBackground,
      tertiarySystemBackground, systemGroupedBackground,
    ]
  }
}
