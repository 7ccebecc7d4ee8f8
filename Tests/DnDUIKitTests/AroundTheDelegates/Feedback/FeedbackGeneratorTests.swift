import DnDUIKit
import Testing

/// The feedback generators: nothing is felt, each feedback is recorded on its generator.
@Suite struct FeedbackGeneratorTests {
  @Test func eachGeneratorRecordsTheFeedbackItWasTold() {
    let selection = UISelectionFeedbackGenerator()
    selection.prepare()
    selection.selectionChanged()
    selection.selectionChanged()
    #expect(selection.fired == ["selectionChanged", "selectionChanged"])
    #expect(selection.preparations == 1)

    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.fired == ["impactOccurred(rigid)", "impactOccurred(rigid, intensity: 0.5)"])
    #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
    let medium = UIImpactFeedbackGenerator()
    medium.impactOccurred()
    #expect(medium.fired == ["impactOccurred(medium)"] && medium.preparations == 0)

    let notification = UINotificationFeedbackGenerator()
    notification.notificationOccurred(.warning)
    #expect(notification.fired == ["notificationOccurred(warning)"])
  }
}
