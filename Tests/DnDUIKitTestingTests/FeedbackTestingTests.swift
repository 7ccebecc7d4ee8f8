import DnDUIKit
import DnDUIKitTesting
import Testing

/// DnDUIKitTesting's view of the feedback an app's generators fired (nothing is felt on Linux).
@Suite struct FeedbackTestingTests {
  @Test func aTestReadsTheFeedbackAGeneratorFired() {
    let generator = UIImpactFeedbackGenerator(style: .light)
    #expect(generator.firedFeedback.isEmpty && generator.preparationCount == 0)
    generator.prepare()
    generator.impactOccurred(intensity: 0.5)
    let selection = UISelectionFeedbackGenerator()
    selection.selectionChanged()
    #expect(generator.firedFeedback == ["impactOccurred(light, intensity: 0.5)"])
    #expect(generator.preparationCount == 1)
    #expect(selection.firedFeedback == ["selectionChanged"])
  }
}
