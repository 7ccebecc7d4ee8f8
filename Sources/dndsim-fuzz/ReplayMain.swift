#if !FUZZING
  import DnDFuzzTargets
  import Foundation

  /// The plain flavour of `dndsim-fuzz`: replays inputs through a target without libFuzzer, so
  /// a crash or a kept corpus can be re-run by anyone with the normal build.
  ///
  ///     dndsim-fuzz                           # lists the targets
  ///     dndsim-fuzz trace crash-1234 corpus/  # each file, and each file of each folder
  @main
  struct FuzzReplay {
    static func main() {
      let arguments = Array(CommandLine.arguments.dropFirst())
      guard let name = arguments.first else {
        for target in FuzzTargets.all {
          print(
            "\(target.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(target.summary)")
        }
        return
      }
      guard let target = FuzzTargets.named(name) else {
        let names = FuzzTargets.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(
          Data("unknown target \(name); expected one of \(names)\n".utf8))
        exit(2)
      }
      var broken = 0
      for file in arguments.dropFirst().flatMap(files) {
        guard let data = FileManager.default.contents(atPath: file) else {
          FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
          exit(3)
        }
        switch target.run(Array(data)) {
        case .accepted: print("accepted \(file)")
        case .rejected(let error): print("rejected \(file): \(error)")
        case .broken(let problem):
          print("BROKEN   \(file): \(problem)")
          broken += 1
        }
      }
      exit(broken == 0 ? 0 : 1)
    }

    /// `path` itself, or the files of the folder `path` in name order (hidden ones skipped).
    static func files(_ path: String) -> [String] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(path)/\($0)" }
    }
  }
#endif
