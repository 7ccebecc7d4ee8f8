import Foundation

/// Writes the generated files into a repository, or compares them with what it holds.
public enum Generator {
  /// The generated files as they must read: rendered, then formatted by `swift format` with the
  /// repository's configuration (so the check and the written files agree byte for byte).
  public static func formattedFiles(root: URL) throws -> [GeneratedFile] {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("delegate-table-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: scratch)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var files = Render.files()
    var swiftFiles: [URL] = []
    for (index, file) in files.enumerated() where file.path.hasSuffix(".swift") {
      let url = scratch.appendingPathComponent("\(index).swift")
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      swiftFiles.append(url)
    }
    try run(
      [
        "swift", "format", "format", "-i", "--configuration",
        root.appendingPathComponent(".swift-format").path,
      ] + swiftFiles.map(\.path))
    for (index, file) in files.enumerated() where file.path.hasSuffix(".swift") {
      files[index].text = try String(
        contentsOf: scratch.appendingPathComponent("\(index).swift"), encoding: .utf8)
    }
    return files
  }

  /// The paths of the generated files whose text in `root` differs from the table's.
  public static func staleFiles(root: URL) throws -> [String] {
    try formattedFiles(root: root).filter { file in
      let current = try? String(
        contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
      return current != file.text
    }.map(\.path)
  }

  /// Writes every generated file into `root`; returns the paths it changed.
  public static func write(root: URL) throws -> [String] {
    var changed: [String] = []
    for file in try formattedFiles(root: root) {
      let url = root.appendingPathComponent(file.path)
      if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try file.text.write(to: url, atomically: true, encoding: .utf8)
      changed.append(file.path)
    }
    return changed
  }

  static func run(_ arguments: [String]) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError(message: "\(arguments.prefix(3).joined(separator: " ")) failed")
    }
  }
}

struct GeneratorError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
