import Foundation

// dndsim-bench [FAMILY...]: runs the named benchmark families, or all of them without an argument.
// Benchmark lines go to stdout, everything else to stderr. Exit status: 0 when every check passed,
// 1 when a check failed (either side's result was wrong, the two sides disagreed, or a figure could
// not be read: that workload prints no line, and the others still run), 2 for a usage error.
//
// Top-level code runs on the main actor, which the TestClock peers need for
// `withMainSerialExecutor` (it sends every global-executor job to the main actor).

func usage() -> String {
  var text = "usage: dndsim-bench [FAMILY...]\n  with no FAMILY, runs every family; families:"
  for family in BenchmarkFamily.all {
    text += "\n    \(family.name)\(String(repeating: " ", count: max(1, 10 - family.name.count)))"
    text += family.summary
  }
  return text
}

let arguments = Array(CommandLine.arguments.dropFirst())
// A hidden child run (see `BenchmarkChild`): one measurement in a fresh process.
if arguments.first == BenchmarkChild.flag {
  guard arguments.count >= 2, let entry = BenchmarkChild.entries[arguments[1]] else {
    note("dndsim-bench: unknown child entry point")
    exit(2)
  }
  do {
    try entry(Array(arguments.dropFirst(2)))
    exit(0)
  } catch {
    note("dndsim-bench: child \(arguments[1]) FAILED: \(error)")
    exit(1)
  }
}
if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
  print(usage())
  exit(0)
}
var selected: [BenchmarkFamily] = []
for name in arguments {
  guard let family = BenchmarkFamily.all.first(where: { $0.name == name }) else {
    note("dndsim-bench: unknown benchmark family '\(name)'")
    note(usage())
    exit(2)
  }
  selected.append(family)
}
if selected.isEmpty { selected = BenchmarkFamily.all }

// A family that throws (its setup failed, say) prints nothing more; the next family still runs.
// Workloads that failed within a family have already been recorded by `measure`.
for family in selected {
  note("== \(family.name): \(family.summary)")
  do {
    try await family.run()
  } catch {
    note(
      "  \(family.name): FAILED, the family stopped; its remaining lines were not printed: \(error)"
    )
    benchmarkFailures.append("\(family.name) (the family stopped): \(error)")
  }
}
if !benchmarkFailures.isEmpty {
  note("dndsim-bench: FAILED: \(benchmarkFailures.count) check(s) failed, so lines are missing:")
  for failure in benchmarkFailures { note("  \(failure)") }
  exit(1)
}
