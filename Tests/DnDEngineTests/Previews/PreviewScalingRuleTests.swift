import DnDEngine
import Testing

@Suite("PreviewScalingRule")
struct PreviewScalingRuleTests {
  let rule = PreviewScalingRule(compactSide: 200)
  let large = Size(width: 400, height: 300)

  @Test func fullSizeWhenPreferredSingleInAppAndNeverScaled() {
    #expect(
      rule.scale(
        for: large, prefersFullSize: true, itemCount: 1, isOverOtherApp: false,
        wasScaledDown: false) == 1)
  }

  @Test func withoutThePreferenceALargePreviewShrinksToTheCompactSide() {
    #expect(
      rule.scale(
        for: large, prefersFullSize: false, itemCount: 1, isOverOtherApp: false,
        wasScaledDown: false) == 0.5)
  }

  @Test func aFlockIsAlwaysScaledDown() {
    #expect(
      rule.scale(
        for: large, prefersFullSize: true, itemCount: 2, isOverOtherApp: false,
        wasScaledDown: false) == 0.5)
  }

  @Test func aSingleItemOutsideItsAppIsAlwaysScaledDown() {
    #expect(
      rule.scale(
        for: large, prefersFullSize: true, itemCount: 1, isOverOtherApp: true,
        wasScaledDown: false) == 0.5)
  }

  @Test func neverScaledBackUp() {
    #expect(
      rule.scale(
        for: large, prefersFullSize: true, itemCount: 1, isOverOtherApp: false,
        wasScaledDown: true) == 0.5)
  }

  @Test func allowsFullSizeNamesTheOverrides() {
    #expect(
      rule.allowsFullSize(
        prefersFullSize: true, itemCount: 1, isOverOtherApp: false, wasScaledDown: false))
    #expect(
      !rule.allowsFullSize(
        prefersFullSize: false, itemCount: 1, isOverOtherApp: false, wasScaledDown: false))
    #expect(
      !rule.allowsFullSize(
        prefersFullSize: true, itemCount: 0, isOverOtherApp: false, wasScaledDown: false))
  }

  @Test func theLongestSideDecides() {
    #expect(rule.compactScale(for: Size(width: 100, height: 800)) == 0.25)
    #expect(rule.compactScale(for: Size(width: 250, height: 10)) == 0.8)
  }

  @Test func aSmallPreviewIsNeverScaledUp() {
    let small = Size(width: 120, height: 80)
    #expect(
      rule.scale(
        for: small, prefersFullSize: false, itemCount: 3, isOverOtherApp: true,
        wasScaledDown: true) == 1)
    #expect(rule.compactScale(for: Size(width: 200, height: 200)) == 1)
  }

  @Test func degenerateSizesStayAtOne() {
    #expect(rule.compactScale(for: .zero) == 1)
    #expect(rule.compactScale(for: Size(width: .nan, height: .nan)) == 1)
    #expect(rule.compactScale(for: Size(width: -400, height: 100)) == 0.5)
  }

  @Test func infiniteCompactSideNeverScales() {
    #expect(PreviewScalingRule(compactSide: .infinity).compactScale(for: large) == 1)
  }

  @Test func profileSuppliesTheCompactSide() {
    var profile = DeviceProfile.tablet
    #expect(PreviewScalingRule(profile: profile).compactSide == 200)
    profile.compactPreviewMaxSide = 100
    #expect(PreviewScalingRule(profile: profile).compactScale(for: large) == 0.25)
  }

  @Test func belowOneCountsAsScaledDown() {
    #expect(PreviewScalingRule.isScaledDown(0.5))
    #expect(!PreviewScalingRule.isScaledDown(1))
  }
}
