import DnDEngine
import Testing

@Suite("PreviewGeometry")
struct PreviewGeometryTests {
  @Test func defaultPreviewSitsExactlyOverItsView() throws {
    let world = PreviewTestWorld()
    let geometry = try #require(PreviewGeometry.of(try TargetedPreview(view: world.cell)))
    #expect(geometry.center == Point(x: 250, y: 180))
    #expect(geometry.size == Size(width: 200, height: 100))
    #expect(geometry.scale == 1)
    #expect(geometry.frame == world.cell.frameInScreen)
  }

  /// Talk 213: the midpoint of the visible path's bounding box — not the view's midpoint — is
  /// placed at the target centre. With the default target (the view's centre), a path in the
  /// view's top-left corner therefore moves to the middle of where the view was.
  @Test func visiblePathMidpointIsCentredOnTheTarget() throws {
    let world = PreviewTestWorld()
    let corner = Path(rect: Rect(x: 0, y: 0, width: 50, height: 40))
    let preview = try TargetedPreview(
      view: world.cell, parameters: PreviewParameters(visiblePath: corner))
    let geometry = try #require(PreviewGeometry.of(preview))
    #expect(geometry.size == Size(width: 50, height: 40))
    #expect(geometry.center == Point(x: 250, y: 180))
    #expect(geometry.frame == Rect(x: 225, y: 160, width: 50, height: 40))
    // Not where the path is drawn inside the view on screen.
    #expect(geometry.frame != Rect(x: 150, y: 130, width: 50, height: 40))
  }

  @Test func polygonPathIsPlacedByItsBoundingBoxMidpoint() throws {
    let world = PreviewTestWorld()
    let triangle = try #require(
      Path(polygon: [Point(x: 100, y: 0), Point(x: 200, y: 100), Point(x: 120, y: 60)]))
    let target = PreviewTarget(container: world.list, center: Point(x: 0, y: 0))
    let preview = TargetedPreview(
      view: world.cell, parameters: PreviewParameters(visiblePath: triangle), target: target)
    let geometry = try #require(PreviewGeometry.of(preview))
    // Bounding box (100,0 100x100): its midpoint goes to the list's origin, (110,70) on screen.
    #expect(geometry.center == Point(x: 110, y: 70))
    #expect(geometry.frame == Rect(x: 60, y: 20, width: 100, height: 100))
  }

  @Test func pathLargerThanTheViewGivesALargerPreview() throws {
    let world = PreviewTestWorld()
    let platter = Path(
      roundedRect: Rect(x: -10, y: -10, width: 220, height: 120), cornerRadius: 8)
    let preview = try TargetedPreview(
      view: world.cell, parameters: PreviewParameters(visiblePath: platter))
    let geometry = try #require(PreviewGeometry.of(preview))
    #expect(geometry.size == Size(width: 220, height: 120))
    #expect(geometry.frame == Rect(x: 140, y: 120, width: 220, height: 120))
  }

  @Test func systemScaleShrinksTheFrameAboutTheCentre() throws {
    let world = PreviewTestWorld()
    let geometry = try #require(
      PreviewGeometry.of(try TargetedPreview(view: world.cell), scale: 0.5))
    #expect(geometry.center == Point(x: 250, y: 180))
    #expect(geometry.size == Size(width: 200, height: 100))
    #expect(geometry.scale == 0.5)
    #expect(geometry.frame == Rect(x: 200, y: 155, width: 100, height: 50))
  }

  @Test func targetTransformScalesOnTopOfTheSystemScale() throws {
    let world = PreviewTestWorld()
    let target = PreviewTarget(
      container: world.list, center: Point(x: 140, y: 110),
      transform: AffineTransform(scaleX: 0.1, y: 0.1))
    let preview = try TargetedPreview(view: world.cell).retargeted(to: target)
    let geometry = try #require(PreviewGeometry.of(preview, scale: 0.5))
    #expect(geometry.center == Point(x: 250, y: 180))
    #expect(geometry.size == Size(width: 200, height: 100))
    #expect(isClose(geometry.frame, Rect(x: 245, y: 177.5, width: 10, height: 5)))
  }

  @Test func quarterTurnSwapsTheFramesSides() throws {
    let world = PreviewTestWorld()
    let target = PreviewTarget(
      container: world.list, center: Point(x: 140, y: 110),
      transform: AffineTransform(rotationAngle: .pi / 2))
    let geometry = try #require(
      PreviewGeometry.of(try TargetedPreview(view: world.cell).retargeted(to: target)))
    #expect(geometry.center == Point(x: 250, y: 180))
    #expect(geometry.frame == Rect(x: 200, y: 80, width: 100, height: 200))
  }

  @Test func transformTranslationMovesTheCentre() throws {
    let world = PreviewTestWorld()
    let target = PreviewTarget(
      container: world.list, center: Point(x: 140, y: 110),
      transform: AffineTransform(translationX: 30, y: -10))
    let geometry = try #require(
      PreviewGeometry.of(try TargetedPreview(view: world.cell).retargeted(to: target)))
    #expect(geometry.center == Point(x: 280, y: 170))
    #expect(geometry.frame.center == geometry.center)
    #expect(geometry.frame == Rect(x: 180, y: 120, width: 200, height: 100))
  }

  @Test func containerOutsideAnyWindowHasNoGeometry() {
    let world = PreviewTestWorld()
    let target = PreviewTarget(container: world.loose, center: .zero)
    let preview = TargetedPreview(view: world.cell, parameters: PreviewParameters(), target: target)
    #expect(PreviewGeometry.of(preview) == nil)
  }

  @Test func viewOutsideAnyWindowIsPlacedByItsTarget() throws {
    let world = PreviewTestWorld()
    let target = PreviewTarget(container: world.cell, center: Point(x: 10, y: 10))
    let preview = TargetedPreview(
      view: world.loose, parameters: PreviewParameters(), target: target)
    let geometry = try #require(PreviewGeometry.of(preview))
    #expect(geometry.center == Point(x: 160, y: 140))
    #expect(geometry.size == Size(width: 80, height: 40))
    #expect(geometry.frame == Rect(x: 120, y: 120, width: 80, height: 40))
  }

  @Test func logShowsCentreSizeAndScale() throws {
    let world = PreviewTestWorld()
    let geometry = try #require(
      PreviewGeometry.of(try TargetedPreview(view: world.cell), scale: 0.5))
    #expect(geometry.logDescription == "preview(center: (250,180), size: 200x100, scale: 0.5)")
  }

  @Test func logAddsTheFrameWhenATransformChangedIt() throws {
    let world = PreviewTestWorld()
    let target = PreviewTarget(
      container: world.list, center: Point(x: 140, y: 110),
      transform: AffineTransform(rotationAngle: .pi / 2))
    let geometry = try #require(
      PreviewGeometry.of(try TargetedPreview(view: world.cell).retargeted(to: target)))
    #expect(
      geometry.logDescription
        == "preview(center: (250,180), size: 200x100, scale: 1, frame: (200,80 100x200))")
  }
}
