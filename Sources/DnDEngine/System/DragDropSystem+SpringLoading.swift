extension DragDropSystem {
  /// Tells the spring-loaded interactions under the hit point that the session hovers (with its
  /// speed), and those it left that it is gone.
  /// `known`: what an earlier hit test found, used if it was at `point` and no view changed.
  func updateSpringLoading(_ session: DragSession, at point: Point, known: SpringsUnder? = nil) {
    let current =
      if let known, known.point == point, known.version == ViewTree.version {
        known.interactions
      } else {
        springLoadedInteractions(at: point)
      }
    for old in session.drop.springInteractions where !current.contains(where: { $0 === old }) {
      old.sessionLeft(sessionID: session.id)
    }
    session.drop.springInteractions = current
    for interaction in current {
      guard let view = interaction.view, let local = view.convertFromScreen(point) else { continue }
      interaction.attach(clock: clock, log: log, profile: profile)
      interaction.sessionHovered(sessionID: session.id, at: local, speed: session.speed)
    }
  }

  /// The spring-loaded interactions on the view under `point` and its ancestors, innermost first.
  func springLoadedInteractions(at point: Point) -> [SpringLoadedInteraction] {
    var found: [SpringLoadedInteraction] = []
    visitHitChain(at: point) { view, _ in
      if !view.springLoadedInteractions.isEmpty { found += view.springLoadedInteractions }
    }
    return found
  }

  /// The session was released: every spring-loaded interaction it hovers resets.
  func endSpringLoading(_ session: DragSession) {
    for interaction in session.drop.springInteractions {
      interaction.sessionEnded(sessionID: session.id)
    }
    session.drop.springInteractions = []
  }
}

/// The spring-loaded interactions a hit test found at `point`, when the view trees were at
/// `version` (``ViewTree``).
struct SpringsUnder {
  let point: Point
  let version: UInt64
  let interactions: [SpringLoadedInteraction]
}
