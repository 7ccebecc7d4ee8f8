/// Turns constraints into frames: the views below one view (the *scope*, whose own frame stays) that
/// active constraints or a stack view's arrangement mention, and that do not translate their
/// autoresizing masks, get frames; so do the layout guides constraints mention. Deterministic: the
/// same views and constraints give the same frames whatever the order they were built in, as long
/// as the layout is not ambiguous (and the order an ambiguous one was built in settles it the same
/// way every run).
///
/// Each view or guide placed has four unknowns — its origin in its superview's coordinates (its
/// owning view's for a guide) and its size — and every constraint is a linear equation or
/// inequality over them, written in the scope's coordinates. The rules, in order:
///
/// 1. Required equalities, a stack view's arrangement first, then the app's constraints in the
///    order they were activated. One that contradicts those before it is broken: left out for the
///    pass and reported (``UIView/autoLayoutMessages``). A view whose frame is its own
///    (`translatesAutoresizingMaskIntoConstraints`) is a constant, so a required constraint that
///    contradicts its frame is reported too.
/// 2. Optional equalities, highest priority first (equal priorities: the app's in activation
///    order, then the intrinsic sizes in view order), each kept if it agrees with what is kept. A
///    view's intrinsic content size counts as an equality at its content hugging priority.
/// 3. A stack view that nothing sizes takes its arrangement's natural size.
/// 4. Whatever is still free keeps its current value: sizes first, then positions, in view
///    order. So an under-constrained view keeps as much of its frame as the constraints allow.
/// 5. Inequalities (the app's, a stack view's, and each intrinsic size's compression resistance
///    at its priority) are checked against the result; the first one violated — required ones
///    first, then by priority — becomes an equality at its priority and everything is solved again,
///    until none is violated. A required inequality that cannot hold is reported; an optional one
///    is dropped.
struct LayoutSolver {
  /// What a solve is for: placing the scope's views, or measuring the scope.
  enum Mode {
    case layout
    case fitting(CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
  }

  private let scope: UIView
  private let mode: Mode
  /// The scope's subtree, the scope first, in pre-order.
  private var views: [UIView] = []
  private var inSubtree: Set<ObjectIdentifier> = []
  /// The first of the four unknowns (x, y, width, height) of each item placed.
  private var variableBase: [ObjectIdentifier: Int] = [:]
  private var placed: [LayoutItem] = []
  private var origins: [ObjectIdentifier: (x: LinearExpression, y: LinearExpression)] = [:]
  private var relations: [Relation] = []
  private var stackSizes: [(index: Int, size: CGSize)] = []
  private var messages: [String] = []

  /// An equation or inequality `expression (kind) 0`.
  private struct Relation {
    let expression: LinearExpression
    let kind: NSLayoutConstraint.Relation
    let priority: Float
    /// Among equal priorities: 0 a stack view's arrangement, 1 the app's, 2 intrinsic sizes,
    /// 3 the fitting target.
    let group: Int
    let order: Int
    /// What a message about it names; nil for relations never reported.
    let label: String?

    var isRequired: Bool { priority >= UILayoutPriority.required.rawValue }

    /// Higher priority first, then group, then order.
    static func precedes(_ a: Relation, _ b: Relation) -> Bool {
      if a.priority != b.priority { return a.priority > b.priority }
      if a.group != b.group { return a.group < b.group }
      return a.order < b.order
    }
  }

  private init(scope: UIView, mode: Mode) {
    self.scope = scope
    self.mode = mode
  }

  // MARK: Entry points

  /// Places the views below `scope` that constraints place (the layout pass's step for `scope`).
  static func layOut(below scope: UIView) {
    var solver = LayoutSolver(scope: scope, mode: .layout)
    guard solver.collect(), let values = solver.solve() else {
      solver.recordMessages()
      return
    }
    solver.apply(values)
    solver.recordMessages()
  }

  /// The size the scope's constraints and content give it, nearest `target` (UIKit's
  /// `systemLayoutSizeFitting`): nothing is moved.
  static func fittingSize(
    of scope: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
  ) -> CGSize {
    var solver = LayoutSolver(
      scope: scope, mode: .fitting(target, horizontal: horizontal, vertical: vertical))
    _ = solver.collect()
    guard let values = solver.solve(), let base = solver.variableBase[ObjectIdentifier(scope)]
    else { return scope.bounds.size }
    return CGSize(width: Self.rounded(values[base + 2]), height: Self.rounded(values[base + 3]))
  }

