import DnDFormats

/// A W3C WebDriver actions document (the body of `POST /session/{id}/actions`) as read and
/// checked by ``WebDriverDocumentReader``, before ticks are timed: its input sources in document
/// order, each with its actions and where they sit in the file, for errors about timing.
struct WebDriverDocument: Sendable, Equatable {
  var sources: [WebDriverSource]
}

/// One input source (an element of `$.actions`).
struct WebDriverSource: Sendable, Equatable {
  /// What the source is. Only a touch pointer makes contacts; the others keep time with pauses
  /// (their other actions are refused when read: a trace holds touches only).
  enum Kind: String, Sendable, Equatable {
    case touch = "pointer"
    case none
    case key
    case wheel
  }

  var id: String
  var kind: Kind
  /// `$.actions[i]`.
  var path: JSONPath
  var actions: [WebDriverAction]
}

/// One action of a source: what it does in its tick, and its place in the file.
struct WebDriverAction: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// Nothing happens; `duration` (µs, `nil` when absent) counts towards the tick's length.
    case pause(duration: Int64?)
    /// The finger touches where the pointer is.
    case pointerDown(WebDriverContactProperties)
    /// The finger lifts where it is (`ended`).
    case pointerUp(WebDriverContactProperties)
    /// The system takes the touch away (`cancelled`).
    case pointerCancel
    /// The pointer goes to `target` (thousandths of a point; an offset from where it is for
    /// `relative`) in `duration` µs — the whole tick when absent.
    case pointerMove(
      target: GesturePoint, relative: Bool, duration: Int64?, WebDriverContactProperties)
  }

  var kind: Kind
  /// `$.actions[i].actions[j]`.
  var path: JSONPath

  /// The action's own length in µs, as the spec's *compute the tick duration* counts it: a
  /// pause's or a move's `duration`, nothing for the others.
  var duration: Int64? {
    switch kind {
    case .pause(let duration), .pointerMove(_, _, let duration, _): duration
    case .pointerDown, .pointerUp, .pointerCancel: nil
    }
  }
}

/// What a pointer action says about the contact itself, in the trace's terms: `pressure` is the
/// trace's `force` (both 0…1) and half the larger of `width` and `height` (CSS pixels, taken as
/// scene points) is its `radius`; both kept to the trace's three decimals. `nil` when the action
/// does not say (the engine's default then applies).
struct WebDriverContactProperties: Sendable, Equatable {
  var force: Double?
  var radius: Double?

  init(force: Double? = nil, radius: Double? = nil) {
    self.force = force
    self.radius = radius
  }
}
