/// A relation a stack view implies for its arrangement:
/// `Σ coefficient × item.attribute + constant (relation) 0`.
struct ImpliedRelation {
  struct Term {
    let item: LayoutItem
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double
  }

  let terms: [Term]
  let constant: Double
  let relation: NSLayoutConstraint.Relation
  let label: String
}

/// How a ``UIStackView`` arranges its views, as the constraints UIKit's stack view installs: its
/// visible arranged subviews (hidden ones are left out, as in UIKit) follow one another along the
/// axis from the stack view's leading (top) edge to its trailing (bottom) edge, separated by the
/// spacing, and are placed across the axis by the alignment. The solver takes these as required
/// constraints, activated before the app's.
extension UIStackView {
  /// The arranged subviews that take part in the arrangement: the visible ones.
  var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  /// The stack view's relations, for the solver.
  func impliedRelations() -> [ImpliedRelation] {
    let views = visibleArrangedSubviews
    guard let first = views.first, let last = views.last else { return [] }
    let stack = LayoutItem.view(self)
    let margins = isLayoutMarginsRelativeArrangement
    let along: Edges =
      axis == .horizontal
      ? Edges(
        start: margins ? .leadingMargin : .leading, end: margins ? .trailingMargin : .trailing,
        center: margins ? .centerXWithinMargins : .centerX, size: .width)
      : Edges(
        start: margins ? .topMargin : .top, end: margins ? .bottomMargin : .bottom,
        center: margins ? .centerYWithinMargins : .centerY, size: .height)
    let across: Edges =
      axis == .horizontal
      ? Edges(
        start: margins ? .topMargin : .top, end: margins ? .bottomMargin : .bottom,
        center: margins ? .centerYWithinMargins : .centerY, size: .height)
      : Edges(
        start: margins ? .leadingMargin : .leading, end: margins ? .trailingMargin : .trailing,
        center: margins ? .centerXWithinMargins : .centerX, size: .width)
    // The arranged views' own edges (never their margins).
    let alongOwn = axis == .horizontal ? Edges.horizontal : Edges.vertical
    let acrossOwn = axis == .horizontal ? Edges.vertical : Edges.horizontal
    var relations: [ImpliedRelation] = []
    func relate(
      _ a: UIView, _ attributeA: NSLayoutConstraint.Attribute,
      _ relation: NSLayoutConstraint.Relation,
      _ b: LayoutItem, _ attributeB: NSLayoutConstraint.Attribute, plus constant: Double = 0
    ) {
      relations.append(
        ImpliedRelation(
          terms: [
            .init(item: .view(a), attribute: attributeA, coefficient: 1),
            .init(item: b, attribute: attributeB, coefficient: -1),
          ], constant: -constant, relation: relation,
          label: label(a, attributeA, relation, b, attributeB, constant)))
    }

    // Along the axis: the ends touch the stack view's edges, the views follow one another.
    relate(first, alongOwn.start, .equal, stack, along.start)
    relate(last, alongOwn.end, .equal, stack, along.end)
    for (index, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
      let gap = Double(spacing(after: previous))
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        relate(next, alongOwn.start, .equal, .view(previous), alongOwn.end, plus: gap)
      case .equalSpacing, .equalCentering:
        relate(next, alongOwn.start, .greaterThanOrEqual, .view(previous), alongOwn.end, plus: gap)
        guard index > 0 else { continue }
        // This step equals the first one: gaps (equalSpacing) or centre distances.
        let attributes =
          distribution == .equalSpacing
          ? (alongOwn.start, alongOwn.end) : (alongOwn.center, alongOwn.center)
        relations.append(
          ImpliedRelation(
            terms: [
              .init(item: .view(next), attribute: attributes.0, coefficient: 1),
              .init(item: .view(previous), attribute: attributes.1, coefficient: -1),
              .init(item: .view(views[1]), attribute: attributes.0, coefficient: -1),
              .init(item: .view(views[0]), attribute: attributes.1, coefficient: 1),
            ], constant: 0, relation: .equal,
            label: "<UIStackView \(engineView.name) \(distribution) between "
              + "\(previous.engineView.name) and \(next.engineView.name)>"))
      }
    }
    if distribution == .fillEqually {
      for view in views.dropFirst() {
        relate(view, alongOwn.size, .equal, .view(first), alongOwn.size)
      }
    }
    if distribution == .fillProportionally {
      let sizes = views.map { UIStackView.intrinsicLength(of: $0, along: axis) }
      if let firstSize = sizes.first, sizes.allSatisfy({ $0 > 0 }) {
        for (view, size) in zip(views, sizes).dropFirst() {
          relations.append(
            ImpliedRelation(
              terms: [
                .init(item: .view(view), attribute: alongOwn.size, coefficient: firstSize),
                .init(item: .view(first), attribute: alongOwn.size, coefficient: -size),
              ], constant: 0, relation: .equal,
              label: "<UIStackView \(engineView.name) fillProportionally "
                + "\(view.engineView.name)>"))
        }
      }
    }

