/// An application: the unit of data visibility and of in-app rules.
///
/// Drags carry the identity of the app they started in; moves are only possible within it, a
/// restricted session is invisible outside it, and item-provider visibility compares the
/// requesting app's ``team`` and ``group`` with the owner's.
public final class App {
  /// The app's identity in logs and scenes (`"photos"`, `"mail"`); unique within a system.
  public let name: String
  /// The developer team; representations with team visibility are readable by the same team.
  public let team: String
  /// The app group, if any; representations with group visibility are readable inside it.
  public let group: String?
  /// Its windows, back to front in the order they were added (those still alive).
  public var windows: [Window] { windowReferences.compactMap(\.value) }
  /// Not retained: each window holds its app, and an app holding its windows back would keep
  /// both — and every view, interaction and delegate under them — alive forever. (`Unretained`
  /// rather than `weak`: see there.)
  private var windowReferences: [Unretained<Window>] = []

  /// For the references that do not keep the app alive (see ``Unretained``).
  let lifetime = Lifetime()

  public init(name: String, team: String, group: String? = nil) {
    self.name = name
    self.team = team
    self.group = group
  }

  deinit {
    lifetime.end()
  }
}

extension App: LifetimeTracking {
  func add(_ window: Window) {
    windowReferences.append(Unretained(window))
  }
}

extension App: CustomStringConvertible {
  public var description: String { name }
}
