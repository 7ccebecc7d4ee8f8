import DnDEngine
import Testing

@Suite("PreviewTarget")
struct PreviewTargetTests {
  @Test func transformDefaultsToIdentity() {
    let world = PreviewTestWorld()
    let target = PreviewTarget(container: world.list, center: Point(x: 50, y: 20))
    #expect(target.container === world.list)
    #expect(target.center == Point(x: 50, y: 20))
    #expect(target.transform == .identity)
    #expect(
      target.logDescription == "target(container: list, center: (50,20), transform: identity)")
  }

  @Test func logPrintsANonIdentityTransform() {
    let world = PreviewTestWorld()
    let target = PreviewTarget(
      container: world.cell, center: Point(x: 1.5, y: 2),
      transform: AffineTransform(scaleX: 0.1, y: 0.1))
    #expect(
      target.logDescription
        == "target(container: cell, center: (1.5,2), transform: [0.1 0 0 0.1 0 0])")
  }

  @Test func equalityComparesTheContainerByIdentity() {
    let world = PreviewTestWorld()
    let twin = View(name: "list", frame: world.list.frame)
    let center = Point(x: 1, y: 2)
    #expect(
      PreviewTarget(container: world.list, center: center)
        == PreviewTarget(container: world.list, center: center))
    #expect(
      PreviewTarget(container: world.list, center: center)
        != PreviewTarget(container: twin, center: center))
    #expect(
      PreviewTarget(container: world.list, center: center)
        != PreviewTarget(
          container: world.list, center: center, transform: AffineTransform(rotationAngle: 1)))
  }
}
