import DnDEngine

nonisolated extension UIImage {
  /// A system symbol image (UIKit's `UIImage.init(systemName:)`, SF Symbols). The symbols are not
  /// shipped here, so any name gives an image: of the size a test registered for that name with
  /// ``registerAsset(named:size:)``, else a 20-point square (UIKit's symbols vary in size; a
  /// name that does not exist gives nil on iOS, an image here).
  public convenience init?(systemName name: String) {
    let size = UIImage.assetSize(named: name) ?? CGSize(width: 20, height: 20)
    self.init(object: ImageObject(format: .png, pixelSize: size.engineValue), assetName: name)
  }
}
