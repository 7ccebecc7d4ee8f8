import DnDFormats

extension ExploreRun {
  /// Shrinks the first failure of each case and rule (later seeds breaking the same rule of the
  /// same case are most likely the same bug), in parallel, reporting in order; saves each shrunk
  /// case when a save folder is set.
  func shrink(
    _ failing: [(failure: ExploreFailure, caseIndex: Int, scenario: ShrinkCase)],
    cases: [ExploreCase], emit: (String) -> Void
  ) {
    var seen = Set<String>()
    let chosen = failing.filter {
      seen.insert("\($0.failure.caseName)\n\($0.failure.violation.rule)").inserted
    }
    guard !chosen.isEmpty else { return }
    emit(
      "shrinking \(chosen.count) of \(failing.count) failures (the first of each case and rule)")
    let oracle = self.oracle
    let budget = shrinkBudget
    OrderedWork.run(
      count: chosen.count, workers: jobs,
      callerOnly: { cases[chosen[$0].caseIndex].scene.runsOnMainActor },
      job: { index in
        let item = chosen[index]
        let explored = cases[item.caseIndex]
        let replay = ExploreReplay(scene: explored.scene, profile: explored.profile, oracle: oracle)
        let rule = item.failure.violation.rule
        let shrinker = Shrinker(budget: budget) { candidate in
          let verdict = try? replay.run(candidate.records, plan: candidate.plan)
          return verdict?.violations.contains { $0.rule == rule } ?? false
        }
        return shrinker.shrink(item.scenario)
      },
      completed: { index, result in
        let item = chosen[index]
        emit(
          "shrunk \(item.failure.caseName) seed \(item.failure.seed) (\(item.failure.violation.rule)): "
            + Self.sizes(item.scenario, result.shrunk)
            + (result.isOneMinimal
              ? ", 1-minimal after \(result.replays) replays"
              : ", not proven 1-minimal: the budget of \(shrinkBudget) replays ran out"))
        guard let saveFolder else { return }
        do {
          let saved = try RegressionCase.write(
            result.shrunk, of: cases[item.caseIndex], failure: item.failure, root: saveFolder)
          emit("       saved \(saved.folder)/ (dndsim run \(saved.folder))")
        } catch {
          emit("       could not save the case: \(error)")
        }
      })
  }

  /// `fingers 3 → 1, samples 240 → 12, rules 3 → 1`: what the shrink removed (parts that were
  /// empty before are left out).
  static func sizes(_ before: ShrinkCase, _ after: ShrinkCase) -> String {
    let parts: [(String, Int, Int)] = [
      (
        "fingers", TraceEdits.fingers(before.records).count, TraceEdits.fingers(after.records).count
      ),
      ("samples", TraceEdits.sampleCount(before.records), TraceEdits.sampleCount(after.records)),
      (
        "actions", TraceEdits.actions(before.records).count, TraceEdits.actions(after.records).count
      ),
      ("rules", before.plan.rules.count, after.plan.rules.count),
      ("user cancels", before.plan.userCancels.count, after.plan.userCancels.count),
    ]
    return parts.filter { $0.1 > 0 }.map { "\($0.0) \($0.1) → \($0.2)" }.joined(separator: ", ")
  }
}