  private var isFitting: Bool {
    if case .fitting = mode { return true }
    return false
  }

  // MARK: Collecting

  /// Gathers the constraints and arrangements, picks the unknowns and writes the relations;
  /// false when there is nothing to place.
  private mutating func collect() -> Bool {
    var stack = [scope]
    while let view = stack.popLast() {
      views.append(view)
      inSubtree.insert(ObjectIdentifier(view))
      stack.append(contentsOf: view.subviews.reversed())
    }

    // The app's constraints: those installed in the subtree, and those installed above it that
    // mention an item below the scope.
    var constraints: [NSLayoutConstraint] = views.flatMap(\.layoutState.constraints)
    if !isFitting {
      var ancestor = scope.superview
      while let view = ancestor {
        constraints += view.layoutState.constraints.filter { mentionsItemBelowScope($0) }
        ancestor = view.superview
      }
    }
    constraints.sort { $0.activationOrder < $1.activationOrder }
    let stacks = views.compactMap { $0 as? UIStackView }.filter {
      !$0.visibleArrangedSubviews.isEmpty
    }
    guard !constraints.isEmpty || !stacks.isEmpty || isFitting else { return false }

    // The unknowns: items mentioned, below the scope, not keeping their own frames.
    var mentioned: Set<ObjectIdentifier> = []
    for constraint in constraints {
      for item in [constraint.firstItem, constraint.secondItem] {
        guard let item = LayoutItem(item) else { continue }
        mentioned.insert(ObjectIdentifier(item.object))
        if case .guide(let guide) = item, guide.kind != .custom, let owner = guide.owningView {
          mentioned.insert(ObjectIdentifier(owner))
        }
      }
    }
    for stackView in stacks {
      mentioned.insert(ObjectIdentifier(stackView))
      for view in stackView.visibleArrangedSubviews { mentioned.insert(ObjectIdentifier(view)) }
    }
    for view in views {
      let isScope = view === scope
      if isScope
        ? isFitting
        : mentioned.contains(ObjectIdentifier(view))
          && !view.translatesAutoresizingMaskIntoConstraints
      {
        place(.view(view))
      }
      for guide in view.layoutState.layoutGuides where mentioned.contains(ObjectIdentifier(guide)) {
        place(.guide(guide))
      }
    }

    // The relations.
    for (order, stackView) in stacks.enumerated() {
      for implied in stackView.impliedRelations() {
        var expression = LinearExpression(constant: implied.constant)
        var valid = true
        for term in implied.terms {
          guard let value = attribute(term.attribute, of: term.item) else {
            valid = false
            break
          }
          expression.add(value, times: term.coefficient)
        }
        guard valid else { continue }
        add(expression, implied.relation, priority: 1000, group: 0, order: order, implied.label)
      }
    }
    for (order, constraint) in constraints.enumerated() {
      addRelation(for: constraint, order: order)
    }
    for (order, item) in placed.enumerated() {
      guard case .view(let view) = item, let base = variableBase[ObjectIdentifier(view)] else {
        continue
      }
      let intrinsic = view.intrinsicContentSize
      for (axis, offset, length) in [
        (NSLayoutConstraint.Axis.horizontal, 2, intrinsic.width), (.vertical, 3, intrinsic.height),
      ] where length >= 0 {
        let size = LinearExpression.variable(base + offset) + -Double(length)
        let axisOrder = order * 2 + offset - 2
        add(
          size, .equal, priority: view.contentHuggingPriority(for: axis).rawValue, group: 2,
          order: axisOrder, nil)
        add(
          size, .greaterThanOrEqual,
          priority: view.contentCompressionResistancePriority(for: axis).rawValue, group: 2,
          order: axisOrder, nil)
      }
      if let stackView = view as? UIStackView, !stackView.visibleArrangedSubviews.isEmpty {
        stackSizes.append((base, stackView.naturalSize))
      }
    }
    if case .fitting(let target, let horizontal, let vertical) = mode,
      let base = variableBase[ObjectIdentifier(scope)]
    {
      add(
        .variable(base + 2) + -Double(target.width), .equal, priority: horizontal.rawValue,
        group: 3, order: 0, nil)
      add(
        .variable(base + 3) + -Double(target.height), .equal, priority: vertical.rawValue,
        group: 3, order: 1, nil)
    }
    return !placed.isEmpty
  }

