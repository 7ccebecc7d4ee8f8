/// The types a view accepts as a paste or a drop (UIKit's `UIPasteConfiguration`), and the one
/// method that receives them (UIKit's `paste(itemProviders:)`).
///
/// Talk 203: a responder with a paste configuration supports paste *and* drop "out of the box".
/// Installing one on a view adds an implicit drop interaction named `<view>.paste` that accepts
/// sessions with a conforming item, proposes copy, and hands the providers to ``handler`` inside
/// its `performDrop` — the same entry point as ``DragDropSystem/paste(_:into:from:)``.
public struct PasteConfiguration {
  public var acceptableTypeIdentifiers: [TypeIdentifier]
  public var handler: ([ItemProvider]) -> Void

  public init(
    acceptableTypeIdentifiers: [TypeIdentifier], handler: @escaping ([ItemProvider]) -> Void
  ) {
    self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    self.handler = handler
  }

  /// Whether a provider has a representation this configuration accepts.
  func accepts(_ provider: ItemProvider) -> Bool {
    acceptableTypeIdentifiers.contains { provider.hasItemConforming(toTypeIdentifier: $0) }
  }
}

/// The drop delegate behind a paste configuration.
final class PasteConfigurationDropDelegate: DropInteractionDelegate {
  let configuration: PasteConfiguration

  init(configuration: PasteConfiguration) {
    self.configuration = configuration
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    session.hasItemsConforming(toTypeIdentifiers: configuration.acceptableTypeIdentifiers)
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    .copy
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    configuration.handler(session.items.map(\.itemProvider).filter(configuration.accepts))
  }
}

extension View {
  /// Makes the view accept pastes and drops of `configuration`'s types (replacing an earlier
  /// configuration); `nil` removes it.
  public func setPasteConfiguration(_ configuration: PasteConfiguration?) {
    if let existing = pasteInteraction { removeInteraction(existing) }
    pasteInteraction = nil
    guard let configuration else { return }
    let interaction = DropInteraction(
      delegate: PasteConfigurationDropDelegate(configuration: configuration),
      name: "\(name).paste")
    addInteraction(interaction)
    pasteInteraction = interaction
  }

  /// The paste configuration installed with ``setPasteConfiguration(_:)``.
  public var pasteConfiguration: PasteConfiguration? {
    (pasteInteraction?.delegate as? PasteConfigurationDropDelegate)?.configuration
  }
}

extension DragDropSystem {
  /// The user pastes `providers` (copied in `source`) into `view`: its paste handler receives the
  /// acceptable ones and may load them while it runs. Returns false, logging why, if the view has
  /// no paste configuration or accepts none of them.
  @discardableResult
  public func paste(_ providers: [ItemProvider], into view: View, from source: App) -> Bool {
    guard let configuration = view.pasteConfiguration else {
      note(
        "user", "paste", [arg("view", view.name), arg("effect", "none, no paste configuration")])
      return false
    }
    for provider in providers { provider.attach(to: self, owner: source) }
    let accepted = providers.filter(configuration.accepts)
    guard !accepted.isEmpty else {
      note("user", "paste", [arg("view", view.name), arg("effect", "none, no acceptable type")])
      return false
    }
    note(
      "user", "paste",
      [
        arg("view", view.name),
        arg("providers", "[" + accepted.map(\.id).joined(separator: ", ") + "]"),
      ])
    loadScopes.append(LoadScope(session: nil, app: view.app, providers: accepted))
    tell(
      "\(view.name).paste", "paste",
      [arg("itemProviders", "[" + accepted.map(\.id).joined(separator: ", ") + "]")], app: view.app
    ) {
      configuration.handler(accepted)
    }
    loadScopes.removeLast()
    return true
  }
}
