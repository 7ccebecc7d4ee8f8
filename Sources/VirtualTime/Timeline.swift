import HeapModule

/// The clock's queue of scheduled work: a binary heap of keys ordered by (due, sequence number)
/// over a slab of entries.
///
/// This is the one place the ordering rule lives: **earlier due instant first; at equal instants,
/// the earlier scheduled first** (FIFO). A sequence number is taken every time work is put on the
/// timeline — a repeating timer takes a fresh one each time it is re-armed, so at an instant where it
/// is due together with work scheduled before that re-arming, the other work runs first.
///
/// Cancelling frees the entry at once and leaves its key in the heap; stale keys are skipped when
/// they reach the top and the heap is rebuilt when they outnumber live ones. Insert and pop are
/// O(log n); cancel is O(1) amortised. Not thread-safe: ``VirtualClock`` guards it with its mutex.
struct Timeline {
  struct Key: Comparable {
    var due: Int64
    var seq: UInt64
    var slot: Int32

    static func < (lhs: Key, rhs: Key) -> Bool {
      lhs.due != rhs.due ? lhs.due < rhs.due : lhs.seq < rhs.seq
    }
    static func == (lhs: Key, rhs: Key) -> Bool { lhs.due == rhs.due && lhs.seq == rhs.seq }
  }

  enum Action {
    case callback(UncheckedCallback)
    case sleeper(SleepToken)
  }

  struct Entry {
    var id: UInt64
    var seq: UInt64
    var kind: WorkKind
    var label: String
    var due: VirtualInstant
    var interval: VirtualDuration?
    var queue: Int32
    var site: SourceLocation
    var action: Action
  }

  private var heap = Heap<Key>()
  private var entries: [Entry?] = []
  private var freeSlots: [Int32] = []
  private var nextSeq: UInt64 = 1
  private var nextID: UInt64 = 1
  private(set) var liveCount = 0

  /// Adds work and returns its handle.
  mutating func insert(
    kind: WorkKind, label: String, due: VirtualInstant, interval: VirtualDuration?, queue: Int32,
    site: SourceLocation, action: Action
  ) -> TimerHandle {
    let id = nextID
    nextID += 1
    let seq = takeSeq()
    let entry = Entry(
      id: id, seq: seq, kind: kind, label: label, due: due, interval: interval, queue: queue,
      site: site, action: action)
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      entries[Int(slot)] = entry
    } else {
      slot = Int32(entries.count)
      entries.append(entry)
    }
    heap.insert(Key(due: due.nanosecondsSinceStart, seq: seq, slot: slot))
    liveCount += 1
    return TimerHandle(id: WorkID(rawValue: id), slot: slot)
  }

  /// The live entry a handle names, if it has neither run (one-shot) nor been cancelled.
  func entry(for handle: TimerHandle) -> Entry? {
    guard handle.slot >= 0, Int(handle.slot) < entries.count,
      let entry = entries[Int(handle.slot)], entry.id == handle.id.rawValue
    else { return nil }
    return entry
  }

  /// Removes the work a handle names; nil when it already ran or was cancelled.
  mutating func remove(_ handle: TimerHandle) -> Entry? {
    guard let entry = entry(for: handle) else { return nil }
    free(slot: handle.slot)
    compactIfMostlyStale()
    return entry
  }

  /// The due instant of the next live entry, dropping stale keys on the way.
  mutating func nextDue() -> VirtualInstant? {
    while let top = heap.min {
      if isLive(top) { return VirtualInstant(nanosecondsSinceStart: top.due) }
      _ = heap.removeMin()
    }
    return nil
  }

  /// Takes the next live entry off the timeline (call ``nextDue()`` first). A repeating timer is
  /// re-armed one interval after the instant it was due, with a fresh sequence number; the entry is
  /// returned as it was when it fired.
  mutating func popNext() -> Entry? {
    guard nextDue() != nil, let top = heap.popMin() else { return nil }
    let slot = Int(top.slot)
    guard let interval = entries[slot]?.interval else {
      // One-shot: move the entry out rather than copy it (it is freed either way).
      let entry = entries[slot].take()
      freeSlots.append(top.slot)
      liveCount -= 1
      return entry
    }
    let fired = entries[slot]
    entries[slot]!.due = fired!.due.saturatingAdvanced(by: interval)
    entries[slot]!.seq = takeSeq()
    heap.insert(
      Key(due: entries[slot]!.due.nanosecondsSinceStart, seq: entries[slot]!.seq, slot: top.slot))
    return fired
  }

  /// Every live entry in the order it would run.
  func pendingEntries() -> [Entry] {
    entries.compactMap { $0 }.sorted {
      $0.due != $1.due ? $0.due < $1.due : $0.seq < $1.seq
    }
  }

  private mutating func takeSeq() -> UInt64 {
    defer { nextSeq += 1 }
    return nextSeq
  }

  private func isLive(_ key: Key) -> Bool {
    entries[Int(key.slot)]?.seq == key.seq
  }

  private mutating func free(slot: Int32) {
    entries[Int(slot)] = nil
    freeSlots.append(slot)
    liveCount -= 1
  }

  /// Rebuilds the heap from live entries once stale keys dominate, so that mass cancellation does
  /// not keep memory or pop costs high.
  private mutating func compactIfMostlyStale() {
    let stale = heap.count - liveCount
    guard stale > 1024, stale > liveCount * 2 else { return }
    var keys: [Key] = []
    keys.reserveCapacity(liveCount)
    for (slot, entry) in entries.enumerated() {
      if let entry {
        keys.append(Key(due: entry.due.nanosecondsSinceStart, seq: entry.seq, slot: Int32(slot)))
      }
    }
    heap = Heap(keys)
  }
}

/// A callback stored on the timeline.
///
/// Callbacks are not required to be `Sendable`: the clock runs every callback on the thread that
/// drives it (the caller of `advance`/`run…`), one at a time, so engine code can schedule closures
/// over its own non-`Sendable` state. The box only lets the closure sit inside the clock's mutex.
struct UncheckedCallback: @unchecked Sendable {
  let body: () -> Void
}

/// Shared between an async sleeper and the clock; every field is read and written under the
/// clock's mutex. Exactly one of firing, cancellation or an already-passed deadline resumes the
/// continuation, whichever comes first.
final class SleepToken: @unchecked Sendable {
  enum Outcome { case fired, cancelled }
  var continuation: UnsafeContinuation<Void, any Error>?
  var outcome: Outcome?
  var handle = TimerHandle(id: WorkID(rawValue: 0), slot: -1)
}
