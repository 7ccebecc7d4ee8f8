internal import DnDLayoutSolver

/// Turns constraints into frames: the views below one view (the *scope*, whose own frame stays) that
/// active constraints or a stack view's arrangement mention, and that do not translate their
/// autoresizing masks, get frames; so do the layout guides constraints mention. Deterministic: the
/// same views and constraints give the same frames whatever the order they were built in, as long
/// as the layout is not ambiguous (and the order an ambiguous one was built in settles it the same
/// way every run).
///
/// Each view or guide placed has four unknowns — its origin in its superview's coordinates (its
/// owning view's for a guide) and its size — and every constraint is a linear equation or
/// inequality over them, written in the scope's coordinates, which DnDLayoutSolver's
/// `ConstraintSolver` solves (its rules, put in terms of views). The rules, in order:
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
  /// The four unknowns of each item placed.
  private var variables: [ObjectIdentifier: RectVariables] = [:]
  private var placed: [(item: LayoutItem, variables: RectVariables)] = []
  private var origins: [ObjectIdentifier: (x: LinearExpression, y: LinearExpression)] = [:]
  /// The relations over the unknowns. They are added in the order that settles ties between
  /// equal priorities: a stack view's arrangement, the app's constraints in activation order,
  /// intrinsic sizes in view order, the fitting target.
  private var system = ConstraintSolver()
  /// What a message about a relation names; none for relations never reported.
  private var labels: [ConstraintSolver.ConstraintID: String] = [:]
  private var stackSizes: [(variables: RectVariables, size: CGSize)] = []
  private var messages: [String] = []

  /// An item's unknowns: its origin in its superview's coordinates (its owning view's for a
  /// guide) and its size.
  private struct RectVariables {
    let x, y, width, height: Variable
  }

  private init(scope: UIView, mode: Mode) {
    self.scope = scope
    self.mode = mode
  }

  // MARK: Entry points

  /// Places the views below `scope` that constraints place (the layout pass's step for `scope`).
  static func layOut(below scope: UIView) {
    var solver = LayoutSolver(scope: scope, mode: .layout)
    guard solver.collect(), let solution = solver.solve() else {
      solver.recordMessages()
      return
    }
    solver.apply(solution)
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
    guard let solution = solver.solve(),
      let scopeVariables = solver.variables[ObjectIdentifier(scope)]
    else { return scope.bounds.size }
    return CGSize(
      width: Self.rounded(solution[scopeVariables.width]),
      height: Self.rounded(solution[scopeVariables.height]))
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
    for stackView in stacks {
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
        add(expression, implied.relation, priority: 1000, implied.label)
      }
    }
    for constraint in constraints {
      addRelation(for: constraint)
    }
    for (item, itemVariables) in placed {
      guard case .view(let view) = item else { continue }
      let intrinsic = view.intrinsicContentSize
      for (axis, variable, length) in [
        (NSLayoutConstraint.Axis.horizontal, itemVariables.width, intrinsic.width),
        (.vertical, itemVariables.height, intrinsic.height),
      ] where length >= 0 {
        let size = LinearExpression.variable(variable) + -Double(length)
        add(size, .equal, priority: view.contentHuggingPriority(for: axis).rawValue, nil)
        add(
          size, .greaterThanOrEqual,
          priority: view.contentCompressionResistancePriority(for: axis).rawValue, nil)
      }
      if let stackView = view as? UIStackView, !stackView.visibleArrangedSubviews.isEmpty {
        stackSizes.append((itemVariables, stackView.naturalSize))
      }
    }
    if case .fitting(let target, let horizontal, let vertical) = mode,
      let scopeVariables = variables[ObjectIdentifier(scope)]
    {
      add(
        .variable(scopeVariables.width) + -Double(target.width), .equal,
        priority: horizontal.rawValue, nil)
      add(
        .variable(scopeVariables.height) + -Double(target.height), .equal,
        priority: vertical.rawValue, nil)
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
    let itemVariables = RectVariables(
      x: system.addVariable(), y: system.addVariable(), width: system.addVariable(),
      height: system.addVariable())
    variables[ObjectIdentifier(item.object)] = itemVariables
    placed.append((item, itemVariables))
  }

  /// Adds `expression (relation) 0` at `priority`: required from 1000 up, left out at 0 or below.
  private mutating func add(
    _ expression: LinearExpression, _ relation: NSLayoutConstraint.Relation, priority: Float,
    _ label: String?
  ) {
    guard priority > 0 else { return }
    let strength: ConstraintSolver.Strength =
      priority >= UILayoutPriority.required.rawValue ? .required : .optional(Double(priority))
    let id = system.add(expression, relation.solverRelation, strength)
    if let label { labels[id] = label }
  }

  /// The relation an app's constraint states, or a message saying why it has none.
  private mutating func addRelation(for constraint: NSLayoutConstraint) {
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
    if expression.isConstant {
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
    add(expression, constraint.relation, priority: constraint.priority.rawValue, label)
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
      if let unknowns = variables[ObjectIdentifier(view)] {
        return (origin.x, origin.y, .variable(unknowns.width), .variable(unknowns.height))
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
        if let unknowns = variables[ObjectIdentifier(guide)] {
          return (
            frame.x + .variable(unknowns.x), frame.y + .variable(unknowns.y),
            .variable(unknowns.width), .variable(unknowns.height)
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
      if let unknowns = variables[id] {
        origin = (parent.x + .variable(unknowns.x), parent.y + .variable(unknowns.y))
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

  /// The unknowns' values, by the rules in the type's documentation: the relations collected,
  /// then stays for what is still free — a stack view's natural size, then every item's current
  /// size, then its current position.
  private mutating func solve() -> ConstraintSolver.Solution? {
    guard !placed.isEmpty else { return nil }
    for (stackVariables, size) in stackSizes {
      system.stay(stackVariables.width, at: Double(size.width))
      system.stay(stackVariables.height, at: Double(size.height))
    }
    let current = placed.map { currentFrame($0.item) }
    for ((_, itemVariables), frame) in zip(placed, current) {
      system.stay(itemVariables.width, at: Double(frame.width))
      system.stay(itemVariables.height, at: Double(frame.height))
    }
    for ((_, itemVariables), frame) in zip(placed, current) {
      system.stay(itemVariables.x, at: Double(frame.minX))
      system.stay(itemVariables.y, at: Double(frame.minY))
    }
    let solution = system.solve()
    for id in solution.broken { report(id) }
    return solution
  }

  /// Records that a required relation was broken.
  private mutating func report(_ id: ConstraintSolver.ConstraintID) {
    guard let label = labels[id] else { return }
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
  private func apply(_ solution: ConstraintSolver.Solution) {
    for (item, itemVariables) in placed {
      let frame = CGRect(
        x: Self.rounded(solution[itemVariables.x]), y: Self.rounded(solution[itemVariables.y]),
        width: Self.rounded(solution[itemVariables.width]),
        height: Self.rounded(solution[itemVariables.height]))
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

extension NSLayoutConstraint.Relation {
  /// The solver's relation of `expression` to 0, for `expression = first - second`.
  fileprivate var solverRelation: ConstraintSolver.Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}
