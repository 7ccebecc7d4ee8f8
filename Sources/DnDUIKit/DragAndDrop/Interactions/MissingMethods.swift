import DnDEngine

/// The optional methods an adapter's UIKit delegate turned out not to implement, one bit each.
///
/// A Swift type either implements a protocol method or gets the protocol's default, for good, and
/// the delegate cannot change (UIKit's `delegate` is read-only): once a default has reported
/// itself (`DelegateMethod`), the method is answered by the default here — still reported, so the
/// engine leaves it out of the log — without loading the delegate, a weakly held object that is
/// costly to load on every touch sample.
struct MissingMethods {
  private var bits: UInt64 = 0

  /// Asks `parties` (the interaction and its delegate; nil when either is gone) through `body`,
  /// unless `method` is known missing; `answer` is the default's answer.
  mutating func ask<Parties, Answer>(
    _ method: Int, default answer: Answer, parties: () -> Parties?,
    _ body: (Parties) -> Answer
  ) -> Answer {
    let bit: UInt64 = 1 << UInt64(method)
    guard bits & bit == 0, let parties = parties() else {
      DelegateMethod.reportNotImplemented()
      return answer
    }
    let value = body(parties)
    if DelegateMethod.currentCallIsNotImplemented { bits |= bit }
    return value
  }
}
