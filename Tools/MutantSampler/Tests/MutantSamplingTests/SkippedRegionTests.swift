import MutantSampling
import Testing

@Suite struct SkippedRegionTests {
  @Test func noCandidatesInStringsAttributesOrDirectives() {
    let source = """
      @available(*, deprecated, message: "a < b is true")
      func f() -> Int {
        let s = "x \\(a < b) \\(true) \\(xs.first)"
        let t = #"raw == true"#
        let u = \"\"\"
          multi && line \\(a == b)
          \"\"\"
        return 0
      }
      #sourceLocation(file: "a < b.swift", line: 1)
      #sourceLocation()
      /// a < b, x.first, true
      // a == b
      #if swift(>=5.9) && !os(Windows)
      #endif

      """
    #expect(candidates(source).map(Edit.init) == [])
  }

  @Test func onlyTheClauseOfAnIfThatIsCompiledHereHasCandidates() {
    let source = """
      #if canImport(Darwin)
        let a = x < y
      #elseif os(Linux) || os(macOS)
        let b = x < y
      #else
        let c = x < y
      #endif
      #if DEBUG
        let d = x < y
      #endif
      #if FUZZING
        let e = x < y
      #endif

      """
    let lines = candidates(source, .comparison).map(\.line)
    #if canImport(Darwin)
      #expect(lines == [2, 9])
    #elseif os(Linux) || os(macOS)
      #expect(lines == [4, 9])
    #else
      #expect(lines == [6, 9])
    #endif
  }

  @Test func theStandInsOfAppleFrameworksAreCompiledWhereTheFrameworksAreMissing() {
    let source = """
      #if !canImport(CoreGraphics)
        let a = x < y
      #endif
      #if !canImport(QuartzCore)
        let b = x < y
      #endif
      #if canImport(UniformTypeIdentifiers)
        let c = x < y
      #else
        let d = x < y
      #endif

      """
    let lines = candidates(source, .comparison).map(\.line)
    #if canImport(CoreGraphics)
      #expect(lines == [8])
    #else
      #expect(lines == [2, 5, 10])
    #endif
  }

  @Test func anIfWithAConditionItCannotAnswerIsSkippedWhole() {
    let source = """
      #if canImport(NoSuchModuleAnywhere)
        let a = x < y
      #else
        let b = x < y
      #endif
      #if hasFeature(Embedded) || os(Linux)
        let c = x < y
      #endif

      """
    // `||` with one side known true is true; otherwise the unknown side leaves it unknown.
    #if os(Linux)
      #expect(candidates(source, .comparison).map(\.line) == [7])
    #else
      #expect(candidates(source, .comparison).map(\.line) == [])
    #endif
  }
}
