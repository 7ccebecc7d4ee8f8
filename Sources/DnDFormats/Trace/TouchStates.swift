/// Where each touch id of a trace stands: down since a line, or ended on a line. A trace never
/// reuses an id, so an id is never forgotten and the table only grows.
///
/// An open-addressing table (linear probing, Fibonacci hashing) rather than a `Dictionary`: the
/// reader looks up every touch of every frame, and a `Dictionary` lookup hashes with SipHash —
/// about 200 instructions, a tenth of the reader's own work per frame. Ids are 1…`Int32.max`
/// (the reader checks them first), so 0 marks an empty slot.
struct TouchStates {
  enum State: Equatable {
    case down(sinceLine: Int)
    case ended(onLine: Int)
  }

  private struct Slot {
    var id = 0
    var state = State.ended(onLine: 0)
  }

  private var slots = [Slot](repeating: Slot(), count: 16)
  /// `slots.count` is 2^(64 - `shift`).
  private var shift = 60
  private var used = 0
  /// How many touches are down.
  private(set) var downCount = 0

  /// The state of touch `id`, or `nil` if the trace has not used it yet.
  @inline(__always)
  subscript(id: Int) -> State? {
    guard id > 0 else { return nil }
    let slot = self.slot(of: id)
    return slots[slot].id == id ? slots[slot].state : nil
  }

  /// Records that touch `id` went down on `line`.
  mutating func begin(_ id: Int, line: Int) {
    set(id, .down(sinceLine: line))
  }

  /// Records that touch `id` ended on `line`.
  mutating func end(_ id: Int, line: Int) {
    set(id, .ended(onLine: line))
  }

  /// The touch down with the lowest id, and the line it went down on.
  func lowestDown() -> (id: Int, line: Int)? {
    var lowest: (id: Int, line: Int)?
    for slot in slots where slot.id != 0 {
      if case .down(let line) = slot.state, slot.id < lowest?.id ?? .max {
        lowest = (slot.id, line)
      }
    }
    return lowest
  }

  private mutating func set(_ id: Int, _ state: State) {
    precondition(id > 0, "touch ids start at 1")
    var slot = self.slot(of: id)
    if slots[slot].id != id {
      if 2 * (used + 1) > slots.count {
        grow()
        slot = self.slot(of: id)
      }
      slots[slot].id = id
      used += 1
    } else if case .down = slots[slot].state {
      downCount -= 1
    }
    slots[slot].state = state
    if case .down = state { downCount += 1 }
  }

  /// The slot holding `id`, or the empty slot where it would go.
  @inline(__always)
  private func slot(of id: Int) -> Int {
    let mask = slots.count - 1
    var slot = Int(
      truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    while slots[slot].id != id && slots[slot].id != 0 { slot = (slot + 1) & mask }
    return slot
  }

  private mutating func grow() {
    let old = slots
    slots = [Slot](repeating: Slot(), count: 2 * old.count)
    shift -= 1
    for entry in old where entry.id != 0 { slots[slot(of: entry.id)] = entry }
  }
}
