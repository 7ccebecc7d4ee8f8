import DnDEngine
import DnDFormats
import DnDTestSupport
import Foundation
import Testing

/// Each invariant (``Invariants``) on real goldens of the corpus: the golden keeps every rule, and
/// the same golden broken in the rule's way breaks exactly that rule, naming the events.
@Suite struct InvariantRuleTests {
  static let traces = Repository.traces

  /// Two sessions' worth of drop calls, loads with progress, three drop interactions.
  static let album = "photos/copy-into-album.slow.golden.log"
  /// A placeholder inserted and committed.
  static let handoff = "petfinder/handoff.golden.log"

  func golden(_ name: String) throws -> String {
    try String(
      contentsOf: Self.traces.appendingPathComponent(name), encoding: .utf8)
  }

  func violations(
    _ text: String, context: InvariantContext = InvariantContext(), pending: [String] = []
  ) throws -> [Invariants.Violation] {
    let events = try LogFile.parse(text, source: "test.log").engineEvents
    return Invariants.violations(in: events, context: context, pendingAtEnd: pending)
  }

  /// What golden `name` alone cannot say: which methods its scene's apps do not implement.
  func context(of name: String) throws -> InvariantContext {
    let log = try LogFile.parse(try golden(name), source: name)
    return InvariantContext(
      notImplementedCalls: try CaseCorpus.notImplementedCalls(
        scene: try #require(log.header["scene"]),
        near: Self.traces.appendingPathComponent(name).path))
  }

  /// `text` without the first line containing `fragment` (which must be there).
  func removing(_ fragment: String, from text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex { $0.contains(fragment) }!
    lines.remove(at: index)
    return lines.joined(separator: "\n")
  }

  /// `text` with the first line containing `fragment` repeated.
  func doubling(_ fragment: String, in text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = lines.firstIndex { $0.contains(fragment) }!
    lines.insert(lines[index], at: index)
    return lines.joined(separator: "\n")
  }

  @Test(arguments: [album, handoff])
  func theGoldensKeepEveryRule(name: String) throws {
    #expect(try violations(golden(name), context: context(of: name)) == [])
  }

