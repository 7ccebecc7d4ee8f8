import DnDEngine
import DnDSimulator
import VirtualTime

/// `ContactsViewController`, natively: a list of contact cards (`card-1`, `card-2`), each
/// draggable, and a `favourites` area in the same app that takes contacts by their private type
/// (so only this app can drop them there).
///
/// It implements what the UIKit app implements — drag: `itemsForBeginning`, `sessionDidEnd`,
/// `sessionDidTransferItems`; drop: `canHandle`, `sessionDidUpdate`, `performDrop` — and leaves
/// every other method to the protocols' defaults.
final class NativeContacts: DragInteractionDelegate, DropInteractionDelegate {
  /// A contact as its app drags it (talk 213's data-delivery advice): its own type first,
  /// visible only inside the app (`.ownProcess`), then a vCard and plain text that any app may
  /// load. The vCard is produced slowly, as a large export would be: its loader keeps a progress
  /// of its own and delivers a second later, on the main queue.
  ///
  /// Named `Contact`, as the UIKit class is: a load of it logs `class: Contact`.
  final class Contact: ObjectReading {
    static let type = TypeIdentifier("com.example.contacts.contact")
    static let vCardType = TypeIdentifier("public.vcard")

    let name: String
    let phone: String

    init(name: String, phone: String) {
      self.name = name
      self.phone = phone
    }

    /// A provider with the contact's three representations, in fidelity order. The vCard's
    /// loader waits on the clock's main queue, as the UIKit class's `loadData` does on
    /// `DispatchQueue.main`.
    func itemProvider() -> ItemProvider {
      let provider = ItemProvider()
      let name = name
      let phone = phone
      provider.registerDataRepresentation(forType: Contact.type, visibility: .ownProcess) {
        request in
        request.complete(with: .success(ItemData(utf8: "\(name)\n\(phone)")))
      }
      provider.registerDataRepresentation(forType: Contact.vCardType) { request in
        // A slow export: half way after 0.5 s, done after 1 s. The progress is the exporter's
        // own (the UIKit class returns it from `loadData`): cancelling the load cancels it, and
        // its counts are not the load's.
        let progress = LoadProgress(totalUnitCount: 2)
        let previous = request.progress.cancellationHandler
        request.progress.cancellationHandler = {
          previous?()
          progress.cancel()
        }
        let card = "BEGIN:VCARD\nFN:\(name)\nTEL:\(phone)\nEND:VCARD"
        request.clock.main.asyncAfter(.milliseconds(500)) {
          progress.completedUnitCount = 1
        }
        request.clock.main.asyncAfter(.seconds(1)) {
          progress.completedUnitCount = 2
          request.complete(with: .success(ItemData(utf8: card)))
        }
      }
      provider.registerDataRepresentation(forType: .utf8PlainText) { request in
        request.complete(with: .success(ItemData(utf8: name)))
      }
      return provider
    }

    static var readableTypeIdentifiers: [TypeIdentifier] { [type] }

    static func object(from data: ItemData, type: TypeIdentifier) throws(LoadError) -> Contact {
      let lines = String(decoding: data.bytes, as: UTF8.self).split(separator: "\n").map(
        String.init)
      return Contact(name: lines.first ?? "", phone: lines.dropFirst().first ?? "")
    }
  }

  let contacts = [
    Contact(name: "Anna Berg", phone: "+46 8 123 45"),
    Contact(name: "Li Wei", phone: "+86 10 555 01"),
  ]
  private(set) var favourites: [String] = []
  private var cards: [NativeLabelView] = []

  /// How the last drag of a card ended, and whether its data reached the destination.
  private(set) var lastDragEnd: DropOperation?
  private(set) var transferred = 0

  /// Builds the root view `contacts` filling `window` (as a root view controller's view loads)
  /// and shows it.
  func load(into window: Window) {
    let root = View(name: "contacts", frame: window.rootView.bounds)
    for (index, contact) in contacts.enumerated() {
      let card = NativeLabelView(
        name: "card-\(index + 1)",
        frame: Rect(x: 20, y: 20 + Double(index) * 80, width: 260, height: 60), text: contact.name)
      card.isUserInteractionEnabled = true
      card.addInteraction(DragInteraction(delegate: self))
      root.addSubview(card)
      cards.append(card)
    }
    let favouritesArea = View(
      name: "favourites", frame: Rect(x: 20, y: 400, width: 260, height: 200))
    favouritesArea.addInteraction(DropInteraction(delegate: self))
    root.addSubview(favouritesArea)
    window.rootView.addSubview(root)
  }

