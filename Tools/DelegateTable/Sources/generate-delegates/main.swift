// Writes the files of the table of delegate methods into the repository whose root is the
// first argument; with `--check`, only lists the files that differ (exit status 1).
import DelegateTable
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
guard let rootPath = arguments.first(where: { $0 != "--check" }) else {
  FileHandle.standardError.write(Data("usage: generate-delegates ROOT [--check]\n".utf8))
  exit(2)
}
let root = URL(fileURLWithPath: rootPath)
do {
  if check {
    let stale = try Generator.staleFiles(root: root)
    for path in stale { print("stale: \(path)") }
    exit(stale.isEmpty ? 0 : 1)
  }
  for path in try Generator.write(root: root) { print("wrote \(path)") }
} catch {
  FileHandle.standardError.write(Data("generate-delegates: \(error)\n".utf8))
  exit(2)
}
