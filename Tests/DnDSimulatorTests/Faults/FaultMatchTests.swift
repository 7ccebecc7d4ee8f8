import DnDEngine
import DnDSimulator
import Testing

/// Matching without a running system: a load's facts against each criterion.
@Suite struct FaultMatchTests {
  /// P2 (sunset.png) of item I1, owned by photos, loading its PNG.
  static let load = LoadFacts(
    providerID: "P2", suggestedName: "sunset.png", itemID: "I1", appName: "photos", type: .png)

  @Test func aMatchWithNoCriteriaAppliesToEveryLoad() {
    #expect(FaultMatch().matches(Self.load))
    #expect(FaultMatch().matches(LoadFacts(providerID: "P9", type: .url)))
  }

  @Test(arguments: [
    (FaultMatch(provider: "P2"), true),
    (FaultMatch(provider: "sunset.png"), true),
    (FaultMatch(provider: "P1"), false),
    (FaultMatch(provider: "beach.jpg"), false),
    (FaultMatch(item: "I1"), true),
    (FaultMatch(item: "I2"), false),
    (FaultMatch(type: .png), true),
    (FaultMatch(type: .image), true),
    (FaultMatch(type: .item), true),
    (FaultMatch(type: .jpeg), false),
    (FaultMatch(type: .text), false),
    (FaultMatch(app: "photos"), true),
    (FaultMatch(app: "notes"), false),
    (FaultMatch(provider: "P2", item: "I1", type: .image, app: "photos"), true),
    (FaultMatch(provider: "P2", item: "I1", type: .image, app: "notes"), false),
    (FaultMatch(provider: "P3", item: "I1", type: .image, app: "photos"), false),
  ])
  func eachCriterionMatchesAndAllGivenMustHold(match: FaultMatch, expected: Bool) {
    #expect(match.matches(Self.load) == expected)
  }

  @Test func aProviderWithoutItemNameOrOwnerMatchesOnlyWhatItHas() {
    let pasted = LoadFacts(providerID: "P4", type: .plainText)
    #expect(FaultMatch(provider: "P4").matches(pasted))
    #expect(!FaultMatch(item: "I1").matches(pasted))
    #expect(!FaultMatch(app: "photos").matches(pasted))
  }

  @Test func theFirstMatchingRuleDecides() {
    let slow = FaultRule(match: FaultMatch(type: .image), script: LoadScript(delay: .seconds(3)))
    let failing = FaultRule(match: FaultMatch(item: "I1"), script: LoadScript(outcome: .fail("x")))
    let other = FaultRule(match: FaultMatch(app: "notes"), script: LoadScript(outcome: .hang))
    #expect(FaultPlan(rules: [slow, failing]).rule(for: Self.load) == slow)
    #expect(FaultPlan(rules: [failing, slow]).rule(for: Self.load) == failing)
    #expect(FaultPlan(rules: [other, failing]).rule(for: Self.load) == failing)
    #expect(FaultPlan(rules: [other]).rule(for: Self.load) == nil)
    #expect(FaultPlan().rule(for: Self.load) == nil)
  }
}
