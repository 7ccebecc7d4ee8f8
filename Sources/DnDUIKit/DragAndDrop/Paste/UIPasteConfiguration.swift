import DnDEngine

/// The types a view accepts by paste — and so by drop (UIKit's `UIPasteConfiguration`, talk 203:
/// "a paste configuration … works together with drop"). Set it as a view's `pasteConfiguration`;
/// a drop of an item of one of these types calls the view's `paste(itemProviders:)`.
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject {
  open var acceptableTypeIdentifiers: [String]

  public init(acceptableTypeIdentifiers: [String]) {
    self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
  }

  public override convenience init() {
    self.init(acceptableTypeIdentifiers: [])
  }

  /// The types `aClass` can be read from.
  public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
    self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
  }

  open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
    self.acceptableTypeIdentifiers += acceptableTypeIdentifiers
  }

  open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
    addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
  }
}

extension UIView {
  /// Installs (or removes) the engine's paste interaction for `configuration`: drops of an
  /// acceptable type call ``UIView/paste(itemProviders:)`` (logged as `<view>.paste`).
  func installPasteConfiguration(_ configuration: UIPasteConfiguration?) {
    guard let configuration else {
      engineView.setPasteConfiguration(nil)
      return
    }
    engineView.setPasteConfiguration(
      PasteConfiguration(
        acceptableTypeIdentifiers: configuration.acceptableTypeIdentifiers.map {
          TypeIdentifier.uikit($0)
        },
        handler: { [weak self] providers in
          self?.paste(itemProviders: providers.map(NSItemProvider.facade(for:)))
        }))
  }
}
