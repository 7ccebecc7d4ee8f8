/// Linear equations and inequalities over plain variables, each required or optional at a
/// strength, and stays (a variable's preferred value): the values that satisfy them by the rules
/// below. A small deterministic solver — not the Cassowary algorithm of the paper "The Cassowary
/// Linear Arithmetic Constraint Solving Algorithm" (Badros, Borning, Stuckey), though it speaks of
/// strengths and stays as that paper does. Auto Layout's solver in DnDUIKit writes views' frames
/// as these variables (Docs/uikit.md, "Auto Layout").
///
/// Every constraint is `expression (relation) 0`. *Stronger* means a higher ``Strength``
/// (``Strength/required`` above every optional one); between equal strengths the one added first
/// comes first. The rules, in order:
///
/// 1. Required equalities, in the order they were added. One that contradicts those before it is
///    **broken**: left out, and listed in ``Solution/broken``.
/// 2. Optional equalities, strongest first, each kept if it agrees with what is kept; one that does
///    not is left out, silently.
/// 3. Stays, in the order they were added, each kept if it agrees with what is kept. A variable
///    that is still free is then 0, in variable order, so every equality kept still holds.
/// 4. Inequalities are checked against the result; the first one violated — strongest first —
///    becomes an equality at its strength (a required one after the required equalities, in the
///    order they became equalities; an optional one among the optional equalities) and everything
///    is solved again, until none is violated. A required inequality that cannot hold is broken
///    (listed in ``Solution/broken``); an optional one is dropped. Each inequality becomes an
///    equality at most once, so this ends.
///
/// **Determinism.** Nothing depends on hashing order or on anything but the calls made: the same
/// calls in the same order give the same values, bit for bit. When the equalities kept fix every
/// variable and nothing is broken, the values do not depend on the order the constraints were
/// added in (up to floating-point rounding); the order settles only which of contradicting
/// constraints of equal strength is kept (the first) and, through the stays' order, how a free
/// variable is settled.
package struct ConstraintSolver {
  /// How a constraint's expression relates to zero.
  package enum Relation: Sendable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
  }

  /// How much a constraint matters: required, or optional with a weight (a larger weight is
  /// stronger). Every required constraint is stronger than every optional one.
  package enum Strength: Comparable, Sendable {
    case optional(Double)
    case required
  }

  /// A constraint, by the order it was added in (0 for the first).
  package struct ConstraintID: Hashable, Comparable, Sendable {
    package let index: Int

    package static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
      lhs.index < rhs.index
    }
  }

  /// What ``ConstraintSolver/solve()`` finds.
  package struct Solution: Sendable {
    /// Every variable's value, by ``Variable/index``.
    package let values: [Double]
    /// The required constraints left out because they contradict those before them (rules 1 and
    /// 4), each once, in the order they were found.
    package let broken: [ConstraintID]

    /// The variable's value.
    package subscript(variable: Variable) -> Double {
      values[variable.index]
    }
  }

  private struct Constraint {
    let expression: LinearExpression
    let relation: Relation
    let strength: Strength

    var isRequired: Bool { strength == .required }
  }

  /// How many variables the solver has made.
  package private(set) var variableCount = 0
  private var constraints: [Constraint] = []
  private var stays: [(variable: Variable, value: Double)] = []

  /// A solver with no variables and no constraints.
  package init() {}

  /// A new variable, numbered after the ones made before it.
  package mutating func addVariable() -> Variable {
    defer { variableCount += 1 }
    return Variable(index: variableCount)
  }

  /// Adds `expression (relation) 0` at `strength`. The expression's variables must be this
  /// solver's.
  @discardableResult
  package mutating func add(
    _ expression: LinearExpression, _ relation: Relation, _ strength: Strength = .required
  ) -> ConstraintID {
    precondition(
      expression.coefficients.keys.allSatisfy { $0 < variableCount },
      "the expression uses a variable this solver did not make")
    constraints.append(Constraint(expression: expression, relation: relation, strength: strength))
    return ConstraintID(index: constraints.count - 1)
  }

  /// Asks that `variable` be `value` when the constraints leave it free: weaker than every
  /// constraint, and than every stay added before it.
  package mutating func stay(_ variable: Variable, at value: Double) {
    precondition(variable.index < variableCount, "the variable is not this solver's")
    stays.append((variable, value))
  }

  /// Whether constraint `a` comes before `b`: stronger first, then added first.
  private func precedes(_ a: Int, _ b: Int) -> Bool {
    let strengthA = constraints[a].strength
    let strengthB = constraints[b].strength
    if strengthA != strengthB { return strengthA > strengthB }
    return a < b
  }

  /// The variables' values, by the rules in the type's documentation.
  package func solve() -> Solution {
    let equalities = constraints.indices.filter { constraints[$0].relation == .equal }
    // All of equal strength: in the order they were added.
    let required = equalities.filter { constraints[$0].isRequired }
    let optional = equalities.filter { !constraints[$0].isRequired }
    let inequalities = constraints.indices.filter { constraints[$0].relation != .equal }.sorted(
      by: precedes)
    var active: [Int] = []
    var dropped: Set<Int> = []
    var broken: [ConstraintID] = []
    var values: [Double] = []
    func breakRequired(_ index: Int) {
      let id = ConstraintID(index: index)
      if !broken.contains(id) { broken.append(id) }
    }
    for _ in 0...inequalities.count {
      var system = LinearSystem()
      for index in required {
        if system.add(constraints[index].expression) == .conflicting { breakRequired(index) }
      }
      for index in active where constraints[index].isRequired {
        if system.add(constraints[index].expression) == .conflicting {
          breakRequired(index)
          dropped.insert(index)
        }
      }
      let candidates = (optional + active.filter { !constraints[$0].isRequired }).sorted(
        by: precedes)
      for index in candidates {
        if system.add(constraints[index].expression) == .conflicting,
          constraints[index].relation != .equal
        {
          dropped.insert(index)
        }
      }
      active.removeAll { dropped.contains($0) }
      for stay in stays {
        _ = system.add(.variable(stay.variable) + -stay.value)
      }
      values = []
      values.reserveCapacity(variableCount)
      for index in 0..<variableCount {
        let variable = Variable(index: index)
        if let value = system.value(of: variable) {
          values.append(value)
        } else {
          _ = system.add(.variable(variable))
          values.append(system.value(of: variable) ?? 0)
        }
      }
      let violated = inequalities.first { index in
        guard !dropped.contains(index), !active.contains(index) else { return false }
        let value = constraints[index].expression.value(values)
        return constraints[index].relation == .lessThanOrEqual
          ? value > LinearSystem.tolerance : value < -LinearSystem.tolerance
      }
      guard let violated else { break }
      active.append(violated)
    }
    return Solution(values: values, broken: broken)
  }
}
