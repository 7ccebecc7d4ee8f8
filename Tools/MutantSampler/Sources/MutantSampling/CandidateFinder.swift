import SwiftSyntax

/// A candidate before its id, line and column are known.
struct Site: Equatable {
  var offset: Int
  var length: Int
  var replacement: String
  var mutationOperator: MutationOperator
  var context: String
}

/// Walks one parsed file (its operators folded) and collects every site where an operator
/// applies. It does not descend into string literals, attributes, `#if` conditions,
/// `#sourceLocation` or the clauses of an `#if` that are not compiled here (BuildConditions);
/// comments are trivia and never visited.
final class CandidateFinder: SyntaxVisitor {
  private let bytes: [UInt8]
  private(set) var sites: [Site] = []

  init(bytes: [UInt8]) {
    self.bytes = bytes
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Regions without candidates

  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: SimpleStringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    let clauses = Array(node.clauses)
    if let active = BuildConditions.activeClause(of: node), active < clauses.count,
      let elements = clauses[active].elements
    {
      walk(elements)
    }
    return .skipChildren
  }

  // MARK: Operators in expressions

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator else {
      return .visitChildren
    }
    let symbol = token.text
    if let swapped = Self.comparisonSwap(symbol) {
      add(.comparison, token, replacement: swapped)
    }
    if symbol == "&&" || symbol == "||" {
      add(.boolean, token, replacement: symbol == "&&" ? "||" : "&&")
    }
    if ["<", "<=", ">", ">="].contains(symbol), let bumped = Self.plusOne(node.rightOperand) {
      add(.plusOne, node.rightOperand, replacement: bumped)
    }
    if symbol == "+" || symbol == "-", Self.isLiteralOne(node.rightOperand) {
      add(.plusOne, node, replacement: node.leftOperand.trimmedDescription)
      add(.plusOne, token, replacement: symbol == "+" ? "-" : "+")
    }
    return .visitChildren
  }

  override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.text == "!" {
      add(.negation, node.operator, replacement: "")
    } else if node.operator.text == "-", isDefaultValue(Syntax(node)),
      let literal = node.expression.as(IntegerLiteralExprSyntax.self),
      let (radix, magnitude) = Self.integerValue(literal.literal.text), magnitude > 0
    {
      // -n + 1 = -(n - 1)
      let replacement = magnitude == 1 ? "0" : "-" + Self.spell(magnitude - 1, radix: radix)
      add(.defaultArgument, node, replacement: replacement)
      return .skipChildren
    }
    return .visitChildren
  }

  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let flipped = node.literal.tokenKind == .keyword(.true) ? "false" : "true"
    add(isDefaultValue(Syntax(node)) ? .defaultArgument : .boolLiteral, node, replacement: flipped)
    return .skipChildren
  }

  override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if isDefaultValue(Syntax(node)), let (radix, value) = Self.integerValue(node.literal.text),
      value < UInt64.max
    {
      add(.defaultArgument, node, replacement: Self.spell(value + 1, radix: radix))
    }
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName
    if node.base != nil, name.text == "first" || name.text == "last" {
      add(.firstLast, name, replacement: name.text == "first" ? "last" : "first")
    }
    return .visitChildren
  }

  // MARK: Statements

  override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
    guard let parent = node.parent, !parent.is(SourceFileSyntax.self) else {
      return .visitChildren
    }
    let items = Array(node)
    let exits = Self.exits(from: Syntax(node))
    for (index, item) in items.enumerated() {
      if Self.isRemovable(item) {
        // A switch case needs a statement: its only one becomes `break`.
        let alone = items.count == 1 && parent.is(SwitchCaseSyntax.self)
        add(.statementRemoved, item, replacement: alone ? "break" : "")
      }
      if !Self.isJump(item) && !Self.isDirective(item) {
        let text = trimmedText(item)
        if exits.return { add(.earlyExit, item, replacement: "return; " + text) }
        if exits.continue { add(.earlyExit, item, replacement: "continue; " + text) }
      }
      if index + 1 < items.count {
        swap(item, items[index + 1])
      }
    }
    return .visitChildren
  }

  private func swap(_ first: CodeBlockItemSyntax, _ second: CodeBlockItemSyntax) {
    for item in [first, second] {
      if case .decl = item.item { return }
      if Self.isJump(item) { return }
    }
    // A guard that binds names declares them for the statements after it.
    if Self.bindsNames(first) { return }
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let middle = first.endPositionBeforeTrailingTrivia.utf8Offset
    let secondStart = second.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = second.endPositionBeforeTrailingTrivia.utf8Offset
    let between = text(middle, secondStart)
    // Statements on one line would need a separator; the formatter never writes them so.
    guard between.contains("\n") else { return }
    let replacement = text(secondStart, end) + between + text(start, middle)
    sites.append(
      Site(
        offset: start, length: end - start, replacement: replacement,
        mutationOperator: .statementsSwapped, context: Self.context(of: Syntax(first))))
  }

  // MARK: Helpers

  private func add(
    _ mutationOperator: MutationOperator, _ node: some SyntaxProtocol, replacement: String
  ) {
    let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.endPositionBeforeTrailingTrivia.utf8Offset
    guard end > start, text(start, end) != replacement else { return }
    sites.append(
      Site(
        offset: start, length: end - start, replacement: replacement,
        mutationOperator: mutationOperator, context: Self.context(of: Syntax(node))))
  }

  private func text(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<end], as: UTF8.self)
  }

  private func trimmedText(_ node: some SyntaxProtocol) -> String {
    text(
      node.positionAfterSkippingLeadingTrivia.utf8Offset,
      node.endPositionBeforeTrailingTrivia.utf8Offset)
  }

  /// Whether the node is a parameter's default value (`= true`, `= 3`, `= -1`).
  private func isDefaultValue(_ node: Syntax) -> Bool {
    guard let clause = node.parent?.as(InitializerClauseSyntax.self), let owner = clause.parent
    else { return false }
    return owner.is(FunctionParameterSyntax.self) || owner.is(EnumCaseParameterSyntax.self)
  }

  static func comparisonSwap(_ symbol: String) -> String? {
    switch symbol {
    case "<": return "<="
    case "<=": return "<"
    case ">": return ">="
    case ">=": return ">"
    case "==": return "!="
    case "!=": return "=="
    case "===": return "!=="
    case "!==": return "==="
    default: return nil
    }
  }

  static func isLiteralOne(_ expression: ExprSyntax) -> Bool {
    expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
  }

  /// The right side of an ordering comparison with `+ 1` added, parenthesised unless it binds
  /// at least as tightly as `+`; nil where `+ 1` cannot mean anything (nil, strings, closures,
  /// an enum case) or undoes a `- 1`.
  static func plusOne(_ expression: ExprSyntax) -> String? {
    let text = expression.trimmedDescription
    if expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      || expression.is(StringLiteralExprSyntax.self) || expression.is(ArrayExprSyntax.self)
      || expression.is(DictionaryExprSyntax.self) || expression.is(ClosureExprSyntax.self)
    {
      return nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return nil }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      if symbol == "-" && isLiteralOne(infix.rightOperand) { return nil }
      let tight = [
        "*", "/", "%", "&*", "&", "+", "-", "&+", "&-", "|", "^", "<<", ">>", "&<<", "&>>",
      ]
      return tight.contains(symbol) ? text + " + 1" : "(" + text + ") + 1"
    }
    let simple =
      expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
      || expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(TupleExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self)
      || expression.is(PostfixOperatorExprSyntax.self)
      || expression.is(PrefixOperatorExprSyntax.self)
    return simple ? text + " + 1" : "(" + text + ") + 1"
  }

  /// An integer literal's radix and value (`0x1F`, `1_000`), nil when it does not fit 64 bits.
  static func integerValue(_ literal: String) -> (radix: Int, value: UInt64)? {
    var digits = literal.filter { $0 != "_" }
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
      radix = base
      digits.removeFirst(2)
    }
    guard let value = UInt64(digits, radix: radix) else { return nil }
    return (radix, value)
  }

  static func spell(_ value: UInt64, radix: Int) -> String {
    let prefix = radix == 16 ? "0x" : radix == 8 ? "0o" : radix == 2 ? "0b" : ""
    return prefix + String(value, radix: radix)
  }

  /// The expression of an expression statement, under `try`, `await` and `unsafe`.
  private static func statementExpression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    var expression: ExprSyntax
    switch item.item {
    case .expr(let node): expression = node
    case .stmt(let node):
      guard let statement = node.as(ExpressionStmtSyntax.self) else { return nil }
      expression = statement.expression
    case .decl: return nil
    }
    while true {
      if let node = expression.as(TryExprSyntax.self) {
        expression = node.expression
      } else if let node = expression.as(AwaitExprSyntax.self) {
        expression = node.expression
      } else if let node = expression.as(UnsafeExprSyntax.self) {
        expression = node.expression
      } else {
        return expression
      }
    }
  }

  /// A call, an assignment or a compound assignment (`x += …`); not `_ = x`, which only
  /// silences a warning.
  static func isRemovable(_ item: CodeBlockItemSyntax) -> Bool {
    guard let expression = statementExpression(item) else { return false }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      // An initializer's delegation (`self.init(…)`, `super.init(…)`) is not optional.
      if let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        callee.declName.baseName.tokenKind == .keyword(.`init`),
        let base = callee.base, base.is(SuperExprSyntax.self) || base.trimmedDescription == "self"
      {
        return false
      }
      return true
    }
    guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
    if infix.operator.is(AssignmentExprSyntax.self) {
      if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
        let right = infix.rightOperand
        return right.is(FunctionCallExprSyntax.self) || right.is(TryExprSyntax.self)
          || right.is(AwaitExprSyntax.self)
      }
      return true
    }
    guard let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      return false
    }
    return symbol.hasSuffix("=") && comparisonSwap(symbol) == nil
  }

  /// `guard let`, `guard var`, `guard case`: names for the rest of the block.
  static func bindsNames(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .stmt(let statement) = item.item,
      let guardStatement = statement.as(GuardStmtSyntax.self)
    else { return false }
    return guardStatement.conditions.contains { element in
      switch element.condition {
      case .optionalBinding, .matchingPattern: return true
      default: return false
      }
    }
  }

  static func isJump(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .stmt(let statement) = item.item else { return false }
    return statement.is(ReturnStmtSyntax.self) || statement.is(ThrowStmtSyntax.self)
      || statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self)
      || statement.is(FallThroughStmtSyntax.self)
  }

  /// `#if`, `#sourceLocation` and macro expansions, which must start a line.
  static func isDirective(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .decl(let declaration) = item.item else { return false }
    return declaration.is(IfConfigDeclSyntax.self)
      || declaration.is(PoundSourceLocationSyntax.self)
      || declaration.is(MacroExpansionDeclSyntax.self)
  }

  /// Whether `return` (in a function or setter returning Void) and `continue` (in the body of a
  /// `for`, `while` or `repeat`) may be written in this block and mean what they say: the walk
  /// up stops at a closure, a `defer` and any other declaration.
  static func exits(from node: Syntax) -> (return: Bool, continue: Bool) {
    var inLoop = false
    var current = node.parent
    while let node = current {
      if node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self)
        || node.is(RepeatStmtSyntax.self)
      {
        inLoop = true
      } else if node.is(DeferStmtSyntax.self) {
        return (false, false)
      } else if node.is(ClosureExprSyntax.self) {
        return (false, inLoop)
      } else if let function = node.as(FunctionDeclSyntax.self) {
        return (isVoid(function.signature.returnClause), inLoop)
      } else if let accessor = node.as(AccessorDeclSyntax.self) {
        let kind = accessor.accessorSpecifier.tokenKind
        let void = [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains(kind)
        return (void, inLoop)
      } else if node.is(DeclSyntax.self) && !node.is(IfConfigDeclSyntax.self)
        || node.is(AccessorBlockSyntax.self)
      {
        return (false, inLoop)
      }
      current = node.parent
    }
    return (false, inLoop)
  }

  static func isVoid(_ clause: ReturnClauseSyntax?) -> Bool {
    guard let type = clause?.type else { return true }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
    }
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return false
  }

  // MARK: Context

  /// The enclosing declarations, outermost first: `UITableView.dropSessionDidUpdate(_:)`.
  static func context(of node: Syntax) -> String {
    var parts: [String] = []
    var current: Syntax? = node
    while let node = current {
      if let name = declarationName(node) { parts.append(name) }
      current = node.parent
    }
    return parts.reversed().joined(separator: ".")
  }

  private static func declarationName(_ node: Syntax) -> String? {
    if let declaration = node.as(ClassDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(StructDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(EnumDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ActorDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ProtocolDeclSyntax.self) { return declaration.name.text }
    if let declaration = node.as(ExtensionDeclSyntax.self) {
      return declaration.extendedType.trimmedDescription
    }
    if let declaration = node.as(FunctionDeclSyntax.self) {
      let parameters = declaration.signature.parameterClause.parameters
      if case .identifier = declaration.name.tokenKind {
        return declaration.name.text + labels(parameters)
      }
      // An operator's parameters have no argument labels.
      return declaration.name.text + "(" + String(repeating: "_:", count: parameters.count) + ")"
    }
    if let declaration = node.as(InitializerDeclSyntax.self) {
      return "init" + (declaration.optionalMark?.text ?? "")
        + labels(declaration.signature.parameterClause.parameters)
    }
    if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
    if let declaration = node.as(SubscriptDeclSyntax.self) {
      let names = declaration.parameterClause.parameters.map { parameter in
        parameter.secondName == nil ? "_:" : parameter.firstName.text + ":"
      }
      return "subscript(" + names.joined() + ")"
    }
    // A property, not a local variable: its declaration is a member or at the top level.
    if let binding = node.as(PatternBindingSyntax.self),
      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
      variable.parent?.is(MemberBlockItemSyntax.self) == true
        || variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    {
      return binding.pattern.trimmedDescription
    }
    if let accessor = node.as(AccessorDeclSyntax.self) {
      let kind = accessor.accessorSpecifier.text
      return kind == "get" ? nil : kind
    }
    if let element = node.as(EnumCaseElementSyntax.self) { return element.name.text }
    return nil
  }

  private static func labels(_ parameters: FunctionParameterListSyntax) -> String {
    "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }
}
