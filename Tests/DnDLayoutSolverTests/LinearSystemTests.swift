import DnDLayoutSolver
import Testing

/// Linear expressions and the system of equations under the solver: what adding an equation
/// reports, and which variables it fixes.
@Suite struct LinearSystemTests {
  static func variables(_ count: Int) -> [Variable] {
    var solver = ConstraintSolver()
    return (0..<count).map { _ in solver.addVariable() }
  }

  @Test func expressionsAddAndDropWhatCancels() {
    let v = Self.variables(2)
    let (x, y) = (v[0], v[1])
    let sum = LinearExpression.variable(x, 2) + .variable(y) + 3
    #expect(sum.terms == [x: 2, y: 1] && sum.constant == 3)
    let difference = sum - .variable(x, 2)
    #expect(difference.terms == [y: 1] && difference.constant == 3)
    let scaled = -0.5 * sum
    #expect(scaled.terms == [x: -1, y: -0.5] && scaled.constant == -1.5)
    var accumulated = LinearExpression(constant: 1)
    accumulated.add(sum, times: 2)
    #expect(accumulated.terms == [x: 4, y: 2] && accumulated.constant == 7)
  }

  @Test func addingReportsNewRedundantAndConflictingEquations() {
    let v = Self.variables(2)
    let (x, y) = (v[0], v[1])
    var system = LinearSystem()
    // x + y = 10 and x - y = 2: x = 6, y = 4.
    #expect(system.add(.variable(x) + .variable(y) + -10) == .added)
    #expect(system.value(of: x) == nil && system.value(of: y) == nil)
    #expect(system.add(.variable(x) - .variable(y) + -2) == .added)
    #expect(system.value(of: x) == 6 && system.value(of: y) == 4)
    // Implied: 2x + 2y = 20; within the tolerance: y = 4.00005.
    #expect(system.add(2 * (.variable(x) + .variable(y)) + -20) == .redundant)
    #expect(system.add(.variable(y) + -4.000_05) == .redundant)
    // Contradicting: x + y = 11, y = 4.001.
    #expect(system.add(.variable(x) + .variable(y) + -11) == .conflicting)
    #expect(system.add(.variable(y) + -4.001) == .conflicting)
    #expect(system.value(of: x) == 6 && system.value(of: y) == 4)
  }

  @Test func aNewPivotIsSubstitutedIntoTheRowsThatUseIt() {
    // x = y + 1 and z = 2y leave one degree of freedom; y = 3 then fixes all three.
    let v = Self.variables(3)
    let (x, y, z) = (v[0], v[1], v[2])
    var system = LinearSystem()
    #expect(system.add(.variable(x) - .variable(y) + -1) == .added)
    #expect(system.add(.variable(z) - .variable(y, 2)) == .added)
    #expect(system.reduced(.variable(x) + .variable(z)).constant == 1)
    #expect(system.add(.variable(y) + -3) == .added)
    #expect([x, y, z].map { system.value(of: $0) } == [4, 3, 6])
    #expect(system.reduced(.variable(x) + .variable(z)).terms.isEmpty)
    #expect(system.reduced(.variable(x) + .variable(z)).constant == 10)
  }

  @Test func thePivotIsTheLargestCoefficientThenTheFirstVariable() {
    let v = Self.variables(2)
    let (x, y) = (v[0], v[1])
    // x + 2y = 0: y is the pivot (y = -x/2), x stays free.
    var system = LinearSystem()
    #expect(system.add(.variable(x) + .variable(y, 2)) == .added)
    #expect(system.reduced(.variable(x)).terms == [x: 1])
    #expect(system.reduced(.variable(y)).terms == [x: -0.5])
    // x - y = 1: equal sizes, so the first variable is the pivot (x = y + 1).
    var tie = LinearSystem()
    #expect(tie.add(.variable(x) - .variable(y) + -1) == .added)
    #expect(tie.reduced(.variable(y)).terms == [y: 1])
    let row = tie.reduced(.variable(x))
    #expect(row.terms == [y: 1] && row.constant == 1)
  }
}
