import VirtualTime

/// One finger the system is tracking, and what it is doing for drag and drop.
final class Finger {
  /// What the finger is doing.
  enum Role {
    /// Down on a view with a drag interaction, waiting for the long press (lift delay).
    case pressing(interaction: DragInteraction, view: View, timer: TimerHandle)
    /// An ordinary touch the drag system does not use; a short one ends as a tap on `view`.
    case ordinary(view: View?)
    /// Its items are lifted; waiting for the finger to move (drag) or lift (cancel).
    case lifting(DragSession)
    /// Driving a drag session.
    case dragging(DragSession)
    /// Down on the preview of another finger's session: takes over the drag if that finger lifts.
    case onPreview(DragSession)
    /// Nothing more to do until it lifts.
    case done
  }

  let id: Int
  var role: Role
  let start: Point
  var location: Point
  /// The farthest it has been from `start`, for the movement allowance and tap detection.
  var maxDistance = 0.0

  /// The finger's identity in logs, `F1`: built once, logged with every sample.
  let name: String

  init(id: Int, role: Role, start: Point) {
    self.id = id
    self.role = role
    self.start = start
    self.location = start
    self.name = Finger.name(of: id)
  }

  static func name(of id: Int) -> String { "F\(id)" }
}
