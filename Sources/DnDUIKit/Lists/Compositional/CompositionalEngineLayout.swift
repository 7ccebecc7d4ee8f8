import DnDEngine

/// A layout dimension as the engine layout resolves it against a container.
nonisolated enum CompositionalDimension: Sendable, Equatable {
  case fractionOfWidth(Double)
  case fractionOfHeight(Double)
  case points(Double)

  func resolved(width: Double, height: Double) -> Double {
    switch self {
    case .fractionOfWidth(let fraction): max(0, fraction * width)
    case .fractionOfHeight(let fraction): max(0, fraction * height)
    case .points(let points): max(0, points)
    }
  }
}

/// What the engine layout needs of one compositional section.
nonisolated struct CompositionalSection: Sendable, Equatable {
  var itemWidth: CompositionalDimension
  var itemHeight: CompositionalDimension
  var groupWidth: CompositionalDimension
  var groupHeight: CompositionalDimension
  var isVertical: Bool
  var count: Int?
  var interItemSpacing: Double
  var interGroupSpacing: Double
  var insets: EdgeInsets

  /// A list's section: full-width rows 44 points high.
  static let list = CompositionalSection(
    itemWidth: .fractionOfWidth(1), itemHeight: .points(44), groupWidth: .fractionOfWidth(1),
    groupHeight: .points(44), isVertical: true, count: nil, interItemSpacing: 0,
    interGroupSpacing: 0, insets: .zero)

  /// The flow layout placing this section's items in a view `width` wide: a horizontal group's
  /// items in rows one group wide, a vertical group's in one column.
  func flowLayout(width: Double, containerHeight: Double) -> FlowLayout {
    let contentWidth = max(0, width - insets.left - insets.right)
    let groupW = groupWidth.resolved(width: contentWidth, height: containerHeight)
    let groupH = groupHeight.resolved(width: contentWidth, height: containerHeight)
    let spacing = max(0, interItemSpacing)
    var itemW = itemWidth.resolved(width: groupW, height: groupH)
    var itemH = itemHeight.resolved(width: groupW, height: groupH)
    if let count, !isVertical {
      itemW = max(0, (groupW - spacing * Double(count - 1)) / Double(count))
    }
    if let count, isVertical {
      itemH = max(0, (groupH - spacing * Double(count - 1)) / Double(count))
    }
    // The content area is one group wide (one item wide for a vertical group: one column).
    let areaWidth = isVertical ? itemW : groupW
    return FlowLayout(
      itemSize: Size(width: itemW, height: itemH), minimumInteritemSpacing: spacing,
      minimumLineSpacing: isVertical ? spacing : max(0, interGroupSpacing),
      sectionInset: EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom,
        right: max(0, width - insets.left - areaWidth)))
  }
}

/// A compositional layout in engine terms: each section laid out by its own flow layout, one
/// below the other (sections past those given repeat the last; none given is a list).
nonisolated struct CompositionalEngineLayout: ListLayout {
  var sections: [CompositionalSection]
  var containerHeight: Double
  var interSectionSpacing: Double

  func layout(_ slots: [SectionSlots], width: Double) -> ListGeometry {
    var y = 0.0
    var geometry: [SectionGeometry] = []
    for (index, section) in slots.enumerated() {
      if index > 0 { y += max(0, interSectionSpacing) }
      let descriptor = sections.isEmpty ? .list : sections[min(index, sections.count - 1)]
      let flow = descriptor.flowLayout(width: width, containerHeight: containerHeight)
      let laid = flow.layout([section], width: width)
      guard let one = laid.sections.first else { continue }
      geometry.append(
        SectionGeometry(
          contentFrame: one.contentFrame.shifted(by: y),
          slotFrames: one.slotFrames.map { $0.shifted(by: y) }, columnOrigins: one.columnOrigins))
      y += laid.contentSize.height
    }
    return ListGeometry(sections: geometry, contentSize: Size(width: max(0, width), height: y))
  }
}

nonisolated extension Rect {
  /// The rectangle moved down by `dy`.
  fileprivate func shifted(by dy: Double) -> Rect {
    Rect(x: origin.x, y: origin.y + dy, width: size.width, height: size.height)
  }
}
