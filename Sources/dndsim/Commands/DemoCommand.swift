import ArgumentParser
import VirtualTime

struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run a small scenario on the virtual clock and print its event log.",
    discussion: """
      The scenario shows the time model every replay uses: a long-press timer (0.325 s) that a \
      movement cancels, a data load on a background queue that hops back to main, an async task \
      sleeping on virtual time, and a repeating progress timer. The log is byte-identical on every \
      run and machine.

      Example:
        dndsim demo
        dndsim demo --show-clock-events
      """
  )

  @Flag(help: "Also print the clock's own events (scheduling, advancing, jobs).")
  var showClockEvents = false

  func run() throws {
    for line in try ClockDemo.run(showClockEvents: showClockEvents) { print(line) }
  }
}