    // Across the axis: the alignment.
    var alignment = self.alignment
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline {
      alignment = .fill
    }
    for view in views {
      switch alignment {
      case .fill:
        relate(view, acrossOwn.start, .equal, stack, across.start)
        relate(view, acrossOwn.end, .equal, stack, across.end)
      case .leading:
        relate(view, acrossOwn.start, .equal, stack, across.start)
        relate(view, acrossOwn.end, .lessThanOrEqual, stack, across.end)
      case .trailing, .firstBaseline, .lastBaseline:
        // A view's baselines are its bottom here.
        relate(view, acrossOwn.end, .equal, stack, across.end)
        relate(view, acrossOwn.start, .greaterThanOrEqual, stack, across.start)
      case .center:
        relate(view, acrossOwn.center, .equal, stack, across.center)
        relate(view, acrossOwn.start, .greaterThanOrEqual, stack, across.start)
      }
    }
    return relations
  }

  /// The size the arrangement needs: the arranged views' natural sizes and the spacing along the
  /// axis, the largest across it, plus the margins when the arrangement is inside them. The solver
  /// gives it to a stack view that nothing else sizes.
  var naturalSize: CGSize {
    let views = visibleArrangedSubviews
    var along: CGFloat = 0
    var across: CGFloat = 0
    for (index, view) in views.enumerated() {
      let size = UIStackView.naturalSize(of: view)
      along += axis == .horizontal ? size.width : size.height
      across = max(across, axis == .horizontal ? size.height : size.width)
      if index < views.count - 1 { along += spacing(after: view) }
    }
    var size =
      axis == .horizontal
      ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    if isLayoutMarginsRelativeArrangement {
      size.width += layoutMargins.left + layoutMargins.right
      size.height += layoutMargins.top + layoutMargins.bottom
    }
    return size
  }

  /// The space after `view`: its custom spacing, else ``spacing``; the system spacing is 8 points.
  private func spacing(after view: UIView) -> CGFloat {
    let custom = customSpacing(after: view)
    let value = custom == UIStackView.spacingUseDefault ? spacing : custom
    return value == UIStackView.spacingUseSystem ? 8 : value
  }

  /// A view's size in an arrangement: its required constant width or height constraint, else its
  /// intrinsic size (a stack view's natural size), else its current size.
  static func naturalSize(of view: UIView) -> CGSize {
    if let stack = view as? UIStackView, !stack.visibleArrangedSubviews.isEmpty {
      return stack.naturalSize
    }
    let intrinsic = view.intrinsicContentSize
    func length(_ attribute: NSLayoutConstraint.Attribute, _ intrinsic: CGFloat, _ current: CGFloat)
      -> CGFloat
    {
      let fixed = view.constraints.first {
        $0.firstItem === view && $0.secondItem == nil && $0.firstAttribute == attribute
          && $0.relation == .equal && $0.priority == .required
      }
      return fixed?.constant ?? (intrinsic >= 0 ? intrinsic : current)
    }
    return CGSize(
      width: length(.width, intrinsic.width, view.frame.width),
      height: length(.height, intrinsic.height, view.frame.height))
  }

  /// A view's intrinsic length along `axis`, or -1 without one.
  static func intrinsicLength(of view: UIView, along axis: NSLayoutConstraint.Axis) -> CGFloat {
    let size = view.intrinsicContentSize
    return axis == .horizontal ? size.width : size.height
  }

  private func label(
    _ a: UIView, _ attributeA: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation,
    _ b: LayoutItem, _ attributeB: NSLayoutConstraint.Attribute, _ constant: Double
  ) -> String {
    var text =
      "<UIStackView \(engineView.name) arrangement \(a.engineView.name).\(attributeA.name) "
      + "\(relation.symbol) \(NSLayoutConstraint.name(of: b.object)).\(attributeB.name)"
    if constant != 0 {
      let magnitude = NSLayoutConstraint.number(CGFloat(abs(constant)))
      text += constant > 0 ? " + \(magnitude)" : " - \(magnitude)"
    }
    return text + ">"
  }
}

/// An axis's attributes: its two edges, centre and size.
private struct Edges {
  let start: NSLayoutConstraint.Attribute
  let end: NSLayoutConstraint.Attribute
  let center: NSLayoutConstraint.Attribute
  let size: NSLayoutConstraint.Attribute

  static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, size: .width)
  static let vertical = Edges(start: .top, end: .bottom, center: .centerY, size: .height)
}
