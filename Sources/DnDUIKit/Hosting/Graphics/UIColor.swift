import DnDEngine

/// A colour. Nothing is drawn; a colour matters to drag and drop only where it shows in a log —
/// a default preview's background, a preview's parameters — where it reads by `logName`: the
/// name of a system colour (`white`), else `rgba(r, g, b, a)` with components in 0…1.
nonisolated open class UIColor: NSObject, @unchecked Sendable {
  private let red: CGFloat
  private let green: CGFloat
  private let blue: CGFloat
  private let alpha: CGFloat
  private let name: String?

  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
  }

  public init(white: CGFloat, alpha: CGFloat) {
    self.red = white
    self.green = white
    self.blue = white
    self.alpha = alpha
    self.name = nil
  }

  init(name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = name
  }

  /// The components, as UIKit's `getRed(_:green:blue:alpha:)`; always true here.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
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

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// How the colour reads in the event log.
  package var logName: String {
    if let name { return name }
    func component(_ value: CGFloat) -> String { LogNumber.format(Double(value)) }
    return
      "rgba(\(component(red)), \(component(green)), \(component(blue)), \(component(alpha)))"
  }

  open override var description: String { logName }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
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
