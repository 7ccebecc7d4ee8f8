import DnDLayoutSolver
import Testing

/// The solver on plain variables: equalities and inequalities, strengths, broken required
/// constraints, stays and free variables, and which results the order of the calls may change.
@Suite struct ConstraintSolverTests {
  /// `variable` as an expression.
  static func v(_ variable: Variable) -> LinearExpression { .variable(variable) }

  /// A solver with `count` variables.
  static func solver(_ count: Int) -> (ConstraintSolver, [Variable]) {
    var solver = ConstraintSolver()
    let variables = (0..<count).map { _ in solver.addVariable() }
    return (solver, variables)
  }

  @Test func variablesAreNumberedInTheOrderTheyAreMade() {
    let (solver, variables) = Self.solver(3)
    #expect(variables.map(\.index) == [0, 1, 2])
    #expect(solver.variableCount == 3)
    #expect(variables[0] < variables[1] && !(variables[2] < variables[1]))
  }

  @Test func equalitiesFixTheirVariables() {
    var (solver, variables) = Self.solver(3)
    let (x, y, z) = (variables[0], variables[1], variables[2])
    solver.add(Self.v(x) + -10, .equal)
    // y = x + 5
    solver.add(Self.v(y) - Self.v(x) + -5, .equal)
    // 2z = x + y
    solver.add(2 * Self.v(z) - Self.v(x) - Self.v(y), .equal)
    let solution = solver.solve()
    #expect(solution.values == [10, 15, 12.5])
    #expect(solution[y] == 15 && solution.broken.isEmpty)
  }

  @Test func anInequalityMovesAVariableOnlyWhenItIsViolated() {
    // Each variable stays at 50; x <= 20 pulls x down, y >= 80 pushes y up, z <= 100 holds
    // already.
    var (solver, variables) = Self.solver(3)
    let (x, y, z) = (variables[0], variables[1], variables[2])
    for variable in variables { solver.stay(variable, at: 50) }
    solver.add(Self.v(x) + -20, .lessThanOrEqual)
    solver.add(Self.v(y) + -80, .greaterThanOrEqual)
    solver.add(Self.v(z) + -100, .lessThanOrEqual)
    #expect(solver.solve().values == [20, 80, 50])
  }

  @Test func anInequalityOverTwoVariablesIsMetAtItsBoundary() {
    // x + w <= 100 with x staying at 30 and w at 100: the inequality becomes an equality, and
    // the earlier stay keeps its value.
    var (solver, variables) = Self.solver(2)
    let (x, w) = (variables[0], variables[1])
    solver.add(Self.v(x) + Self.v(w) + -100, .lessThanOrEqual)
    solver.stay(w, at: 100)
    solver.stay(x, at: 30)
    #expect(solver.solve().values == [0, 100])

    var (reversed, same) = Self.solver(2)
    reversed.add(Self.v(same[0]) + Self.v(same[1]) + -100, .lessThanOrEqual)
    reversed.stay(same[0], at: 30)
    reversed.stay(same[1], at: 100)
    #expect(reversed.solve().values == [30, 70])
  }

  @Test func strengthsOrderRequiredAboveEveryWeight() {
    typealias Strength = ConstraintSolver.Strength
    #expect(Strength.optional(999.9) < .required)
    #expect(Strength.optional(1e9) < .required)
    #expect(Strength.optional(250) < .optional(750))
    #expect(!(Strength.required < .optional(1000)))
  }

  @Test func aRequiredEqualityBeatsAnOptionalOneAddedBeforeIt() {
    var (solver, variables) = Self.solver(1)
    let x = variables[0]
    solver.add(Self.v(x) + -20, .equal, .optional(999))
    solver.add(Self.v(x) + -10, .equal, .required)
    let solution = solver.solve()
    #expect(solution[x] == 10)
    // An optional constraint that loses is not broken: only required ones are.
    #expect(solution.broken.isEmpty)
  }

