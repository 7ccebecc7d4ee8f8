/// The fingers that are down, by id — a handful at a time, so a list searched front to back is
/// quicker than hashing the id on every touch sample.
///
/// A class held in a `let`, with its list only ever assigned whole: reading it on every sample
/// pays no dynamic exclusivity check (see ``View``'s storage).
final class FingerTable {
  private var fingers: [Finger] = []

  /// The finger with `id`; setting `nil` forgets it.
  subscript(id: Int) -> Finger? {
    get { fingers.first { $0.id == id } }
    set {
      var updated = fingers.filter { $0.id != id }
      if let newValue { updated.append(newValue) }
      fingers = updated
    }
  }

  /// Every finger that is down, in no particular order.
  var all: [Finger] { fingers }
}
