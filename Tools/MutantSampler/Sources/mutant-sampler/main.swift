// mutant-sampler: the candidate mutants of Swift files, and seeded samples of them, as JSON.
//
//   mutant-sampler list [--root DIR] [FILE ...]
//   mutant-sampler sample --seed S --count N [--root DIR] [FILE ...]
//
// FILEs are paths relative to DIR (default: the current folder); without any, they are read
// from standard input, one a line. Used by Tools/mutants --sample (Docs/robustness.md).
import Foundation
import MutantSampling

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("mutant-sampler: \(message)\n".utf8))
  exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, ["list", "sample"].contains(command) else {
  fail("usage: mutant-sampler list|sample [--seed S --count N] [--root DIR] [FILE ...]")
}
arguments.removeFirst()
var seed: UInt64?
var count: Int?
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var files: [String] = []
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--seed", "--count", "--root":
    guard let value = arguments.first else { fail("\(argument) needs a value") }
    arguments.removeFirst()
    if argument == "--seed" {
      guard let number = UInt64(value) else { fail("--seed: not a number 0…2⁶⁴−1: \(value)") }
      seed = number
    } else if argument == "--count" {
      guard let number = Int(value), number >= 0 else { fail("--count: not a count: \(value)") }
      count = number
    } else {
      root = URL(fileURLWithPath: value)
    }
  default:
    if argument.hasPrefix("--") { fail("unknown option \(argument)") }
    files.append(argument)
  }
}
if files.isEmpty {
  while let line = readLine() {
    let file = line.trimmingCharacters(in: .whitespaces)
    if !file.isEmpty { files.append(file) }
  }
}

do {
  let candidates = try MutantEnumeration.candidates(files: files, root: root)
  if command == "list" {
    print(try SamplerOutput.encode(SamplerOutput.List(candidates: candidates)))
  } else {
    guard let seed, let count else { fail("sample needs --seed S and --count N") }
    let mutants = MutantSample.draw(candidates, count: count, seed: seed)
    print(
      try SamplerOutput.encode(
        SamplerOutput.Sample(
          candidateCount: candidates.count, count: count, mutants: mutants, seed: seed)))
  }
} catch {
  fail("\(error)")
}
