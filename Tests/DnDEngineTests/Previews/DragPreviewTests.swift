import DnDEngine
import Testing

@Suite("DragPreview")
struct DragPreviewTests {
  @Test func aViewOutsideAnyWindowIsFine() {
    let world = PreviewTestWorld()
    let preview = DragPreview(view: world.loose)
    #expect(preview.view === world.loose)
    #expect(preview.parameters.isDefault)
    #expect(preview.logDescription == "dragPreview(view: loose)")
  }

  @Test func logShowsCustomParameters() {
    let world = PreviewTestWorld()
    var parameters = PreviewParameters()
    parameters.backgroundColor = "clear"
    let preview = DragPreview(view: world.cell, parameters: parameters)
    #expect(
      preview.logDescription
        == "dragPreview(view: cell, parameters: parameters(backgroundColor: clear))")
  }

  @Test func equalityComparesTheViewByIdentity() {
    let world = PreviewTestWorld()
    #expect(DragPreview(view: world.cell) == DragPreview(view: world.cell))
    #expect(DragPreview(view: world.cell) != DragPreview(view: world.list))
    #expect(
      DragPreview(view: world.cell)
        != DragPreview(
          view: world.cell, parameters: PreviewParameters(visiblePath: Path(rect: .zero))))
  }
}
