import DnDEngine
import Testing

@Suite("ItemData, LoadError and RepresentationVisibility")
struct DataValueTests {
  @Test func itemData() {
    let data = ItemData(utf8: "héllo")
    #expect(data.count == 6)
    #expect(data.utf8String == "héllo")
    #expect(data.logDescription == "<6 bytes>")
    #expect(ItemData([0xFF, 0xFE]).utf8String == nil)
    #expect(ItemData([]).logDescription == "<0 bytes>")
  }

  @Test func errorCodesAreApples() {
    #expect(LoadError.itemUnavailable.code == -1000)
    #expect(LoadError.unexpectedValueClass.code == -1100)
    #expect(LoadError.unavailableCoercion.code == -1200)
    #expect(LoadError.cancelled.code == 3072)
    #expect(LoadError.notPermitted("x").code == -1)
    #expect(LoadError.failed("x").code == -1)
  }

  @Test func errorLogDescriptions() {
    #expect(LoadError.itemUnavailable.logDescription == "itemUnavailable(-1000)")
    #expect(LoadError.unexpectedValueClass.logDescription == "unexpectedValueClass(-1100)")
    #expect(LoadError.unavailableCoercion.logDescription == "unavailableCoercion(-1200)")
    #expect(LoadError.cancelled.logDescription == "cancelled(3072)")
    #expect(
      LoadError.notPermitted("outside performDrop").logDescription
        == #"notPermitted(-1, "outside performDrop")"#)
    #expect(
      LoadError.failed("say \"no\"\nnow \\").logDescription
        == #"failed(-1, "say \"no\"\nnow \\")"#)
  }

  @Test func visibilityRawValuesArePlainNumbers() {
    #expect(RepresentationVisibility.allCases.map(\.rawValue) == [0, 1, 2, 3])
  }

  @Test func visibilityPerLevel() {
    let owner = App(name: "photos", team: "T1", group: "G1")
    let sameTeam = App(name: "editor", team: "T1")
    let sameGroup = App(name: "viewer", team: "T2", group: "G1")
    let stranger = App(name: "mail", team: "T3", group: "G3")

    #expect(RepresentationVisibility.all.allows(requester: stranger, owner: owner))

    #expect(RepresentationVisibility.team.allows(requester: sameTeam, owner: owner))
    #expect(!RepresentationVisibility.team.allows(requester: sameGroup, owner: owner))

    #expect(RepresentationVisibility.group.allows(requester: sameGroup, owner: owner))
    #expect(!RepresentationVisibility.group.allows(requester: sameTeam, owner: owner))
    #expect(!RepresentationVisibility.group.allows(requester: stranger, owner: owner))

    #expect(!RepresentationVisibility.ownProcess.allows(requester: sameTeam, owner: owner))
    #expect(!RepresentationVisibility.ownProcess.allows(requester: sameGroup, owner: owner))
  }

  @Test func groupVisibilityNeedsAGroupOnBothSides() {
    let owner = App(name: "a", team: "T1")
    let other = App(name: "b", team: "T1")
    #expect(!RepresentationVisibility.group.allows(requester: other, owner: owner))
  }

  @Test func ownerAlwaysSeesItsOwnRepresentations() {
    let owner = App(name: "notes", team: "T1")
    for visibility in RepresentationVisibility.allCases {
      #expect(visibility.allows(requester: owner, owner: owner))
    }
    // A different app object with the same name is another process.
    let twin = App(name: "notes", team: "T1")
    #expect(!RepresentationVisibility.ownProcess.allows(requester: twin, owner: owner))
  }
}
