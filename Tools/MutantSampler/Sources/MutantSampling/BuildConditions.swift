import SwiftSyntax

/// Which clause of an `#if` the compiler builds on this machine, so that no mutant lands in code
/// that is never compiled (it would survive every test). It knows the conditions this
/// repository uses — `canImport`, `os`, `arch`, `targetEnvironment`, custom flags, `!`, `&&`,
/// `||` and parentheses — and answers them as the sampler's own compilation does, so the answer
/// is the one for a debug `swift build` on the same machine (custom flags: only `DEBUG` and
/// `SWIFT_PACKAGE` are set). Anything else is unknown and the whole `#if` is skipped.
enum BuildConditions {
  /// The index of the active clause, `clauses.count` when none is, nil when unknown.
  static func activeClause(of node: IfConfigDeclSyntax) -> Int? {
    for (index, clause) in node.clauses.enumerated() {
      guard let condition = clause.condition else { return index }
      guard let value = evaluate(condition) else { return nil }
      if value { return index }
    }
    return node.clauses.count
  }

  static func evaluate(_ expression: ExprSyntax) -> Bool? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return flag(reference.baseName.text)
    }
    if let literal = expression.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return evaluate(prefix.expression).map { !$0 }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return evaluate(only.expression)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let symbol = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
    {
      let left = evaluate(infix.leftOperand)
      let right = evaluate(infix.rightOperand)
      switch symbol {
      case "&&":
        if left == false || right == false { return false }
        guard let left, let right else { return nil }
        return left && right
      case "||":
        if left == true || right == true { return true }
        guard let left, let right else { return nil }
        return left || right
      default: return nil
      }
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
      let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
    {
      switch function {
      case "canImport": return canImport(name)
      case "os": return os(name)
      case "arch": return arch(name)
      case "targetEnvironment": return targetEnvironment(name)
      default: return nil
      }
    }
    return nil
  }

  static func flag(_ name: String) -> Bool {
    switch name {
    case "DEBUG", "SWIFT_PACKAGE": return true
    default: return false
    }
  }

  // Each answer below is the sampler's own compile-time answer for the same condition.

  static func canImport(_ module: String) -> Bool? {
    switch module {
    case "Glibc":
      #if canImport(Glibc)
        return true
      #else
        return false
      #endif
    case "Musl":
      #if canImport(Musl)
        return true
      #else
        return false
      #endif
    case "Darwin":
      #if canImport(Darwin)
        return true
      #else
        return false
      #endif
    case "ucrt":
      #if canImport(ucrt)
        return true
      #else
        return false
      #endif
    case "WinSDK":
      #if canImport(WinSDK)
        return true
      #else
        return false
      #endif
    case "Android":
      #if canImport(Android)
        return true
      #else
        return false
      #endif
    case "WASILibc":
      #if canImport(WASILibc)
        return true
      #else
        return false
      #endif
    case "UIKit":
      #if canImport(UIKit)
        return true
      #else
        return false
      #endif
    case "AppKit":
      #if canImport(AppKit)
        return true
      #else
        return false
      #endif
    case "Foundation":
      #if canImport(Foundation)
        return true
      #else
        return false
      #endif
    case "FoundationEssentials":
      #if canImport(FoundationEssentials)
        return true
      #else
        return false
      #endif
    case "FoundationNetworking":
      #if canImport(FoundationNetworking)
        return true
      #else
        return false
      #endif
    case "Dispatch":
      #if canImport(Dispatch)
        return true
      #else
        return false
      #endif
    case "Testing":
      #if canImport(Testing)
        return true
      #else
        return false
      #endif
    case "XCTest":
      #if canImport(XCTest)
        return true
      #else
        return false
      #endif
    // The Apple frameworks whose stand-ins the package declares where they are missing
    // (Docs/architecture.md, "Stand-ins and the real frameworks").
    case "CoreGraphics":
      #if canImport(CoreGraphics)
        return true
      #else
        return false
      #endif
    case "QuartzCore":
      #if canImport(QuartzCore)
        return true
      #else
        return false
      #endif
    case "UniformTypeIdentifiers":
      #if canImport(UniformTypeIdentifiers)
        return true
      #else
        return false
      #endif
    default: return nil
    }
  }

  static func os(_ name: String) -> Bool? {
    switch name {
    case "Linux":
      #if os(Linux)
        return true
      #else
        return false
      #endif
    case "macOS", "OSX":
      #if os(macOS)
        return true
      #else
        return false
      #endif
    case "iOS":
      #if os(iOS)
        return true
      #else
        return false
      #endif
    case "tvOS":
      #if os(tvOS)
        return true
      #else
        return false
      #endif
    case "watchOS":
      #if os(watchOS)
        return true
      #else
        return false
      #endif
    case "visionOS":
      #if os(visionOS)
        return true
      #else
        return false
      #endif
    case "Windows":
      #if os(Windows)
        return true
      #else
        return false
      #endif
    case "Android":
      #if os(Android)
        return true
      #else
        return false
      #endif
    case "FreeBSD":
      #if os(FreeBSD)
        return true
      #else
        return false
      #endif
    case "WASI":
      #if os(WASI)
        return true
      #else
        return false
      #endif
    default: return nil
    }
  }

  static func arch(_ name: String) -> Bool? {
    switch name {
    case "x86_64":
      #if arch(x86_64)
        return true
      #else
        return false
      #endif
    case "arm64":
      #if arch(arm64)
        return true
      #else
        return false
      #endif
    case "i386":
      #if arch(i386)
        return true
      #else
        return false
      #endif
    case "arm":
      #if arch(arm)
        return true
      #else
        return false
      #endif
    case "wasm32":
      #if arch(wasm32)
        return true
      #else
        return false
      #endif
    default: return nil
    }
  }

  static func targetEnvironment(_ name: String) -> Bool? {
    switch name {
    case "simulator":
      #if targetEnvironment(simulator)
        return true
      #else
        return false
      #endif
    case "macCatalyst":
      #if targetEnvironment(macCatalyst)
        return true
      #else
        return false
      #endif
    default: return nil
    }
  }
}
