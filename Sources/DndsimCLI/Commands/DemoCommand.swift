import ArgumentParser
import DnDEngine
import VirtualTime

/// The demo scenarios `dndsim demo` can run.
enum DemoScenario: String, ExpressibleByArgument, CaseIterable {
  /// The time model alone.
  case clock
  /// A drag and drop through the engine: lift, drag into another view, drop, slow load.
  case drag
}

struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run a small scenario on the virtual clock and print its event log.",
    discussion: """
      The scenario shows the time model every replay uses: a long-press timer (0.325 s) that a \
      movement cancels, a data load on a background queue that hops back to main, an async task \
      sleeping on virtual time, and a repeating progress timer. The log is byte-identical on every \
      run and machine.

      `--scenario drag` runs the engine instead: a photo lifted after 0.325 s, dragged into an \
      album of the same app, dropped with a copy proposal while its data takes 1.5 s to load — \
      every delegate call, gesture decision, animation and load in order.

      Example:
        dndsim demo
        dndsim demo --show-clock-events
        dndsim demo --scenario drag
      """
  )

  @Option(help: "Which scenario to run: clock or drag.")
  var scenario: DemoScenario = .clock

  @Flag(help: "Also print the clock's own events (scheduling, advancing, jobs).")
  var showClockEvents = false

  func run() throws {
    switch scenario {
    case .clock:
      for line in try ClockDemo.run(showClockEvents: showClockEvents) { print(line) }
    case .drag:
      for line in try DragDemo.run() { print(line) }
    }
  }
}
