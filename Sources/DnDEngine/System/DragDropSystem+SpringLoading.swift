extension DragDropSystem {
  /// Tells the spring-loaded interactions under the hit point that the session hovers (with its
  /// speed), and those it left that it is gone.
  func updateSpringLoading(_ session: DragSession, at point: Point) {
    var current: [SpringLoadedInteraction] = []
    if let view = hitTest(point) {
      for candidate in view.ancestry {
        for case let interaction as SpringLoadedInteraction in candidate.interactions {
          current.append(interaction)
        }
      }
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

  /// The session was released: every spring-loaded interaction it hovers resets.
  func endSpringLoading(_ session: DragSession) {
    for interaction in session.drop.springInteractions {
      interaction.sessionEnded(sessionID: session.id)
    }
    session.drop.springInteractions = []
  }
}
