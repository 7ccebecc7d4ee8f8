import VirtualTime

/// One load in flight: it turns the first of "loader completed", "progress cancelled" or "the
/// system refused" into exactly one delivery on the load queue, and logs each step under the
/// load's id.
///
/// States run forward only: running → settled (the result is decided and its delivery
/// scheduled) → delivered. Progress changes are logged only while running; the progress is
/// marked finished at delivery without a progress event (the `completed` / `failed` /
/// `cancelled` event says it), whatever the result, so an aggregate progress settles even when
/// loads fail (our choice; Foundation leaves that to whoever drives the progress).
///
/// Ownership: the progress's hooks keep the operation alive while anyone can still cancel or
/// observe it, and the request keeps it alive while a loader can still complete it. The
/// operation holds its progress weakly so no cycle outlives the load; the hooks are removed at
/// delivery.
final class LoadOperation<Value>: LoadSettling {
  private enum State {
    case running
    case settled
    case delivered
  }

  let id: String
  private weak var progress: LoadProgress?
  private let provider: ItemProvider
  private weak var host: (any ItemProviderHost)?
  private let log: EventLog
  private let queue: SimulatedQueue
  private let decode: (ItemData, TypeIdentifier) throws(LoadError) -> Value
  private var completion: ((Result<Value, LoadError>) -> Void)?
  /// The representation chosen, once there is one; what `decode` is told the bytes are.
  var representationType: TypeIdentifier?
  private var state = State.running
  private var reportedFraction = LogNumber.format(0)

  init(
    progress: LoadProgress, provider: ItemProvider, host: any ItemProviderHost,
    decode: @escaping (ItemData, TypeIdentifier) throws(LoadError) -> Value,
    completion: @escaping (Result<Value, LoadError>) -> Void
  ) {
    self.id = progress.id
    self.progress = progress
    self.provider = provider
    self.host = host
    self.log = host.log
    self.queue = host.loadQueue
    self.decode = decode
    self.completion = completion
    progress.onChange = { [self] progress in progressDidChange(progress) }
    progress.onCancel = { [self] in settle(.failure(.cancelled), byCancellation: true) }
  }

  /// Whether the result is still undecided.
  var isRunning: Bool { state == .running }

  func loaderDidComplete(_ result: Result<ItemData, LoadError>) {
    guard state == .running else {
      log.record(.system, id, "lateCompletionIgnored")
      return
    }
    settle(result, byCancellation: false)
  }

  /// Decides the result (if still undecided) and schedules its delivery on the load queue.
  func settle(_ result: Result<ItemData, LoadError>, byCancellation: Bool) {
    guard state == .running, let progress else { return }
    state = .settled
    // The closure keeps the progress alive until it is finished and handed to the host.
    queue.async(label: "\(id) completion") { [self] in
      deliver(result, byCancellation: byCancellation, progress: progress)
    }
  }

  private func progressDidChange(_ progress: LoadProgress) {
    guard state == .running else { return }
    let fraction = LogNumber.format(progress.fractionCompleted)
    guard fraction != reportedFraction else { return }
    reportedFraction = fraction
    log.record(.load, id, "progress", [EngineEvent.Argument("fraction", fraction)])
  }

  private func deliver(
    _ result: Result<ItemData, LoadError>, byCancellation: Bool, progress: LoadProgress
  ) {
    state = .delivered
    progress.onChange = nil
    progress.onCancel = nil
    let outcome: Result<Value, LoadError>
    var dataDescription = ""
    switch result {
    case .success(let data):
      dataDescription = data.logDescription
      do throws(LoadError) {
        // A success always came from a loader, so a representation was chosen.
        outcome = .success(try decode(data, representationType ?? .data))
      } catch {
        outcome = .failure(error)
      }
    case .failure(let error):
      outcome = .failure(error)
    }
    if !progress.isFinished {
      if progress.totalUnitCount <= 0 { progress.totalUnitCount = 1 }
      progress.completedUnitCount = progress.totalUnitCount
    }
    let error: LoadError?
    switch outcome {
    case .success:
      error = nil
      log.record(.load, id, "completed", [EngineEvent.Argument("data", dataDescription)])
    case .failure(let failure):
      error = failure
      if byCancellation {
        log.record(.load, id, "cancelled")
      } else {
        log.record(.load, id, "failed", [EngineEvent.Argument("error", failure.logDescription)])
      }
    }
    let completion = self.completion
    self.completion = nil
    completion?(outcome)
    host?.loadDidFinish(progress, provider: provider, error: error)
  }
}
