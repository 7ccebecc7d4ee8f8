/// Who may see a registered representation (`NSItemProviderRepresentationVisibility`).
///
/// Raw values are Apple's (Docs/uikit-behaviour.md §1, NSItemProvider.h): plain values, not bit flags.
/// A representation another app may not see is skipped as if it had not been registered — it
/// is neither listed nor loaded.
public enum RepresentationVisibility: Int, Sendable, Hashable, CaseIterable {
  /// Every app.
  case all = 0
  /// Apps of the owner's developer team.
  case team = 1
  /// Apps in the owner's app group.
  case group = 2
  /// The owning app only.
  case ownProcess = 3

  /// Whether `requester` may see a representation that `owner` registered with this visibility.
  ///
  /// The owning app always sees its own representations, whatever the level (our choice: the
  /// levels restrict *other* processes; without this, an app with no group could not read a
  /// group-visible item it created). Otherwise: all → yes; team → same ``App/team``; group →
  /// both have a ``App/group`` and it is the same; ownProcess → no.
  public func allows(requester: App, owner: App) -> Bool {
    if requester === owner { return true }
    switch self {
    case .all: return true
    case .team: return requester.team == owner.team
    case .group:
      guard let requesterGroup = requester.group, let ownerGroup = owner.group else {
        return false
      }
      return requesterGroup == ownerGroup
    case .ownProcess: return false
    }
  }

  /// `all`, `team`, `group`, `ownProcess`.
  package var logDescription: String {
    switch self {
    case .all: "all"
    case .team: "team"
    case .group: "group"
    case .ownProcess: "ownProcess"
    }
  }
}
