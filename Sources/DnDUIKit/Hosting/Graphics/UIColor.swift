import DnDEngine

/// A colour. Nothing is drawn; a colour matters to drag and drop only where it shows in a log —
/// a default preview's background, a preview's parameters — where it reads by `logName`: the
/// name of a system colour (`white`), else `rgba(r, g, b, a)` with components in 0…1, or
/// `pattern(<image>)` for a pattern colour.
///
/// Colours support secure coding (`NSSecureCoding`), as UIKit's do: `NSKeyedArchiver` archives
/// the components, a system colour's name and a pattern colour's image, and `NSKeyedUnarchiver`
/// gives back an equal colour.
nonisolated open class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
  private let red: CGFloat
  private let green: CGFloat
  private let blue: CGFloat
  private let alpha: CGFloat
  private let name: String?
  /// The image a pattern colour tiles (nil for other colours).
  private let patternImage: UIImage?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
    self.patternImage = nil
  }

  public init(white: CGFloat, alpha: CGFloat) {
    self.red = white
    self.green = white
    self.blue = white
    self.alpha = alpha
    self.name = nil
    self.patternImage = nil
  }

  init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
    self.patternImage = nil
  }

  /// A colour that tiles `image` (UIKit's `UIColor.init(patternImage:)`). Stored: nothing is
  /// drawn. It has no RGB components (``getRed(_:green:blue:alpha:)`` answers false, as UIKit's
  /// does for a pattern), is opaque black where a component is needed, and equals another pattern
  /// colour of the same image object.
  public init(patternImage image: UIImage) {
    self.red = 0
    self.green = 0
    self.blue = 0
    self.alpha = 1
    self.name = nil
    self.patternImage = image
  }

  /// True: colours decode under secure coding (UIKit's `UIColor.supportsSecureCoding`).
  public static var supportsSecureCoding: Bool { true }

  /// Archives the colour: its components, a system colour's name, a pattern colour's image
  /// (UIKit's `UIColor.encode(with:)`; the keys are this module's).
  open func encode(with coder: NSCoder) {
    coder.encode(Double(red), forKey: CodingKey.red)
    coder.encode(Double(green), forKey: CodingKey.green)
    coder.encode(Double(blue), forKey: CodingKey.blue)
    coder.encode(Double(alpha), forKey: CodingKey.alpha)
    if let name { coder.encode(name, forKey: CodingKey.name) }
    if let patternImage { coder.encode(patternImage, forKey: CodingKey.patternImage) }
  }

  /// The colour an archive holds (UIKit's `UIColor.init(coder:)`); nil when the archive is not
  /// one ``encode(with:)`` wrote (the unarchiver then reports an error).
  public required init?(coder: NSCoder) {
    let keys = [CodingKey.red, CodingKey.green, CodingKey.blue, CodingKey.alpha]
    guard keys.allSatisfy({ coder.containsValue(forKey: $0) }) else { return nil }
    let values = keys.map { coder.decodeDouble(forKey: $0) }
    guard values.allSatisfy(\.isFinite) else { return nil }
    red = CGFloat(values[0])
    green = CGFloat(values[1])
    blue = CGFloat(values[2])
    alpha = CGFloat(values[3])
    // Only a key that is there is decoded: this Foundation's unarchiver fails the whole archive
    // on an absent key, where Apple's returns nil.
    name =
      coder.containsValue(forKey: CodingKey.name)
      ? coder.decodeObject(of: NSString.self, forKey: CodingKey.name).map { $0 as String } : nil
    if coder.containsValue(forKey: CodingKey.patternImage) {
      guard let image = coder.decodeObject(of: UIImage.self, forKey: CodingKey.patternImage)
      else { return nil }
      patternImage = image
    } else {
      patternImage = nil
    }
  }

  private enum CodingKey {
    static let red = "DnDUIColorRed"
    static let green = "DnDUIColorGreen"
    static let blue = "DnDUIColorBlue"
    static let alpha = "DnDUIColorAlpha"
    static let name = "DnDUIColorName"
    static let patternImage = "DnDUIColorPatternImage"
  }

  /// The components, as UIKit's `getRed(_:green:blue:alpha:)`: true, except for a pattern
  /// colour, which has none (false, the values left as they are).
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    if patternImage != nil { return false }
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The colour a log name stands for: a system colour by name, else an opaque colour keeping
  /// the name (a preview's parameters read back from the engine).
  convenience init(logName: String) {
    if let named = UIColor.named[logName] {
      self.init(
        name: logName, red: named.red, green: named.green, blue: named.blue, alpha: named.alpha)
    } else {
      self.init(name: logName, red: 0, green: 0, blue: 0)
    }
  }

  private static var named: [String: UIColor] {
    Dictionary(
      uniqueKeysWithValues: [
        black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange,
        purple, brown, clear,
      ].map { ($0.logName, $0) } + systemColors.map { ($0.logName, $0) })
  }

  /// The name of a system colour; nil for a colour made from components.
  var systemName: String? { name }

  /// The same colour with another opacity (UIKit's `UIColor.withAlphaComponent(_:)`); a pattern
  /// colour stays the pattern.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let patternImage { return UIColor(patternImage: patternImage) }
    return UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// How the colour reads in the event log.
  package var logName: String {
    if let name { return name }
    if let patternImage { return "pattern(\(patternImage))" }
    func component(_ value: CGFloat) -> String { LogNumber.format(Double(value)) }
    return
      "rgba(\(component(red)), \(component(green)), \(component(blue)), \(component(alpha)))"
  }

  open override var description: String { logName }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if patternImage != nil || other.patternImage != nil {
      return patternImage === other.patternImage
    }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  open override var hash: Int {
    var hasher = Hasher()
    for value in [red, green, blue, alpha] { hasher.combine(value) }
    return hasher.finalize()
  }

  public static let black = UIColor(name: "black", red: 0, green: 0, blue: 0)
  public static let darkGray = UIColor(name: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3)
  public static let lightGray = UIColor(name: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3)
  public static let white = UIColor(name: "white", red: 1, green: 1, blue: 1)
  public static let gray = UIColor(name: "gray", red: 0.5, green: 0.5, blue: 0.5)
  public static let red = UIColor(name: "red", red: 1, green: 0, blue: 0)
  public static let green = UIColor(name: "green", red: 0, green: 1, blue: 0)
  public static let blue = UIColor(name: "blue", red: 0, green: 0, blue: 1)
  public static let cyan = UIColor(name: "cyan", red: 0, green: 1, blue: 1)
  public static let yellow = UIColor(name: "yellow", red: 1, green: 1, blue: 0)
  public static let magenta = UIColor(name: "magenta", red: 1, green: 0, blue: 1)
  public static let orange = UIColor(name: "orange", red: 1, green: 0.5, blue: 0)
  public static let purple = UIColor(name: "purple", red: 0.5, green: 0, blue: 0.5)
  public static let brown = UIColor(name: "brown", red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = UIColor(name: "clear", red: 0, green: 0, blue: 0, alpha: 0)
}
