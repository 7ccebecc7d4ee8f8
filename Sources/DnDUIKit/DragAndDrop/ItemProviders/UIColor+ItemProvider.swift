import DnDEngine

/// Colours travel as `com.apple.uikit.color`, UIKit's private type, whose bytes here are our own
/// encoding: `rgba` and the four components, each as Swift prints a `Double` (the shortest text
/// that reads back to the same value), separated by single spaces — `rgba 1.0 0.5 0.0 1.0`.
/// (UIKit archives the colour; nothing outside DnDUIKit reads these bytes.) A colour reads back
/// equal (`isEqual(_:)` compares components), but a system colour's name is not carried: `red`
/// comes back as `rgba(1, 0, 0, 1)` in a log. A subclass of `UIColor` cannot be read (the load
/// fails with `unexpectedValueClass`) until `UIColor` has a required initializer to make one.
nonisolated extension UIColor: NSItemProviderReading, NSItemProviderWriting {
  public static var readableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.uikitColor.rawValue]
  }

  public static func object(withItemProviderData data: Data, typeIdentifier: String) throws
    -> Self
  {
    guard let text = String(validating: [UInt8](data), as: UTF8.self) else {
      throw LoadError.unexpectedValueClass.bridged
    }
    let parts = text.split(separator: " ", omittingEmptySubsequences: false)
    let components = parts.dropFirst().compactMap { Double(String($0)) }
    guard parts.count == 5, parts[0] == "rgba", components.count == 4,
      components.allSatisfy(\.isFinite),
      let color = UIColor(
        red: CGFloat(components[0]), green: CGFloat(components[1]),
        blue: CGFloat(components[2]), alpha: CGFloat(components[3])) as? Self
    else { throw LoadError.unexpectedValueClass.bridged }
    return color
  }

  public static var writableTypeIdentifiersForItemProvider: [String] {
    [TypeIdentifier.uikitColor.rawValue]
  }

  /// The encoded colour for `com.apple.uikit.color` (or a type it conforms to); an
  /// `unavailableCoercion` error for other types. Completes at once.
  public func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, Error?) -> Void
  ) -> Progress? {
    guard TypeIdentifier.uikitColor.conforms(to: .uikit(typeIdentifier)) else {
      completionHandler(nil, LoadError.unavailableCoercion.bridged)
      return nil
    }
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    let text =
      "rgba " + [red, green, blue, alpha].map { Double($0).description }.joined(separator: " ")
    completionHandler(Data(text.utf8), nil)
    return nil
  }
}
