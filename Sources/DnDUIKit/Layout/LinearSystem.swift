/// `Σ coefficient × x[variable] + constant`: one side of a layout equation, its variables the
/// solver's unknowns (a position or size of a view or layout guide).
struct LinearExpression {
  /// Coefficients by variable. Iterated only in sorted order, so that results never depend on
  /// hashing order.
  var terms: [Int: Double] = [:]
  var constant: Double = 0

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// `coefficient × x[index]`.
  static func variable(_ index: Int, _ coefficient: Double = 1) -> LinearExpression {
    var expression = LinearExpression()
    expression.terms[index] = coefficient
    return expression
  }

  /// Coefficients this small are cancellation noise and are dropped.
  private static let negligible = 1e-12

  /// Adds `factor × other`.
  mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    constant += factor * other.constant
    for (index, coefficient) in other.sortedTerms {
      let sum = (terms[index] ?? 0) + factor * coefficient
      terms[index] = abs(sum) < Self.negligible ? nil : sum
    }
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, times: -1)
    return result
  }

  static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.constant += rhs
    return result
  }

  static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    var result = LinearExpression()
    result.add(expression, times: factor)
    return result
  }

  /// The terms by increasing variable index.
  var sortedTerms: [(index: Int, coefficient: Double)] {
    terms.sorted { $0.key < $1.key }.map { (index: $0.key, coefficient: $0.value) }
  }

  /// The expression's value for `values` (indexed by variable).
  func value(_ values: [Double]) -> Double {
    var sum = constant
    for (index, coefficient) in sortedTerms { sum += coefficient * values[index] }
    return sum
  }
}

/// Equations `expression == 0` over the solver's variables, kept in reduced row echelon form: each
/// pivot variable is an expression of the free ones. Adding an equation says whether it was new,
/// already implied, or contradicts the ones before — the solver's whole notion of a conflict.
/// Deterministic: pivots are chosen by coefficient size, then index, and every sum runs in sorted
/// order.
struct LinearSystem {
  enum Outcome {
    case added, redundant, conflicting
  }

  /// A contradiction smaller than this (in points) is rounding, not a conflict.
  static let tolerance = 1e-4

  /// Pivot variable → its value as an expression of free variables.
  private var rows: [Int: LinearExpression] = [:]
  /// Free variable → the pivots whose rows use it.
  private var users: [Int: Set<Int>] = [:]

  /// `expression` with every pivot variable replaced by its row.
  func reduced(_ expression: LinearExpression) -> LinearExpression {
    var result = LinearExpression(constant: expression.constant)
    for (index, coefficient) in expression.sortedTerms {
      if let row = rows[index] {
        result.add(row, times: coefficient)
      } else {
        result.add(.variable(index, coefficient))
      }
    }
    return result
  }

  /// Adds `expression == 0`.
  mutating func add(_ expression: LinearExpression) -> Outcome {
    let reduced = reduced(expression)
    guard !reduced.terms.isEmpty else {
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
    row.terms[pivot] = nil
    row = (-1 / pivotCoefficient) * row
    // The rows that used the new pivot use its row instead.
    for other in (users.removeValue(forKey: pivot) ?? []).sorted() {
      guard var otherRow = rows[other], let coefficient = otherRow.terms[pivot] else { continue }
      otherRow.terms[pivot] = nil
      otherRow.add(row, times: coefficient)
      rows[other] = otherRow
      for index in row.terms.keys { users[index, default: []].insert(other) }
    }
    rows[pivot] = row
    for index in row.terms.keys { users[index, default: []].insert(pivot) }
    return .added
  }

  /// The variable's value, when the equations fix it.
  func value(of index: Int) -> Double? {
    guard let row = rows[index] else { return nil }
    return row.terms.isEmpty ? row.constant : nil
  }
}
