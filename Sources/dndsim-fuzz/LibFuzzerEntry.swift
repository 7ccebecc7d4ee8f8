#if FUZZING
  import DnDFuzzTargets

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Darwin)
    import Darwin
  #endif

  // The libFuzzer flavour (`Tools/fuzz`): libFuzzer's own `main` drives this function, and the
  // target comes from DNDSIM_FUZZ_TARGET, since one binary serves every reader.

  /// The target under fuzzing, chosen once per process.
  let selectedTarget: FuzzTarget = {
    let name = getenv("DNDSIM_FUZZ_TARGET").map { String(cString: $0) } ?? ""
    guard let target = FuzzTargets.named(name) else {
      let names = FuzzTargets.all.map(\.name).joined(separator: ", ")
      fatalError("DNDSIM_FUZZ_TARGET=\(name.debugDescription); expected one of \(names)")
    }
    return target
  }()

  /// Feeds one input to the selected reader. A broken contract traps, so libFuzzer keeps the
  /// input as a crash like any trap or sanitizer report.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if case .broken(let problem) = selectedTarget.run(bytes) {
      fatalError("\(selectedTarget.name): \(problem)")
    }
    return 0
  }
#endif

#if FUZZING
  // SwiftPM links an executable on Linux with `--defsym main=<module>_main` (so tests can link
  // its module), which replaces libFuzzer's `main`: this is that function, and it does what
  // libFuzzer's `main` does.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runLibFuzzer(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  @_cdecl("dndsim_fuzz_main")
  public func fuzzMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var argc = argc
    var argv = argv
    return runLibFuzzer(&argc, &argv, fuzzOneInput)
  }
#endif
