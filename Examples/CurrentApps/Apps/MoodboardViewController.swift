#if canImport(UIKit)
  import UIKit
#else
  import DnDUIKit
#endif

/// A moodboard, written as a new Xcode 26 app target writes it: MainActor by default (nothing
/// here says `@MainActor`), Swift concurrency in the delegate methods. Quotes and photos dropped
/// from other apps become cards where the finger lifts.
///
/// - A photo is read in a `Task` started by `performDrop`, which awaits the load through a
///   continuation and keeps only the image's size (a `Sendable` value) — the way code written for
///   Swift 6 reads an object it does not own.
/// - A quote is read with the completion-handler load, whose handler hops back with
///   `Task { @MainActor in … }`.
final class MoodboardViewController: UIViewController, UIDropInteractionDelegate {
  /// A card on the board.
  struct Card: Equatable, Sendable {
    enum Content: Equatable, Sendable {
      case quote(String)
      case photo(width: Double, height: Double)
    }
    var content: Content
    var center: CGPoint
  }

  private(set) var cards: [Card] = []
  /// Loads that failed, with their error, in the order they failed.
  private(set) var failures: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "moodboard"
    view.addInteraction(UIDropInteraction(delegate: self))
  }

  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
    session.canLoadObjects(ofClass: UIImage.self) || session.canLoadObjects(ofClass: NSString.self)
  }

  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession
  ) -> UIDropProposal {
    UIDropProposal(operation: .copy)
  }

  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
    let center = session.location(in: view)
    let providers = session.items.map(\.itemProvider)
    let photos = providers.filter { $0.canLoadObject(ofClass: UIImage.self) }
    for provider in providers where !provider.canLoadObject(ofClass: UIImage.self) {
      _ = provider.loadObject(ofClass: NSString.self) { object, error in
        let quote = (object as? NSString).map { String($0) }
        let failure = error.map { "\($0)" }
        Task { @MainActor in
          if let quote { self.add(.quote(quote), at: center) }
          if let failure { self.failures.append(failure) }
        }
      }
    }
    guard !photos.isEmpty else { return }
    Task {
      for photo in photos {
        do {
          let size = try await photo.loadImageSize()
          add(.photo(width: size.width, height: size.height), at: center)
        } catch {
          failures.append("\(error)")
        }
      }
    }
  }

  private func add(_ content: Card.Content, at center: CGPoint) {
    let offset = CGFloat(cards.count) * 12
    cards.append(
      Card(content: content, center: CGPoint(x: center.x + offset, y: center.y + offset)))
  }
}

extension NSItemProvider {
  /// The size of the image this provider holds, awaited: the completion-handler load wrapped in a
  /// continuation, the image read inside the handler.
  func loadImageSize() async throws -> (width: Double, height: Double) {
    try await withCheckedThrowingContinuation { continuation in
      _ = loadObject(ofClass: UIImage.self) { object, error in
        if let image = object as? UIImage {
          continuation.resume(returning: (Double(image.size.width), Double(image.size.height)))
        } else {
          continuation.resume(throwing: error ?? MoodboardError.notAnImage)
        }
      }
    }
  }
}

/// What the moodboard reports when a provider delivered something that is not an image.
enum MoodboardError: Error {
  case notAnImage
}
