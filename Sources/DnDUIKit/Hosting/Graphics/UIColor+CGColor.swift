nonisolated extension UIColor {
  /// The colour as a Core Graphics colour (UIKit's `UIColor.cgColor`), in the RGB colour space.
  public var cgColor: CGColor {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return CGColor(components: [red, green, blue, alpha], systemName: systemName)
  }

  /// The colour of a Core Graphics colour (UIKit's `UIColor.init(cgColor:)`); a system colour's
  /// `cgColor` gives back the system colour.
  public convenience init(cgColor: CGColor) {
    let (red, green, blue, alpha) = cgColor.rgba
    if let name = cgColor.systemName {
      self.init(name: name, red: red, green: green, blue: blue, alpha: alpha)
    } else {
      self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
  }
}
