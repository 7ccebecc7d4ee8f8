import DnDFormats

/// One reader under fuzzing: a name, what its input is, and how to feed it bytes. The same
/// harness runs under libFuzzer (`dndsim-fuzz` built with `-DFUZZING`), in the plain replay
/// build of `dndsim-fuzz`, and in the tests that keep the crash corpus, so an input means the
/// same thing everywhere.
public struct FuzzTarget: Sendable {
  /// The name `Tools/fuzz` and the seed and crash folders use (`trace`, `libinput`…).
  public let name: String
  /// One line for `Tools/fuzz`'s list: what the bytes are fed to.
  public let summary: String
  /// The names an error may give the input: the harness hands the reader these names, so an
  /// error naming anything else has lost track of its file.
  public let files: [String]
  private let read: @Sendable ([UInt8]) throws(InputError) -> FuzzCheck

  public init(
    name: String, summary: String, files: [String],
    read: @escaping @Sendable ([UInt8]) throws(InputError) -> FuzzCheck
  ) {
    self.name = name
    self.summary = summary
    self.files = files
    self.read = read
  }

  /// Feeds `bytes` to the reader. A crash (a trap, a sanitizer report) is not caught here: it is
  /// what libFuzzer looks for. Everything else is sorted into an outcome.
  public func run(_ bytes: [UInt8]) -> FuzzOutcome {
    do {
      switch try read(bytes) {
      case .holds: return .accepted
      case .broken(let problem): return .broken(problem)
      }
    } catch {
      if let problem = FuzzContract.problem(with: error, files: files) {
        return .broken("\(problem): \(error.description.debugDescription)")
      }
      return .rejected(error)
    }
  }
}

/// What a target's own checks on an accepted input found.
public enum FuzzCheck: Sendable, Equatable {
  /// Every property checked held (a round trip gave the same data, a recorded trace read back).
  case holds
  /// A property failed; the text says which.
  case broken(String)
}

/// What one input did to a reader.
public enum FuzzOutcome: Sendable, Equatable {
  /// Read, and every property the target checks held.
  case accepted
  /// Refused with a clean error: the reader's typed error, one line, naming the input.
  case rejected(InputError)
  /// The reader broke its contract without crashing (a message of two lines, one that names no
  /// file, a round trip that changes the data). `dndsim-fuzz` turns this into a crash, so
  /// libFuzzer keeps the input like any other.
  case broken(String)
}

/// The rules every error of every reader follows (Docs/formats.md): the command line prints it
/// as the one line of its report, so it names the input and holds no line break or other
/// control character (a file's text quoted in a message must be escaped).
enum FuzzContract {
  static func problem(with error: InputError, files: [String]) -> String? {
    if !files.contains(error.file) {
      return "the error names \(error.file.debugDescription), not the input"
    }
    if error.message.isEmpty { return "the error has no message" }
    if error.description.unicodeScalars.contains(where: isControl) {
      return "the error holds a line break or another control character"
    }
    return nil
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }
}