  // MARK: DragInteractionDelegate

  func itemsForBeginning(_ interaction: DragInteraction, session: DragSession) -> [DragItem] {
    guard let card = interaction.view as? NativeLabelView,
      let index = cards.firstIndex(where: { $0 === card })
    else { return [] }
    let provider = contacts[index].itemProvider()
    provider.suggestedName = contacts[index].name
    let item = DragItem(itemProvider: provider)
    item.localObject = contacts[index]
    return [item]
  }

  func sessionDidEnd(
    _ interaction: DragInteraction, session: DragSession, operation: DropOperation
  ) {
    lastDragEnd = operation
  }

  func sessionDidTransferItems(_ interaction: DragInteraction, session: DragSession) {
    transferred += 1
  }

  // MARK: DropInteractionDelegate (favourites)

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    session.canLoadObjects(ofClass: Contact.self)
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    .copy
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    session.loadObjects(ofClass: Contact.self) { contacts in
      for contact in contacts {
        self.favourites.append(contact.name)
      }
    }
  }
}

/// `CardNotesViewController`, natively: a notes app of another team (root view `card-notes`)
/// that takes text, and shows the system progress UI while a slow vCard arrives (it asks for the
/// vCard first, falling back to plain text). It implements `canHandle`, `sessionDidUpdate` and
/// `performDrop`, as the UIKit app does.
final class NativeCardNotes: DropInteractionDelegate {
  private(set) var notes: [String] = []
  private(set) var failures: [String] = []
  private let main: SimulatedQueue

  init(main: SimulatedQueue) {
    self.main = main
  }

  /// Builds the root view filling `window` (as a root view controller's view loads) and shows it.
  func load(into window: Window) {
    let root = View(name: "card-notes", frame: window.rootView.bounds)
    root.addInteraction(DropInteraction(delegate: self))
    window.rootView.addSubview(root)
  }

  func canHandle(_ interaction: DropInteraction, session: DropSession) -> Bool {
    session.hasItemsConforming(toTypeIdentifiers: [
      NativeContacts.Contact.vCardType, .utf8PlainText,
    ])
  }

  func sessionDidUpdate(_ interaction: DropInteraction, session: DropSession) -> DropProposal {
    .copy
  }

  func performDrop(_ interaction: DropInteraction, session: DropSession) {
    for item in session.items {
      let provider = item.itemProvider
      let type =
        provider.hasItemConforming(toTypeIdentifier: NativeContacts.Contact.vCardType)
        ? NativeContacts.Contact.vCardType : .utf8PlainText
      provider.loadDataRepresentation(forTypeIdentifier: type) { result in
        self.main.async {
          switch result {
          case .success(let data): self.notes.append(String(decoding: data.bytes, as: UTF8.self))
          case .failure(let error): self.failures.append("\(error)")
          }
        }
      }
    }
  }
}

/// The native twin of `uikit-contacts` (Examples/UIKitApps/Scenes/main.swift): talk 213's data
/// delivery, written with the engine's API only — a contacts app (app `contacts`, team
/// `example`, left) whose cards carry a private type visible only to itself, a vCard that takes
/// a second to export, and plain text; a notes app of another team (app `notes`, team `other`,
/// right) that loads the vCard.
final class NativeContactsScene: DnDScene {
  static let name = "uikit-contacts"
  let contacts = NativeContacts()
  let notes: NativeCardNotes

  init(system: DragDropSystem) throws {
    notes = NativeCardNotes(main: system.clock.main)
    let contactsWindow = Window(
      app: App(name: "contacts", team: "example"),
      frame: Rect(x: 0, y: 0, width: 320, height: 768))
    let notesWindow = Window(
      app: App(name: "notes", team: "other"), frame: Rect(x: 320, y: 0, width: 704, height: 768))
    system.addWindow(contactsWindow)
    system.addWindow(notesWindow)
    contacts.load(into: contactsWindow)
    notes.load(into: notesWindow)
  }
}