  private func mentionsItemBelowScope(_ constraint: NSLayoutConstraint) -> Bool {
    for object in [constraint.firstItem, constraint.secondItem] {
      switch LayoutItem(object) {
      case .view(let view):
        if view !== scope && inSubtree.contains(ObjectIdentifier(view)) { return true }
      case .guide(let guide):
        if guide.kind == .custom, let owner = guide.owningView,
          inSubtree.contains(ObjectIdentifier(owner))
        {
          return true
        }
      case nil:
        continue
      }
    }
    return false
  }

  /// Gives `item` its four unknowns.
  private mutating func place(_ item: LayoutItem) {
    variableBase[ObjectIdentifier(item.object)] = placed.count * 4
    placed.append(item)
  }

  private mutating func add(
    _ expression: LinearExpression, _ kind: NSLayoutConstraint.Relation, priority: Float,
    group: Int, order: Int, _ label: String?
  ) {
    guard priority > 0 else { return }
    relations.append(
      Relation(
        expression: expression, kind: kind, priority: min(priority, 1000), group: group,
        order: order, label: label))
  }

  /// The relation an app's constraint states, or a message saying why it has none.
  private mutating func addRelation(for constraint: NSLayoutConstraint, order: Int) {
    guard let items = constraint.layoutItems else { return }
    let firstKind = constraint.firstAttribute.kind
    let secondKind = constraint.secondAttribute.kind
    var problem: String?
    if firstKind == .none {
      problem = "its first attribute is notAnAttribute"
    } else if items.second == nil, firstKind == .x || firstKind == .y {
      problem = "a position cannot equal a constant"
    } else if items.second != nil {
      let dimensions: Set<AttributeKind> = [.width, .height]
      let compatible =
        dimensions.contains(firstKind)
        ? dimensions.contains(secondKind) : firstKind == secondKind
      if !compatible {
        problem =
          "it relates \(constraint.firstAttribute.name) to \(constraint.secondAttribute.name)"
      } else if !dimensions.contains(firstKind), constraint.multiplier == 0 {
        problem = "a position with a multiplier of 0 equals a constant"
      }
    }
    if problem == nil, let container = constraint.container {
      for case let view? in [items.first.hostView, items.second?.hostView]
      where !view.isDescendant(of: container) {
        problem =
          "it is installed on \(container.engineView.name), which does not hold "
          + view.engineView.name
      }
    }
    if problem == nil,
      items.first.hostView == nil || (items.second.map { $0.hostView == nil } ?? false)
    {
      problem = "a layout guide in it belongs to no view"
    }
    if let problem {
      messages.append("Ignoring malformed constraint \(constraint): \(problem)")
      return
    }
    guard let first = attribute(constraint.firstAttribute, of: items.first) else {
      messages.append(
        "Ignoring malformed constraint \(constraint): a layout guide has no "
          + constraint.firstAttribute.name)
      return
    }
    var expression = first + -Double(constraint.constant)
    if let secondItem = items.second {
      guard let second = attribute(constraint.secondAttribute, of: secondItem) else {
        messages.append(
          "Ignoring malformed constraint \(constraint): a layout guide has no "
            + constraint.secondAttribute.name)
        return
      }
      expression.add(second, times: -Double(constraint.multiplier))
      // Positions are measured from the container's origin, which matters with a multiplier.
      if firstKind == .x || firstKind == .y, let container = constraint.container {
        let origin = self.origin(of: container)
        let axisOrigin = firstKind == .x ? origin.x : origin.y
        expression.add(axisOrigin, times: Double(constraint.multiplier) - 1)
      }
    }
    let label = constraint.description
    if expression.terms.isEmpty {
      // Nothing below the scope moves for it: it is a check against frames that stay.
      let holds: Bool
      switch constraint.relation {
      case .equal: holds = abs(expression.constant) <= LinearSystem.tolerance
      case .lessThanOrEqual: holds = expression.constant <= LinearSystem.tolerance
      case .greaterThanOrEqual: holds = expression.constant >= -LinearSystem.tolerance
      }
      let itemViews: [UIView] = [items.first.hostView, items.second?.hostView].compactMap { $0 }
      let fixedBelow = itemViews.first { view in
        view !== scope && inSubtree.contains(ObjectIdentifier(view))
          && view.translatesAutoresizingMaskIntoConstraints
      }
      if !holds, constraint.priority == .required, let fixedBelow {
        messages.append(
          "Unable to simultaneously satisfy constraints: broke \(label): it contradicts the frame "
            + "of \(fixedBelow.engineView.name), whose translatesAutoresizingMaskIntoConstraints is "
            + "true")
      }
      return
    }
    add(
      expression, constraint.relation, priority: constraint.priority.rawValue, group: 1,
      order: order, label)
  }

