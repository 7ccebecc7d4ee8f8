import DnDFormats

/// Multi-touch protocol A: each frame lists every contact down as an anonymous packet (its values,
/// then `SYN_MT_REPORT`), with no slots and usually no ids, so contacts are followed from frame
/// to frame by a deterministic tracker.
///
/// **Packets.** Values are not stateful: a packet holds what it sends. A packet without both
/// `ABS_MT_POSITION_X` and `_Y` is left out (with a warning); an empty packet (a lone
/// `SYN_MT_REPORT`, "no contacts") is nothing. Values after a frame's last `SYN_MT_REPORT` make
/// one more packet, with a warning. A frame with no packets means no contact is down.
///
/// **Tracker rule.** The contacts of the previous frame are matched to the packets of this one:
/// 1. A contact and a packet that both carry an `ABS_MT_TRACKING_ID` ≥ 0 match when the ids are
///    equal, and never match when they differ.
/// 2. The rest are matched nearest first: every pair within the maximum jump — a squared
///    distance, in raw units, of at most (diagonal / ``jumpDivisor``)², the diagonal being the
///    position axes' (√(Δx² + Δy²) of their ranges) — sorted by (squared distance, the contact's
///    order of first contact, the packet's order in the frame); each pair whose contact and
///    packet are both still free is taken.
/// 3. A contact left without a packet ends (at its last position); a packet left without a
///    contact begins a new contact, in packet order.
///
/// Integer arithmetic only (raw differences clamped to ±2³⁰), so the result is the same on every
/// machine; the tie-break makes it independent of how a sort orders equal keys.
struct EvdevContactTracker {
  /// The maximum jump between two frames is the diagonal divided by this.
  static let jumpDivisor: Int64 = 8
  /// The most packets one frame may have.
  static let maxPackets = 64

  struct Packet {
    var x: Int64?
    var y: Int64?
    var pressure: Int64?
    var major: Int64?
    var trackingID: Int32?
    var isEmpty: Bool {
      x == nil && y == nil && pressure == nil && major == nil && trackingID == nil
    }
  }

  private struct Contact {
    var key: Int
    var sample: EvdevRawSample
    var trackingID: Int32?
  }

  let hasPressure: Bool
  let hasMajor: Bool
  /// (diagonal / jumpDivisor)², in raw units squared.
  let maxJumpSquared: Int64
  private var packet = Packet()
  private var packetLine = 0
  private var packets: [(packet: Packet, line: Int)] = []
  /// SYN_MT_REPORTs in this frame (the summary counts them).
  private(set) var reportsInFrame = 0
  /// The contacts of the previous frame, in order of first contact.
  private var contacts: [Contact] = []
  private var nextKey = 0
  /// Contacts begun (for the summary).
  private(set) var began = 0

  init(x: TraceDevice.Axis, y: TraceDevice.Axis, hasPressure: Bool, hasMajor: Bool) {
    self.hasPressure = hasPressure
    self.hasMajor = hasMajor
    let spanX = Self.clamped(x.max - x.min)
    let spanY = Self.clamped(y.max - y.min)
    maxJumpSquared = (spanX * spanX + spanY * spanY) / (Self.jumpDivisor * Self.jumpDivisor)
  }

  var contactsDown: Int { contacts.count }

  static func clamped(_ value: Int64) -> Int64 { min(1 << 30, max(-(1 << 30), value)) }

  mutating func handleAbsolute(_ event: EvdevEvent) {
    let value = Int64(event.value)
    if packet.isEmpty { packetLine = event.line }
    switch event.code {
    case EvdevCode.mtPositionX: packet.x = value
    case EvdevCode.mtPositionY: packet.y = value
    case EvdevCode.mtPressure where hasPressure: packet.pressure = value
    case EvdevCode.mtTouchMajor where hasMajor: packet.major = value
    case EvdevCode.mtTrackingID: packet.trackingID = event.value >= 0 ? event.value : nil
    default: break
    }
  }

  /// SYN_MT_REPORT: the packet is complete.
  mutating func endPacket(line: Int, warnings: inout EvdevWarnings, file: String)
    throws(InputError)
  {
    reportsInFrame += 1
    try closePacket(warnings: &warnings, file: file)
  }

