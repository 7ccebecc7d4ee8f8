import MutantSampling
import Testing

@Suite struct OperatorTests {
  @Test func comparisonsFlipAtTheOperatorToken() throws {
    let source = """
      func f(a: Int, b: Int) -> Bool {
        return a < b && a != b && a === b
      }

      """
    let found = candidates(source, .comparison)
    #expect(
      found.map(Edit.init) == [
        Edit(offset(of: "<", in: source), "<", "<=", .comparison),
        Edit(offset(of: "!=", in: source), "!=", "==", .comparison),
        Edit(offset(of: "===", in: source), "===", "!==", .comparison),
      ])
    #expect(found.allSatisfy { $0.length == $0.original.utf8.count })
    #expect(found[0].line == 2 && found[0].column == 12)
    #expect(
      found[0].apply(to: source) == """
        func f(a: Int, b: Int) -> Bool {
          return a <= b && a != b && a === b
        }

        """)
    for (from, to) in [(">", ">="), (">=", ">"), ("<=", "<"), ("==", "!="), ("!==", "===")] {
      let flipped = candidates("let x = a \(from) b\n", .comparison)
      #expect(flipped.map(\.replacement) == [to])
    }
  }

  @Test func booleanOperatorsSwapAndNegationsDrop() {
    let source = "func f() -> Bool {\n  return a && !b || c\n}\n"
    #expect(
      candidates(source, .boolean).map(Edit.init) == [
        Edit(offset(of: "&&", in: source), "&&", "||", .boolean),
        Edit(offset(of: "||", in: source), "||", "&&", .boolean),
      ])
    let negation = candidates(source, .negation)
    #expect(negation.map(Edit.init) == [Edit(offset(of: "!", in: source), "!", "", .negation)])
    #expect(negation[0].apply(to: source) == "func f() -> Bool {\n  return a && b || c\n}\n")
  }

  @Test func boolLiteralsFlipAndDefaultArgumentsAreNamedApart() {
    let source = """
      func f(flag: Bool = true, count: Int = 3, step: Int = -1, mask: Int = 0x1F) {
        let on = false
        g(on, flag, true)
      }

      """
    #expect(
      candidates(source, .boolLiteral).map(Edit.init) == [
        Edit(offset(of: "false", in: source), "false", "true", .boolLiteral),
        Edit(offset(of: "true", in: source, occurrence: 1), "true", "false", .boolLiteral),
      ])
    #expect(
      candidates(source, .defaultArgument).map(Edit.init) == [
        Edit(offset(of: "true", in: source), "true", "false", .defaultArgument),
        Edit(offset(of: "3", in: source), "3", "4", .defaultArgument),
        Edit(offset(of: "-1", in: source), "-1", "0", .defaultArgument),
        Edit(offset(of: "0x1F", in: source), "0x1F", "0x20", .defaultArgument),
      ])
    let nilDefault = "func f(x: Int? = nil, y: Double = 1.5) {}\n"
    #expect(candidates(nilDefault).isEmpty)
  }

  @Test func plusOneRemovesSwapsAndAdds() {
    let source = """
      func f(i: Int, n: Int) -> Bool {
        let m = n + 1
        return i < m - 1
      }

      """
    let found = candidates(source, .plusOne).map(Edit.init)
    #expect(
      found == [
        Edit(offset(of: "n + 1", in: source), "n + 1", "n", .plusOne),
        Edit(offset(of: "+", in: source), "+", "-", .plusOne),
        Edit(offset(of: "m - 1", in: source), "m - 1", "m", .plusOne),
        Edit(offset(of: "- 1", in: source), "-", "+", .plusOne),
      ])
    let removed = candidates(source, .plusOne)[0].apply(to: source)
    #expect(removed?.contains("let m = n\n") == true)
  }

  @Test func plusOneIsAddedToTheRightSideOfAnOrderingComparison() {
    let cases: [(String, String?)] = [
      ("i < n", "n + 1"),
      ("i <= count(of: x)", "count(of: x) + 1"),
      ("i > a * b", "a * b + 1"),
      ("i >= a ?? b", "(a ?? b) + 1"),
      ("i < x as Int", "(x as Int) + 1"),
      ("i < m - 1", nil),
      ("i < .zero", nil),
      ("i == n", nil),
    ]
    for (expression, expected) in cases {
      let source = "let b = \(expression)\n"
      let added = candidates(source, .plusOne).filter { $0.replacement.hasSuffix(" + 1") }
      #expect(added.map(\.replacement) == (expected.map { [$0] } ?? []), "\(expression)")
      if let first = added.first {
        #expect(first.offset == offset(of: first.original, in: source, occurrence: 0))
        #expect(
          first.apply(to: source)
            == "let b = i \(expression.split(separator: " ")[1]) \(expected!)\n")
      }
    }
  }

  @Test func expressionStatementsAreRemoved() {
    let source = """
      func f() {
        let a = 1
        g(a)
        x += a
        y = 2
        _ = a
        _ = try h()
        return
      }

      """
    #expect(
      candidates(source, .statementRemoved).map(Edit.init) == [
        Edit(offset(of: "g(a)", in: source), "g(a)", "", .statementRemoved),
        Edit(offset(of: "x += a", in: source), "x += a", "", .statementRemoved),
        Edit(offset(of: "y = 2", in: source), "y = 2", "", .statementRemoved),
        Edit(offset(of: "_ = try h()", in: source), "_ = try h()", "", .statementRemoved),
      ])
    let switchCase = """
      func f(x: Int) {
        switch x {
        case 1: g()
        default: g(); h()
        }
      }

      """
    #expect(candidates(switchCase, .statementRemoved).map(\.replacement) == ["break", "", ""])
    let delegation = "init(x: Int) {\n  self.init()\n  super.init(y: x)\n  self.x = x\n}\n"
    #expect(candidates(delegation, .statementRemoved).map(\.original) == ["self.x = x"])
  }

  @Test func adjacentStatementsAreSwapped() {
    let source = """
      func f() {
        let a = 1
        g(a)
        // between
        h()
        return
      }

      """
    let guarded =
      "func f() {\n  guard let a else { return }\n  g(a)\n  guard x else { return }\n  h()\n}\n"
    #expect(
      candidates(guarded, .statementsSwapped).map(\.original) == [
        "g(a)\n  guard x else { return }", "guard x else { return }\n  h()",
      ])
    let swaps = candidates(source, .statementsSwapped)
    #expect(
      swaps.map(Edit.init) == [
        Edit(
          offset(of: "g(a)", in: source), "g(a)\n  // between\n  h()", "h()\n  // between\n  g(a)",
          .statementsSwapped)
      ])
    #expect(
      swaps[0].apply(to: source)
        == "func f() {\n  let a = 1\n  h()\n  // between\n  g(a)\n  return\n}\n")
  }

  @Test func earlyExitsAreInsertedWhereTheyMeanWhatTheySay() {
    let source = """
      func f(xs: [Int]) {
        g()
        for x in xs {
          h(x)
        }
        defer { k() }
        let c = { m() }
        return
      }
      func v() -> Int {
        g()
        return 1
      }
      var p: Int = 0 {
        didSet { g() }
      }

      """
    let found = candidates(source, .earlyExit).map(Edit.init)
    let forLoop = "for x in xs {\n    h(x)\n  }"
    #expect(
      found == [
        Edit(offset(of: "g()", in: source), "g()", "return; g()", .earlyExit),
        Edit(offset(of: "for x", in: source), forLoop, "return; " + forLoop, .earlyExit),
        Edit(offset(of: "h(x)", in: source), "h(x)", "continue; h(x)", .earlyExit),
        Edit(offset(of: "h(x)", in: source), "h(x)", "return; h(x)", .earlyExit),
        Edit(offset(of: "defer", in: source), "defer { k() }", "return; defer { k() }", .earlyExit),
        Edit(
          offset(of: "let c", in: source), "let c = { m() }", "return; let c = { m() }", .earlyExit),
        Edit(offset(of: "g()", in: source, occurrence: 2), "g()", "return; g()", .earlyExit),
      ])
    let voidSpellings = ["func f() -> Void { g() }\n", "func f() -> () { g() }\n"]
    for spelling in voidSpellings {
      #expect(candidates(spelling, .earlyExit).map(\.replacement) == ["return; g()"])
    }
  }

  @Test func firstAndLastSwap() {
    let source = "let a = xs.first\nlet b = xs.last(where: { $0 > 1 })\nlet c: E = .first\n"
    let found = candidates(source, .firstLast).map(Edit.init)
    #expect(
      found == [
        Edit(offset(of: "first", in: source), "first", "last", .firstLast),
        Edit(offset(of: "last", in: source), "last", "first", .firstLast),
      ])
  }

  @Test func contextNamesTheEnclosingDeclarations() {
    let source = """
      extension UITableView {
        func dropSessionDidUpdate(_ session: Session, at point: Int) -> Bool { a < b }
        struct Inner {
          init?(x: Int) { g(x < 1) }
          var size: Int { get { a < b } set { g(a < b) } }
        }
      }

      """
    let contexts = candidates(source, .comparison).map(\.context)
    #expect(
      contexts == [
        "UITableView.dropSessionDidUpdate(_:at:)",
        "UITableView.Inner.init?(x:)",
        "UITableView.Inner.size",
        "UITableView.Inner.size.set",
      ])
  }
}
