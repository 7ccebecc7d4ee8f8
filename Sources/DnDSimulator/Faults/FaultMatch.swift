import DnDEngine

/// Which loads a fault rule applies to. Every criterion that is given must hold; a match with
/// none applies to every load.
public struct FaultMatch: Sendable, Equatable {
  /// A provider's log id (`P2`) or its `suggestedName` (`sunset.png`) — either spelling names it,
  /// so a plan can pick a provider before knowing the order in which providers get their ids.
  public var provider: String?
  /// The log id of the drag item carrying the provider (`I1`). A provider handed over by a paste
  /// has no item, so a match with an item never applies to it.
  public var item: String?
  /// The loaded representation's type conforms to this one: `public.image` matches a `public.png`
  /// representation, `public.png` does not match a `public.jpeg` one.
  public var type: TypeIdentifier?
  /// The name of the app that owns the provider's data (the app whose drag carries it).
  public var app: String?

  public init(
    provider: String? = nil, item: String? = nil, type: TypeIdentifier? = nil, app: String? = nil
  ) {
    self.provider = provider
    self.item = item
    self.type = type
    self.app = app
  }

  /// Whether every given criterion holds for `load`.
  package func matches(_ load: LoadFacts) -> Bool {
    if let provider, provider != load.providerID, provider != load.suggestedName { return false }
    if let item, item != load.itemID { return false }
    if let type, !load.type.conforms(to: type) { return false }
    if let app, app != load.appName { return false }
    return true
  }
}

/// What a fault rule can see of one load: who provides the data, which item carries it, whose it
/// is and which representation is being loaded. A plain value, so matching is testable without a
/// running system.
package struct LoadFacts: Sendable, Equatable {
  package var providerID: String
  package var suggestedName: String?
  package var itemID: String?
  package var appName: String?
  /// The registered type of the representation the load chose.
  package var type: TypeIdentifier

  package init(
    providerID: String, suggestedName: String? = nil, itemID: String? = nil,
    appName: String? = nil, type: TypeIdentifier
  ) {
    self.providerID = providerID
    self.suggestedName = suggestedName
    self.itemID = itemID
    self.appName = appName
    self.type = type
  }

  /// The facts of a load of `provider`'s representation of `type`, as they are at the load.
  package init(provider: ItemProvider, type: TypeIdentifier) {
    self.init(
      providerID: provider.id, suggestedName: provider.suggestedName, itemID: provider.itemID,
      appName: provider.owner?.name, type: type)
  }
}
