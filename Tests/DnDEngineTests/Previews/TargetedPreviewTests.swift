import DnDEngine
import Testing

@Suite("TargetedPreview")
struct TargetedPreviewTests {
  @Test func defaultTargetIsTheSuperviewAtTheViewsCentre() throws {
    let world = PreviewTestWorld()
    let preview = try TargetedPreview(view: world.cell, parameters: PreviewParameters())
    #expect(preview.view === world.cell)
    #expect(preview.parameters == PreviewParameters())
    #expect(preview.target.container === world.list)
    #expect(preview.target.center == Point(x: 140, y: 110))
    #expect(preview.target.transform == .identity)
  }

  @Test func parametersDefaultToTheDefaults() throws {
    let world = PreviewTestWorld()
    let preview = try TargetedPreview(view: world.cell)
    #expect(preview.parameters.isDefault)
  }

  @Test func aViewOutsideAnyWindowNeedsAnExplicitTarget() {
    let world = PreviewTestWorld()
    #expect(throws: PreviewError.viewNotInWindow(viewName: "loose")) {
      try TargetedPreview(view: world.loose, parameters: PreviewParameters())
    }
  }

  @Test func aViewWithASuperviewButNoWindowAlsoThrows() {
    let parent = View(name: "detached", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let child = View(name: "child", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    parent.addSubview(child)
    #expect(throws: PreviewError.viewNotInWindow(viewName: "child")) {
      try TargetedPreview(view: child)
    }
  }

  @Test func errorMessageAsksForAnExplicitTarget() {
    let error = PreviewError.viewNotInWindow(viewName: "loose")
    #expect(
      error.description
        == "view 'loose' is not in a window hierarchy: a preview of it needs an explicit target")
  }

  @Test func anExplicitTargetAcceptsAViewOutsideAnyWindow() {
    let world = PreviewTestWorld()
    let target = PreviewTarget(container: world.list, center: Point(x: 5, y: 5))
    let preview = TargetedPreview(
      view: world.loose, parameters: PreviewParameters(), target: target)
    #expect(preview.view === world.loose)
    #expect(preview.target == target)
  }

  @Test func aRootViewIsItsOwnContainerAtItsBoundsCentre() throws {
    let world = PreviewTestWorld()
    let root = world.window.rootView
    let preview = try TargetedPreview(view: root)
    #expect(preview.target.container === root)
    #expect(preview.target.center == Point(x: 250, y: 350))
    // The same place on screen as the window's centre.
    #expect(PreviewGeometry.of(preview)?.center == world.window.frame.center)
  }

  @Test func retargetingKeepsViewAndParameters() throws {
    let world = PreviewTestWorld()
    var parameters = PreviewParameters()
    parameters.backgroundColor = "black"
    let original = try TargetedPreview(view: world.cell, parameters: parameters)
    let target = PreviewTarget(
      container: world.window.rootView, center: Point(x: 7, y: 8),
      transform: AffineTransform(scaleX: 0.5, y: 0.5))
    let moved = original.retargeted(to: target)
    #expect(moved.view === world.cell)
    #expect(moved.parameters == parameters)
    #expect(moved.target == target)
    // The original is a value and is unchanged.
    #expect(original.target.container === world.list)
  }

  @Test func logOmitsDefaultParameters() throws {
    let world = PreviewTestWorld()
    let preview = try TargetedPreview(view: world.cell)
    #expect(
      preview.logDescription
        == "targetedPreview(view: cell, target: target(container: list, center: (140,110), "
        + "transform: identity))")
  }

  @Test func logShowsCustomParameters() throws {
    let world = PreviewTestWorld()
    let path = Path(rect: Rect(x: 0, y: 0, width: 50, height: 50))
    let preview = try TargetedPreview(
      view: world.cell, parameters: PreviewParameters(visiblePath: path))
    #expect(
      preview.logDescription
        == "targetedPreview(view: cell, parameters: parameters(visiblePath: rect(0,0 50x50)), "
        + "target: target(container: list, center: (140,110), transform: identity))")
  }

  @Test func equalityComparesTheViewByIdentity() throws {
    let world = PreviewTestWorld()
    let a = try TargetedPreview(view: world.cell)
    let b = try TargetedPreview(view: world.cell)
    #expect(a == b)
    let twin = View(name: "cell", frame: world.cell.frame)
    #expect(a != TargetedPreview(view: twin, parameters: a.parameters, target: a.target))
  }
}