  @Test func aStrongerOptionalEqualityBeatsAWeakerOneAddedBeforeIt() {
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + -20, .equal, .optional(250))
    solver.add(Self.v(x) + -30, .equal, .optional(750))
    // Weights are compared as numbers, fractions included.
    solver.add(Self.v(y) + -1, .equal, .optional(250))
    solver.add(Self.v(y) + -2, .equal, .optional(250.5))
    #expect(solver.solve().values == [30, 2])
  }

  @Test func ofEqualStrengthsTheOneAddedFirstWins() {
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + -20, .equal, .optional(500))
    solver.add(Self.v(x) + -30, .equal, .optional(500))
    solver.add(Self.v(y) + -30, .equal, .optional(500))
    solver.add(Self.v(y) + -20, .equal, .optional(500))
    #expect(solver.solve().values == [20, 30])
  }

  @Test func aRequiredInequalityBeatsAnOptionalEquality() {
    var (solver, variables) = Self.solver(1)
    let x = variables[0]
    solver.add(Self.v(x) + -50, .equal, .optional(999))
    solver.add(Self.v(x) + -40, .lessThanOrEqual, .required)
    let solution = solver.solve()
    #expect(solution[x] == 40 && solution.broken.isEmpty)
  }

  @Test func anOptionalInequalityYieldsToAStrongerEqualityAndBeatsAWeakerOne() {
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    // x: the equality at 250 is stronger than x <= 40 at 100, which is dropped.
    solver.add(Self.v(x) + -50, .equal, .optional(250))
    solver.add(Self.v(x) + -40, .lessThanOrEqual, .optional(100))
    // y: y <= 40 at 750 is stronger than the equality at 250.
    solver.add(Self.v(y) + -50, .equal, .optional(250))
    solver.add(Self.v(y) + -40, .lessThanOrEqual, .optional(750))
    let solution = solver.solve()
    #expect(solution.values == [50, 40] && solution.broken.isEmpty)
  }

  @Test func ofTwoContradictingOptionalInequalitiesTheStrongerHolds() {
    // Both are violated in turn (x stays at 100: first x <= 40, then x >= 50 once x is 40);
    // whichever became an equality first, the stronger one is kept.
    for (atLeastWeight, atMostWeight, expected) in [(300.0, 600.0, 40.0), (600, 300, 50)] {
      var (solver, variables) = Self.solver(1)
      let x = variables[0]
      solver.stay(x, at: 100)
      solver.add(Self.v(x) + -50, .greaterThanOrEqual, .optional(atLeastWeight))
      solver.add(Self.v(x) + -40, .lessThanOrEqual, .optional(atMostWeight))
      let solution = solver.solve()
      #expect(solution[x] == expected, "x >= 50 @\(atLeastWeight), x <= 40 @\(atMostWeight)")
      #expect(solution.broken.isEmpty)
    }
  }

  @Test func theStrongestViolatedInequalityBecomesAnEqualityFirst() {
    // Both are violated at the stays (0, 0). x >= 20, the stronger, is met first, and then
    // x + y >= 10 holds: it never becomes an equality. Taking the weaker first would make it one
    // (x + y = 10, so y = -10 once x is 20).
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + Self.v(y) + -10, .greaterThanOrEqual, .optional(200))
    solver.add(Self.v(x) + -20, .greaterThanOrEqual, .optional(800))
    solver.stay(x, at: 0)
    solver.stay(y, at: 0)
    #expect(solver.solve().values == [20, 0])
  }

  @Test func aContradictingRequiredEqualityIsBrokenAndTheFirstKept() {
    var (solver, variables) = Self.solver(1)
    let x = variables[0]
    let ten = solver.add(Self.v(x) + -10, .equal)
    let twenty = solver.add(Self.v(x) + -20, .equal)
    var solution = solver.solve()
    #expect(solution[x] == 10 && solution.broken == [twenty])

    var (reversed, same) = Self.solver(1)
    let first = reversed.add(Self.v(same[0]) + -20, .equal)
    let second = reversed.add(Self.v(same[0]) + -10, .equal)
    solution = reversed.solve()
    #expect(solution[same[0]] == 20 && solution.broken == [second])
    #expect(ten.index == 0 && twenty.index == 1 && first < second)
  }

  @Test func aConflictThroughSeveralEqualitiesBreaksTheLastOne() {
    // x = 10, y = x + 1, then y = 5: the third contradicts the two before it together.
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + -10, .equal)
    solver.add(Self.v(y) - Self.v(x) + -1, .equal)
    let last = solver.add(Self.v(y) + -5, .equal)
    let solution = solver.solve()
    #expect(solution.values == [10, 11] && solution.broken == [last])
  }

  @Test func aRequiredInequalityThatCannotHoldIsBroken() {
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    let pinned = solver.add(Self.v(x) + -10, .equal)
    let impossible = solver.add(Self.v(x) + -20, .greaterThanOrEqual)
    // A later conflict between equalities is listed first: equalities are added before the
    // inequalities that became equalities.
    solver.add(Self.v(y) + -1, .equal)
    let contradiction = solver.add(Self.v(y) + -2, .equal)
    let solution = solver.solve()
    #expect(solution.values == [10, 1])
    #expect(solution.broken == [contradiction, impossible])
    #expect(!solution.broken.contains(pinned))
  }

  @Test func aBrokenConstraintIsListedOnceThoughSolvedAgain() {
    // The inequalities on y and z make the solver solve three times; x = 20 is broken each time.
    var (solver, variables) = Self.solver(3)
    let (x, y, z) = (variables[0], variables[1], variables[2])
    solver.add(Self.v(x) + -10, .equal)
    let broken = solver.add(Self.v(x) + -20, .equal)
    solver.add(Self.v(y) + -5, .greaterThanOrEqual)
    solver.add(Self.v(z) + -6, .greaterThanOrEqual, .optional(10))
    solver.stay(y, at: 0)
    solver.stay(z, at: 0)
    let solution = solver.solve()
    #expect(solution.values == [10, 5, 6] && solution.broken == [broken])
  }

  @Test func anInequalityThatBecameAnEqualityStaysOne() {
    // y >= 5 is met first (required before optional) and becomes y = 5 for good; y >= 6, weaker,
    // then contradicts it and is dropped, though y = 6 would meet both: the rules (ConstraintSolver's
    // rule 4), not an optimum.
    var (solver, variables) = Self.solver(1)
    let y = variables[0]
    solver.add(Self.v(y) + -5, .greaterThanOrEqual)
    solver.add(Self.v(y) + -6, .greaterThanOrEqual, .optional(10))
    solver.stay(y, at: 0)
    let solution = solver.solve()
    #expect(solution[y] == 5 && solution.broken.isEmpty)
  }

  @Test func withinTheToleranceAnEqualityAgreesAndAnInequalityHolds() {
    // 0.00005 apart is rounding (LinearSystem.tolerance is 0.0001), 0.001 is not.
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + -10, .equal)
    solver.add(Self.v(x) + -10.000_05, .equal)
    let apart = solver.add(Self.v(x) + -10.001, .equal)
    solver.stay(y, at: 5.000_05)
    solver.add(Self.v(y) + -5, .lessThanOrEqual)
    let solution = solver.solve()
    #expect(solution.broken == [apart])
    #expect(solution.values == [10, 5.000_05])
  }

  @Test func aStayIsWeakerThanTheWeakestConstraint() {
    var (solver, variables) = Self.solver(1)
    let x = variables[0]
    solver.stay(x, at: 100)
    solver.add(Self.v(x) + -5, .equal, .optional(0.001))
    #expect(solver.solve()[x] == 5)
  }

  @Test func anUnderdeterminedSystemTakesTheStaysInOrder() {
    // x + y = 100 leaves one degree of freedom; the first stay that applies settles it.
    var (solver, variables) = Self.solver(2)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + Self.v(y) + -100, .equal)
    solver.stay(x, at: 10)
    solver.stay(y, at: 30)
    #expect(solver.solve().values == [10, 90])

    var (reversed, same) = Self.solver(2)
    reversed.add(Self.v(same[0]) + Self.v(same[1]) + -100, .equal)
    reversed.stay(same[1], at: 30)
    reversed.stay(same[0], at: 10)
    #expect(reversed.solve().values == [70, 30])
  }

  @Test func aVariableNothingFixesIsZeroInVariableOrder() {
    // No stays: the first free variable is 0 and the equality still holds; a variable no
    // constraint mentions is 0 too.
    var (solver, variables) = Self.solver(3)
    let (x, y) = (variables[0], variables[1])
    solver.add(Self.v(x) + Self.v(y) + -100, .equal)
    #expect(solver.solve().values == [0, 100, 0])

    // The same with the variables' roles swapped: still the first variable is 0.
    var (swapped, same) = Self.solver(2)
    swapped.add(Self.v(same[1]) + 2 * Self.v(same[0]) + -100, .equal)
    #expect(swapped.solve().values == [0, 100])

    // A stay for one of them: the other follows.
    var (stayed, others) = Self.solver(2)
    stayed.add(Self.v(others[0]) + Self.v(others[1]) + -100, .equal)
    stayed.stay(others[1], at: 40)
    #expect(stayed.solve().values == [60, 40])
  }

  @Test func theSameCallsGiveTheSameValuesBitForBit() {
    // w = Σ kᵢ·vᵢ over values of very different sizes: a sum whose last bits depend on the order
    // its terms are added in. Each build makes new dictionaries, which Swift seeds differently, so
    // a sum taken in hashing order would differ between builds.
    let values = [0.1, 1e8 + 0.3, 1.0 / 3, 2.7, -1e8, 0.7, 1e-3, 12_345.678]
    let weights = [3.0, 0.1, 7.0, -0.3, 0.1, 1.0 / 7, 1e5, 0.01]
    func build() -> ConstraintSolver {
      var (solver, variables) = Self.solver(values.count + 1)
      let w = variables[values.count]
      var sum = LinearExpression()
      for (index, value) in values.enumerated() {
        solver.add(Self.v(variables[index]) + -value, .equal)
        sum.add(.variable(variables[index], weights[index]))
      }
      solver.add(Self.v(w) - sum, .equal)
      solver.add(Self.v(w) + -1e9, .lessThanOrEqual, .optional(500))
      return solver
    }
    let first = build().solve()
    for _ in 0..<50 {
      let again = build().solve()
      #expect(again.values.map(\.bitPattern) == first.values.map(\.bitPattern))
    }
  }

  @Test func aDeterminedSystemGivesTheSameValuesInEveryInsertionOrder() {
    // Four variables fixed by required equalities and one required inequality, with an optional
    // equality each that the required ones override: every order of the six constraints gives
    // a = 10, b = 30, c = 20, d = 25, nothing broken.
    typealias Constraint = (
      LinearExpression, ConstraintSolver.Relation, ConstraintSolver.Strength
    )
    func constraints(_ variables: [Variable]) -> [Constraint] {
      let (a, b, c, d) = (variables[0], variables[1], variables[2], variables[3])
      return [
        (Self.v(a) + -10, .equal, .required),
        (Self.v(b) - Self.v(a) + -20, .equal, .required),
        (Self.v(c) - 0.5 * (Self.v(a) + Self.v(b)), .equal, .required),
        (Self.v(d) - Self.v(c) + -5, .greaterThanOrEqual, .required),
        (Self.v(d), .equal, .optional(500)),
        (Self.v(c) + -100, .equal, .optional(250)),
      ]
    }
    var orders = 0
    for order in Self.permutations(of: Array(0..<6)) {
      var (solver, variables) = Self.solver(4)
      let constraints = constraints(variables)
      for index in order {
        let (expression, relation, strength) = constraints[index]
        solver.add(expression, relation, strength)
      }
      let solution = solver.solve()
      let expected: [Double] = [10, 30, 20, 25]
      #expect(
        zip(solution.values, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "order \(order)")
      #expect(solution.broken.isEmpty)
      orders += 1
    }
    #expect(orders == 720)
  }

  /// Every order of `elements`.
  static func permutations(of elements: [Int]) -> [[Int]] {
    guard elements.count > 1 else { return [elements] }
    return elements.indices.flatMap { index -> [[Int]] in
      var rest = elements
      let first = rest.remove(at: index)
      return permutations(of: rest).map { [first] + $0 }
    }
  }
}
