/// What the timeline of one replay draws, derived from its event log by ``TimelineBuilder``:
/// lanes of marks and bars on virtual time.
///
/// The model holds times and event order, never pixels: ``TimeScale`` decides where each lands,
/// so the same model can be drawn at another density.
struct Timeline {
  /// A moment on the timeline: a virtual time and, for an event, its position in the log (so
  /// several events at one instant can be drawn apart, in log order).
  struct Point: Equatable {
    var microseconds: Int64
    /// The event's index among the log's events; `nil` for a time that is not an event (the
    /// planned end of an animation, the ends of a folded run of moves).
    var order: Int?
  }

  /// A tick: one event, or several drawn as one.
  struct Mark: Equatable {
    var at: Point
    var label: String
    /// The exact event lines, shown as the mark's tooltip.
    var lines: [String]
    /// A CSS class (`tick`, `move`, `progress`, `end` …) naming how the mark looks.
    var style: String
  }

  /// Something that lasts: a finger down, an animation, a load, a session phase.
  struct Bar: Equatable {
    var start: Point
    var end: Point
    var label: String
    var lines: [String]
    /// A CSS class naming how the bar looks (`lift`, `completed`, `dragging` …).
    var style: String
    /// The log ended before the bar did (a hanging load, an animation still running).
    var open: Bool = false
    /// When the bar announced it would end (an animation's `duration:`).
    var planned: Point?
    /// Events during the bar (a load's progress, an animation reversing), drawn on its row.
    var marks: [Mark] = []
  }

  /// A run of samples the log folded into one comment (`# ... 7 samples of F1 (t=a..b)`).
  struct Band: Equatable {
    var start: Point
    var end: Point
    var line: String
  }

  /// Lanes are shown in groups, in this order.
  enum Group: Int, CaseIterable, Comparable {
    case fingers, sessions, interactions, lists, animations, loads, progress, system

    var title: String {
      switch self {
      case .fingers: "Fingers"
      case .sessions: "Sessions"
      case .interactions: "Delegate calls"
      case .lists: "Lists"
      case .animations: "Animations"
      case .loads: "Item loads"
      case .progress: "Progress UI"
      case .system: "System"
      }
    }

    static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  struct Lane: Equatable {
    /// Stable and unique within a timeline: `finger:F1`, `interaction:photo.drag`, `load:L1`.
    var id: String
    var group: Group
    var title: String
    var subtitle: String
    /// The log channel that colours the lane (`drag`, `drop`, `data` …).
    var channel: String
    var marks: [Mark] = []
    var bars: [Bar] = []
    var bands: [Band] = []
    /// Bars share rows, packed so they do not overlap (animations), instead of one row.
    var packsBars = false
  }

  var lanes: [Lane]
  /// Time and lane key of every event in log order, for ``TimeScale``.
  var events: [(microseconds: Int64, lane: Int)]
  /// The last event's time (open bars run to it).
  var end: Point

  /// The lanes in display order: by group, then in order of first appearance.
  var orderedLanes: [Lane] {
    lanes.enumerated().sorted {
      ($0.element.group, $0.offset) < ($1.element.group, $1.offset)
    }.map(\.element)
  }
}
