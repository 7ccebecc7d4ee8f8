import DnDEngine
import DnDSimulator
import DnDUIKit
import DndsimCLI

// The demo apps of the talks, written in UIKit's spelling (Apps/, which imports only DnDUIKit),
// put on a simulated tablet as Swift scenes, so that `dndsim-uikit-examples run
// Examples/UIKitApps/Traces` replays their traces against golden logs like any corpus case.

/// The asset catalog the example apps load with `UIImage(named:)`.
enum ExampleAssets {
  static func register() {
    UIImage.registerAsset(named: "sunset", size: CGSize(width: 1600, height: 1000))
    UIImage.registerAsset(named: "beach", size: CGSize(width: 1200, height: 900))
    UIImage.registerAsset(named: "forest", size: CGSize(width: 800, height: 1200))
  }
}

/// Talk 203's pinboard (right) beside a photos app (left). The board starts with one pin, the
/// forest, at (400, 300) in its own coordinates.
final class PinboardScene: DnDScene {
  static let name = "uikit-pinboard"
  let board = PinboardViewController()
  let photos = PhotoStripViewController()

  init(system: DragDropSystem) throws {
    ExampleAssets.register()
    let photosWindow = UIWindow(
      app: App(name: "photos", team: "apple"), frame: CGRect(x: 0, y: 0, width: 220, height: 768))
    let boardWindow = UIWindow(
      app: App(name: "pinboard", team: "example"),
      frame: CGRect(x: 220, y: 0, width: 804, height: 768))
    system.addWindow(photosWindow)
    system.addWindow(boardWindow)
    photosWindow.rootViewController = photos
    boardWindow.rootViewController = board
    if let forest = UIImage(named: "forest") {
      board.pin(forest, at: CGPoint(x: 400, y: 300))
    }
  }
}

/// Talk 213's data delivery: a contacts app (left) whose cards carry a private type visible only
/// to itself, a vCard that takes a second to export, and plain text; a notes app of another team
/// (right) that loads the vCard.
final class ContactsScene: DnDScene {
  static let name = "uikit-contacts"
  let contacts = ContactsViewController()
  let notes = CardNotesViewController()

  init(system: DragDropSystem) throws {
    let contactsWindow = UIWindow(
      app: App(name: "contacts", team: "example"),
      frame: CGRect(x: 0, y: 0, width: 320, height: 768))
    let notesWindow = UIWindow(
      app: App(name: "notes", team: "other"), frame: CGRect(x: 320, y: 0, width: 704, height: 768))
    system.addWindow(contactsWindow)
    system.addWindow(notesWindow)
    contactsWindow.rootViewController = contacts
    notesWindow.rootViewController = notes
  }
}

/// The Pet Finder screencast: its two tables (pets to adopt, adopted pets) on the left, a
/// reminders app on the right whose rows drag text.
final class PetFinderScene: DnDScene {
  static let name = "uikit-pet-finder"
  let pets = PetsViewController()
  let reminders = RemindersViewController()

  init(system: DragDropSystem) throws {
    let petsWindow = UIWindow(
      app: App(name: "petfinder", team: "example"),
      frame: CGRect(x: 0, y: 0, width: 704, height: 768))
    let remindersWindow = UIWindow(
      app: App(name: "reminders", team: "apple"),
      frame: CGRect(x: 704, y: 0, width: 320, height: 768))
    system.addWindow(petsWindow)
    system.addWindow(remindersWindow)
    petsWindow.rootViewController = pets
    remindersWindow.rootViewController = reminders
  }
}

/// Talk 223's photo library (left, a collection view) beside a photos app (right) whose images
/// may load slowly (the traces' fault-plan variants play "Slow Photos").
final class PhotosScene: DnDScene {
  static let name = "uikit-photos"
  let library: PhotosCollectionViewController
  let source: PhotoStripViewController

  init(system: DragDropSystem) throws {
    // Before the controllers are made: the library loads its photos when it is created.
    ExampleAssets.register()
    library = PhotosCollectionViewController()
    source = PhotoStripViewController()
    let libraryWindow = UIWindow(
      app: App(name: "library", team: "example"),
      frame: CGRect(x: 0, y: 0, width: 700, height: 768))
    let sourceWindow = UIWindow(
      app: App(name: "slowphotos", team: "other"),
      frame: CGRect(x: 700, y: 0, width: 324, height: 768))
    system.addWindow(libraryWindow)
    system.addWindow(sourceWindow)
    libraryWindow.rootViewController = library
    sourceWindow.rootViewController = source
  }
}

Dndsim.main(
  scenes: SceneCatalog([
    PinboardScene.self, ContactsScene.self, PetFinderScene.self, PhotosScene.self,
  ]))
