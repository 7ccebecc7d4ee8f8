import DnDEngine
import DnDFormats
import DnDSimulator

/// Runs one case: replay, compare with the golden, record as the settings say.
package enum CaseRunner {
  /// The replayed log of a case, or why there is none.
  package enum Replayed: Sendable {
    /// `violations`: what the invariant checker found, one line each (empty when it is off).
    case log(text: String, virtualMicroseconds: Int64, violations: [String] = [])
    case failed(CaseResult.ErrorKind, String)
    /// A Swift scene's case replayed off the main thread: the run replays it on its own thread.
    case needsMainThread(String)

    /// True for a case the run must replay on its calling thread (``OrderedWork``).
    var needsMainThread: Bool {
      if case .needsMainThread = self { return true }
      return false
    }
  }

  package static func replay(_ item: RunCase, settings: RunSettings) -> Replayed {
    do {
      let output = try CaseReplay.run(
        path: item.tracePath, variant: item.variant, scenes: settings.scenes,
        options: settings.logOptions)
      let span =
        (output.events.last?.time.nanosecondsSinceStart ?? 0)
        - (output.events.first?.time.nanosecondsSinceStart ?? 0)
      return .log(
        text: output.text, virtualMicroseconds: span / 1_000,
        violations: settings.checkInvariants ? output.violations.map(\.description) : [])
    } catch let error as MainActorRequired {
      return .needsMainThread("\(item.tracePath): error: \(error)")
    } catch let error as InputError {
      return .failed(.input, "\(error)")
    } catch {
      return .failed(.failure, "\(item.tracePath): error: \(error)")
    }
  }

  /// Replays `item`, compares it with its golden and records the result if the settings ask.
  package static func run(_ item: RunCase, settings: RunSettings) -> CaseResult {
    evaluate(item, replayed: replay(item, settings: settings), settings: settings)
  }

  /// Compares an already replayed case with its golden, then records.
  package static func evaluate(_ item: RunCase, replayed: Replayed, settings: RunSettings)
    -> CaseResult
  {
    var result = CaseResult(
      name: item.name, status: .pass, tracePath: item.tracePath, variant: item.variant.name,
      goldenPath: item.goldenPath)
    let actual: String
    switch replayed {
    case .failed(let kind, let message):
      result.status = .error
      result.errorKind = kind
      result.message = message
      return result
    case .needsMainThread(let message):
      result.status = .error
      result.errorKind = .failure
      result.message = message
      return result
    case .log(let text, let span, let violations):
      actual = text
      result.log = text
      result.virtualMicroseconds = span
      result.violations = violations
    }
    compare(actual, into: &result)
    flagViolations(into: &result)
    record(actual, into: &result, item: item, settings: settings)
    return result
  }

  private static func compare(_ actual: String, into result: inout CaseResult) {
    let golden: String
    do {
      switch try GoldenState.read(result.goldenPath) {
      case .absent:
        result.status = .missing
        result.message = "no golden \(result.goldenPath)"
        return
      case .conflicted(let text):
        result.status = .conflicted
        result.message =
          "\(result.goldenPath) holds merge-conflict markers; resolve it by accepting a fresh result (dndsim run --record failed, then dndsim accept)"
        result.diff = diff(text, actual, result)
        result.diffSides = .init(expected: text, actual: nil)
        return
      case .present(let text):
        golden = text
      }
    } catch {
      result.status = .error
      result.errorKind = .failure
      result.message = "\(error)"
      return
    }
    guard let difference = diff(golden, actual, result) else { return }
    result.diff = difference
    result.diffSides = .init(expected: golden, actual: nil)
    let key = "trace-sha256"
    let accepted = GoldenState.headerValue(key, in: golden)
    let current = GoldenState.headerValue(key, in: actual)
    if accepted != current {
      result.status = .stale
      result.message =
        "the trace changed since \(result.goldenPath) was accepted (the golden pins trace-sha256 \(accepted ?? "(none)"), the trace is now \(current ?? "(none)")); review the new result\n"
        + difference.summary
    } else {
      result.status = .mismatch
      result.message = difference.summary
    }
  }

  /// A replay that breaks an invariant fails even when it equals its golden (the golden pins a
  /// broken behaviour); any other status keeps its name and gets the violations added to its
  /// message.
  private static func flagViolations(into result: inout CaseResult) {
    guard !result.violations.isEmpty else { return }
    let lines = result.violations.map { "invariant \($0)" }.joined(separator: "\n")
    if result.status == .pass {
      result.status = .invariant
      result.message = lines
    } else {
      result.message = [result.message, lines].compactMap { $0 }.joined(separator: "\n")
    }
  }

  private static func diff(_ golden: String, _ actual: String, _ result: CaseResult)
    -> GoldenDiff?
  {
    GoldenComparison.compare(
      expected: golden, actual: actual, expectedName: result.goldenPath,
      actualName: "\(result.name) (this run)")
  }

  private static func record(
    _ actual: String, into result: inout CaseResult, item: RunCase, settings: RunSettings
  ) {
    do {
      if let artifacts = settings.artifactsFolder {
        // CI: the source tree is never written; a failing result becomes an artifact.
        guard result.status.isFailure else { return }
        let path = artifactPath(for: item.goldenPath, in: artifacts)
        try AtomicFile.write(actual, to: path)
        result.written = path
        return
      }
      if result.status == .pass && settings.record != .never && !settings.accept {
        // A pending result left by an earlier run is outdated once the case passes.
        try AtomicFile.remove(item.pendingPath)
        return
      }
      guard settings.record.records(result.status) else { return }
      if settings.accept {
        try AtomicFile.write(actual, to: item.goldenPath)
        try AtomicFile.remove(item.pendingPath)
        result.written = item.goldenPath
        if result.status != .pass {
          result.message = "accepted (was \(result.status.rawValue))"
          result.status = .accepted
        }
        return
      }
      guard result.status != .pass else { return }
      try AtomicFile.write(actual, to: item.pendingPath)
      result.written = item.pendingPath
      let note = "pending result written to \(item.pendingPath); review it with dndsim review"
      if result.status == .missing {
        result.status = .new
        result.message = "no golden yet; \(note)"
      } else {
        result.message = (result.message.map { $0 + "\n" } ?? "") + note
      }
    } catch {
      result.status = .error
      result.errorKind = .failure
      result.message = "\(error)"
    }
  }

  /// `<artifacts>/<golden path>` (a leading `/` or `../` dropped so it stays inside).
  static func artifactPath(for golden: String, in folder: String) -> String {
    var parts = golden.split(separator: "/").filter { $0 != "." && $0 != ".." }
    if parts.isEmpty { parts = ["golden.log"] }
    return folder + "/" + parts.joined(separator: "/")
  }
}