  // MARK: Expressions

  /// An item's rectangle in the scope's coordinates.
  private mutating func rect(of item: LayoutItem)
    -> (
      x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression
    )?
  {
    switch item {
    case .view(let view):
      let origin = origin(of: view)
      if let base = variableBase[ObjectIdentifier(view)] {
        return (origin.x, origin.y, .variable(base + 2), .variable(base + 3))
      }
      return (
        origin.x, origin.y, LinearExpression(constant: view.frame.width),
        LinearExpression(constant: view.frame.height)
      )
    case .guide(let guide):
      guard let owner = guide.owningView, let frame = rect(of: .view(owner)) else { return nil }
      switch guide.kind {
      case .safeArea, .margins:
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutMargins
        return (
          frame.x + Double(insets.left), frame.y + Double(insets.top),
          frame.width + -Double(insets.left + insets.right),
          frame.height + -Double(insets.top + insets.bottom)
        )
      case .custom:
        if let base = variableBase[ObjectIdentifier(guide)] {
          return (
            frame.x + .variable(base), frame.y + .variable(base + 1), .variable(base + 2),
            .variable(base + 3)
          )
        }
        let solved = guide.solvedFrame
        return (
          frame.x + Double(solved.minX), frame.y + Double(solved.minY),
          LinearExpression(constant: solved.width), LinearExpression(constant: solved.height)
        )
      }
    }
  }

  /// A view's origin in the scope's coordinates.
  private mutating func origin(of view: UIView) -> (x: LinearExpression, y: LinearExpression) {
    let id = ObjectIdentifier(view)
    if let origin = origins[id] { return origin }
    let origin: (x: LinearExpression, y: LinearExpression)
    if view === scope {
      origin = (LinearExpression(), LinearExpression())
    } else if inSubtree.contains(id), let superview = view.superview {
      let parent = self.origin(of: superview)
      if let base = variableBase[id] {
        origin = (parent.x + .variable(base), parent.y + .variable(base + 1))
      } else {
        origin = (parent.x + Double(view.frame.minX), parent.y + Double(view.frame.minY))
      }
    } else {
      // Outside the scope: where it is now.
      let point = scope.convert(CGPoint.zero, from: view)
      origin = (LinearExpression(constant: point.x), LinearExpression(constant: point.y))
    }
    origins[id] = origin
    return origin
  }

  /// An attribute of an item, in the scope's coordinates; nil for one the item does not have.
  private mutating func attribute(_ attribute: NSLayoutConstraint.Attribute, of item: LayoutItem)
    -> LinearExpression?
  {
    guard let r = rect(of: item) else { return nil }
    var margins = UIEdgeInsets.zero
    switch attribute {
    case .firstBaseline, .lastBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins:
      guard case .view(let view) = item else { return nil }
      margins = view.layoutMargins
    default:
      break
    }
    let left = Double(margins.left)
    let right = Double(margins.right)
    let top = Double(margins.top)
    let bottom = Double(margins.bottom)
    switch attribute {
    case .left, .leading: return r.x
    case .right, .trailing: return r.x + r.width
    case .centerX: return r.x + 0.5 * r.width
    case .width: return r.width
    case .top: return r.y
    case .bottom, .firstBaseline, .lastBaseline: return r.y + r.height
    case .centerY: return r.y + 0.5 * r.height
    case .height: return r.height
    case .leftMargin, .leadingMargin: return r.x + left
    case .rightMargin, .trailingMargin: return r.x + r.width + -right
    case .centerXWithinMargins: return r.x + 0.5 * r.width + 0.5 * (left - right)
    case .topMargin: return r.y + top
    case .bottomMargin: return r.y + r.height + -bottom
    case .centerYWithinMargins: return r.y + 0.5 * r.height + 0.5 * (top - bottom)
    case .notAnAttribute: return nil
    }
  }

  // MARK: Solving

