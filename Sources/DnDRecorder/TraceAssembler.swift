import DnDFormats

/// Merges contacts and timed actions into the records of a trace, by the rules every source
/// shares, so that importers and gesture scripts make frames the same way:
///
/// - **Ids** are 1, 2, 3… in order of first contact (ties keep the order of `contacts`), and are
///   never reused: a finger that lifts and touches again is a new contact with a new id.
/// - **Frames** come at every instant at which some contact has a sample. A frame holds every
///   contact touching at that instant, in id order: its own sample if it has one then, else
///   `stationary` where it last was (the full form of the format, not the compact one: each frame
///   says which fingers are down).
/// - **Actions** come in time order (equal times keep the order of `actions`), each after the
///   frame at its instant, as the format requires.
public enum TraceAssembler {
  public static func records(contacts: [ContactTrack], actions: [TimedAction]) -> [TraceRecord] {
    let frames = frames(contacts)
    let sortedActions = actions.enumerated()
      .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    var records: [TraceRecord] = []
    records.reserveCapacity(frames.count + sortedActions.count)
    var next = 0
    for action in sortedActions {
      while next < frames.count, frames[next].time <= action.time {
        records.append(frames[next])
        next += 1
      }
      records.append(.action(time: action.time, action.action))
    }
    records.append(contentsOf: frames[next...])
    return records
  }

  /// The frames of `contacts` (see the type's rules).
  static func frames(_ contacts: [ContactTrack]) -> [TraceRecord] {
    let ordered = contacts.enumerated().filter { !$0.element.samples.isEmpty }
      .sorted { ($0.element.samples[0].time, $0.offset) < ($1.element.samples[0].time, $1.offset) }
      .map(\.element)
    // Every sample with its contact's id, in (time, id) order: one sweep makes the frames.
    var samples: [(id: Int, sample: ContactSample)] = []
    samples.reserveCapacity(ordered.reduce(0) { $0 + $1.samples.count })
    for (index, contact) in ordered.enumerated() {
      for sample in contact.samples { samples.append((index + 1, sample)) }
    }
    samples.sort { ($0.sample.time, $0.id) < ($1.sample.time, $1.id) }
    // The contacts touching before the current instant, by id, each where it last was.
    var down: [(id: Int, last: ContactSample)] = []
    var frames: [TraceRecord] = []
    var start = 0
    while start < samples.count {
      let time = samples[start].sample.time
      var end = start
      while end < samples.count, samples[end].sample.time == time { end += 1 }
      // Merge the instant's own samples (by id) with the contacts already down (by id).
      var touches: [TraceTouch] = []
      var stillDown: [(id: Int, last: ContactSample)] = []
      var old = 0
      var own = start
      while old < down.count || own < end {
        if own < end, old == down.count || samples[own].id <= down[old].id {
          let (id, sample) = samples[own]
          touches.append(sample.touch(id: id))
          if old < down.count, down[old].id == id { old += 1 }
          switch sample.phase {
          case .ended, .cancelled: break
          case .began, .moved, .stationary: stillDown.append((id, sample))
          }
          own += 1
        } else {
          var still = down[old].last
          still.phase = .stationary
          touches.append(still.touch(id: down[old].id))
          stillDown.append(down[old])
          old += 1
        }
      }
      down = stillDown
      frames.append(.frame(time: time, touches: touches))
      start = end
    }
    return frames
  }
}
