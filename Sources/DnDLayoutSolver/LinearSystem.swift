/// An unknown of a ``ConstraintSolver``: an opaque number the solver hands out, counting up from
/// 0 in the order its variables are made (``ConstraintSolver/addVariable()``). Variables compare by
/// that number, which is how the solver orders them wherever order matters.
package struct Variable: Hashable, Comparable, Sendable {
  /// Where the variable is in its solver's ``ConstraintSolver/Solution/values``.
  package let index: Int

  package static func < (lhs: Variable, rhs: Variable) -> Bool {
    lhs.index < rhs.index
  }
}

/// `Σ coefficient × variable + constant`: one side of an equation or inequality over a
/// ``ConstraintSolver``'s variables.
package struct LinearExpression {
  /// Coefficients by variable index. Iterated only in sorted order, so that results never depend
  /// on hashing order. Keyed by `Int` rather than ``Variable``: `Int`'s hashing is the faster.
  var coefficients: [Int: Double] = [:]
  package var constant: Double = 0

  /// The coefficients by variable; a variable whose coefficient cancelled out is not there.
  package var terms: [Variable: Double] {
    var terms: [Variable: Double] = [:]
    for (index, coefficient) in sortedTerms { terms[Variable(index: index)] = coefficient }
    return terms
  }

  /// Whether no variable is left: the expression is its constant.
  package var isConstant: Bool { coefficients.isEmpty }

  /// The constant `constant`.
  package init(constant: Double = 0) {
    self.constant = constant
  }

  /// `coefficient × variable`.
  package static func variable(_ variable: Variable, _ coefficient: Double = 1) -> LinearExpression
  {
    var expression = LinearExpression()
    expression.coefficients[variable.index] = coefficient
    return expression
  }

  /// Coefficients this small are cancellation noise and are dropped.
  private static let negligible = 1e-12

  /// Adds `factor × other`.
  package mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    constant += factor * other.constant
    for (index, coefficient) in other.sortedTerms {
      let sum = (coefficients[index] ?? 0) + factor * coefficient
      coefficients[index] = abs(sum) < Self.negligible ? nil : sum
    }
  }

  package static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  package static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
  }

  package static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  package static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    var result = LinearExpression()
    result.add(expression, times: factor)
    return result
  }

  /// The terms by increasing variable index.
  var sortedTerms: [(index: Int, coefficient: Double)] {
    coefficients.sorted { $0.key < $1.key }.map { (index: $0.key, coefficient: $0.value) }
  }

  /// The expression's value for `values` (indexed by variable).
  func value(_ values: [Double]) -> Double {
    var sum = constant
    for (index, coefficient) in sortedTerms { sum += coefficient * values[index] }
    return sum
  }
}

/// Equations `expression == 0` over a solver's variables, kept in reduced row echelon form: each
/// pivot variable is an expression of the free ones. Adding an equation says whether it was new,
/// already implied, or contradicts the ones before — the solver's whole notion of a conflict.
/// Deterministic: pivots are chosen by coefficient size, then variable, and every sum runs in
/// sorted order.
package struct LinearSystem {
  package enum Outcome {
    case added, redundant, conflicting
  }

  /// A contradiction smaller than this is rounding, not a conflict (a thousandth of a point, when
  /// the variables are a layout's coordinates).
  package static let tolerance = 1e-4

  /// Pivot variable → its value as an expression of free variables (by variable index).
  private var rows: [Int: LinearExpression] = [:]
  /// Free variable → the pivots whose rows use it (by variable index).
  private var users: [Int: Set<Int>] = [:]

  /// No equations.
  package init() {}

  /// `expression` with every pivot variable replaced by its row.
  package func reduced(_ expression: LinearExpression) -> LinearExpression {
    var result = LinearExpression(constant: expression.constant)
    for (index, coefficient) in expression.sortedTerms {
      if let row = rows[index] {
        result.add(row, times: coefficient)
      } else {
        result.add(.variable(Variable(index: index), coefficient))
      }
    }
    return result
  }

  /// Adds `expression == 0`, unless it is implied by the equations already there (`.redundant`)
  /// or contradicts them (`.conflicting`).
  package mutating func add(_ expression: LinearExpression) -> Outcome {
    let reduced = reduced(expression)
    guard !reduced.isConstant else {
      return abs(reduced.constant) <= Self.tolerance ? .redundant : .conflicting
    }
    var pivot = -1
    var pivotCoefficient = 0.0
    for (index, coefficient) in reduced.sortedTerms where abs(coefficient) > abs(pivotCoefficient) {
      pivot = index
      pivotCoefficient = coefficient
    }
    // x[pivot] = -(reduced - pivotCoefficient × x[pivot]) / pivotCoefficient
    var row = reduced
    row.coefficients[pivot] = nil
    row = (-1 / pivotCoefficient) * row
    // The rows that used the new pivot use its row instead.
    for other in (users.removeValue(forKey: pivot) ?? []).sorted() {
      guard var otherRow = rows[other], let coefficient = otherRow.coefficients[pivot] else {
        continue
      }
      otherRow.coefficients[pivot] = nil
      otherRow.add(row, times: coefficient)
      rows[other] = otherRow
      for index in row.coefficients.keys { users[index, default: []].insert(other) }
    }
    rows[pivot] = row
    for index in row.coefficients.keys { users[index, default: []].insert(pivot) }
    return .added
  }

  /// The variable's value, when the equations fix it.
  package func value(of variable: Variable) -> Double? {
    guard let row = rows[variable.index] else { return nil }
    return row.isConstant ? row.constant : nil
  }
}
