#if canImport(UIKit)
  import UIKit
  import MobileCoreServices
#else
  import DnDUIKit
#endif

/// A contact as its app drags it (talk 213's data-delivery advice): its own type first, visible
/// only inside the app (`.ownProcess`), then a vCard and plain text that any app may load. The
/// vCard is produced slowly, as a large export would be: its load handler reports progress and
/// delivers a second later, on the main queue.
final class Contact: NSObject, NSItemProviderWriting, NSItemProviderReading {
  static let typeIdentifier = "com.example.contacts.contact"
  static let vCardType = "public.vcard"

  let name: String
  let phone: String

  init(name: String, phone: String) {
    self.name = name
    self.phone = phone
  }

  static var writableTypeIdentifiersForItemProvider: [String] {
    return [typeIdentifier, vCardType, kUTTypeUTF8PlainText as String]
  }

  static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String)
    -> NSItemProviderRepresentationVisibility
  {
    return typeIdentifier == Contact.typeIdentifier ? .ownProcess : .all
  }

  func loadData(
    withTypeIdentifier typeIdentifier: String,
    forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void
  ) -> Progress? {
    switch typeIdentifier {
    case Contact.typeIdentifier:
      completionHandler("\(name)\n\(phone)".data(using: .utf8), nil)
      return nil
    case Contact.vCardType:
      // A slow export: half way after 0.5 s, done after 1 s.
      let progress = Progress(totalUnitCount: 2)
      let card = "BEGIN:VCARD\nFN:\(name)\nTEL:\(phone)\nEND:VCARD"
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        progress.completedUnitCount = 1
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        progress.completedUnitCount = 2
        completionHandler(card.data(using: .utf8), nil)
      }
      return progress
    default:
      completionHandler(name.data(using: .utf8), nil)
      return nil
    }
  }

  static var readableTypeIdentifiersForItemProvider: [String] {
    return [typeIdentifier]
  }

  static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    return self.init(name: lines.first ?? "", phone: lines.dropFirst().first ?? "")
  }
}

/// A list of contact cards, each draggable, and a "favourites" area in the same app that takes
/// contacts by their private type (so only this app can drop them there).
final class ContactsViewController: UIViewController, UIDragInteractionDelegate,
  UIDropInteractionDelegate
{
  let contacts = [
    Contact(name: "Anna Berg", phone: "+46 8 123 45"),
    Contact(name: "Li Wei", phone: "+86 10 555 01"),
  ]
  private(set) var favourites: [String] = []
  private var cards: [UILabel] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "contacts"
    for (index, contact) in contacts.enumerated() {
      let card = UILabel(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 80, width: 260, height: 60))
      card.text = contact.name
      card.accessibilityIdentifier = "card-\(index + 1)"
      card.isUserInteractionEnabled = true
      card.addInteraction(UIDragInteraction(delegate: self))
      view.addSubview(card)
      cards.append(card)
    }
    let favouritesArea = UIView(frame: CGRect(x: 20, y: 400, width: 260, height: 200))
    favouritesArea.accessibilityIdentifier = "favourites"
    favouritesArea.addInteraction(UIDropInteraction(delegate: self))
    view.addSubview(favouritesArea)
  }

  // MARK: - UIDragInteractionDelegate

  func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
    -> [UIDragItem]
  {
    guard let card = interaction.view as? UILabel, let index = cards.firstIndex(of: card) else {
      return []
    }
    let provider = NSItemProvider(object: contacts[index])
    provider.suggestedName = contacts[index].name
    let item = UIDragItem(itemProvider: provider)
    item.localObject = contacts[index]
    return [item]
  }

  /// How the last drag of a card ended, and whether its data reached the destination.
  private(set) var lastDragEnd: UIDropOperation?
  private(set) var transferred = 0

  func dragInteraction(
    _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
  ) {
    lastDragEnd = operation
  }

  func dragInteraction(
    _ interaction: UIDragInteraction, sessionDidTransferItems session: UIDragSession
  ) {
    transferred += 1
  }

  // MARK: - UIDropInteractionDelegate (favourites)

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.canLoadObjects(ofClass: Contact.self)
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    session.loadObjects(ofClass: Contact.self) { objects in
      for case let contact as Contact in objects {
        self.favourites.append(contact.name)
      }
    }
  }
}

/// A notes app of another team: it takes text, and shows the system progress UI while a slow
/// vCard arrives (it asks for the vCard first, falling back to plain text).
final class CardNotesViewController: UIViewController, UIDropInteractionDelegate {
  private(set) var notes: [String] = []
  private(set) var failures: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "card-notes"
    view.addInteraction(UIDropInteraction(delegate: self))
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    return session.hasItemsConforming(toTypeIdentifiers: [
      Contact.vCardType, kUTTypeUTF8PlainText as String,
    ])
  }

  func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
    -> UIDropProposal
  {
    return UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    for item in session.items {
      let provider = item.itemProvider
      let type =
        provider.hasItemConformingToTypeIdentifier(Contact.vCardType)
        ? Contact.vCardType : kUTTypeUTF8PlainText as String
      provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
        DispatchQueue.main.async {
          if let data = data {
            self.notes.append(String(decoding: data, as: UTF8.self))
          } else {
            self.failures.append(error?.localizedDescription ?? "unknown error")
          }
        }
      }
    }
  }
}