  /// The unknowns' values, by the rules in the type's documentation.
  private mutating func solve() -> [Double]? {
    guard !placed.isEmpty else { return nil }
    let equalities = relations.indices.filter { relations[$0].kind == .equal }
    let required = equalities.filter { relations[$0].isRequired }.sorted {
      Relation.precedes(relations[$0], relations[$1])
    }
    let optional = equalities.filter { !relations[$0].isRequired }
    let inequalities = relations.indices.filter { relations[$0].kind != .equal }.sorted {
      Relation.precedes(relations[$0], relations[$1])
    }
    var active: [Int] = []
    var broken: Set<Int> = []
    var values: [Double] = []
    for _ in 0...inequalities.count {
      var system = LinearSystem()
      for index in required {
        if system.add(relations[index].expression) == .conflicting { report(index) }
      }
      for index in active where relations[index].isRequired {
        if system.add(relations[index].expression) == .conflicting {
          report(index)
          broken.insert(index)
        }
      }
      let candidates = (optional + active.filter { !relations[$0].isRequired }).sorted {
        Relation.precedes(relations[$0], relations[$1])
      }
      for index in candidates {
        if system.add(relations[index].expression) == .conflicting,
          relations[index].kind != .equal
        {
          broken.insert(index)
        }
      }
      active.removeAll { broken.contains($0) }
      for (base, size) in stackSizes {
        _ = system.add(.variable(base + 2) + -Double(size.width))
        _ = system.add(.variable(base + 3) + -Double(size.height))
      }
      let current = placed.map(currentFrame)
      for (index, frame) in current.enumerated() {
        _ = system.add(.variable(index * 4 + 2) + -Double(frame.width))
        _ = system.add(.variable(index * 4 + 3) + -Double(frame.height))
      }
      for (index, frame) in current.enumerated() {
        _ = system.add(.variable(index * 4) + -Double(frame.minX))
        _ = system.add(.variable(index * 4 + 1) + -Double(frame.minY))
      }
      values = (0..<placed.count * 4).map { index in
        system.value(of: index) ?? Double(current[index / 4].component(index % 4))
      }
      let violated = inequalities.first { index in
        guard !broken.contains(index), !active.contains(index) else { return false }
        let value = relations[index].expression.value(values)
        return relations[index].kind == .lessThanOrEqual
          ? value > LinearSystem.tolerance : value < -LinearSystem.tolerance
      }
      guard let violated else { break }
      active.append(violated)
    }
    return values
  }

  /// Records that a required relation was broken.
  private mutating func report(_ index: Int) {
    guard let label = relations[index].label else { return }
    let message =
      "Unable to simultaneously satisfy constraints: broke \(label): it contradicts the "
      + "constraints activated before it"
    if !messages.contains(message) { messages.append(message) }
  }

  /// An item's frame now (a guide's: the last one solved).
  private func currentFrame(_ item: LayoutItem) -> CGRect {
    switch item {
    case .view(let view): view.frame
    case .guide(let guide): guide.solvedFrame
    }
  }

  // MARK: Applying

  /// Writes the frames.
  private func apply(_ values: [Double]) {
    for (index, item) in placed.enumerated() {
      let frame = CGRect(
        x: Self.rounded(values[index * 4]), y: Self.rounded(values[index * 4 + 1]),
        width: Self.rounded(values[index * 4 + 2]), height: Self.rounded(values[index * 4 + 3]))
      switch item {
      case .view(let view):
        if view.frame != frame { view.frame = frame }
      case .guide(let guide):
        guide.solvedFrame = frame
      }
    }
  }

  private func recordMessages() {
    for message in messages { LayoutMessages.record(message, near: scope) }
  }

  /// Values are kept to millionths of a point (and -0 is 0), so that sums come out even.
  static func rounded(_ value: Double) -> CGFloat {
    let rounded = (value * 1_000_000).rounded() / 1_000_000
    return CGFloat(rounded == 0 ? 0 : rounded)
  }
}

/// Which way an attribute measures.
enum AttributeKind {
  case x, y, width, height, none
}

extension NSLayoutConstraint.Attribute {
  var kind: AttributeKind {
    switch self {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      .x
    case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
      .centerYWithinMargins:
      .y
    case .width: .width
    case .height: .height
    case .notAnAttribute: .none
    }
  }
}

extension CGRect {
  /// x, y, width or height, by index.
  fileprivate func component(_ index: Int) -> CGFloat {
    [minX, minY, width, height][index]
  }
}