  private mutating func closePacket(warnings: inout EvdevWarnings, file: String)
    throws(InputError)
  {
    defer { packet = Packet() }
    guard !packet.isEmpty else { return }
    guard packet.x != nil, packet.y != nil else {
      warnings.add(
        "packet-position", line: packetLine,
        "a protocol A packet without ABS_MT_POSITION_X and ABS_MT_POSITION_Y is left out",
        summary: "packets without a position")
      return
    }
    guard packets.count < Self.maxPackets else {
      throw InputError(
        file: file, line: packetLine,
        message:
          "more than \(Self.maxPackets) contacts in one frame; expected at most \(Self.maxPackets) SYN_MT_REPORT packets"
      )
    }
    packets.append((packet, packetLine))
  }

  /// The frame's changes at its SYN_REPORT (see the type's tracker rule).
  mutating func commit(warnings: inout EvdevWarnings, file: String) throws(InputError)
    -> [EvdevContactChange]
  {
    if !packet.isEmpty {
      warnings.add(
        "unterminated-packet", line: packetLine,
        "values after the frame's last SYN_MT_REPORT are taken as one more packet",
        summary: "packets not ended by SYN_MT_REPORT")
    }
    try closePacket(warnings: &warnings, file: file)
    reportsInFrame = 0
    let current = packets.map { entry in
      EvdevRawSample(
        x: entry.packet.x ?? 0, y: entry.packet.y ?? 0, pressure: entry.packet.pressure,
        major: entry.packet.major)
    }
    let ids = packets.map(\.packet.trackingID)
    packets.removeAll(keepingCapacity: true)

    var packetOf = [Int?](repeating: nil, count: contacts.count)
    var taken = [Bool](repeating: false, count: current.count)
    // 1. Equal tracking ids.
    for (index, contact) in contacts.enumerated() {
      guard let id = contact.trackingID,
        let match = ids.indices.first(where: { !taken[$0] && ids[$0] == id })
      else { continue }
      packetOf[index] = match
      taken[match] = true
    }
    // 2. Nearest first, with the fixed tie-break.
    var pairs: [(distance: Int64, contact: Int, packet: Int)] = []
    for (index, contact) in contacts.enumerated() where packetOf[index] == nil {
      for (packetIndex, sample) in current.enumerated() where !taken[packetIndex] {
        if let a = contact.trackingID, let b = ids[packetIndex], a != b { continue }
        let dx = Self.clamped(sample.x - contact.sample.x)
        let dy = Self.clamped(sample.y - contact.sample.y)
        let distance = dx * dx + dy * dy
        if distance <= maxJumpSquared { pairs.append((distance, index, packetIndex)) }
      }
    }
    pairs.sort { ($0.distance, $0.contact, $0.packet) < ($1.distance, $1.contact, $1.packet) }
    for pair in pairs where packetOf[pair.contact] == nil && !taken[pair.packet] {
      packetOf[pair.contact] = pair.packet
      taken[pair.packet] = true
    }
    // 3. Ends, moves, begins.
    var changes: [EvdevContactChange] = []
    var next: [Contact] = []
    for (index, contact) in contacts.enumerated() {
      if let match = packetOf[index] {
        changes.append(.updated(key: contact.key, current[match]))
        next.append(Contact(key: contact.key, sample: current[match], trackingID: ids[match]))
      } else {
        changes.append(.ended(key: contact.key, contact.sample))
      }
    }
    for (packetIndex, sample) in current.enumerated() where !taken[packetIndex] {
      let key = nextKey
      nextKey += 1
      began += 1
      changes.append(.began(key: key, sample))
      next.append(Contact(key: key, sample: sample, trackingID: ids[packetIndex]))
    }
    contacts = next
    return changes
  }

  /// After SYN_DROPPED: the contacts are given up (the builder cancels them); the next complete
  /// frame starts afresh.
  mutating func drop() {
    packet = Packet()
    packets.removeAll()
    reportsInFrame = 0
    contacts.removeAll()
  }
}
