/// A preview without a target — UIKit's `UIDragPreview`, what a drag item's `previewProvider`
/// returns to change how the item looks during the drag.
///
/// Source: WWDC 2017 session 213. The system positions it under the finger itself, so it has no
/// target, and its view "may or may not be in the view hierarchy".
public struct DragPreview {
  public var view: View
  public var parameters: PreviewParameters
  /// What stands for ``view`` in the API the app uses, kept alive with the preview (see
  /// ``TargetedPreview/viewFacade``).
  package var viewFacade: AnyObject?

  public init(view: View, parameters: PreviewParameters = PreviewParameters()) {
    self.view = view
    self.parameters = parameters
  }

  /// This preview placed at `target`, its view's stand-in kept.
  package func targeted(at target: PreviewTarget) -> TargetedPreview {
    var preview = TargetedPreview(view: view, parameters: parameters, target: target)
    preview.viewFacade = viewFacade
    return preview
  }

  /// `dragPreview(view: map)`, with `parameters: …` when they are not the defaults.
  package var logDescription: String {
    var parts = ["view: \(view.name)"]
    if !parameters.isDefault { parts.append("parameters: \(parameters.logDescription)") }
    return "dragPreview(" + parts.joined(separator: ", ") + ")"
  }
}

extension DragPreview: Equatable {
  /// Equal when the view is the *same* view (identity) and the parameters are equal.
  public static func == (lhs: DragPreview, rhs: DragPreview) -> Bool {
    lhs.view === rhs.view && lhs.parameters == rhs.parameters
  }
}