  @Test func aLoadThatNeverCompletesOrCompletesTwice() throws {
    let text = try golden(Self.album)
    let lost = try violations(removing("L1 completed", from: text))
    #expect(lost.map(\.rule) == ["load-completes-once"])
    #expect(
      lost.first?.description
        == "load-completes-once: L1 never completed, failed or was cancelled (event 306 at t=2.700s)"
    )
    // A hang the scenario asked for is not a lost completion.
    #expect(
      try violations(
        removing("L1 completed", from: text), context: InvariantContext(loadsMayHang: true))
        == [])
    let twice = try violations(doubling("L2 completed", in: text))
    #expect(twice.map(\.rule) == ["load-completes-once"])
    #expect(twice.first?.message == "L2 finished twice (completed, then completed)")
    let late = try violations(
      text.replacingOccurrences(
        of: "    6.100000 progress S1 progressUIHidden",
        with:
          "    6.100000 data     L1 progress(fraction: 0.9)\n    6.100000 progress S1 progressUIHidden"
      ))
    #expect(late.map(\.message) == ["L1 reported progress after it finished"])
  }

  @Test func aPlaceholderLeftBehind() throws {
    let text = try golden(Self.handoff)
    let context = try context(of: Self.handoff)
    let found = try violations(
      removing("commitInsertion(placeholder: PH1", from: text), context: context)
    #expect(found.map(\.rule) == ["placeholder-resolved"])
    #expect(found.first?.message == "adopted placeholder PH1 was never committed or deleted")
    // reloadData removes placeholders: nothing is left over.
    #expect(
      try violations(
        removing("commitInsertion(placeholder: PH1", from: text).replacingOccurrences(
          of: "# end", with: "    9.000000 list     adopted reloadData\n# end"),
        context: context) == [])
  }

  @Test func dropSessionDidEndMissingTwiceOrEarly() throws {
    let text = try golden(Self.album)
    // Missing, twice and to a stranger: Docs/uikit-behaviour.md §5 check 7.
    let missing = try violations(removing("photos.drop dropSessionDidEnd", from: text))
    #expect(missing.map(\.rule) == ["gt5-check-7"])
    #expect(missing.first?.message == "photos.drop never got sessionDidEnd for S1")
    let twice = try violations(doubling("slowgrid.drop sessionDidEnd", in: text))
    #expect(twice.map(\.message) == ["slowgrid.drop got sessionDidEnd for S1 twice"])
    let stranger = try violations(
      text.replacingOccurrences(
        of: "    2.700000 drop     albums.drop dropSessionDidEnd(session: S1)",
        with:
          "    2.700000 drop     albums.drop dropSessionDidEnd(session: S1)\n    2.700000 drop     trash.drop sessionDidEnd(session: S1)"
      ))
    #expect(stranger.map(\.message) == ["trash.drop got sessionDidEnd for S1 without seeing it"])
    // Told while the finger is still dragging: only this checker's own rule sees it.
    let early = try violations(
      text.replacingOccurrences(
        of: "    1.250000 touch    F2 ended(at: (784,80))",
        with:
          "    1.250000 touch    F2 ended(at: (784,80))\n    1.250000 drop     slowgrid.drop sessionDidEnd(session: S1)"
      ))
    #expect(
      early.filter { $0.rule == "drop-session-end-after-decision" }.map(\.message) == [
        "slowgrid.drop got sessionDidEnd for S1 before it was dropped or cancelled"
      ])
  }

  @Test func dataDeliveredOutsidePerformDropOrToAnAppThatMayNotSeeIt() throws {
    let text = try golden(Self.album)
    // The load moved to before performDrop: started while the session was only hovering.
    let moved = removing("L1 started", from: text).replacingOccurrences(
      of: "    2.700000 gesture  S1 drop(target: albums.drop, operation: copy)",
      with:
        "    2.700000 data     L1 started(provider: P1, class: ImageObject)\n    2.700000 gesture  S1 drop(target: albums.drop, operation: copy)"
    )
    let outside = try violations(moved)
    #expect(outside.map(\.rule).contains("data-only-in-perform-drop"))
    #expect(
      outside.first { $0.rule == "data-only-in-perform-drop" }?.message
        == "L1 delivered data though it did not start inside performDrop")
    let context = InvariantContext(
      appOfInteraction: ["albums.drop": "albums", "aurora.drag": "photos"],
      receiversOfProvider: ["P1": ["photos"], "P2": ["photos", "albums"]])
    let hidden = try violations(text, context: context)
    #expect(
      hidden.map(\.message) == [
        "L1 delivered data of P1 to albums, which none of its representations' visibility allows"
      ])
  }

  @Test func aRestrictedSessionShownToAnotherApp() throws {
    let text = try golden(Self.album)
    let context = InvariantContext(
      appOfInteraction: [
        "aurora.drag": "photos", "sunset.drag": "photos", "slowgrid.drop": "photos",
        "photos.drop": "photos", "albums.drop": "albums",
      ])
    #expect(try violations(text, context: context) == [])
    let restricted = text.replacingOccurrences(
      of: "sessionIsRestrictedToDraggingApplication(session: S1) -> false",
      with: "sessionIsRestrictedToDraggingApplication(session: S1) -> true")
    let found = try violations(restricted, context: context)
    #expect(found.map(\.rule) == ["restricted-session-stays-home"])
    #expect(
      found.first?.message == "restricted session S1 of photos was shown to albums.drop of albums")
    var phone = context
    phone.everySessionRestricted = true
    #expect(try violations(text, context: phone).map(\.rule) == ["restricted-session-stays-home"])
  }

  @Test func aSessionThatNeverEnds() throws {
    let text = try golden(Self.album)
    let found = try violations(
      removing("aurora.drag sessionDidEnd", from: removing("gesture  S1 drop(", from: text)))
    #expect(found.map(\.rule).contains("session-ends"))
    #expect(
      found.filter { $0.rule == "session-ends" }.map(\.message) == [
        "S1 lifted but was never dropped or cancelled, and no finger is down"
      ])
  }

  @Test func workLeftOnTheClock() throws {
    let found = try violations(try golden(Self.album), pending: ["spring-load (due t=9s)"])
    #expect(
      found.map(\.description) == [
        "no-pending-work: spring-load (due t=9s) was still scheduled when the replay settled"
      ])
  }
}
